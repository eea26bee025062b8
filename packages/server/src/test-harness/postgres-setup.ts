import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The schemas of the suite's PostgreSQL pass. Every test server has a schema of its own in the one
 * throwaway database, and several runs of the suite may share that database at once (two worktrees, two
 * terminals, a helper's run beside the lead's). A schema is named after the run that made it:
 * `t_<run>_<20 hex digits>`, the run being 12 hex digits that the run's global setup draws and hands to the
 * test processes in {@link RUN_ENV}. A run holds a PostgreSQL session advisory lock on its name for as long
 * as it lives (released by PostgreSQL when its process ends, even killed), so that the set-up of another
 * run drops the schemas of runs that ended, and never those of a run still working in them: dropping them
 * made a running test's server reseed its database, and its acknowledged keys answer 401.
 */
export const RUN_ENV = 'TLP_TEST_SCHEMA_RUN';

/** A schema of a run: `t_`, the run's 12 hex digits, `_`, 20 hex digits. */
const RUN_SCHEMA = /^t_([0-9a-f]{12})_[0-9a-f]{20}$/;

/** A new run's name: 12 hex digits. */
const drawRun = () => randomBytes(6).toString('hex');

/** The run of this test process (set by the global setup below). */
function currentRun(): string {
  const run = process.env[RUN_ENV];
  if (!run || !/^[0-9a-f]{12}$/.test(run)) {
    throw new Error(
      `${RUN_ENV} is not set: PostgreSQL tests run in vitest's postgres project (its global setup)`,
    );
  }
  return run;
}

/** The PostgreSQL schema of a test directory, in this run: named after the directory's path (SHA-256). */
export function testSchema(dir: string): string {
  return schemaOfRun(currentRun(), dir);
}

/** The schema of `dir` in the run `run`. */
export function schemaOfRun(run: string, dir: string): string {
  return `t_${run}_${createHash('sha256').update(dir).digest('hex').slice(0, 20)}`;
}

/** A new schema of this run, for a test that opens a store of its own. */
export function freshTestSchema(): string {
  return testSchema(randomBytes(16).toString('hex'));
}

/** The session advisory lock a run holds while it lives. */
const runLock = (run: string) => `tlp test run ${run}`;

/**
 * Holds the lock of `run` on a connection of its own until `release` (or the end of this process): while
 * held, other runs' set-ups leave the run's schemas alone.
 */
export async function holdRun(url: string, run: string): Promise<{ release: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  await client.query('select pg_advisory_lock(hashtext($1))', [runLock(run)]);
  return {
    release: async () => {
      await client.query('select pg_advisory_unlock_all()');
      await client.end();
    },
  };
}

/** The run of this process when no global setup made one (see {@link joinRun}). */
let own: { run: string; servers: number; held: Promise<{ release: () => Promise<void> }> } | undefined;

/**
 * For a test server about to start: outside vitest's postgres project (a bench that starts one while
 * `TLP_TEST_DATABASE_URL` is set), the process is a run of its own while it has test servers, held from the
 * first one's start; the answer, called at a server's close, lets it go after the last one's.
 */
export async function joinRun(url: string): Promise<() => Promise<void>> {
  const run = process.env[RUN_ENV];
  if (run && run !== own?.run) return async () => {};
  if (!own) {
    const drawn = drawRun();
    own = { run: drawn, servers: 0, held: holdRun(url, drawn) };
    process.env[RUN_ENV] = drawn;
  }
  const ours = own;
  ours.servers++;
  await ours.held;
  return async () => {
    if (--ours.servers > 0) return;
    if (own === ours) {
      own = undefined;
      delete process.env[RUN_ENV];
    }
    await (await ours.held).release();
  };
}

/**
 * Drops the schemas of runs that ended (their lock is free). A run's lock is tried on a connection that
 * does not hold it, so that a live run, this one included, is never taken for ended.
 */
export async function dropEndedRuns(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url, options: '-c lock_timeout=5s' });
  await client.connect();
  const dropped: string[] = [];
  try {
    const runs = new Map<string, string[]>();
    for (const { nspname } of (await client.query<{ nspname: string }>('select nspname from pg_namespace'))
      .rows) {
      const run = RUN_SCHEMA.exec(nspname)?.[1];
      if (run) runs.set(run, [...(runs.get(run) ?? []), nspname]);
    }
    for (const [run, schemas] of runs) {
      const { rows } = await client.query<{ ended: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as ended',
        [runLock(run)],
      );
      if (!rows[0]?.ended) continue;
      try {
        for (const name of schemas) {
          // A schema still in use (a server a killed run left running) may deadlock with its drop, or
          // wait: it is left to a later run.
          try {
            await dropOn(client, [name]);
            dropped.push(name);
          } catch {}
        }
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [runLock(run)]);
      }
    }
  } finally {
    await client.end();
  }
  return dropped;
}

/**
 * Global setup of the suite's PostgreSQL pass: draws this run's name, holds its lock, and drops the
 * schemas that runs which ended left behind (so that the throwaway database does not grow run after run).
 * At the end of the run, its own schemas are dropped.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.TLP_TEST_DATABASE_URL;
  if (!url) return async () => {};
  const run = drawRun();
  process.env[RUN_ENV] = run;
  const held = await holdRun(url, run);
  await dropEndedRuns(url);
  return async () => {
    await held.release();
    await dropEndedRuns(url);
  };
}

/** Drops schemas `names` with a connection of its own (a test server's store may be closed already). */
export async function dropSchemas(url: string, names: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await dropOn(client, names);
  } finally {
    await client.end();
  }
}

async function dropOn(client: pg.Client, names: readonly string[]): Promise<void> {
  for (const name of names) await client.query(`drop schema if exists "${name}" cascade`);
}
