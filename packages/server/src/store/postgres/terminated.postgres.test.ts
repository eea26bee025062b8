import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestSchema } from '../../test-harness/postgres-setup.js';
import { openStore, type Store } from '../index.js';

// The suite's PostgreSQL pass only: a store of its own schema, whose connections the test ends.
const url = process.env.TLP_TEST_DATABASE_URL ?? '';
let store: Store;
const schema = freshTestSchema();
beforeAll(async () => {
  store = await openStore({ url, schema, pool: 2 });
});
afterAll(async () => {
  await store.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
});

describe('PostgreSQL ends a connection a transaction holds (a restart: 57P01 admin_shutdown)', () => {
  it('the transaction fails as unavailable, the process lives on, and the next one works', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      const holding = store.transaction(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // Between two queries, as a transaction that signs: the connection is checked out and idle.
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await admin.end();
        await sleep(300);
        await sql`select 1`.execute(trx);
      });
      const err = await holding.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeDefined();
      expect(store.isUnavailable(err)).toBe(true);
      expect(uncaught).toEqual([]);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(store.db);
      expect(rows[0]!.one).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
