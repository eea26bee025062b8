/**
 * The server on PostgreSQL (issue 30): `POST /v1/checks` (allow) requests/s and p99 at 64 connections of
 * one server process on PostgreSQL against one process of the same work on the same database server
 * (`same-work-check.mjs` with `BARE_DATABASE_URL`: parse, two ES256 signatures, the check, receipt and,
 * with a key, the key's record inserted with `pg` in one statement per event-loop turn, the same bytes
 * answered), with a fresh `Idempotency-Key` on every request and then without; paired rounds (the method
 * of decisions.bench.mjs). Targets: >= 0.5x its requests/s, <= 2x its p99. PostgreSQL is the loopback
 * cluster of `scripts/local-postgres.sh` (started here when `TLP_TEST_DATABASE_URL` is not set), on the
 * same CPUs; each server gets a fresh schema. Then the cost of a shared rate limit.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  ALLOWED_USE,
  base62Key,
  CONNECTIONS,
  EXECUTION,
  FRESH_KEY,
  p99Figure,
  pairedRounds,
  roundsFigure,
  SAME_WORK_POSTGRES_SIGN,
  startSameWorkCheck,
  startSandbox,
  stopAll,
} from './load.mjs';

/** Of the same work on PostgreSQL, per process (issue 30): requests/s at least half, p99 at most twice. */
const POSTGRES_TARGET = 0.5;
const P99_TARGET = 2;

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
  const baselineSchema = `${schema}_same_work`;
  const procs = [];
  const headers = { Authorization: `Bearer ${testKey}`, 'Content-Type': 'application/json' };
  const keyedHeaders = { ...headers, 'Idempotency-Key': FRESH_KEY };
  const checkBody = JSON.stringify({
    inputs: [{ role: 'prompt', text: 'A portrait of Ada Vance for the spring campaign' }],
    use: ALLOWED_USE,
    execution: EXECUTION,
  });
  try {
    const postgres = await startSandbox(dir, testKey, undefined, {
      TLP_DATABASE_URL: url,
      TLP_DATABASE_SCHEMA: schema,
      TLP_WORKERS: '1',
    });
    procs.push(postgres.proc);
    const sample = await fetch(`${postgres.origin}/v1/checks`, { method: 'POST', headers, body: checkBody });
    const sampleText = await sample.text();
    if (sample.status !== 200 || JSON.parse(sampleText).decision !== 'allow') {
      throw new Error(`POST /v1/checks: ${sample.status} ${sampleText.slice(0, 300)}`);
    }
    const sameWork = await startSameWorkCheck(dir, sample.headers.get('content-type'), sampleText, {
      sign: SAME_WORK_POSTGRES_SIGN,
      postgres: { url, schema: baselineSchema },
    });
    procs.push(sameWork.proc);
    const figures = [];
    // Per process: one sandbox process on PostgreSQL against one process of the same work on the same
    // database server; with a fresh Idempotency-Key on every request (the headline), then without.
    for (const keyed of [true, false]) {
      const h = keyed ? keyedHeaders : headers;
      const m = await pairedRounds(
        `POST /v1/checks on PostgreSQL${keyed ? ' with an Idempotency-Key' : ''}`,
        { url: `${postgres.origin}/v1/checks`, headers: h },
        { url: `${sameWork.match[1]}/v1/checks`, headers: h },
        { method: 'POST', body: checkBody, idReplacement: keyed },
      );
      const what = keyed ? 'with a new Idempotency-Key each' : 'without Idempotency-Key';
      const baselineName = `node:http doing the same work on PostgreSQL (parse, 2 ES256 signed ${SAME_WORK_POSTGRES_SIGN}, ${
        keyed ? "check, receipt and key's record" : 'check and receipt'
      } inserted with pg in one statement per turn, same bytes)`;
      figures.push(
        roundsFigure(
          `POST /v1/checks (allow) on PostgreSQL, one process, ${what}, requests/s at ${CONNECTIONS} connections, vs the same work`,
          baselineName,
          m,
          `>= ${POSTGRES_TARGET}`,
          m.ratio >= POSTGRES_TARGET,
        ),
        p99Figure(
          `POST /v1/checks (allow) on PostgreSQL, one process, ${what}, p99 latency at ${CONNECTIONS} connections, vs the same work`,
          baselineName,
          m,
          `<= ${P99_TARGET}`,
          m.p99Ratio <= P99_TARGET,
        ),
      );
    }
    figures.push(await sharedBucketCost(url, schema));
    return figures;
  } finally {
    await stopAll(procs);
    rmSync(dir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const s of [schema, baselineSchema]) await client.query(`drop schema if exists "${s}" cascade`);
    } finally {
      await client.end();
    }
  }
}
