import { formatSize } from '../args.js';

/** A download: its bytes, or why there are none (`too_large`, `fetch_failed`). */
export type Download = { ok: true; bytes: Uint8Array } | { ok: false; code: string; message: string };

const TIMEOUT_MS = 10_000;

/**
 * The body of `url`, at most `maxSize` bytes: a declared length over it is refused before the body is read,
 * and a body that grows past it is cut off (`too_large`). No redirect is followed (its target was not
 * allowed); a status other than 200, a network error or 10 s without the whole body is `fetch_failed`,
 * as is a download `stop` aborts (the call timed out).
 */
export async function download(
  url: URL,
  maxSize: number,
  fetchImpl: typeof fetch,
  stop?: AbortSignal,
): Promise<Download> {
  const tooLarge = (size: string): Download => ({
    ok: false,
    code: 'too_large',
    message: `${url.href} is ${size}, over --max-size ${formatSize(maxSize)}; it was not read`,
  });
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = stop ? AbortSignal.any([timeout, stop]) : timeout;
  try {
    const response = await fetchImpl(url, { redirect: 'manual', signal });
    if (response.status !== 200) {
      await response.body?.cancel();
      return { ok: false, code: 'fetch_failed', message: `${url.href} answered ${response.status}` };
    }
    const declared = Number(response.headers.get('content-length'));
    if (declared > maxSize) {
      await response.body?.cancel();
      return tooLarge(formatSize(declared));
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      size += read.value.byteLength;
      if (size > maxSize) {
        await reader?.cancel().catch(() => undefined);
        return tooLarge(`over ${formatSize(maxSize)}`);
      }
      chunks.push(read.value);
    }
    return { ok: true, bytes: Buffer.concat(chunks, size) };
  } catch (error) {
    return { ok: false, code: 'fetch_failed', message: `${url.href}: ${(error as Error)?.message ?? error}` };
  }
}
