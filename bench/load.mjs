/**
 * What the HTTP benches share: the started processes (server, bare baseline, load generator), each in
 * its own process so that none competes with the bench for its event loop.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = join(root, 'packages/server/dist/main.js');
const AUTOCANNON = join(root, 'node_modules/autocannon/autocannon.js');
export const CONNECTIONS = 64;

/** A use and a generator every allowed fixture check of the benches declares (Ada Vance's license covers it). */
export const ALLOWED_USE = {
  modality: 'image',
  kind: 'depiction',
  purpose: 'advertising',
  commercial: true,
  channels: ['social'],
  territories: ['US'],
};
export const EXECUTION = { provider: 'acme', model: 'imagegen-2' };
/**
 * An `Idempotency-Key` header value new for every request of an autocannon run with `idReplacement`
 * (`[<id>]` becomes an ID unique to the request). It must not end with `]`: autocannon's argument parser
 * (subarg) would take that for the end of a nested list and refuse the command.
 */
export const FRESH_KEY = '[<id>].check';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

/** A well-formed API key (`rk_<mode>_` + 43 base62 characters), so the bench knows it in advance. */
export function base62Key(mode) {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const bytes = new Uint8Array(256);
  let body = '';
  while (body.length < 43) {
    crypto.getRandomValues(bytes);
    for (const b of bytes) if (b < 248 && body.length < 43) body += alphabet[b % 62];
  }
  return `rk_${mode}_${body}`;
}

/**
 * Spawns a process and resolves with it once a line of its stdout matches `ready`. Its stderr (the
 * server's request log) goes to a file: read through a pipe, this process would compete for the CPU.
 */
export function startProcess(args, env, ready, logFile, cpus) {
  const errFd = openSync(logFile, 'w');
  const [command, argv] = pinned(cpus, args);
  const proc = spawn(command, argv, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', errFd],
  });
  closeSync(errFd);
  let out = '';
  return new Promise((resolve, reject) => {
    // Only before it is ready: a bench kills its processes and removes their directory (and this log)
    // at its end, and a process slow to exit (a server draining) would otherwise read a missing file.
    const early = (code) =>
      reject(
        new Error(
          `process exited (${code}) before ready:\n${out}\n${readFileSync(logFile, 'utf8').slice(-2000)}`,
        ),
      );
    proc.once('exit', early);
    proc.stdout.on('data', (d) => {
      out += d;
      const m = ready.exec(out);
      if (m) {
        proc.off('exit', early);
        resolve({ proc, match: m });
      }
    });
  });
}

/**
 * Ends the processes a bench started: SIGTERM, then SIGKILL to those still running after `graceMs`;
 * resolves once all have exited, so that the next bench does not share the CPUs with a draining server.
 */
export async function stopAll(procs, graceMs = 5000) {
  await Promise.all(
    procs.map((p) => {
      if (p.exitCode !== null || p.signalCode !== null) return undefined;
      return new Promise((resolve) => {
        const force = setTimeout(() => p.kill('SIGKILL'), graceMs);
        p.once('exit', () => {
          clearTimeout(force);
          resolve(undefined);
        });
        p.kill('SIGTERM');
      });
    }),
  );
}

/**
 * Starts the built sandbox server on a free port with a fresh database in `dir`, accepting `testKey`,
 * rate limits off (benchmarks only). `env` adds to its environment (PostgreSQL, workers). Resolves with
 * the process and its origin.
 */
export async function startSandbox(dir, testKey, cpus, env = {}) {
  const server = await startProcess(
    [MAIN],
    {
      PORT: '0',
      HOST: '127.0.0.1',
      TLP_DB: join(dir, 'bench.db'),
      TLP_TEST_KEY: testKey,
      TLP_RATE_LIMITS: 'off',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      // No load balancer watches a bench's server: SIGTERM closes it at once.
      TLP_DRAIN_GRACE_MS: '0',
      ...env,
    },
    /^Listening: (\S+)$/m,
    join(dir, 'server.log'),
    cpus,
  );
  return { proc: server.proc, origin: server.match[1] };
}

/**
 * Starts the sandbox as a user does: `npm start` at the root (npm, then `scripts/start.mjs`, which checks
 * the build and runs the server in its own process), its log on a shell's pipe read and dropped by `cat`
 * (as `npm start 2>&1 | tee log` would), a fresh database in `dir`,
 * rate limits off (or every request past the first few would be refused). Where `startSandbox` writes the
 * log to a file, this is the path issue 44 measured at half the same-work baseline.
 */
export function startThroughNpm(dir, testKey) {
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
  const quoted = npm.map((a) => `'${a}'`).join(' ');
  // A shell's pipe to `cat`, the log's reader: it keeps up, as a terminal or `tee` does, and keeps nothing.
  const proc = spawn('bash', ['-c', `exec ${quoted} start --silent 2> >(exec cat > /dev/null)`], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      TLP_DB: join(dir, 'user.db'),
      TLP_TEST_KEY: testKey,
      TLP_RATE_LIMITS: 'off',
      TLP_DRAIN_GRACE_MS: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
    // A process group of its own: npm, the shell of its script and the server are stopped together (a
    // signal to npm alone left the server running, and the bench waiting for it).
    detached: true,
  });
  proc.kill = (signal = 'SIGTERM') => {
    try {
      process.kill(-proc.pid, signal);
      return true;
    } catch {
      return false;
    }
  };
  let out = '';
  return new Promise((resolve, reject) => {
    const early = (code) => reject(new Error(`npm start exited (${code}) before ready:\n${out}`));
    proc.once('exit', early);
    proc.stdout.on('data', (d) => {
      out += d;
      const m = /^Listening: (\S+)$/m.exec(out);
      if (m) {
        proc.off('exit', early);
        resolve({ proc, origin: m[1] });
      }
    });
  });
}

/**
 * `taskset -c <cpus> node …` when asked for (and taskset exists), else `node …`. The HTTP benches pin
 * the servers to one CPU and autocannon to the other: left to the scheduler, the server and the load
 * generator sometimes share a CPU for seconds, which halved a round's figure at random.
 */
function pinned(cpus, args) {
  if (cpus === undefined || !PIN) return [process.execPath, args];
  return ['taskset', ['-c', cpus, process.execPath, ...args]];
}
const PIN =
  process.env.BENCH_PIN !== '0' && availableParallelism() >= 2 && spawnSync('taskset', ['-V']).status === 0;
export const SERVER_CPUS = '0';
export const LOAD_CPUS = '1';

/**
 * autocannon in a child process at {@link CONNECTIONS} connections (or `connections`), as fast as it can
 * or at `rate` requests/s in all: requests/s, p99, failures. With `idReplacement`, each `[<id>]` in the
 * headers or body is replaced by an ID unique to the request.
 */
export function autocannon(
  url,
  headers,
  { seconds = SECONDS, method = 'GET', body, cpus, connections = CONNECTIONS, rate, idReplacement } = {},
) {
  const args = [AUTOCANNON, '-c', String(connections), '-d', String(seconds), '-j', '-n', '-m', method];
  if (rate !== undefined) args.push('-R', String(rate));
  // `[<id>]` in a header or the body becomes a new ID for every request (a fresh Idempotency-Key).
  if (idReplacement) args.push('-I');
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  if (body !== undefined) args.push('-b', body);
  args.push(url);
  return new Promise((resolve, reject) => {
    const [command, argv] = pinned(cpus, args);
    const proc = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    proc.stdout.on('data', (d) => {
      out += d;
    });
    proc.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      // Not JSON when autocannon refused its arguments (it prints its usage and exits 0): a rejection
      // the bench's `finally` sees, not an exception that ends the process and leaves its servers running.
      let r;
      try {
        r = JSON.parse(out);
      } catch {
        return reject(new Error(`autocannon ${args.slice(1).join(' ')}: ${out.slice(0, 300)}`));
      }
      resolve({
        rps: r.requests.average,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      });
    });
  });
}

/**
 * Measures a server against its bare baseline in paired rounds: warm-up of both, then ROUNDS rounds of
 * one run each, back to back, in alternating order (so neither always runs first). Each round gives a
 * ratio of requests/s and one of p99, and the figures are the medians of those ratios: the machines here
 * drift by up to 2x over minutes, which a ratio of two medians taken at different moments would inherit,
 * while two runs a few seconds apart see the same machine. `bare` may be a list of baselines (variants of
 * one work): each round then runs every one, and the round's baseline is the one that answered the most
 * requests/s in it (`wins` counts the rounds each won). Throws on any non-2xx or error of either side.
 */
export async function pairedRounds(label, tlp, bare, options = {}) {
  const bares = Array.isArray(bare) ? bare : [bare];
  const run = async (target, what) => {
    const r = await autocannon(target.url, target.headers, options);
    if (r.non2xx > 0 || r.errors > 0)
      throw new Error(`${label}${what}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return r;
  };
  await autocannon(tlp.url, tlp.headers, { ...options, seconds: 1 });
  for (const b of bares) await autocannon(b.url, b.headers, { ...options, seconds: 1 });
  const rounds = [];
  const wins = bares.map(() => 0);
  for (let i = 0; i < ROUNDS; i++) {
    const runBares = async () => {
      const results = [];
      for (let j = 0; j < bares.length; j++) {
        const k = (i + j) % bares.length;
        results[k] = await run(bares[k], `, its baseline ${k}`);
      }
      const best = results.reduce((a, r, k) => (r.rps > results[a].rps ? k : a), 0);
      wins[best]++;
      return results[best];
    };
    let t;
    let b;
    if (i % 2 === 0) {
      t = await run(tlp, '');
      b = await runBares();
    } else {
      b = await runBares();
      t = await run(tlp, '');
    }
    rounds.push({ tlp: t, bare: b, ratio: t.rps / b.rps, p99Ratio: t.p99 / b.p99 });
  }
  const rounded = (values) => values.map((v) => Math.round(v * 1000) / 1000);
  return {
    tlp: { rps: median(rounds.map((r) => r.tlp.rps)), p99: median(rounds.map((r) => r.tlp.p99)) },
    bare: { rps: median(rounds.map((r) => r.bare.rps)), p99: median(rounds.map((r) => r.bare.p99)) },
    ratio: median(rounds.map((r) => r.ratio)),
    ratios: rounded(rounds.map((r) => r.ratio)),
    p99Ratio: median(rounds.map((r) => r.p99Ratio)),
    p99Ratios: rounded(rounds.map((r) => r.p99Ratio)),
    wins,
  };
}

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * The bare baseline of a POST: node:http answering the bytes of `BARE_RESPONSE` (`{type, body}`) to any
 * request, after reading the body it is sent (run with `node -e`).
 */
const BARE_SAME_BYTES = `
const http = require('node:http');
const r = JSON.parse(process.env.BARE_RESPONSE);
const buf = Buffer.from(r.body);
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': r.type });
    res.end(buf);
  });
});
server.keepAliveTimeout = 65000;
server.listen(0, '127.0.0.1', () => console.log('Listening: http://127.0.0.1:' + server.address().port));
`;

/** Starts {@link BARE_SAME_BYTES} answering `body` as `type`; resolves like {@link startProcess}. */
export function startBare(dir, type, body) {
  return startProcess(
    ['-e', BARE_SAME_BYTES],
    { BARE_RESPONSE: JSON.stringify({ type, body }) },
    /^Listening: (\S+)$/m,
    join(dir, 'bare.log'),
  );
}

/**
 * The variants of the same-work baseline the decisions bench measures against, each round against the
 * faster of them: the fastest of `node bench/same-work-variants.mjs` on the 2-vCPU bench machines. Run
 * of 2026-11-27 06:19 (load average 8.7 to 11.9: other engineers' tests on the same CPUs), 5 rounds of 3 s,
 * the medians of the rounds' ratios to async+loop, with a new key each / without key: sync+loop 0.87x /
 * 0.76x, WebCrypto+loop 1.09x / 0.67x, async+thread 1.32x / 1.05x, sync+thread 0.91x / 0.73x,
 * WebCrypto+thread 0.82x / 0.80x. Async signing (node:crypto's callback form, on libuv's pool) wins;
 * commits on the loop or on a worker thread trade places from run to run, so both run every round.
 */
export const SAME_WORK_VARIANTS = [
  { sign: 'async', commit: 'loop' },
  { sign: 'async', commit: 'thread' },
];
/**
 * The same, on PostgreSQL (`node bench/same-work-variants.mjs postgres`; no thread variant: `pg` waits on
 * sockets, not on the disk). Run of 2026-11-27 06:27 (load average 9.5 to 17), with a new key each / without:
 * sync 0.73x / 0.43x, WebCrypto 0.91x / 0.81x the requests/s of async signing.
 */
export const SAME_WORK_POSTGRES_SIGN = 'async';

/**
 * Starts the same-work baseline of `POST /v1/checks` (`same-work-check.mjs`: parse, two ES256
 * signatures, the check, receipt and idempotency rows group-committed per turn, the same answer bytes).
 * Its store is SQLite in `dir`, or PostgreSQL with `postgres: {url, schema}`; `sign` (`async`, `sync`,
 * `webcrypto`) and `commit` (`loop`, `thread`; SQLite only) choose the variant.
 */
export function startSameWorkCheck(
  dir,
  type,
  body,
  { sign = 'async', commit = 'loop', postgres, cpus } = {},
) {
  const name = `same-work-${postgres ? 'postgres' : commit}-${sign}`;
  return startProcess(
    [fileURLToPath(new URL('./same-work-check.mjs', import.meta.url))],
    {
      BARE_RESPONSE: JSON.stringify({ type, body }),
      BARE_SIGN: sign,
      ...(postgres
        ? { BARE_DATABASE_URL: postgres.url, BARE_SCHEMA: postgres.schema }
        : { BARE_DB: join(dir, `${name}.db`), BARE_COMMIT: commit }),
    },
    /^Listening: (\S+)$/m,
    join(dir, `${name}.log`),
    cpus,
  );
}

/**
 * The p99 figure of a {@link pairedRounds} result: the measured server's median p99 beside its
 * baseline's, and the median of the rounds' p99 ratios.
 */
export function p99Figure(name, baselineName, m, target = 'report only', pass = true) {
  return {
    ...roundsFigure(name, baselineName, m, target, pass),
    value: m.tlp.p99,
    unit: 'ms',
    baseline: { name: baselineName, value: m.bare.p99 },
    ratio: m.p99Ratio,
    ratios: m.p99Ratios,
  };
}

/**
 * The requests/s figure of a {@link pairedRounds} result: the measured server's median beside its
 * baseline's, and the median of the rounds' ratios.
 */
export function roundsFigure(name, baselineName, m, target = 'report only', pass = true) {
  return {
    name,
    value: m.tlp.rps,
    unit: 'req/s',
    baseline: { name: baselineName, value: m.bare.rps },
    ratio: m.ratio,
    ratios: m.ratios,
    ratioOf: 'median of paired rounds',
    ...(m.wins.length > 1 ? { baselineWins: m.wins } : {}),
    target,
    pass,
  };
}
