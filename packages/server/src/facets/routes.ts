import type { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { ApiError } from '../http/errors/index.js';
import { authed } from '../http/pipeline.js';
import { json } from '../http/respond.js';
import { idParam } from '../ids.js';
import { findFacet } from './facet-rows.js';
import { renderFacet } from './object.js';

export function facetRoutes(app: Hono<AppEnv>): void {
  app.get(
    `/v1/facets/${idParam('facet_id', 'fct')}`,
    authed({ name: 'GET /v1/facets/{facet_id}', scopes: ['talent:read'], mode: 'test' }),
    async (c) => {
      const id = c.req.param('facet_id');
      const row = await findFacet(c.get('deps').store.db, id);
      if (row?.livemode !== 0) throw new ApiError('resource_not_found', { detail: `no facet ${id}` });
      return json(c, renderFacet(row));
    },
  );
}
