import { fetchCapped } from '../lib/fetch-capped.js';

/** Largest remote manifest store read; a larger one is refused rather than buffered. */
export const MAX_REMOTE_MANIFEST_BYTES = 16 * 1024 * 1024;

export type RemoteManifestResult = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/**
 * GETs a remote manifest store (the JUMBF bytes a file's XMP `dcterms:provenance` names) with a
 * time limit and a size cap. Never throws: every failure is a message.
 */
export async function fetchRemoteManifest(
  url: string,
  fetchImpl: typeof fetch,
  timeoutMs = 10_000,
  limit = MAX_REMOTE_MANIFEST_BYTES,
): Promise<RemoteManifestResult> {
  const fetched = await fetchCapped(url, fetchImpl, {
    timeoutMs,
    limit,
    accept: 'application/c2pa, application/octet-stream',
    // Manifest stores are commonly served through a CDN that redirects; the URL is the file's own claim.
    redirect: 'follow',
  });
  return fetched.ok ? { ok: true, bytes: fetched.bytes } : { ok: false, message: fetched.message };
}
