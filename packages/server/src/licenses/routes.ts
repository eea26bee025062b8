import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import type { Routes } from '../http/chain.js';
import { decodeCursor, encodeCursor, toList } from '../http/list/index.js';
import { keyed } from '../http/operation.js';
import { json, respond } from '../http/respond.js';
import { maybeThen } from '../lib/maybe-promise.js';
import type { LicenseEntry } from '../store/cache.js';
import { listLicenses } from './license-rows.js';
import { loadOwnLicenseEntry, refuseTestVoid } from './licenses.js';
import { renderLicense } from './object.js';
import { GET_LICENSE, LIST_LICENSES } from './operations.js';

export function licenseRoutes(routes: Routes): void {
  routes.get(LIST_LICENSES.route, keyed(LIST_LICENSES), async (c) => {
    const auth = c.get('auth');
    const deps = c.get('deps');
    const { role, talent, status, limit, cursor } = c.req.valid('query');
    refuseTestVoid(auth, status);
    const filters = {
      account: auth.account.id,
      livemode: auth.livemode,
      role,
      talent: talent ?? null,
      status: status ?? null,
    };
    const before = cursor !== undefined ? decodeCursor(deps.cursorSecret, cursor, filters) : undefined;
    const rows = await listLicenses(deps.store.db, {
      accountId: auth.account.id,
      livemode: auth.livemode,
      role,
      talent,
      status,
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

  routes.get(GET_LICENSE.route, keyed(GET_LICENSE), (c) =>
    maybeThen(loadOwnLicenseEntry(c.get('deps'), c.get('auth'), c.req.valid('param').license_id), (entry) =>
      licenseResponse(c, entry),
    ),
  );
}

function licenseResponse(c: Context<AppEnv>, entry: LicenseEntry): Response {
  // Rendered once per license and kept with the cached row until a write forgets it.
  entry.body ??= Buffer.from(JSON.stringify(renderLicense(entry.row, c.get('deps').config.origin)));
  return respond(c, entry.body, 200, 'application/json');
}
