/**
 * Slow and greedy clients against the built server (its default bounds): a normal client's p99 on
 * `GET /.well-known/jwks.json` while 500 slow clients (headers a byte a second, or a body begun and never
 * finished), 200 idle keep-alive connections and 4 clients posting oversized bodies (12 MiB) run at once
 * (`slow-clients-attack.mjs`, from 127.0.0.2 and up), beside its p99 on the idle server in the same round.
 * Paired rounds in alternating order; the ratio is the median of the rounds' ratios. Target: <= 2.
 * The normal client is autocannon at a fixed rate (`BENCH_SLOW_RATE`, 500 requests/s over 16
 * connections), so that its p99 measures waiting, not a saturated server's queue.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  autocannon,
  base62Key,
  LOAD_CPUS,
  median,
  SERVER_CPUS,
  startProcess,
  startSandbox,
} from './load.mjs';

const ATTACK = join(dirname(fileURLToPath(import.meta.url)), 'slow-clients-attack.mjs');
const ROUNDS = Number(process.env.BENCH_SLOW_ROUNDS ?? process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const RATE = Number(process.env.BENCH_SLOW_RATE ?? 500);
const CONNECTIONS = 16;
const SLOW = Number(process.env.BENCH_SLOW_CLIENTS ?? 500);
const IDLE = Number(process.env.BENCH_SLOW_IDLE ?? 200);
const FLOOD = Number(process.env.BENCH_SLOW_FLOOD ?? 4);
const TARGET_RATIO = 2;

export default async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'tlp-bench-slow-'));
  const testKey = base62Key('test');
  let server;
  try {
    const started = await startSandbox(dir, testKey, SERVER_CPUS);
    server = started.proc;
    const { origin } = started;
    const url = `${origin}/.well-known/jwks.json`;
    const normal = async () => {
      const r = await autocannon(
        url,
        {},
        { seconds: SECONDS, connections: CONNECTIONS, rate: RATE, cpus: LOAD_CPUS },
      );
      if (r.non2xx > 0 || r.errors > 0)
        throw new Error(`normal client: ${r.non2xx} non-2xx, ${r.errors} errors`);
      return r;
    };
    const underAttack = async () => {
      const attack = await startProcess(
        [ATTACK],
        { TARGET: origin, KEY: testKey, SLOW: String(SLOW), IDLE: String(IDLE), FLOOD: String(FLOOD) },
        /^ready$/m,
        join(dir, 'attack.log'),
        process.env.BENCH_SLOW_ATTACK_CPUS ?? LOAD_CPUS,
      );
      try {
        return await normal();
      } finally {
        const exited = once(attack.proc, 'exit');
        attack.proc.kill('SIGKILL');
        await exited;
      }
    };
    await normal(); // warm-up
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) {
      let idle;
      let loaded;
      if (i % 2 === 0) {
        idle = await normal();
        loaded = await underAttack();
      } else {
        loaded = await underAttack();
        idle = await normal();
      }
      rounds.push({ idle, loaded });
    }
    const ratios = rounds.map((r) => r.loaded.p99 / r.idle.p99);
    const ratio = median(ratios);
    return [
      {
        name: `JWKS p99 at ${RATE} req/s while ${SLOW} slow clients, ${IDLE} idle keep-alive connections and ${FLOOD} oversized-body floods run`,
        value: median(rounds.map((r) => r.loaded.p99)),
        unit: 'ms',
        baseline: { name: 'JWKS p99 on an idle server', value: median(rounds.map((r) => r.idle.p99)) },
        ratio,
        ratios: ratios.map((r) => Math.round(r * 100) / 100),
        ratioOf: 'median of paired rounds',
        target: `<= ${TARGET_RATIO}`,
        pass: ratio <= TARGET_RATIO,
      },
    ];
  } finally {
    if (server && server.exitCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGKILL');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }
}
