import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestSchema } from '../../test-harness/postgres-setup.js';
import { openStore, type Store } from '../index.js';

// The suite's PostgreSQL pass only: grouped writes on a store of its own schema.
let store: Store;
const schema = freshTestSchema();
beforeAll(async () => {
  store = await openStore({ url: process.env.TLP_TEST_DATABASE_URL ?? '', schema, pool: 4 });
});
afterAll(async () => {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(store.db);
  await store.close();
});

const meta = (key: string, value: string) => store.db.insertInto('meta').values({ key, value }).compile();

describe('group commit on PostgreSQL', () => {
  it('writes of one turn share a transaction; each resolves once committed and is then readable', async () => {
    const before = store.writes.batches;
    await Promise.all(Array.from({ length: 300 }, (_, i) => store.writes.run([meta(`k${i}`, String(i))])));
    const batches = store.writes.batches - before;
    expect(batches).toBeGreaterThanOrEqual(2); // at most 256 a batch
    expect(batches).toBeLessThanOrEqual(4);
    const rows = await store.db.selectFrom('meta').select('key').where('key', 'like', 'k%').execute();
    expect(rows).toHaveLength(300);
  });

  it('a failing write fails alone: the others of its batch are committed', async () => {
    await store.writes.run([meta('taken', '1')]);
    const results = await Promise.allSettled([
      store.writes.run([meta('a', '1'), meta('a2', '1')]),
      store.writes.run([meta('b', '1'), meta('taken', '2')]),
      store.writes.run([meta('c', '1')]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const keys = (await store.db.selectFrom('meta').select('key').execute()).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(['a', 'a2', 'c', 'taken']));
    expect(keys).not.toContain('b'); // its write is all or nothing
  });
});
