/**
 * The largest request the server takes, and what it does to everyone else. A maximum-size check (16
 * inputs, 64 KiB of text in all, metadata at its bounds) costs the server this much CPU, beside a
 * one-line check measured in the same rounds (the baseline: the same route doing the least work); and
 * `GET /.well-known/jwks.json` keeps its p99 while eight maximum-size checks run at once without pause,
 * beside its p99 on an idle server in the same round. Target: JWKS p99 under that load < 50 ms.
 * CPU time is the server process's own (utime + stime from /proc), so the load generator's is not counted.
 */
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALLOWED_USE, base62Key, EXECUTION, median, ROUNDS, SERVER_CPUS, startSandbox } from './load.mjs';

const JWKS_P99_TARGET_MS = 50;
const CHECKS_PER_ROUND = Number(process.env.BENCH_LIMIT_CHECKS ?? 40);
const JWKS_SAMPLES = Number(process.env.BENCH_JWKS_SAMPLES ?? 300);
const CONCURRENT = 8;
const TEXT_BYTES = 65_536;
const INPUTS = 16;

/** Prose of capitalised and plain words (names are looked up word by word), `bytes` long. */
function prose(bytes, seed) {
  const words = [
    'Quiet',
    'street',
    'at',
    'Dusk',
    'with',
    'Lanterns',
    'and',
    'a',
    'Baker',
    'window',
    'Rosa',
    'roses',
  ];
  let out = '';
  let i = seed;
  while (out.length < bytes) out += `${words[(i++ * 7) % words.length]} `;
  return out.slice(0, bytes);
}

function maxBody() {
  const each = TEXT_BYTES / INPUTS;
  const inputs = Array.from({ length: INPUTS }, (_, i) => ({
    role: 'prompt',
    text: i === 0 ? `A portrait of Ada Vance. ${prose(each - 25, i)}` : prose(each, i),
  }));
  const metadata = {};
  for (let i = 0; i < 50; i++) metadata[`key_${String(i).padStart(36, '0')}`] = 'v'.repeat(110);
  return JSON.stringify({ inputs, use: ALLOWED_USE, execution: EXECUTION, metadata });
}

const smallBody = JSON.stringify({
  inputs: [{ role: 'prompt', text: 'A portrait of Ada Vance' }],
  use: ALLOWED_USE,
  execution: EXECUTION,
});

/** CPU seconds the process has used (user + system), from /proc. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in USER_HZ (100)
}

export default async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'tlp-bench-limits-'));
  const testKey = base62Key('test');
  let proc;
  try {
    const started = await startSandbox(dir, testKey, SERVER_CPUS);
    proc = started.proc;
    const { origin } = started;
    const headers = { Authorization: `Bearer ${testKey}`, 'Content-Type': 'application/json' };
    const big = maxBody();
    const post = async (body) => {
      const res = await fetch(`${origin}/v1/checks`, { method: 'POST', headers, body });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`POST /v1/checks: ${res.status} ${text.slice(0, 300)}`);
      return JSON.parse(text);
    };
    const first = await post(big);
    if (first.decision !== 'allow') throw new Error(`the maximum-size check is ${first.decision}, not allow`);

    /** Server CPU per check, over `CHECKS_PER_ROUND` checks one after another. */
    const cpuPerCheck = async (body) => {
      const before = cpuSeconds(proc.pid);
      for (let i = 0; i < CHECKS_PER_ROUND; i++) await post(body);
      return ((cpuSeconds(proc.pid) - before) * 1000) / CHECKS_PER_ROUND;
    };
    /** p99 of sequential JWKS GETs, in ms, while `load` concurrent loops post maximum-size checks. */
    const jwksP99 = async (load) => {
      let running = true;
      const loops = Array.from({ length: load }, async () => {
        while (running) await post(big);
      });
      const times = [];
      for (let i = 0; i < JWKS_SAMPLES; i++) {
        const t0 = performance.now();
        const res = await fetch(`${origin}/.well-known/jwks.json`);
        await res.arrayBuffer();
        times.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`jwks: ${res.status}`);
      }
      running = false;
      await Promise.all(loops);
      times.sort((a, b) => a - b);
      return times[Math.floor(times.length * 0.99)];
    };

    await cpuPerCheck(smallBody);
    await cpuPerCheck(big);
    const cpu = [];
    const jwks = [];
    for (let r = 0; r < ROUNDS; r++) {
      const pair = r % 2 === 0 ? [big, smallBody] : [smallBody, big];
      const out = {};
      for (const body of pair) out[body === big ? 'big' : 'small'] = await cpuPerCheck(body);
      cpu.push({ ...out, ratio: out.big / out.small });
      if (r % 2 === 0) {
        const loaded = await jwksP99(CONCURRENT);
        jwks.push({ loaded, idle: await jwksP99(0) });
      } else {
        const idle = await jwksP99(0);
        jwks.push({ idle, loaded: await jwksP99(CONCURRENT) });
      }
    }
    const loadedP99 = median(jwks.map((j) => j.loaded));
    return [
      {
        name: `server CPU per maximum-size check (${INPUTS} inputs, 64 KiB text, metadata at its bound)`,
        value: median(cpu.map((c) => c.big)),
        unit: 'ms',
        baseline: { name: 'a one-line check', value: median(cpu.map((c) => c.small)) },
        ratio: median(cpu.map((c) => c.ratio)),
        ratios: cpu.map((c) => Math.round(c.ratio * 100) / 100),
        ratioOf: 'median of paired rounds',
        target: 'report only',
        pass: true,
      },
      {
        name: `JWKS p99 while ${CONCURRENT} maximum-size checks run at once`,
        value: loadedP99,
        unit: 'ms',
        baseline: { name: 'JWKS p99 on an idle server', value: median(jwks.map((j) => j.idle)) },
        ratio: median(jwks.map((j) => j.loaded / j.idle)),
        ratios: jwks.map((j) => Math.round((j.loaded / j.idle) * 100) / 100),
        ratioOf: 'median of paired rounds',
        target: `< ${JWKS_P99_TARGET_MS} ms`,
        pass: loadedP99 < JWKS_P99_TARGET_MS,
      },
    ];
  } finally {
    if (proc && proc.exitCode === null) {
      const exited = once(proc, 'exit');
      proc.kill('SIGKILL');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }
}
