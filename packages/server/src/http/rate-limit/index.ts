import type { Context } from 'hono';
import type { AppEnv } from '../../deps.js';
import type { RateLimitPolicy, TakeResult } from '../../limiter/token-buckets.js';
import { ApiError } from '../errors/index.js';
import { prepareHeader } from '../prepared-headers.js';

export {
  POLICIES,
  type RateLimiter,
  type RateLimitPolicy,
  TokenBuckets,
} from '../../limiter/token-buckets.js';

/**
 * Takes one request from the subject's bucket and sets `RateLimit-Policy` and `RateLimit` (IETF draft
 * syntax). Over the limit: 429 `rate_limited` with `Retry-After`, before anything runs. With limits off
 * (benchmarks) no header is sent.
 */
export function enforceRateLimit(
  c: Context<AppEnv>,
  policy: RateLimitPolicy,
  subject: string,
): undefined | Promise<void> {
  const limiter = c.get('deps').rateLimiter;
  if (!limiter.enabled) return undefined;
  const taken = limiter.take(policy, subject);
  if (taken instanceof Promise) return taken.then((r) => applyTaken(c, policy, r));
  applyTaken(c, policy, taken);
  return undefined;
}

function applyTaken(c: Context<AppEnv>, policy: RateLimitPolicy, r: TakeResult): void {
  prepareHeader(c, 'RateLimit-Policy', `"${policy.name}";q=${policy.q};w=${policy.w}`);
  prepareHeader(c, 'RateLimit', `"${policy.name}";r=${r.remaining};t=${r.reset}`);
  if (!r.allowed) {
    throw new ApiError('rate_limited', {
      detail: `more than ${policy.q} requests in ${policy.w} s under policy "${policy.name}"; nothing ran`,
      headers: { 'Retry-After': String(r.retryAfter) },
    });
  }
}

/** Client address for per-IP limits: the socket's peer (no proxy headers are trusted). */
export function clientIp(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
