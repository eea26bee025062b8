import type { Routes } from '../http/chain.js';
import { ApiError, problemResponse } from '../http/errors/index.js';
import { respond } from '../http/respond.js';
import { GET_LIVENESS, GET_READINESS } from './operations.js';
import { NOT_READY_DETAIL, readiness } from './readiness.js';

/** Health answers are about this process now: never stored by a cache. */
const NO_STORE = { 'cache-control': 'no-store' };
const ALIVE = JSON.stringify({ status: 'alive' });
const READY = JSON.stringify({ status: 'ready' });

/**
 * `GET /livez` and `GET /readyz`, for load balancers and orchestrators: no key, no rate limit, no
 * version header. `/livez` answers 200 whenever the process can answer at all; `/readyz` answers 200
 * only when the process may take requests (see {@link readiness}), else 503 `service_unavailable` with
 * `Retry-After` and the reason in `detail`.
 */
export function healthRoutes(routes: Routes): void {
  routes.get(GET_LIVENESS.route, (c) => respond(c, ALIVE, 200, 'application/json', NO_STORE));
  routes.get(GET_READINESS.route, async (c) => {
    const notReady = await readiness(c.get('deps'));
    if (notReady === null) return respond(c, READY, 200, 'application/json', NO_STORE);
    return problemResponse(
      c,
      new ApiError('service_unavailable', {
        detail: NOT_READY_DETAIL[notReady],
        headers: { 'Retry-After': '1', ...NO_STORE },
      }),
    );
  });
}
