import type { Db } from '../store/index.js';
import type { GenerationTable } from '../store/schema.js';

// The SQL of generations: the `generations` table and the licenses each counts against.

/** A generation by ID; `forUpdate` (in a transaction) keeps it as read until the transaction ends. */
export function findGeneration(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<GenerationTable | undefined> {
  const q = db.selectFrom('generations').selectAll().where('id', '=', id);
  return (options.forUpdate ? q.forUpdate() : q).executeTakeFirst();
}

/** The generation already submitted for a check's candidate, if any. */
export function generationOfCandidate(
  db: Db,
  checkId: string,
  candidate: number,
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('generations')
    .select('id')
    .where('check_id', '=', checkId)
    .where('candidate_index', '=', candidate)
    .executeTakeFirst();
}

/** Stores a new generation and the licenses it counts against. */
export async function insertGeneration(
  db: Db,
  row: GenerationTable,
  licenseIds: readonly string[],
): Promise<void> {
  await db.insertInto('generations').values(row).execute();
  const distinct = [...new Set(licenseIds)];
  if (distinct.length > 0) {
    await db
      .insertInto('generation_licenses')
      .values(distinct.map((license_id) => ({ generation_id: row.id, license_id })))
      .execute();
  }
}

/** Writes a generation's state, object and due decision time. */
export async function updateGeneration(
  db: Db,
  row: Pick<GenerationTable, 'id' | 'status' | 'data' | 'decide_at'>,
): Promise<void> {
  await db
    .updateTable('generations')
    .set({ status: row.status, data: row.data, decide_at: row.decide_at })
    .where('id', '=', row.id)
    .execute();
}

/**
 * Outputs already delivered (allowed or released) under each of `licenseIds` by the generation's account
 * and mode, other than the generation itself: one grouped query.
 */
export async function deliveredCounts(
  db: Db,
  row: Pick<GenerationTable, 'id' | 'account_id' | 'livemode'>,
  licenseIds: readonly string[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const id of licenseIds) counts[id] = 0;
  if (licenseIds.length === 0) return counts;
  const rows = await db
    .selectFrom('generation_licenses as gl')
    .innerJoin('generations as g', 'g.id', 'gl.generation_id')
    .select(['gl.license_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('gl.license_id', 'in', licenseIds)
    .where('g.account_id', '=', row.account_id)
    .where('g.livemode', '=', row.livemode)
    .where('g.status', 'in', ['allowed', 'released'])
    .where('g.id', '!=', row.id)
    .groupBy('gl.license_id')
    .execute();
  for (const r of rows) counts[r.license_id] = Number(r.n);
  return counts;
}
