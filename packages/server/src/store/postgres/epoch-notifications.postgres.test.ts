import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestSchema } from '../../test-harness/postgres-setup.js';
import type { LicenseTable } from '../schema.js';
import type { CachedChange } from '../store.js';
import { listenerName } from './epoch-listener.js';
import { PostgresStore } from './postgres-store.js';

// The suite's PostgreSQL pass only: two stores on one schema stand for two processes; the test ends the
// connection one of them listens on.
const url = process.env.TLP_TEST_DATABASE_URL ?? '';
const schema = freshTestSchema();
const logged: string[] = [];
let a: PostgresStore;
let b: PostgresStore;
beforeAll(async () => {
  a = await PostgresStore.open({ url, schema, pool: 2 });
  b = await PostgresStore.open({ url, schema, pool: 2, log: (line) => logged.push(line) });
});
afterAll(async () => {
  await a.close();
  await b.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
});

/** B holds license `id` in its read cache. */
function cacheInB(id: string): void {
  b.cache.setLicense({ id } as LicenseTable);
  expect(b.cache.getLicense(id)).toBeDefined();
}

/** A transaction of A that changes `what` (it writes nothing else: the epoch is what B follows). */
function changeInA(what: CachedChange): Promise<void> {
  return a.transaction(async () => {}, { changes: what });
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 10_000) throw new Error(`not ${what} after 10 s`);
    await sleep(20);
  }
}

/** Ends every connection B listens on, as a restart of its backend or a network fault would. */
async function endListener(): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1',
      [listenerName(schema)],
    );
    // A's and B's listeners.
    expect(rows.filter((r) => r.ended)).toHaveLength(2);
  } finally {
    await admin.end();
  }
}

describe('the caches follow other processes through LISTEN/NOTIFY, and read the epoch when notifications may be lost', () => {
  it('while listening: no change keeps the cache, a change through the other process empties it', async () => {
    expect(b.listening).toBe(true);
    cacheInB('lic_kept');
    await b.syncCaches();
    expect(b.cache.getLicense('lic_kept')).toBeDefined();
    await changeInA({ license: 'lic_other' });
    // A hears its own notification before its transaction returns; B's copy travels on B's own connection,
    // so it is awaited (within `until`'s bound), not assumed to be there already.
    await until(() => b.cache.getLicense('lic_kept') === undefined, 'the notification in B');
  });

  it('a change made while the listener is down is seen on the next request (the epoch is read per request)', async () => {
    cacheInB('lic_down');
    await endListener();
    await until(() => !b.listening, 'down');
    // The notification of this change reaches no one in B.
    await changeInA({ license: 'lic_other' });
    await b.syncCaches();
    expect(b.cache.getLicense('lic_down')).toBeUndefined();
    expect(logged.some((l) => /^cache notifications lost/.test(l))).toBe(true);
    await until(() => b.listening, 'listening again');
  });

  it('a change made while the listener is down, with no request before it listens again, is seen after (the epoch is read once)', async () => {
    cacheInB('lic_reconnect');
    await endListener();
    await until(() => !b.listening, 'down');
    await changeInA({ license: 'lic_other' });
    await until(() => b.listening, 'listening again');
    expect(b.cache.getLicense('lic_reconnect')).toBeUndefined();
    expect(logged.some((l) => /^cache notifications: listening again/.test(l))).toBe(true);

    // Listening again, notifications work as before.
    cacheInB('lic_after');
    await b.syncCaches();
    expect(b.cache.getLicense('lic_after')).toBeDefined();
    await changeInA({ auth: true });
    await until(() => b.cache.getLicense('lic_after') === undefined, 'the notification in B');
  });
});
