import { corsRefused, type EmbedVerdict, tooLarge, unreachable } from './verdict.js';

/**
 * The bytes behind an image element, from the browser's cache when it holds them (`force-cache`), with
 * the credentials its `crossorigin` attribute asks for. A cross-origin image whose server sends no CORS
 * headers cannot be read by any script: that is a verdict of its own, not an error.
 */
export async function fetchImage(
  url: string,
  crossOrigin: string | null,
  maxBytes: number,
  fetcher: typeof fetch = fetch,
): Promise<Uint8Array | EmbedVerdict> {
  let response: Response;
  try {
    response = await fetcher(url, {
      mode: 'cors',
      cache: 'force-cache',
      credentials: crossOrigin === 'use-credentials' ? 'include' : 'same-origin',
    });
  } catch {
    // A network failure and a CORS refusal look the same to a script; for an image the page has already
    // shown, a refusal is by far the likelier.
    return corsRefused();
  }
  if (!response.ok) return unreachable(response.status);
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) return tooLarge();
  const bytes = new Uint8Array(await response.arrayBuffer());
  return bytes.length > maxBytes ? tooLarge() : bytes;
}
