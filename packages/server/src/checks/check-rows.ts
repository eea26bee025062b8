import type { CompiledQuery } from 'kysely';
import type { Db } from '../store/index.js';
import { insertStatement } from '../store/insert-statement.js';
import type { CheckTable } from '../store/schema.js';

// The SQL of checks: every query that reads or writes the `checks` table.

/** A check by ID; `forUpdate` (in a transaction) keeps it as read until the transaction ends. */
export function findCheck(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CheckTable | undefined> {
  const q = db.selectFrom('checks').selectAll().where('id', '=', id);
  return (options.forUpdate ? q.forUpdate() : q).executeTakeFirst();
}

/** A new check, as a statement for a group commit (see `commit`). */
export function insertCheckStatement(db: Db, row: CheckTable): CompiledQuery {
  return insertStatement(db, 'checks', row);
}

/** Writes a check's state and object. */
export async function updateCheck(db: Db, row: Pick<CheckTable, 'id' | 'status' | 'data'>): Promise<void> {
  await db
    .updateTable('checks')
    .set({ status: row.status, data: row.data })
    .where('id', '=', row.id)
    .execute();
}

/**
 * Writes a check's state and object only if the stored object is still `before` (nobody changed the check
 * since it was read); returns whether it did.
 */
export async function updateCheckIfUnchanged(
  db: Db,
  row: Pick<CheckTable, 'id' | 'status' | 'data'>,
  before: string,
): Promise<boolean> {
  const result = await db
    .updateTable('checks')
    .set({ status: row.status, data: row.data })
    .where('id', '=', row.id)
    .where('data', '=', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
