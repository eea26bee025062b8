import type { LicenseEntry } from '../store/cache.js';
import type { Db, Store } from '../store/index.js';
import type { LicenseTable } from '../store/schema.js';

// The SQL of licenses: every query that reads or writes the `licenses` table.

/** A license and, once rendered, its response body; cached (see `ReadCache`). */
export function findLicense(
  store: Store,
  id: string,
): LicenseEntry | undefined | Promise<LicenseEntry | undefined> {
  // A cached license answers without a promise.
  return store.cache.getLicense(id) ?? loadLicense(store, id);
}

async function loadLicense(store: Store, id: string): Promise<LicenseEntry | undefined> {
  const row = await store.db.selectFrom('licenses').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? store.cache.setLicense(row) : undefined;
}

export interface LicenseFilter {
  accountId: string;
  livemode: boolean;
  role: 'licensee' | 'issuer';
  talent?: string | undefined;
  status?: string | undefined;
  /** Only licenses older than this ID (the cursor). */
  before?: string | undefined;
  limit: number;
}

/** Newest first (IDs sort by creation); fetches `limit + 1` rows so the caller knows `has_more`. */
export async function listLicenses(db: Db, f: LicenseFilter): Promise<LicenseTable[]> {
  let q = db
    .selectFrom('licenses')
    .selectAll()
    .where('livemode', '=', f.livemode ? 1 : 0)
    .where(f.role === 'licensee' ? 'licensee_id' : 'issued_by_account', '=', f.accountId);
  if (f.talent !== undefined) q = q.where('talent_id', '=', f.talent);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  if (f.before !== undefined) q = q.where('id', '<', f.before);
  return q
    .orderBy('id', 'desc')
    .limit(f.limit + 1)
    .execute();
}

/**
 * Changes a license through `db`: the caller's transaction, with the request's idempotency outcome, which
 * says it changes the license (`{ changes: { license: id } }`) so that the read caches learn it.
 */
export async function updateLicense(
  db: Db,
  id: string,
  set: Partial<Pick<LicenseTable, 'status' | 'suspended_at' | 'revoked_at'>>,
): Promise<void> {
  await db.updateTable('licenses').set(set).where('id', '=', id).execute();
}

/** The licenses an account holds in a mode, by ID. */
export function heldLicenseRows(db: Db, accountId: string, livemode: boolean): Promise<LicenseTable[]> {
  return db
    .selectFrom('licenses')
    .selectAll()
    .where('licensee_id', '=', accountId)
    .where('livemode', '=', livemode ? 1 : 0)
    .orderBy('id')
    .execute();
}

/**
 * The licenses of these IDs, by ID (unknown IDs are left out). `forUpdate` (in a transaction) keeps them
 * as read until it ends: a generation counting deliveries against them is then the only one doing so.
 */
export function licenseRows(
  db: Db,
  ids: readonly string[],
  options: { forUpdate?: boolean } = {},
): Promise<LicenseTable[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const q = db.selectFrom('licenses').selectAll().where('id', 'in', ids).orderBy('id');
  return (options.forUpdate ? q.forUpdate() : q).execute();
}

/** The statuses of the licenses of these IDs. */
export function licenseStatuses(db: Db, ids: readonly string[]): Promise<Array<{ status: string }>> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('licenses').select(['status']).where('id', 'in', ids).execute();
}
