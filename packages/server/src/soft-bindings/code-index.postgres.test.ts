import { ISCC_MATCH_THRESHOLD } from '@tlp/core/fingerprint';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/index.js';
import { codeStorer, flipped } from '../test-harness/image-codes.js';
import { freshTestSchema } from '../test-harness/postgres-setup.js';
import { nearestCodes, storedCodesOf } from './code-index.js';
import { ImageCode } from './image-code.js';

// Runs only in the suite's PostgreSQL pass (`TLP_TEST_DATABASE_URL`): two transactions of one database
// committing in the other order than they took their row numbers. `store` looks up, `writer` writes (another
// process, as far as the index knows).
const url = process.env.TLP_TEST_DATABASE_URL ?? '';
const schema = freshTestSchema();
let store: Store;
let writer: Store;
beforeAll(async () => {
  store = await openStore({ url, schema, pool: 2 });
  writer = await openStore({ url, schema, pool: 3 });
});
afterAll(async () => {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(store.db);
  await Promise.all([store.close(), writer.close()]);
});

const storeCode = codeStorer('ooo');
const store1 = (code: ImageCode, db: Store['db']) => storeCode(db, code);

describe('PostgreSQL, whose row numbers do not commit in order', () => {
  it('finds a row whose transaction took its number first and committed last', async () => {
    const query = ImageCode.fromBody(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]));
    await nearestCodes(store, query, ISCC_MATCH_THRESHOLD, 10); // the index is loaded
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const hasNumber = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    // The slow transaction takes a row number, then waits; a later one commits meanwhile.
    let slowId = '';
    const slow = writer.db.transaction().execute(async (trx) => {
      slowId = await store1(query, trx);
      inserted();
      await held;
    });
    await hasNumber;
    const fast = await store1(flipped(query, [3]), writer.db);
    const visible = await store.db
      .selectFrom('soft_bindings')
      .select('manifest_id')
      .where('manifest_id', 'in', [slowId, fast])
      .execute();
    expect(visible.map((r) => r.manifest_id)).toEqual([fast]); // the slow one is not committed yet
    expect((await nearestCodes(store, query, 3, 10)).map((m) => m.manifestId)).toEqual([fast]);
    // A process starting now loads its index while the slow transaction is open.
    const late = await openStore({ url, schema, pool: 1 });
    expect((await nearestCodes(late, query, 3, 10)).map((m) => m.manifestId)).toEqual([fast]);
    // Lookups while the slow transaction is open read its window again, and add nothing twice.
    const size = storedCodesOf(store).index.size;
    await nearestCodes(store, query, 3, 10);
    expect(storedCodesOf(store).index.size).toBe(size);
    release();
    await slow;
    const seqs = await store.db
      .selectFrom('soft_bindings')
      .select(['manifest_id', 'seq'])
      .where('manifest_id', 'in', [slowId, fast])
      .execute();
    const seqOf = new Map(seqs.map((r) => [r.manifest_id, r.seq]));
    expect(seqOf.get(slowId)).toBeLessThan(seqOf.get(fast) as number); // numbered first, committed last
    expect((await nearestCodes(store, query, 3, 10)).map((m) => m.manifestId)).toEqual([slowId, fast]);
    expect(storedCodesOf(store).index.size).toBe(size + 1);
    expect((await nearestCodes(late, query, 3, 10)).map((m) => m.manifestId)).toEqual([slowId, fast]);
    expect(storedCodesOf(late).index.size).toBe(storedCodesOf(store).index.size);
    await late.close();
  });
});
