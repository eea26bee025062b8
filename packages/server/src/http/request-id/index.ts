import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.js';
import { maybeThen } from '../../lib/maybe-promise.js';
import { checkContentLength } from '../body/index.js';
import type { Step } from '../chain.js';
import { onError } from '../errors/index.js';
import { isStamped } from '../respond.js';

/** Requests the server makes to itself (see {@link ownRequest}). */
const ownRequests = new WeakSet<Request>();

/**
 * Marks a request the server makes to itself through `app.request` (the sample media it signs at start,
 * through its own API): it is logged at `debug`, as a read is, so that the start does not fill a terminal
 * with the server's own work. Only a `Request` object made in-process can be marked: no header can.
 */
export function ownRequest(request: Request): Request {
  ownRequests.add(request);
  return request;
}

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
    // thousands a second their lines would cost more than the reads, and the server's requests to
    // itself; everything else at `info`.
    const status = c.res.status;
    const level =
      (status < 400 && (c.req.method === 'GET' || c.req.method === 'HEAD')) || ownRequests.has(c.req.raw)
        ? 'debug'
        : 'info';
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
    const failed = (err: unknown) => {
      fail(c, err);
      finish(c, started);
    };
    let rest: ReturnType<typeof next>;
    try {
      checkContentLength(c);
      rest = next();
    } catch (err) {
      return failed(err);
    }
    return maybeThen(rest, () => finish(c, started), failed);
  };
}
