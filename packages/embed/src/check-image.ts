import { mayCarryManifest } from '@tlp/core';
import { fetchImage } from './fetch-image.js';
import type { EmbedSettings } from './settings.js';
import type { EmbedVerdict } from './verdict.js';
import { loadVerifier } from './verifier.js';

/**
 * One image's verdict: its bytes are fetched once; only bytes that may carry a C2PA manifest (a cheap
 * look at the container's structure) start the verifier (a worker, see {@link loadVerifier}), and are
 * transferred to it, or, with `data-fingerprint`, any image (one without credentials may be recognised by
 * its fingerprint at the issuer).
 */
export async function checkImage(
  url: string,
  crossOrigin: string | null,
  settings: EmbedSettings,
  fetcher: typeof fetch = fetch,
): Promise<EmbedVerdict> {
  const bytes = await fetchImage(url, crossOrigin, settings.maxImageBytes, fetcher);
  if (!(bytes instanceof Uint8Array)) return bytes;
  if (!settings.fingerprint && !mayCarryManifest(bytes)) return { state: 'none' };
  return (await (await loadVerifier(globalThis, settings)).verify(bytes)) as EmbedVerdict;
}
