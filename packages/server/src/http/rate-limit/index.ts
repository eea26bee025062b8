import type { BlockList } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.js';
import { type MaybePromise, maybeThen } from '../../lib/maybe-promise.js';
import { POLICIES, type RateLimitPolicy, type TakeResult } from '../../limiter/token-buckets.js';
import { ApiError } from '../errors/index.js';
import { prepareHeader } from '../prepared-headers.js';
import { addressSubject, clientAddress, trustedProxyList } from './client-address.js';

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
): MaybePromise<void> {
  const limiter = c.get('deps').rateLimiter;
  if (!limiter.enabled) return;
  return maybeThen(limiter.take(policy, subject), (r) => applyTaken(c, policy, r));
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

/**
 * The per-address subject of a keyless request: the client's address (the socket's peer, or the address a
 * trusted proxy names: `ServerConfig.trustedProxies`), grouped by IPv6 /64.
 */
export function clientIp(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = env?.incoming?.socket?.remoteAddress ?? 'unknown';
  const config = c.get('deps').config;
  let proxies = compiledProxies.get(config.trustedProxies);
  if (proxies === undefined) {
    proxies = trustedProxyList(config.trustedProxies);
    compiledProxies.set(config.trustedProxies, proxies);
  }
  const address = proxies
    ? clientAddress(
        peer,
        { forwarded: c.req.header('forwarded'), xForwardedFor: c.req.header('x-forwarded-for') },
        proxies,
      )
    : peer;
  return addressSubject(address);
}

const compiledProxies = new WeakMap<readonly string[], BlockList | null>();

/**
 * The limits of a request without a key (receipt reads, keyless verifications): the per-address policy,
 * then one ceiling for all keyless requests together (`POLICIES.keyless`), so that many addresses cannot
 * add up to an unbounded load. Over either: 429 `rate_limited`, nothing ran.
 */
export async function enforceKeylessLimits(c: Context<AppEnv>): Promise<void> {
  await enforceRateLimit(c, POLICIES.receipts, clientIp(c));
  const limiter = c.get('deps').rateLimiter;
  if (!limiter.enabled) return;
  const ceiling = await limiter.take(POLICIES.keyless, 'all');
  if (!ceiling.allowed) {
    throw new ApiError('rate_limited', {
      detail: `more than ${POLICIES.keyless.q} requests without a key in ${POLICIES.keyless.w} s from all addresses together; nothing ran`,
      headers: { 'Retry-After': String(ceiling.retryAfter) },
    });
  }
}
