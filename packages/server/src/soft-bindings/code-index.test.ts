import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ISCC_MATCH_THRESHOLD } from '@tlp/core/fingerprint';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/index.js';
import { codeStorer, flipped, randomCode } from '../test-harness/image-codes.js';
import { freshTestSchema } from '../test-harness/postgres-setup.js';
import { nearestCodes, storedCodesOf } from './code-index.js';
import { CHUNK_BITS, ImageCode } from './image-code.js';
import { chunkRadii } from './memory-index.js';

// Runs on the store of the pass: SQLite, or PostgreSQL in a schema of its own (the postgres project). Two
// stores on one database are two processes: each holds its own index, each has its own connections.
const stores: Store[] = [];
const url = process.env.TLP_TEST_DATABASE_URL;
const schema = url ? freshTestSchema() : undefined;
const dir = mkdtempSync(join(tmpdir(), 'tlp-code-index-'));
/** Another process's store on the same database. */
async function openAnother(): Promise<Store> {
  const opened = url
    ? await openStore({ url, schema: schema as string, pool: 3 })
    : await openStore({ path: join(dir, 'codes.db'), writerThread: false });
  stores.push(opened);
  return opened;
}
let store: Store;
beforeAll(async () => {
  store = await openAnother();
});
afterAll(async () => {
  if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(store.db);
  for (const s of stores) await s.close();
  rmSync(dir, { recursive: true, force: true });
});

const storeCode = codeStorer('test');
const store1 = (code: ImageCode, db: Store['db'] = store.db) => storeCode(db, code);

describe('the code index (in memory, caught up with the database at each lookup)', () => {
  it('finds every stored code within the distance, whichever bits differ, and none beyond it', async () => {
    const center = randomCode();
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { maxLength: ISCC_MATCH_THRESHOLD + 3 }),
        fc.integer({ min: 0, max: ISCC_MATCH_THRESHOLD }),
        async (positions, distance) => {
          const near = flipped(center, positions);
          const id = await store1(near);
          const found = await nearestCodes(store, center, distance, 1000);
          const hit = found.find((m) => m.manifestId === id);
          if (positions.length <= distance) expect(hit?.distance).toBe(positions.length);
          else expect(hit).toBeUndefined();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('finds a code whose differing bits all fall in one chunk, or spread to the edge of every radius', async () => {
    // The worst cases of the pigeonhole: the whole distance in one chunk, the other chunks exact; or each
    // chunk one bit past its radius but one (the least a code within the distance can leave).
    const center = randomCode();
    const starts = CHUNK_BITS.map((_, i) => CHUNK_BITS.slice(0, i).reduce((a, b) => a + b, 0));
    for (const [i, start] of starts.entries()) {
      const positions = Array.from({ length: 8 }, (_, k) => start + k);
      const id = await store1(flipped(center, positions));
      const found = await nearestCodes(store, center, 8, 10);
      expect(found.find((m) => m.manifestId === id)?.distance, `chunk ${i}`).toBe(8);
    }
    const distance = ISCC_MATCH_THRESHOLD;
    const radii = chunkRadii(distance);
    const spread = starts.flatMap((start, i) =>
      Array.from({ length: (radii[i] as number) + (i === 0 ? 0 : 1) }, (_, k) => start + k),
    );
    expect(spread.length).toBe(distance);
    const id = await store1(flipped(center, spread));
    expect((await nearestCodes(store, center, distance, 10)).find((m) => m.manifestId === id)?.distance).toBe(
      distance,
    );
  });

  it('answers the nearest first, at most the limit, among codes of unrelated images', async () => {
    const query = randomCode();
    for (let i = 0; i < 200; i++) await store1(randomCode());
    const ids = [
      await store1(flipped(query, [1, 30, 50])),
      await store1(query),
      await store1(flipped(query, [63])),
    ];
    const all = await nearestCodes(store, query, 6, 10);
    expect(all.map((m) => [m.manifestId, m.distance])).toEqual([
      [ids[1], 0],
      [ids[2], 1],
      [ids[0], 3],
    ]);
    const two = await nearestCodes(store, query, 6, 2);
    expect(two.map((m) => m.manifestId)).toEqual([ids[1], ids[2]]);
  });

  it("refuses a distance past the fingerprint's threshold", async () => {
    await expect(nearestCodes(store, randomCode(), ISCC_MATCH_THRESHOLD + 1, 10)).rejects.toThrow(RangeError);
    await expect(nearestCodes(store, randomCode(), -1, 10)).rejects.toThrow(RangeError);
  });

  it('answers what a scan of every stored row answers: each code within the distance, nearest first, then by manifest', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { maxLength: ISCC_MATCH_THRESHOLD + 4 }), {
          maxLength: 30,
        }),
        fc.integer({ min: 0, max: ISCC_MATCH_THRESHOLD }),
        fc.integer({ min: 1, max: 40 }),
        async (near, distance, limit) => {
          const query = randomCode();
          for (const positions of near) await store1(flipped(query, positions));
          await store1(randomCode());
          const rows = await store.db.selectFrom('soft_bindings').selectAll().execute();
          const expected = rows
            .map((r) => ({
              manifestId: r.manifest_id,
              distance: ImageCode.fromChunks([r.c0, r.c1, r.c2, r.c3]).distance(query),
            }))
            .filter((m) => m.distance <= distance)
            .sort((a, b) => a.distance - b.distance || (a.manifestId < b.manifestId ? -1 : 1))
            .slice(0, limit);
          expect(await nearestCodes(store, query, distance, limit)).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('catching up with rows other processes store', () => {
  it("finds at its next lookup a code another process stored after this one's index was loaded", async () => {
    const other = await openAnother();
    const query = randomCode();
    const here = await store1(query);
    // Both load their index now.
    expect((await nearestCodes(other, query, 0, 10)).map((m) => m.manifestId)).toEqual([here]);
    expect((await nearestCodes(store, query, 0, 10)).map((m) => m.manifestId)).toEqual([here]);
    const there = await store1(flipped(query, [5]), other.db);
    const again = await store1(flipped(query, [9, 40]));
    for (const s of [store, other]) {
      expect((await nearestCodes(s, query, 3, 10)).map((m) => m.manifestId)).toEqual([here, there, again]);
    }
    // Each process holds each row once: a catch-up reads only what it has not.
    const count = Number(
      (
        await store.db
          .selectFrom('soft_bindings')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(storedCodesOf(store).index.size).toBe(count);
    expect(storedCodesOf(other).index.size).toBe(count);
  });

  it('lookups arriving while a catch-up is under way see the rows committed before they arrived', async () => {
    const query = randomCode();
    const first = nearestCodes(store, query, 0, 10);
    const id = await store1(query);
    const [before, after] = await Promise.all([first, nearestCodes(store, query, 0, 10)]);
    expect(before.length).toBeLessThanOrEqual(1);
    expect(after.map((m) => m.manifestId)).toEqual([id]);
  });
});
