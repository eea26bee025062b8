import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import type { Routes } from '../http/chain.js';
import { ApiError } from '../http/errors/index.js';
import { header } from '../http/header.js';
import { PLANNED_ROOT, PLANNED_V1, SESSION_STREAM } from './operations.js';

function planned(c: Context<AppEnv>): never {
  throw new ApiError('resource_not_found', {
    title: 'Operation not available',
    detail: `${c.req.method} ${c.req.path} is a planned operation and is not available yet`,
  });
}

/**
 * Planned operations answer a clean 404 problem saying so, without asking for a key. The session stream
 * answers a plain request with 426 (WebSocket upgrade required); an upgrade request is refused as
 * planned, since sessions cannot be created.
 */
export function plannedRoutes(routes: Routes): void {
  routes.all(SESSION_STREAM.route, (c) => {
    const upgrade = header(c, 'upgrade');
    if (upgrade?.toLowerCase() === 'websocket') planned(c);
    throw new ApiError('upgrade_required', {
      detail: 'the session stream is a WebSocket: open it with an upgrade request offering tlp.session.v1',
      headers: { Upgrade: 'websocket', Connection: 'Upgrade' },
    });
  });
  for (const resource of PLANNED_V1) {
    routes.all(`/v1/${resource}`, planned);
    routes.all(`/v1/${resource}/*`, planned);
  }
  for (const path of PLANNED_ROOT) routes.all(path, planned);
}
