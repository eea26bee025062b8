import type { Routes } from '../http/chain.js';
import { ApiError } from '../http/errors/index.js';
import { keyed } from '../http/operation.js';
import { json } from '../http/respond.js';
import { findFacet } from './facet-rows.js';
import { renderFacet } from './object.js';
import { GET_FACET } from './operations.js';

export function facetRoutes(routes: Routes): void {
  routes.get(GET_FACET.route, keyed(GET_FACET), async (c) => {
    const id = c.req.valid('param').facet_id;
    const row = await findFacet(c.get('deps').store.db, id);
    if (row?.livemode !== 0) throw new ApiError('resource_not_found', { detail: `no facet ${id}` });
    return json(c, renderFacet(row));
  });
}
