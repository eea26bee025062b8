import type { CompiledQuery } from 'kysely';
import type { Db } from '../store/index.js';
import { insertStatement } from '../store/insert-statement.js';
import type { ReceiptTable } from '../store/schema.js';

// The SQL of receipts: every query that reads or writes the `receipts` table.

export async function insertReceipt(db: Db, row: ReceiptTable): Promise<void> {
  await db.insertInto('receipts').values(row).execute();
}

/** A new receipt, as a statement for a group commit (see `commit`). */
export function insertReceiptStatement(db: Db, row: ReceiptTable): CompiledQuery {
  return insertStatement(db, 'receipts', row);
}

/** A receipt by ID, of either mode or only of `livemode` (0 or 1). */
export function findReceipt(db: Db, id: string, livemode?: number): Promise<ReceiptTable | undefined> {
  let q = db.selectFrom('receipts').selectAll().where('id', '=', id);
  if (livemode !== undefined) q = q.where('livemode', '=', livemode);
  return q.executeTakeFirst();
}

/** The newest receipt of an account and mode that binds an output with this SHA-256. */
export function latestReceiptOfOutput(
  db: Db,
  accountId: string,
  livemode: number,
  sha256: string,
): Promise<ReceiptTable | undefined> {
  return db
    .selectFrom('receipts')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('livemode', '=', livemode)
    .where('sha256', '=', sha256)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
