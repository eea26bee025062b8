import { mayCarryManifest } from '@tlp/core';
import { fetchImage } from './fetch-image.js';
import type { EmbedSettings } from './settings.js';
import type { EmbedVerdict } from './verdict.js';

type Verifier = typeof import('./verify.js');
let verifier: Promise<Verifier> | null = null;

/** The verifying part (and, through it, @tlp/core), loaded on first need and only once. */
export function loadVerifier(): Promise<Verifier> {
  verifier ??= import('./verify.js').catch((error) => {
    verifier = null;
    throw error;
  });
  return verifier;
}

/**
 * One image's verdict: its bytes are fetched once; only bytes that may carry a C2PA manifest (a cheap
 * look at the container's structure) load the verifier.
 */
export async function checkImage(
  url: string,
  crossOrigin: string | null,
  settings: EmbedSettings,
  fetcher: typeof fetch = fetch,
): Promise<EmbedVerdict> {
  const bytes = await fetchImage(url, crossOrigin, settings.maxImageBytes, fetcher);
  if (!(bytes instanceof Uint8Array)) return bytes;
  if (!mayCarryManifest(bytes)) return { state: 'none' };
  return (await loadVerifier()).verifyImage(bytes, settings);
}
