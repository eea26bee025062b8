import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.js';
import { checkContentLength } from '../body/index.js';
import type { Step } from '../chain.js';
import { onError } from '../errors/index.js';
import { isStamped } from '../respond.js';

/**
 * The entry of every request: injects the dependencies, gives the request its `req_…` ID first (so
 * that every response, errors included, carries `Request-Id`), refuses an oversized declared body, and
 * logs one line per request with the ID (never a key or a body). One step rather than three: each layer
 * costs a closure on every request. It returns synchronously when the rest of the chain does (see
 * `chain`), so that a cached read needs no promise at all.
 */
export function requestId(deps: AppDeps): Step {
  const logger = deps.logger;
  /** After the answer is known: the stamp (if the response was not built by `respond`) and the log line. */
  const finish = (c: Context<AppEnv>, started: number): void => {
    if (!isStamped(c.res)) {
      // A response not built by `respond` (none today): stamp it the slow way.
      const headers = c.res.headers;
      headers.set('Request-Id', c.get('requestId'));
      const prepared = c.get('preparedHeaders');
      if (prepared) for (const [k, v] of Object.entries(prepared)) if (!headers.has(k)) headers.set(k, v);
    }
    // Every request is logged; successful reads at `debug` (LOG_LEVEL=debug shows them), since at
    // thousands a second their lines would cost more than the reads, and everything else at `info`.
    const status = c.res.status;
    const level = status < 400 && (c.req.method === 'GET' || c.req.method === 'HEAD') ? 'debug' : 'info';
    if (logger.isLevelEnabled(level)) {
      logger[level](
        {
          req_id: c.get('requestId'),
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
  const fail = (c: Context<AppEnv>, err: unknown): void => {
    // Errors thrown by any later step go through the one error handler.
    c.res = onError(err as Error, c) as Response;
  };
  return function requestIdStep(c, next) {
    c.set('deps', deps);
    c.set('requestId', deps.ids('req'));
    const started = performance.now();
    let rest: void | Promise<void>;
    try {
      checkContentLength(c);
      rest = next();
    } catch (err) {
      fail(c, err);
      finish(c, started);
      return;
    }
    if (rest instanceof Promise) {
      return rest.then(
        () => finish(c, started),
        (err: unknown) => {
          fail(c, err);
          finish(c, started);
        },
      );
    }
    finish(c, started);
  };
}
