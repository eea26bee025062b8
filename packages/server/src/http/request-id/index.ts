import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../env.js';
import { checkContentLength } from '../body/index.js';
import { onError } from '../errors/index.js';
import { isStamped } from '../respond.js';

/**
 * The entry of every request: injects the dependencies, gives the request its `req_…` ID first (so
 * that every response, errors included, carries `Request-Id`), refuses an oversized declared body, and
 * logs one line per request with the ID (never a key or a body). One middleware rather than three:
 * each layer costs a closure and a promise on every request.
 */
export function requestId(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async function requestIdMiddleware(c, next) {
    c.set('deps', deps);
    const id = deps.ids('req');
    c.set('requestId', id);
    const started = performance.now();
    try {
      checkContentLength(c);
      await next();
    } catch (err) {
      // Errors thrown here (before routing) still go through the one error handler.
      c.res = onError(err as Error, c) as Response;
    }
    if (!isStamped(c.res)) {
      // A response not built by `respond` (none today): stamp it the slow way.
      const headers = c.res.headers;
      headers.set('Request-Id', id);
      const prepared = c.get('preparedHeaders');
      if (prepared) for (const [k, v] of Object.entries(prepared)) if (!headers.has(k)) headers.set(k, v);
    }
    // Every request is logged; successful reads at `debug` (LOG_LEVEL=debug shows them), since at
    // thousands a second their lines would cost more than the reads, and everything else at `info`.
    const logger = deps.logger;
    const status = c.res.status;
    const level = status < 400 && (c.req.method === 'GET' || c.req.method === 'HEAD') ? 'debug' : 'info';
    if (logger.isLevelEnabled(level)) {
      logger[level](
        {
          req_id: id,
          method: c.req.method,
          path: c.req.path,
          status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          account: c.get('auth')?.account.id,
        },
        'request',
      );
    }
  };
}
