import type { Hono } from 'hono';
import type { AppEnv } from '../env.js';
import { ApiError } from '../http/errors/index.js';
import { clientIp, enforceRateLimit, POLICIES } from '../http/rate-limit/index.js';
import { requestedVersion } from '../http/version/index.js';

/**
 * Public receipt reads: no key, limited per IP address (10 a minute). Receipts are issued by checks and
 * generations, which come with the decision layer; until then every receipt ID is unknown.
 */
export function receiptRoutes(app: Hono<AppEnv>): void {
  app.get('/v1/receipts/:receipt_id{rcpt_[0-9a-hjkmnp-tv-z]{26}}', (c) => {
    enforceRateLimit(c, POLICIES.receipts, clientIp(c));
    requestedVersion(c);
    throw new ApiError('resource_not_found', { detail: `no receipt ${c.req.param('receipt_id')}` });
  });
}
