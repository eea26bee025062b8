import { TlpConnectionError } from './errors.js';

export interface RetryOptions {
  /** Retries after the first attempt (default 3). 0 sends each request once. */
  maxRetries: number;
  /** The longest wait accepted before a retry, in ms (default 60 s): a longer `Retry-After` is returned as is. */
  maxDelayMs: number;
  /** The first backoff when no `Retry-After` is given, in ms (default 500; doubled at each retry). */
  baseDelayMs: number;
  /** Waits (replaceable in tests). */
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY: RetryOptions = {
  maxRetries: 3,
  maxDelayMs: 60_000,
  baseDelayMs: 500,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * A fresh `Idempotency-Key`: a random UUID (Web Crypto, in Node and browsers; pages served over plain HTTP
 * have `getRandomValues` but not `randomUUID`).
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function problemCode(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.clone().json()) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

async function stillChecking(res: Response): Promise<boolean> {
  try {
    const body = (await res.clone().json()) as { status?: unknown };
    return body.status === 'checking';
  } catch {
    return false;
  }
}

/**
 * Whether the protocol allows sending this request again, with the same key and body: 429, 500, 503,
 * 504, 409 `idempotency_key_in_use`, the sandbox's 408 `request_timeout` (the body arrived too slowly,
 * nothing ran), and a check still `checking` (202 to POST /v1/checks). Never a 403,
 * whose `live_not_activated` must not be retried; never a 202 generation (it was accepted: read it).
 */
export async function shouldRetry(request: Request, res: Response): Promise<boolean> {
  if ([429, 500, 503, 504].includes(res.status)) return true;
  if (res.status === 409) return (await problemCode(res)) === 'idempotency_key_in_use';
  if (res.status === 408) return (await problemCode(res)) === 'request_timeout';
  if (
    res.status === 202 &&
    request.method === 'POST' &&
    new URL(request.url).pathname.endsWith('/v1/checks')
  ) {
    return stillChecking(res);
  }
  return false;
}

/** `Retry-After` in ms (seconds, or an HTTP date), if the answer has one. */
export function retryAfterMs(res: Response, now = Date.now()): number | undefined {
  const value = res.headers.get('retry-after');
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Wraps `fetch` so that a request is sent again, the same (same `Idempotency-Key`, same body), on the
 * answers the protocol marks retryable and on network failures, waiting `Retry-After` when the answer
 * has one and an exponential backoff otherwise. Every POST gets an `Idempotency-Key` if it has none, so
 * that its retries are safe. When retries run out, the last answer is returned (or the network error
 * thrown): the outcome is then unknown.
 */
export function retryingFetch(
  fetchImpl: (input: Request) => Promise<Response>,
  options: RetryOptions,
): (input: Request) => Promise<Response> {
  return async (original) => {
    if (original.method === 'POST' && !original.headers.has('idempotency-key')) {
      original.headers.set('Idempotency-Key', newIdempotencyKey());
    }
    for (let attempt = 0; ; attempt++) {
      const backoff = options.baseDelayMs * 2 ** attempt;
      let res: Response;
      try {
        res = await fetchImpl(original.clone());
      } catch (err) {
        if (original.signal.aborted || attempt >= options.maxRetries || backoff > options.maxDelayMs) {
          throw new TlpConnectionError(`${original.method} ${original.url} failed: ${String(err)}`, {
            cause: err,
          });
        }
        await options.sleep(backoff);
        continue;
      }
      if (attempt >= options.maxRetries || !(await shouldRetry(original, res))) return res;
      const wait = retryAfterMs(res) ?? backoff;
      if (wait > options.maxDelayMs) return res;
      await res.body?.cancel();
      await options.sleep(wait);
    }
  };
}
