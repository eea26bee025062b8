/**
 * What metrics cost a decision: `POST /v1/checks` (allow, a fresh `Idempotency-Key` each, as @tlp/client
 * sends) at 64 connections on a server with metrics on (`TLP_METRICS_PORT`: every request counted and
 * timed, the store's transactions, group commits and signatures timed; prom-client's process metrics)
 * and tracing off (no OTLP endpoint: the tracing packages are not even loaded), against the same server
 * started the same way with both off. Paired rounds in one run (`pairedRounds`), the ratio the median of
 * the rounds' ratios; target: at least 0.97 of the requests/s (metrics cost at most 3%). The same rounds
 * give the CPU time each server spent per request (its process's user and system time, from /proc, over
 * the run): a measure of the same overhead that a machine shared with other work disturbs less than
 * throughput (target: at most 1.03 of the server's with metrics off). Prometheus's scrape is played once a
 * second meanwhile. Both servers on CPU 0, autocannon on CPU 1; rate limits off.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ALLOWED_USE,
  autocannon,
  base62Key,
  CONNECTIONS,
  EXECUTION,
  FRESH_KEY,
  LOAD_CPUS,
  median,
  ROUNDS,
  SERVER_CPUS,
  startSandbox,
  stopAll,
} from './load.mjs';

/** Metrics on may cost at most 3% of the requests/s of the same server with them off, and 3% more CPU a request. */
const TARGET = 0.97;
const CPU_TARGET = 1.03;

/** CPU time (user + system, all threads) the process `pid` has used, in milliseconds (Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // Fields 14 and 15 of stat(5), utime and stime, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One load run against `target`: requests/s, p99, and the server's CPU milliseconds per request. */
async function measure(target, options) {
  const before = cpuMs(target.pid);
  const r = await autocannon(target.url, target.headers, options);
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${target.url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  const requests = r.rps * (options.seconds ?? 3);
  return { rps: r.rps, p99: r.p99, cpuPerRequest: (cpuMs(target.pid) - before) / requests };
}

export default async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'tlp-bench-telemetry-'));
  const testKey = base62Key('test');
  const procs = [];
  let scraping;
  try {
    mkdirSync(join(dir, 'off'));
    mkdirSync(join(dir, 'on'));
    const off = await startSandbox(join(dir, 'off'), testKey, SERVER_CPUS);
    procs.push(off.proc);
    const on = await startSandbox(join(dir, 'on'), testKey, SERVER_CPUS, {
      TLP_METRICS_PORT: '0',
      LOG_LEVEL: 'info',
    });
    procs.push(on.proc);
    const metricsUrl = await metricsUrlOf(join(dir, 'on', 'server.log'));
    // A scrape a second, as Prometheus would: its cost (collecting, readiness's query) counts too.
    let scrapes = 0;
    scraping = setInterval(() => {
      void fetch(metricsUrl)
        .then((r) => r.text())
        .then(
          () => scrapes++,
          () => {},
        );
    }, 1000);
    const headers = {
      Authorization: `Bearer ${testKey}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': FRESH_KEY,
    };
    const body = JSON.stringify({
      inputs: [{ role: 'prompt', text: 'A portrait of Ada Vance for the spring campaign' }],
      use: ALLOWED_USE,
      execution: EXECUTION,
    });
    const loadBefore = loadavg()[0];
    const options = { method: 'POST', body, idReplacement: true, cpus: LOAD_CPUS };
    const onTarget = { url: `${on.origin}/v1/checks`, headers, pid: on.proc.pid };
    const offTarget = { url: `${off.origin}/v1/checks`, headers, pid: off.proc.pid };
    await autocannon(onTarget.url, headers, { ...options, seconds: 1 });
    await autocannon(offTarget.url, headers, { ...options, seconds: 1 });
    const rounds = [];
    for (let i = 0; i < Math.max(ROUNDS, 9); i++) {
      // Alternating which runs first, so neither always meets the machine as the other left it.
      const [first, second] = i % 2 === 0 ? [onTarget, offTarget] : [offTarget, onTarget];
      const a = await measure(first, options);
      const b = await measure(second, options);
      const [m, base] = first === onTarget ? [a, b] : [b, a];
      rounds.push({ on: m, off: base });
    }
    const load = `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after, on 2 CPUs; ${scrapes} scrapes`;
    const baselineName = `the same server with metrics and tracing off (${load})`;
    const ratios = rounds.map((r) => r.on.rps / r.off.rps);
    const cpuRatios = rounds.map((r) => r.on.cpuPerRequest / r.off.cpuPerRequest);
    const p99Ratios = rounds.map((r) => r.on.p99 / r.off.p99);
    const rounded = (values) => values.map((v) => Math.round(v * 1000) / 1000);
    const what = 'POST /v1/checks (allow) with a new Idempotency-Key each, metrics on and tracing off';
    const paired = (name, unit, pick, ratiosOf, target, pass) => ({
      name,
      value: median(rounds.map((r) => pick(r.on))),
      unit,
      baseline: { name: baselineName, value: median(rounds.map((r) => pick(r.off))) },
      ratio: median(ratiosOf),
      ratios: rounded(ratiosOf),
      ratioOf: 'median of paired rounds',
      target,
      pass,
    });
    return [
      paired(
        `${what}, requests/s at ${CONNECTIONS} connections`,
        'req/s',
        (r) => r.rps,
        ratios,
        `>= ${TARGET}`,
        median(ratios) >= TARGET,
      ),
      paired(
        `${what}, server CPU time per request`,
        'ms',
        (r) => r.cpuPerRequest,
        cpuRatios,
        `<= ${CPU_TARGET}`,
        median(cpuRatios) <= CPU_TARGET,
      ),
      paired(
        `${what}, p99 latency at ${CONNECTIONS} connections`,
        'ms',
        (r) => r.p99,
        p99Ratios,
        'report only',
        true,
      ),
    ];
  } finally {
    clearInterval(scraping);
    await stopAll(procs);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The metrics URL the server logs on its `listening` line. */
async function metricsUrlOf(logFile) {
  for (let i = 0; i < 50; i++) {
    const url = /"metrics":"([^"]+)"/.exec(readFileSync(logFile, 'utf8'))?.[1];
    if (url) return url;
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error(`no metrics URL in ${logFile}`);
}
