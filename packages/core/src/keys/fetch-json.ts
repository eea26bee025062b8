import { maxAgeSeconds } from './cache-control.js';

/** Largest discovery or JWKS document read; a larger one is refused rather than buffered. */
export const MAX_DOCUMENT_BYTES = 1024 * 1024;

export type FetchJsonResult =
  | { ok: true; value: Record<string, unknown>; maxAge: number }
  | {
      ok: false;
      message: string /** The HTTP status, when the server answered one other than 200. */;
      status?: number;
    };

async function readCapped(response: Response, limit: number): Promise<string | null> {
  const length = Number(response.headers.get('content-length'));
  if (Number.isFinite(length) && length > limit) return null;
  if (!response.body) return await response.text();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    bytes.set(c, offset);
    offset += c.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * GETs a JSON object with a timeout, no redirects, and a size cap. Never throws: every failure is
 * a message (the caller reports it as `keys_unavailable`).
 */
export async function fetchJson(
  url: string,
  fetchImpl: typeof fetch,
  timeoutMs: number,
  defaultMaxAge: number,
): Promise<FetchJsonResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      redirect: 'manual',
      signal: controller.signal,
      headers: { accept: 'application/json' },
    });
    if (response.status !== 200)
      return {
        ok: false,
        message: `${url} answered ${response.status || response.type}`,
        status: response.status,
      };
    const text = await readCapped(response, MAX_DOCUMENT_BYTES);
    if (text === null) return { ok: false, message: `${url} is larger than ${MAX_DOCUMENT_BYTES} bytes` };
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { ok: false, message: `${url} is not JSON` };
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return { ok: false, message: `${url} is not a JSON object` };
    }
    const maxAge = maxAgeSeconds(response.headers.get('cache-control'), defaultMaxAge);
    return { ok: true, value: value as Record<string, unknown>, maxAge };
  } catch (error) {
    const reason = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : String(error);
    return { ok: false, message: `${url}: ${reason}` };
  } finally {
    clearTimeout(timer);
  }
}
