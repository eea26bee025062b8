import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteStore as Store } from '../sqlite-store.js';
import { WriteError, WriteQueue } from './index.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function open(writerThread: boolean): Promise<Store> {
  const dir = mkdtempSync(join(tmpdir(), 'tlp-writer-'));
  dirs.push(dir);
  return Store.open({ path: join(dir, 'db.sqlite'), writerThread });
}

const meta = (store: Store, key: string, value: string) =>
  store.db.insertInto('meta').values({ key, value }).compile();

describe.each([
  ['on the writer thread', true],
  ['on the main connection', false],
])('WriteQueue %s', (_name, threaded) => {
  it('commits concurrent writes in shared batches, each visible once its promise resolves', async () => {
    const store = await open(threaded);
    expect(store.writes.threaded).toBe(threaded);
    const before = store.writes.batches;
    await Promise.all(
      Array.from({ length: 300 }, (_, i) => store.writes.run([meta(store, `k${i}`, String(i))])),
    );
    // Written in one turn of the event loop: at most 256 a batch, so two batches (three if a batch of
    // the store's own start-up was out), never one transaction per write.
    expect(store.writes.batches - before).toBeGreaterThanOrEqual(2);
    expect(store.writes.batches - before).toBeLessThanOrEqual(3);
    const rows = await store.db.selectFrom('meta').select('key').where('key', 'like', 'k%').execute();
    expect(rows).toHaveLength(300);
    await store.close();
  });

  it('a failing write is rolled back alone; the others of its batch commit', async () => {
    const store = await open(threaded);
    await store.writes.run([meta(store, 'taken', '1')]);
    const results = await Promise.allSettled([
      store.writes.run([meta(store, 'a', '1'), meta(store, 'a2', '1')]),
      // Both statements or neither: `b` must not stay behind when `taken` conflicts.
      store.writes.run([meta(store, 'b', '1'), meta(store, 'taken', '2')]),
      store.writes.run([meta(store, 'c', '1')]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(WriteError);
    const keys = (await store.db.selectFrom('meta').select('key').execute()).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(['a', 'a2', 'c', 'taken']));
    expect(keys).not.toContain('b');
    await store.close();
  });

  it('writes of the main connection interleave with batches without losing either', async () => {
    const store = await open(threaded);
    const batches = Array.from({ length: 100 }, (_, i) => store.writes.run([meta(store, `w${i}`, '1')]));
    const direct = Array.from({ length: 20 }, (_, i) =>
      store.db.transaction().execute(async (trx) => {
        const n = await trx.selectFrom('meta').select('key').execute();
        await trx
          .insertInto('meta')
          .values({ key: `t${i}`, value: String(n.length) })
          .execute();
      }),
    );
    const autocommit = Array.from({ length: 20 }, (_, i) =>
      store.db
        .insertInto('meta')
        .values({ key: `u${i}`, value: '1' })
        .execute(),
    );
    await Promise.all([...batches, ...direct, ...autocommit]);
    const keys = (await store.db.selectFrom('meta').select('key').execute()).map((r) => r.key);
    expect(keys.filter((k) => /^[wtu]\d+$/.test(k))).toHaveLength(140);
    await store.close();
  });

  it('close commits what is queued first, and refuses later writes', async () => {
    const store = await open(threaded);
    const pending = Array.from({ length: 50 }, (_, i) => store.writes.run([meta(store, `q${i}`, '1')]));
    await store.close();
    await Promise.all(pending);
    await expect(store.writes.run([meta(store, 'late', '1')])).rejects.toThrow(/closed/);
    const reopened = await Store.open({ path: join(dirs.at(-1)!, 'db.sqlite'), writerThread: false });
    const rows = await reopened.db.selectFrom('meta').select('key').where('key', 'like', 'q%').execute();
    expect(rows).toHaveLength(50);
    await reopened.close();
  });
});

describe('WriteQueue when the writer thread fails', () => {
  it('reports the batch it held as not committed, then commits on the main connection', async () => {
    const main = new BetterSqlite3(':memory:');
    main.exec('create table t (k text primary key)');
    const failures: unknown[] = [];
    const queue = new WriteQueue({
      // The thread cannot open this file, so it fails as it starts.
      path: join(tmpdir(), 'no-such-dir-tlp', 'nested', 'db.sqlite'),
      pragmas: [],
      exclusive: async (fn) => fn(main),
      onThreadFailure: (err) => failures.push(err),
    });
    const insert = (k: string) => CompiledQuery.raw('insert into t (k) values (?)', [k]);
    const first = await queue.run([insert('a')]).then(
      () => 'committed',
      (err: unknown) => (err instanceof WriteError ? 'not committed' : String(err)),
    );
    expect(['committed', 'not committed']).toContain(first);
    await queue.run([insert('b')]);
    expect(failures).toHaveLength(1);
    expect(queue.threaded).toBe(false);
    const keys = main.prepare('select k from t order by k').all() as { k: string }[];
    expect(keys.map((r) => r.k)).toContain('b');
    expect(keys.some((r) => r.k === 'a')).toBe(first === 'committed');
    await queue.close();
    main.close();
  });
});
