import type { Routes } from '../http/chain.js';
import { openToOtherOrigins } from '../http/cors/index.js';
import { ApiError, notFound } from '../http/errors/index.js';
import { parsed } from '../http/input/index.js';
import { enforceKeylessLimits } from '../http/rate-limit/index.js';
import { json } from '../http/respond.js';
import { requestedVersion } from '../http/version/index.js';
import { GET_RECEIPT } from './operations.js';
import { findReceipt } from './receipt-rows.js';
import { publicReceipt } from './receipts.js';

/**
 * Public receipt reads: no key (the unguessable ID grants access), limited per IP address (10 a minute).
 * The answer is the public JSON, which carries no private request metadata. Open to pages on any origin
 * (a verifier in a browser), its errors included.
 */
export function receiptRoutes(routes: Routes): void {
  // The preflight takes any segment, so that a page asking for a malformed ID can read the 404 below.
  const open = openToOtherOrigins(routes, '/v1/receipts/:receipt_id', ['GET', 'HEAD']);
  routes.get(GET_RECEIPT.route, open, parsed(GET_RECEIPT), async (c) => {
    await enforceKeylessLimits(c);
    requestedVersion(c);
    const id = c.req.valid('param').receipt_id;
    const db = c.get('deps').store.db;
    const row = await findReceipt(db, id);
    if (!row) throw new ApiError('resource_not_found', { detail: `no receipt ${id}` });
    return json(c, await publicReceipt(db, row));
  });
  // A malformed ID: the 404 of an unmatched path (its detail names the fault), open like the route's own.
  routes.get('/v1/receipts/:receipt_id', open, (c) => notFound(c));
}
