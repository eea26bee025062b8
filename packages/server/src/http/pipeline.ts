import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.js';
import { authenticate, checkKey, type KeyRequirement } from './auth/index.js';
import { readJsonBody } from './body/index.js';
import { idempotency } from './idempotency/index.js';
import { enforceRateLimit, POLICIES, type RateLimitPolicy } from './rate-limit/index.js';
import { settleVersion } from './version/index.js';

export interface EndpointOptions extends KeyRequirement {
  /** Rate-limit policy; `default` unless stated. */
  policy?: RateLimitPolicy;
  /** How errors name the operation, for example `GET /v1/facets/{facet_id}`. */
  name: string;
}

/**
 * The way of an authenticated request, in order: key (401), rate limit (429, nothing ran), version
 * (400 `version_unsupported`, first-request pin), then the endpoint's mode and scopes (403).
 */
export function authed(options: EndpointOptions): MiddlewareHandler<AppEnv> {
  const policy = options.policy ?? POLICIES.default;
  return async function authedMiddleware(c, next) {
    const auth = await authenticate(c);
    c.set('auth', auth);
    enforceRateLimit(c, policy, `${auth.account.id}`);
    await settleVersion(c, auth);
    checkKey(auth, options, options.name);
    await next();
  };
}

/** Reads the JSON body (10 MiB cap) and applies `Idempotency-Key`. */
export function jsonBody(): MiddlewareHandler<AppEnv> {
  return async function jsonBodyMiddleware(c, next) {
    await readJsonBody(c);
    await next();
  };
}

/** Middleware of an authenticated POST: auth, limits, version, key checks, body, idempotency. */
export function authedPost(
  options: EndpointOptions,
): [MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>] {
  return [authed(options), jsonBody(), idempotency()];
}
