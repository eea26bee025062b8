/**
 * Which implementation of the same-work baseline of `POST /v1/checks` (`same-work-check.mjs`) is the
 * fastest on this machine: `node bench/same-work-variants.mjs [sqlite|postgres]` (default sqlite; after
 * `npm run build`). Every variant (signing async on libuv's pool, sync on the event loop, or WebCrypto;
 * on SQLite, commits on the event loop or a worker thread) runs as its own server; each round runs
 * autocannon at 64 connections against every one of them in turn (the order rotating from round to
 * round), with a fresh `Idempotency-Key` on every request and then without. Prints, per variant, its
 * median requests/s and p99 and the median of its rounds' ratios to `async`+`loop`. The benches measure
 * against the variant `SAME_WORK_SIGN` / `SAME_WORK_COMMIT` of load.mjs name: the fastest here.
 * `BENCH_SECONDS` and `BENCH_ROUNDS` (default 5 here) adjust it.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  ALLOWED_USE,
  autocannon,
  base62Key,
  CONNECTIONS,
  EXECUTION,
  FRESH_KEY,
  median,
  startSameWorkCheck,
  startSandbox,
  stopAll,
} from './load.mjs';

const store = process.argv[2] ?? 'sqlite';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const variants =
  store === 'postgres'
    ? ['async', 'sync', 'webcrypto'].map((sign) => ({ sign }))
    : ['loop', 'thread'].flatMap((commit) =>
        ['async', 'sync', 'webcrypto'].map((sign) => ({ sign, commit })),
      );
const nameOf = (v) => (v.commit ? `${v.sign}+${v.commit}` : v.sign);

const dir = mkdtempSync(join(tmpdir(), 'tlp-same-work-variants-'));
const testKey = base62Key('test');
const schema = `bench_${randomBytes(6).toString('hex')}`;
const url =
  store === 'postgres'
    ? (process.env.TLP_TEST_DATABASE_URL ??
      execFileSync('bash', [join(ROOT, 'scripts/local-postgres.sh')], { encoding: 'utf8' }).trim())
    : undefined;
const procs = [];
try {
  // A real answer of the sandbox, so that every variant answers (and stores) the same bytes.
  const sandbox = await startSandbox(dir, testKey);
  procs.push(sandbox.proc);
  const headers = { Authorization: `Bearer ${testKey}`, 'Content-Type': 'application/json' };
  const body = JSON.stringify({
    inputs: [{ role: 'prompt', text: 'A portrait of Ada Vance for the spring campaign' }],
    use: ALLOWED_USE,
    execution: EXECUTION,
  });
  const sample = await fetch(`${sandbox.origin}/v1/checks`, { method: 'POST', headers, body });
  const sampleText = await sample.text();
  sandbox.proc.kill('SIGTERM');
  const servers = [];
  for (const v of variants) {
    const s = await startSameWorkCheck(dir, sample.headers.get('content-type'), sampleText, {
      ...v,
      postgres: url ? { url, schema: `${schema}_${v.sign}` } : undefined,
    });
    procs.push(s.proc);
    servers.push({ ...v, origin: s.match[1] });
  }
  console.log(
    `${store}, ${CONNECTIONS} connections, ${ROUNDS} rounds; load average at the start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const keyed of [true, false]) {
    const h = keyed ? { ...headers, 'Idempotency-Key': FRESH_KEY } : headers;
    const run = (s, seconds) =>
      autocannon(`${s.origin}/v1/checks`, h, { method: 'POST', body, idReplacement: keyed, seconds });
    for (const s of servers) await run(s, 1);
    const results = servers.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (let j = 0; j < servers.length; j++) {
        const i = (j + round) % servers.length;
        const r = await run(servers[i]);
        if (r.non2xx > 0 || r.errors > 0) throw new Error(`${nameOf(servers[i])}: ${r.non2xx} non-2xx`);
        results[i][round] = r;
      }
    }
    console.log(`\n${keyed ? 'with a new Idempotency-Key each' : 'without Idempotency-Key'}:`);
    servers.forEach((s, i) => {
      const rps = median(results[i].map((r) => r.rps));
      const p99 = median(results[i].map((r) => r.p99));
      const ratio = median(results[i].map((r, round) => r.rps / results[0][round].rps));
      const p99Ratio = median(results[i].map((r, round) => r.p99 / results[0][round].p99));
      console.log(
        `  ${nameOf(s).padEnd(16)} ${Math.round(rps).toString().padStart(6)} req/s  p99 ${String(p99).padStart(4)} ms  vs ${nameOf(servers[0])}: ${ratio.toFixed(2)}x req/s, ${p99Ratio.toFixed(2)}x p99`,
      );
    });
  }
  console.log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await stopAll(procs);
  rmSync(dir, { recursive: true, force: true });
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (const v of variants) await client.query(`drop schema if exists "${schema}_${v.sign}" cascade`);
    await client.end();
  }
}
