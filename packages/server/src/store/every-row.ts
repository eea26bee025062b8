import type { Database, Db } from './store.js';

/** Every table, each before the tables its rows refer to (so that deleting in this order breaks no reference). */
const TABLES_REFERRING_FIRST = [
  'soft_bindings',
  'generation_licenses',
  'verifications',
  'receipts',
  'generations',
  'checks',
  'idempotency_keys',
  'rate_buckets',
  'license_revisions',
  'licenses',
  'facets',
  'talent',
  'signing_keys',
  'api_keys',
  'accounts',
  'meta',
] as const satisfies ReadonlyArray<keyof Database>;

// A table added to the schema and not to the list above does not compile.
type Unlisted = Exclude<keyof Database, (typeof TABLES_REFERRING_FIRST)[number]>;
const everyTableListed: [Unlisted] extends [never] ? true : never = true;
void everyTableListed;

/**
 * Deletes every row of every table (the schema and its migrations stay): what a first start that failed
 * after seeding undoes, so that the next start seeds again and prints its keys. Run it in a transaction.
 */
export async function deleteEveryRow(db: Db): Promise<void> {
  for (const table of TABLES_REFERRING_FIRST) await db.deleteFrom(table).execute();
}
