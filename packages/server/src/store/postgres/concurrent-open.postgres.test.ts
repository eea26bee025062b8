import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { freshTestSchema } from '../../test-harness/postgres-setup.js';
import { openStore, type Store } from '../index.js';

// The suite's PostgreSQL pass only. Processes that start at once on a database nobody has set up yet
// (two replicas, or a primary and its workers) each create the schema and run the migrations: neither may
// fail on the other's catalogue rows.
const url = process.env.TLP_TEST_DATABASE_URL ?? '';
const schemas: string[] = [];
let cleanup: Store | undefined;
afterAll(async () => {
  if (cleanup) {
    for (const schema of schemas)
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(cleanup.db);
    await cleanup.close();
  }
});

describe('stores opened at once on one new schema', () => {
  it('all open, and the schema is migrated once', async () => {
    for (let round = 0; round < 5; round++) {
      const schema = freshTestSchema();
      schemas.push(schema);
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openStore({ url, schema, pool: 2, readCache: false })),
      );
      const stores = opened.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const errors = opened.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(errors).toEqual([]);
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from ${sql.id(schema, 'kysely_migration')}`.execute(stores[0]!.db);
      const { rows: distinct } = await sql<{
        n: number;
      }>`select count(distinct name)::int as n from ${sql.id(schema, 'kysely_migration')}`.execute(
        stores[0]!.db,
      );
      expect(rows[0]!.n).toBe(distinct[0]!.n);
      for (const s of stores.slice(1)) await s.close();
      if (cleanup) await stores[0]!.close();
      else cleanup = stores[0];
    }
  });
});
