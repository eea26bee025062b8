import type { Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { ApiError } from '../http/errors/index.js';
import { decodeCursor, encodeCursor, parseLimit, readQuery, toList } from '../http/list/index.js';
import { authed } from '../http/pipeline.js';
import { json, respond } from '../http/respond.js';
import { idParam, isId } from '../ids.js';
import type { LicenseEntry } from '../store/cache.js';
import { listLicenses } from './license-rows.js';
import { loadOwnLicenseEntry } from './licenses.js';
import { renderLicense } from './object.js';

export const LICENSE_ID = idParam('license_id', 'lic');

/** License statuses a list filter accepts; `void` only in live mode (the spec's sandbox refuses it). */
const TEST_STATUSES = ['active', 'pending', 'suspended'];
const LIVE_STATUSES = [...TEST_STATUSES, 'void'];

export function licenseRoutes(app: Hono<AppEnv>): void {
  app.get('/v1/licenses', authed({ name: 'GET /v1/licenses', scopes: ['licenses:read'] }), async (c) => {
    const auth = c.get('auth');
    const deps = c.get('deps');
    const q = readQuery(c, ['role', 'talent', 'status', 'limit', 'cursor']);
    const role = q.role ?? 'licensee';
    if (role !== 'licensee' && role !== 'issuer') {
      throw new ApiError('parameter_invalid', { param: 'role', detail: 'role must be licensee or issuer' });
    }
    if (q.talent !== undefined && !isId('tal', q.talent)) {
      throw new ApiError('parameter_invalid', { param: 'talent', detail: 'talent must be a tal_ ID' });
    }
    const statuses = auth.livemode ? LIVE_STATUSES : TEST_STATUSES;
    if (q.status !== undefined && !statuses.includes(q.status)) {
      throw new ApiError('parameter_invalid', {
        param: 'status',
        detail: `status must be one of ${statuses.join(', ')}${auth.livemode ? '' : ' (void is a live filter only)'}`,
      });
    }
    const limit = parseLimit(q.limit);
    const filters = {
      account: auth.account.id,
      livemode: auth.livemode,
      role,
      talent: q.talent ?? null,
      status: q.status ?? null,
    };
    const before = q.cursor !== undefined ? decodeCursor(deps.cursorSecret, q.cursor, filters) : undefined;
    const rows = await listLicenses(deps.store.db, {
      accountId: auth.account.id,
      livemode: auth.livemode,
      role,
      talent: q.talent,
      status: q.status,
      before,
      limit,
    });
    return json(
      c,
      toList(
        rows,
        limit,
        (row) => renderLicense(row, deps.config.origin),
        (last) => encodeCursor(deps.cursorSecret, last, filters),
      ),
    );
  });

  app.get(
    `/v1/licenses/${LICENSE_ID}`,
    authed({ name: 'GET /v1/licenses/{license_id}', scopes: ['licenses:read'] }),
    (c): Response | Promise<Response> => {
      const found = loadOwnLicenseEntry(c.get('deps'), c.get('auth'), c.req.param('license_id'));
      return found instanceof Promise ? found.then((e) => licenseResponse(c, e)) : licenseResponse(c, found);
    },
  );
}

function licenseResponse(c: Context<AppEnv>, entry: LicenseEntry): Response {
  // Rendered once per license and kept with the cached row until a write forgets it.
  entry.body ??= Buffer.from(JSON.stringify(renderLicense(entry.row, c.get('deps').config.origin)));
  return respond(c, entry.body, 200, 'application/json');
}
