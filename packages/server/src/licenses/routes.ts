import type { Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { ApiError } from '../http/errors/index.js';
import { decodeCursor, encodeCursor, parseLimit, readQuery, toList } from '../http/list/index.js';
import { keyed } from '../http/operation.js';
import { json, respond } from '../http/respond.js';
import { isId } from '../ids.js';
import type { LicenseEntry } from '../store/cache.js';
import { listLicenses } from './license-rows.js';
import { loadOwnLicenseEntry } from './licenses.js';
import { renderLicense } from './object.js';
import { GET_LICENSE, LIST_LICENSES, LIVE_STATUSES, TEST_STATUSES } from './operations.js';

export function licenseRoutes(app: Hono<AppEnv>): void {
  app.get(LIST_LICENSES.route, keyed(LIST_LICENSES), async (c) => {
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

  app.get(GET_LICENSE.route, keyed(GET_LICENSE), (c): Response | Promise<Response> => {
    const found = loadOwnLicenseEntry(c.get('deps'), c.get('auth'), c.req.param('license_id'));
    return found instanceof Promise ? found.then((e) => licenseResponse(c, e)) : licenseResponse(c, found);
  });
}

function licenseResponse(c: Context<AppEnv>, entry: LicenseEntry): Response {
  // Rendered once per license and kept with the cached row until a write forgets it.
  entry.body ??= Buffer.from(JSON.stringify(renderLicense(entry.row, c.get('deps').config.origin)));
  return respond(c, entry.body, 200, 'application/json');
}
