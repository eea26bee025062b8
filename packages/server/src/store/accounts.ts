import { randomBytes } from 'node:crypto';
import type { Db } from './index.js';

// The SQL of accounts: an account's pinned API version and its sandbox clock. Here, below `http/`,
// because every request reads them (version pinning, the account clock), not one resource.

/** Pins the account to `version` if it has none yet; returns the version it is pinned to. */
export async function pinApiVersion(db: Db, accountId: string, version: string): Promise<string> {
  await db
    .updateTable('accounts')
    .set({ api_version: version })
    .where('id', '=', accountId)
    .where('api_version', 'is', null)
    .execute();
  const row = await db
    .selectFrom('accounts')
    .select('api_version')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.api_version ?? version;
}

/** How far ahead the account's sandbox clock runs, in milliseconds, as stored. */
export async function clockOffsetMs(
  db: Db,
  accountId: string,
  options: { forUpdate?: boolean } = {},
): Promise<number> {
  const q = db.selectFrom('accounts').select('clock_offset_ms').where('id', '=', accountId);
  const row = await (options.forUpdate ? q.forUpdate() : q).executeTakeFirstOrThrow();
  return Number(row.clock_offset_ms);
}

export async function setClockOffsetMs(db: Db, accountId: string, offsetMs: number): Promise<void> {
  await db.updateTable('accounts').set({ clock_offset_ms: offsetMs }).where('id', '=', accountId).execute();
}

/** A new platform account of the sandbox (its `client_id` random), named `displayName`. */
export async function insertAccount(
  db: Db,
  account: { id: string; displayName: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('accounts')
    .values({
      id: account.id,
      display_name: account.displayName,
      client_id: `client_${randomBytes(12).toString('hex')}`,
      platform_display_name: account.displayName,
      api_version: null,
      clock_offset_ms: 0,
      created_at: account.createdAt,
    })
    .execute();
}
