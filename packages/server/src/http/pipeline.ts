import type { Context } from 'hono';
import type { AppEnv, AuthContext } from '../app-env.js';
import { isId } from '../ids.js';
import { maybeThen } from '../lib/maybe-promise.js';
import { authenticate, checkKey, type KeyRequirement } from './auth/index.js';
import { readJsonBody } from './body/index.js';
import type { Next, Step } from './chain.js';
import { ApiError } from './errors/index.js';
import { header } from './header.js';
import { type IdempotencyOptions, idempotency } from './idempotency/index.js';
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
export function authed(options: EndpointOptions): Step {
  const policy = options.policy ?? POLICIES.default;
  const settled = (c: Context<AppEnv>, auth: AuthContext, next: Next) => {
    checkKey(auth, options, options.name);
    checkActingFor(c, auth.account.id);
    return next();
  };
  // Synchronous all the way for a cached key and a pinned account (every request but the first).
  return function authedStep(c, next) {
    return maybeThen(authenticate(c), (auth) => {
      c.set('auth', auth);
      return maybeThen(enforceRateLimit(c, policy, auth.account.id), () =>
        maybeThen(settleVersion(c, auth), () => settled(c, auth, next)),
      );
    });
  };
}

/**
 * `Service-Account` (acting for a connected licensee) is planned: no connection can exist yet, so
 * naming another account is 403 `account_not_connected`; naming one's own account changes nothing.
 */
function checkActingFor(c: Context<AppEnv>, own: string): void {
  const named = header(c, 'service-account');
  if (named === undefined || named === own) return;
  if (!isId('acct', named)) {
    throw new ApiError('parameter_invalid', {
      param: 'Service-Account',
      detail: 'Service-Account must be an acct_ ID',
    });
  }
  throw new ApiError('account_not_connected', {
    detail: `no active connection links this account to ${named} (connections are planned, not available yet)`,
  });
}

/** Reads the JSON body (10 MiB cap); `Idempotency-Key` is the next middleware's, `idempotency()`. */
export function jsonBody(): Step {
  return async function jsonBodyMiddleware(c, next) {
    await readJsonBody(c);
    await next();
  };
}

/** Middleware of an authenticated POST: auth, limits, version, key checks, body, idempotency. */
export function authedPost(options: EndpointOptions, keyReading?: IdempotencyOptions): Step[] {
  return [authed(options), jsonBody(), idempotency(keyReading)];
}
