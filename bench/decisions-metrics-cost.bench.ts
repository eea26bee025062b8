/**
 * What metrics cost a decision, measured where other work on the machine cannot tell the two apart: two apps
 * in one process, each on its own SQLite database, one with metrics on (`instrument` with a `ServerMetrics`:
 * the request counted and timed, the store's group commit and the two signatures timed, the caches counted)
 * and tracing off, one with neither, answering `POST /v1/checks` (allow, a new `Idempotency-Key` each)
 * through `app.request()`. They take turns in batches of 64 checks at once, alternating which goes first,
 * for 150 rounds, and each batch is measured by the CPU time the process spent on it (all its threads, the
 * signatures' and the SQLite writer's included), which other processes on the machine disturb far less than
 * elapsed time: the ratio of a round's two batches is what metrics add to a check, and the figure is the
 * median of those ratios (target: at most 1.03). A third app, metrics off like the second, is measured in
 * the same rounds as a control: its ratio to the second is what the measure reads between identical apps.
 * The HTTP server is left out, so the share is larger than
 * over a socket (`decisions-telemetry.bench.mjs` measures over HTTP, paired rounds). Then, as a measure no
 * other process can disturb, V8's sampling profiler runs while the app with metrics answers 20 batches
 * more: the share of its busy samples spent in the metrics' code (`observability/`, `http/telemetry/`,
 * prom-client) is what they cost (target: at most 3%; garbage they leave is collected elsewhere, so it is
 * a floor).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import pino from 'pino';
import { createApp } from '../packages/server/src/app.js';
import type { AppEnv } from '../packages/server/src/app-env.js';
import { openSandbox, type Sandbox } from '../packages/server/src/bootstrap.js';
import { generateApiKey } from '../packages/server/src/keys/api-keys.js';
import { instrument } from '../packages/server/src/observability/index.js';
import { ServerMetrics } from '../packages/server/src/observability/metrics/server-metrics.js';
import type { Figure } from './lib.js';
import { ALLOWED_USE, EXECUTION } from './load.mjs';

const BATCH = 64;
const ROUNDS = Number(process.env.BENCH_METRICS_ROUNDS ?? 150);
const TARGET = 1.03;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Runs `work` `times` under V8's sampling profiler: the share of busy samples in the metrics' code. */
async function profiledShare(work: () => Promise<unknown>, times: number): Promise<{ telemetry: number }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  for (let i = 0; i < times; i++) await work();
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  let busy = 0;
  let telemetry = 0;
  profile.samples?.forEach((id, i) => {
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === '(idle)') return;
    const dt = profile.timeDeltas?.[i] ?? 0;
    busy += dt;
    if (/\/observability\/|\/http\/telemetry\/|\/prom-client\//.test(frame.url)) telemetry += dt;
  });
  return { telemetry: telemetry / busy };
}

export default async function run(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tlp-bench-metrics-cost-'));
  const testKey = generateApiKey('test');
  const sandboxes: Sandbox[] = [];
  try {
    const open = async (name: string) => {
      const sandbox = await openSandbox({
        dbPath: join(dir, `${name}.db`),
        origin: 'http://127.0.0.1:8787',
        config: { rateLimits: false },
        testKey,
        logger: pino({ level: 'warn' }),
      });
      sandboxes.push(sandbox);
      return sandbox;
    };
    const off = createApp((await open('off')).deps);
    // The control: a second app with metrics off, measured in the same rounds as the other two. Its ratio
    // to the first is what this measure reads between two identical apps (1.00 but for noise).
    const twin = createApp((await open('twin')).deps);
    const on = createApp(instrument((await open('on')).deps, { metrics: new ServerMetrics() }));
    const body = JSON.stringify({
      inputs: [{ role: 'prompt', text: 'A portrait of Ada Vance for the spring campaign' }],
      use: ALLOWED_USE,
      execution: EXECUTION,
    });
    let n = 0;
    const check = async (app: Hono<AppEnv>) => {
      const res = await app.request('/v1/checks', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${testKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': `cost-${n++}`,
        },
        body,
      });
      if (res.status !== 200) throw new Error(`POST /v1/checks: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    /** A batch of checks at once: the CPU time the process spent on it (its threads', the writers' too), per check. */
    const batch = async (app: Hono<AppEnv>) => {
      const before = process.cpuUsage();
      await Promise.all(Array.from({ length: BATCH }, () => check(app)));
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000 / BATCH;
    };
    for (let i = 0; i < 5; i++) {
      await batch(on);
      await batch(off);
      await batch(twin);
    }
    const loadBefore = loadavg()[0]!;
    const ratios: number[] = [];
    const controlRatios: number[] = [];
    const onMs: number[] = [];
    const offMs: number[] = [];
    // Each round runs the three apps in one of the six orders, in turn: no app always goes first.
    const ORDERS = [
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
      [0, 2, 1],
      [2, 1, 0],
      [1, 0, 2],
    ] as const;
    const apps = [on, off, twin];
    for (let i = 0; i < ROUNDS; i++) {
      const ms = [0, 0, 0];
      for (const j of ORDERS[i % ORDERS.length]!) ms[j] = await batch(apps[j]!);
      const [a, b, c] = ms as [number, number, number];
      onMs.push(a);
      offMs.push(b);
      ratios.push(a / b);
      controlRatios.push(c / b);
    }
    const ratio = median(ratios);
    const control = median(controlRatios);
    const share = await profiledShare(() => batch(on), 20);
    return [
      {
        name: `POST /v1/checks (allow, a new Idempotency-Key each) through app.request(), ${BATCH} at once, CPU ms per check with metrics on and tracing off`,
        value: median(onMs),
        unit: 'ms',
        baseline: {
          name: `the same app with metrics and tracing off, in the same process (${ROUNDS} rounds of ${BATCH}; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after, on 2 CPUs)`,
          value: median(offMs),
        },
        ratio,
        ratioOf: 'median of paired rounds',
        target: `<= ${TARGET}`,
        pass: ratio <= TARGET,
      },
      {
        name: `the control: the same app twice, both with metrics off, in the same rounds (what the ratio above reads between identical apps)`,
        value: control,
        unit: 'x',
        baseline: null,
        ratio: control,
        ratioOf: 'median of paired rounds',
        target: 'report only',
        pass: true,
      },
      {
        name: `POST /v1/checks (allow, a new Idempotency-Key each) through app.request(), ${BATCH} at once: share of the busy CPU samples in the metrics' code`,
        value: share.telemetry * 100,
        unit: '%',
        baseline: null,
        ratio: null,
        target: '<= 3',
        pass: share.telemetry * 100 <= 3,
      },
    ];
  } finally {
    for (const s of sandboxes) await s.deps.store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
