import type { Db } from '../store/index.js';
import type { FacetTable, TalentTable } from '../store/schema.js';

// The SQL of talent and their facets: fixtures that no API call changes, read by ID or whole per mode.

export function findFacet(db: Db, id: string): Promise<FacetTable | undefined> {
  return db.selectFrom('facets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every talent of a mode (0 or 1), by ID. */
export function talentRows(db: Db, livemode: number): Promise<TalentTable[]> {
  return db.selectFrom('talent').selectAll().where('livemode', '=', livemode).orderBy('id').execute();
}

/** Every facet of a mode (0 or 1), by ID: what the evaluation reads of each. */
export function facetRowsOfMode(
  db: Db,
  livemode: number,
): Promise<Array<Pick<FacetTable, 'id' | 'talent_id' | 'type' | 'modalities'>>> {
  return db
    .selectFrom('facets')
    .select(['id', 'talent_id', 'type', 'modalities'])
    .where('livemode', '=', livemode)
    .orderBy('id')
    .execute();
}
