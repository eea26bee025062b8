import { fetchCapped } from '../lib/fetch-capped.js';
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

/**
 * GETs a JSON object with a timeout, no redirects, and a size cap; `bypassCache` revalidates past HTTP
 * caches (`cache: 'no-cache'`). Never throws: every failure is
 * a message (the caller reports it as `keys_unavailable`).
 */
export async function fetchJson(
  url: string,
  fetchImpl: typeof fetch,
  timeoutMs: number,
  defaultMaxAge: number,
  bypassCache = false,
): Promise<FetchJsonResult> {
  const fetched = await fetchCapped(url, fetchImpl, {
    timeoutMs,
    limit: MAX_DOCUMENT_BYTES,
    accept: 'application/json',
    ...(bypassCache ? { cache: 'no-cache' as const } : {}),
  });
  if (!fetched.ok) return fetched;
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(fetched.bytes));
  } catch {
    return { ok: false, message: `${url} is not JSON` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, message: `${url} is not a JSON object` };
  }
  const maxAge = maxAgeSeconds(fetched.response.headers.get('cache-control'), defaultMaxAge);
  return { ok: true, value: value as Record<string, unknown>, maxAge };
}
