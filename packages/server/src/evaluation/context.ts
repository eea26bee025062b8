import { facetRowsOfMode, talentRows } from '../facets/facet-rows.js';
import { heldLicenseRows, licenseRows } from '../licenses/license-rows.js';
import { type LicenseRecord, type TalentRecord, talentMatcher } from '../policy/index.js';
import type { Db, Store } from '../store/index.js';
import type { LicenseTable } from '../store/schema.js';

const talentIndexes = new WeakMap<Store, Map<number, Promise<TalentRecord[]>>>();

/**
 * The talent index of a mode, as the evaluation reads it. Talent, facets and standing rules are
 * fixtures that no API call changes, so the index is read once per store and mode.
 */
export function talentIndex(store: Store, livemode: boolean): Promise<TalentRecord[]> {
  let byMode = talentIndexes.get(store);
  if (!byMode) {
    byMode = new Map();
    talentIndexes.set(store, byMode);
  }
  const mode = livemode ? 1 : 0;
  let index = byMode.get(mode);
  if (!index) {
    index = loadTalent(store.db, mode);
    byMode.set(mode, index);
    index.catch(() => byMode.delete(mode));
  }
  return index;
}

/**
 * Reads the talent index and builds its matcher (`policy/resolve-talent.ts`: every name folded once),
 * kept with the index, so that no check pays for it.
 */
async function loadTalent(db: Db, livemode: number): Promise<TalentRecord[]> {
  const [talent, facets] = [await talentRows(db, livemode), await facetRowsOfMode(db, livemode)];
  const index: TalentRecord[] = talent.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    standingRules: JSON.parse(t.standing_rules) as TalentRecord['standingRules'],
    facets: facets
      .filter((f) => f.talent_id === t.id)
      .map((f) => ({ id: f.id, type: f.type, modalities: JSON.parse(f.modalities) as string[] })),
  }));
  talentMatcher(index);
  return index;
}

export function licenseRecord(row: LicenseTable, origin: string): LicenseRecord {
  return {
    id: row.id,
    status: row.status,
    talent: row.talent_id,
    licensee: row.licensee_id,
    revision: row.current_revision_id,
    terms_digest: row.terms_digest,
    acceptance_url: row.acceptance_path ? `${origin}${row.acceptance_path}` : null,
    scope: JSON.parse(row.scope) as LicenseRecord['scope'],
    obligations: JSON.parse(row.obligations) as LicenseRecord['obligations'],
  };
}

const heldCaches = new WeakMap<Store, Map<string, { epoch: number; records: LicenseRecord[] }>>();

/**
 * The licenses an account holds in a mode (the evaluation's `ctx.licenses`), parsed once and kept until
 * a license changes (`ReadCache.licenseEpoch`; every license write path forgets what it changes). The
 * records are shared: the evaluation only reads them.
 */
export async function heldLicenses(
  store: Store,
  accountId: string,
  livemode: boolean,
  origin: string,
): Promise<LicenseRecord[]> {
  if (!store.cache.enabled) return loadHeld(store.db, accountId, livemode, origin);
  let byAccount = heldCaches.get(store);
  if (!byAccount) {
    byAccount = new Map();
    heldCaches.set(store, byAccount);
  }
  const key = `${accountId}/${livemode ? 1 : 0}`;
  const epoch = store.cache.licenseEpoch;
  const hit = byAccount.get(key);
  if (hit && hit.epoch === epoch) return hit.records;
  const records = await loadHeld(store.db, accountId, livemode, origin);
  if (store.cache.licenseEpoch === epoch) byAccount.set(key, { epoch, records });
  return records;
}

async function loadHeld(
  db: Db,
  accountId: string,
  livemode: boolean,
  origin: string,
): Promise<LicenseRecord[]> {
  return (await heldLicenseRows(db, accountId, livemode)).map((r) => licenseRecord(r, origin));
}

/** The licenses of these IDs, in that order; `forUpdate` as `licenseRows`. */
export async function licensesById(
  db: Db,
  ids: string[],
  origin: string,
  options: { forUpdate?: boolean } = {},
): Promise<LicenseRecord[]> {
  const rows = await licenseRows(db, ids, options);
  return ids
    .map((id) => rows.find((r) => r.id === id))
    .filter((r): r is LicenseTable => r !== undefined)
    .map((r) => licenseRecord(r, origin));
}
