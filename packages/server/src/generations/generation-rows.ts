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

export interface GenerationFilter {
  /** The account's own generations; undefined under a license it issued (its licensees'). */
  accountId: string | undefined;
  livemode: number;
  /** Only outputs counted against this license. */
  license?: string | undefined;
  check?: string | undefined;
  /** Only outputs held for the talent's release. */
  awaitingRelease?: boolean;
  /** Only generations older than this ID (the cursor). */
  before?: string | undefined;
  limit: number;
}

/** Newest first (IDs sort by creation); fetches `limit + 1` rows so the caller knows `has_more`. */
export function listGenerations(db: Db, f: GenerationFilter): Promise<GenerationTable[]> {
  let q = db.selectFrom('generations').selectAll().where('livemode', '=', f.livemode);
  if (f.accountId !== undefined) q = q.where('account_id', '=', f.accountId);
  const license = f.license;
  if (license !== undefined) {
    q = q.where('id', 'in', (eb) =>
      eb.selectFrom('generation_licenses').select('generation_id').where('license_id', '=', license),
    );
  }
  if (f.check !== undefined) q = q.where('check_id', '=', f.check);
  if (f.awaitingRelease) q = q.where('status', '=', 'held');
  if (f.before !== undefined) q = q.where('id', '<', f.before);
  return q
    .orderBy('id', 'desc')
    .limit(f.limit + 1)
    .execute();
}
