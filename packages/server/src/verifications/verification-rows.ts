import type { Db } from '../store/index.js';
import type { VerificationTable } from '../store/schema.js';

// The SQL of verifications: the `verifications` table is written once per verification, never read back.

export async function insertVerification(db: Db, row: VerificationTable): Promise<void> {
  await db.insertInto('verifications').values(row).execute();
}
