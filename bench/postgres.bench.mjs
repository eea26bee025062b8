/**
 * The server on its two stores: `POST /v1/checks` (allow) requests/s at 64 connections with two server
 * processes on PostgreSQL (`TLP_WORKERS=2`, one database) and with one process on SQLite (the default),
 * each against the bare `node:http` server answering the same bytes, in paired rounds (the method of
 * decisions.bench.mjs). Report only: the issue sets no target. PostgreSQL is the loopback cluster of
 * `scripts/local-postgres.sh` (started here when `TLP_TEST_DATABASE_URL` is not set), a fresh schema.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  ALLOWED_USE,
  base62Key,
  CONNECTIONS,
  EXECUTION,
  pairedRounds,
  roundsFigure,
  startBare,
  startSandbox,
} from './load.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function postgresUrl() {
  if (process.env.TLP_TEST_DATABASE_URL) return process.env.TLP_TEST_DATABASE_URL;
  return execFileSync('bash', [join(ROOT, 'scripts/local-postgres.sh')], { encoding: 'utf8' }).trim();
}

/**
 * The cost of a shared rate limit: `SharedBuckets.take` (one upsert) against the least a request to the
 * database costs (`select 1` on the same pool), 16 at a time, in paired rounds of 2,000 calls each.
 */
async function sharedBucketCost(url, schema) {
  const { openStore } = await import('../packages/server/dist/store/index.js');
  const { SharedBuckets } = await import('../packages/server/dist/limiter/shared-buckets.js');
  const store = await openStore({ url, schema, pool: 16 });
  try {
    const buckets = new SharedBuckets(store);
    const policy = { name: 'bench', q: 1e9, w: 1 };
    const timed = async (one) => {
      const start = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (next++ < 2000) await one(next);
        }),
      );
      return (performance.now() - start) / 2000;
    };
    const take = () => buckets.take(policy, `acct_${Math.floor(Math.random() * 64)}`);
    const bare = () => sql`select 1`.execute(store.db);
    const { sql } = await import('kysely');
    await timed(take);
    await timed(bare);
    const ratios = [];
    const takes = [];
    const bares = [];
    for (let i = 0; i < 7; i++) {
      const [t, b] = i % 2 ? [await timed(take), await timed(bare)] : [undefined, await timed(bare)];
      const tt = t ?? (await timed(take));
      takes.push(tt);
      bares.push(b);
      ratios.push(Math.round((tt / b) * 1000) / 1000);
    }
    const med = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
    return {
      name: 'shared rate limit (PostgreSQL): one SharedBuckets.take, 16 at a time',
      value: med(takes) * 1000,
      unit: 'µs',
      baseline: { name: 'select 1 on the same pool', value: med(bares) * 1000 },
      ratio: med(ratios),
      ratios,
      ratioOf: 'median of paired rounds',
      target: 'report only',
      pass: true,
    };
  } finally {
    await store.close();
  }
}

export default async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'tlp-bench-postgres-'));
  const testKey = base62Key('test');
  const url = postgresUrl();
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const procs = [];
  const headers = { Authorization: `Bearer ${testKey}`, 'Content-Type': 'application/json' };
  const checkBody = JSON.stringify({
    inputs: [{ role: 'prompt', text: 'A portrait of Ada Vance for the spring campaign' }],
    use: ALLOWED_USE,
    execution: EXECUTION,
  });
  for (const sub of ['sqlite', 'postgres']) mkdirSync(join(dir, sub));
  try {
    const sqlite = await startSandbox(join(dir, 'sqlite'), testKey);
    procs.push(sqlite.proc);
    const postgres = await startSandbox(join(dir, 'postgres'), testKey, undefined, {
      TLP_DATABASE_URL: url,
      TLP_DATABASE_SCHEMA: schema,
      TLP_WORKERS: '2',
    });
    procs.push(postgres.proc);
    const sample = await fetch(`${sqlite.origin}/v1/checks`, { method: 'POST', headers, body: checkBody });
    const sampleText = await sample.text();
    if (sample.status !== 200 || JSON.parse(sampleText).decision !== 'allow') {
      throw new Error(`POST /v1/checks: ${sample.status} ${sampleText.slice(0, 300)}`);
    }
    const bare = await startBare(dir, sample.headers.get('content-type'), sampleText);
    procs.push(bare.proc);
    const bareTarget = { url: `${bare.match[1]}/v1/checks`, headers };
    const figures = [];
    for (const [label, origin] of [
      ['two processes on PostgreSQL (TLP_WORKERS=2)', postgres.origin],
      ['one process on SQLite', sqlite.origin],
    ]) {
      const m = await pairedRounds(
        `POST /v1/checks, ${label}`,
        { url: `${origin}/v1/checks`, headers },
        bareTarget,
        {
          method: 'POST',
          body: checkBody,
        },
      );
      figures.push(
        roundsFigure(
          `POST /v1/checks (allow) requests/s at ${CONNECTIONS} connections, ${label}`,
          'bare node:http, same bytes',
          m,
        ),
      );
    }
    figures.push(await sharedBucketCost(url, schema));
    return figures;
  } finally {
    for (const p of procs) p.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end());
  }
}
