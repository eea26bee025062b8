import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, AuthContext } from '../app-env.js';
import { isId } from '../ids.js';
import { authenticate, checkKey, type KeyRequirement } from './auth/index.js';
import { readJsonBody } from './body/index.js';
import { asMiddleware, type Next } from './chain.js';
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
export function authed(options: EndpointOptions): MiddlewareHandler<AppEnv> {
  const policy = options.policy ?? POLICIES.default;
  const settled = (c: Context<AppEnv>, auth: AuthContext, next: Next) => {
    checkKey(auth, options, options.name);
    checkActingFor(c, auth.account.id);
    return next();
  };
  const authenticated = (c: Context<AppEnv>, auth: AuthContext, next: Next) => {
    c.set('auth', auth);
    const limited = enforceRateLimit(c, policy, auth.account.id);
    if (limited) return limited.then(() => versioned(c, auth, next));
    return versioned(c, auth, next);
  };
  const versioned = (c: Context<AppEnv>, auth: AuthContext, next: Next) => {
    const version = settleVersion(c, auth);
    return version instanceof Promise ? version.then(() => settled(c, auth, next)) : settled(c, auth, next);
  };
  // Synchronous all the way for a cached key and a pinned account (every request but the first).
  return asMiddleware(function authedStep(c, next) {
    const found = authenticate(c);
    return found instanceof Promise
      ? found.then((auth) => authenticated(c, auth, next))
      : authenticated(c, found, next);
  });
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
export function jsonBody(): MiddlewareHandler<AppEnv> {
  return async function jsonBodyMiddleware(c, next) {
    await readJsonBody(c);
    await next();
  };
}

/** Middleware of an authenticated POST: auth, limits, version, key checks, body, idempotency. */
export function authedPost(
  options: EndpointOptions,
  keyReading?: IdempotencyOptions,
): [MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>] {
  return [authed(options), jsonBody(), idempotency(keyReading)];
}
