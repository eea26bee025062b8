import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import setup, { dropEndedRuns, holdRun, RUN_ENV, schemaOfRun } from './postgres-setup.js';
import { startTestServer, type TestServer } from './server.js';

// The suite's PostgreSQL pass only: several runs of the suite share one throwaway database at once.
const url = process.env.TLP_TEST_DATABASE_URL ?? '';
let s: TestServer | undefined;
afterAll(() => s?.close());

async function schemasNamed(names: readonly string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      'select nspname from pg_namespace where nspname = any($1) order by nspname',
      [names],
    );
    return rows.map((r) => r.nspname);
  } finally {
    await client.end();
  }
}

async function createSchema(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema "${name}"`);
  await client.end();
}

describe("the PostgreSQL pass's schemas, with several runs of the suite on one database", () => {
  it("another run starting and ending leaves this run's servers their databases: an acknowledged key still answers", async () => {
    s = await startTestServer();
    const made = await s.api('/v1/test_helpers/api_keys', { body: { scopes: ['talent:read'] } });
    expect(made.status).toBe(200);
    // Another run's global setup, in this process: it draws its own run name, which is put back after.
    const ours = process.env[RUN_ENV];
    const otherRunEnds = await setup();
    process.env[RUN_ENV] = ours;
    expect((await s.api('/v1/account', { key: made.json.secret })).status).toBe(200);
    await otherRunEnds();
    expect((await s.api('/v1/account', { key: made.json.secret })).status).toBe(200);
  });

  it('the schemas of a run that ended are dropped; those of a live run only once it ends', async () => {
    const live = randomBytes(6).toString('hex');
    const ended = randomBytes(6).toString('hex');
    const liveSchema = schemaOfRun(live, 'a test directory');
    const endedSchema = schemaOfRun(ended, 'a test directory');
    const held = await holdRun(url, live);
    try {
      await createSchema(liveSchema);
      await createSchema(endedSchema);
      const dropped = await dropEndedRuns(url);
      expect(dropped).toContain(endedSchema);
      expect(dropped).not.toContain(liveSchema);
      expect(await schemasNamed([liveSchema, endedSchema])).toEqual([liveSchema]);
    } finally {
      await held.release();
    }
    expect(await dropEndedRuns(url)).toContain(liveSchema);
    expect(await schemasNamed([liveSchema, endedSchema])).toEqual([]);
  });
});
