import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env.js';
import { isStamped } from '../respond.js';

/**
 * Gives the request its `req_…` ID first, so that every response (errors included) carries
 * `Request-Id`, and logs one line per request with it (never a key or a body).
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async function requestIdMiddleware(c, next) {
    const deps = c.get('deps');
    const id = deps.ids('req');
    c.set('requestId', id);
    const started = performance.now();
    await next();
    if (!isStamped(c.res)) {
      // A response not built by `respond` (none today): stamp it the slow way.
      const headers = c.res.headers;
      headers.set('Request-Id', id);
      const prepared = c.get('preparedHeaders');
      if (prepared) for (const [k, v] of Object.entries(prepared)) if (!headers.has(k)) headers.set(k, v);
    }
    const logger = deps.logger;
    if (logger.isLevelEnabled('info')) {
      logger.info(
        {
          req_id: id,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          account: c.get('auth')?.account.id,
        },
        'request',
      );
    }
  };
}
