/**
 * Server throughput: `GET /v1/licenses/{id}` and `GET /.well-known/jwks.json` at 64 connections, each
 * beside a bare `node:http` server that answers the same bytes, measured in the same run. Every server
 * and every load generator (autocannon) runs in its own process. Target: >= 0.5x the bare requests/s.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = join(root, 'packages/server/dist/main.js');
const AUTOCANNON = join(root, 'node_modules/autocannon/autocannon.js');
const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET = 0.5;

function base62Key(mode) {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let body = '';
  while (body.length < 43)
    for (const b of randomBytes(64)) if (b < 248 && body.length < 43) body += alphabet[b % 62];
  return `rk_${mode}_${body}`;
}

/**
 * Spawns a process and resolves with it once a line of its stdout matches `ready`. Its stderr (the
 * server's request log) goes to a file: read through a pipe, this process would compete for the CPU.
 */
function startProcess(args, env, ready, logFile) {
  const errFd = openSync(logFile, 'w');
  const proc = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', errFd],
  });
  closeSync(errFd);
  let out = '';
  const err = () => readFileSync(logFile, 'utf8');
  return new Promise((resolve, reject) => {
    proc.stdout.on('data', (d) => {
      out += d;
      const m = ready.exec(out);
      if (m) resolve({ proc, match: m });
    });
    proc.once('exit', (code) =>
      reject(new Error(`process exited (${code}) before ready:\n${out}\n${err().slice(-2000)}`)),
    );
  });
}

/** The bare baseline: node:http answering fixed bytes (status, content type, body), nothing else. */
const BARE = `
const http = require('node:http');
const responses = JSON.parse(process.env.BARE_RESPONSES);
for (const r of Object.values(responses)) r.buf = Buffer.from(r.body);
const server = http.createServer((req, res) => {
  const r = responses[req.url];
  if (!r) { res.statusCode = 404; res.end(); return; }
  res.writeHead(200, r.headers);
  res.end(r.buf);
});
server.keepAliveTimeout = 65000;
server.listen(0, '127.0.0.1', () => console.log('Listening: http://127.0.0.1:' + server.address().port));
`;

function autocannon(url, headers, seconds = SECONDS) {
  const args = [AUTOCANNON, '-c', String(CONNECTIONS), '-d', String(seconds), '-j', '-n'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    proc.stdout.on('data', (d) => {
      out += d;
    });
    proc.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const r = JSON.parse(out);
      resolve({
        rps: r.requests.average,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      });
    });
  });
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

function figure(name, value, unit, baseline, target) {
  const ratio = value / baseline.value;
  return {
    name,
    value,
    unit,
    baseline,
    ratio,
    target: target ?? 'report only',
    pass: target ? ratio >= TARGET : true,
  };
}

export default async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'tlp-bench-'));
  const testKey = base62Key('test');
  const procs = [];
  try {
    const server = await startProcess(
      [MAIN],
      {
        PORT: '0',
        HOST: '127.0.0.1',
        TLP_DB: join(dir, 'bench.db'),
        TLP_TEST_KEY: testKey,
        TLP_RATE_LIMITS: 'off',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      },
      /^Listening: (\S+)$/m,
      join(dir, 'server.log'),
    );
    procs.push(server.proc);
    const origin = server.match[1];
    const auth = { Authorization: `Bearer ${testKey}` };
    const list = await (await fetch(`${origin}/v1/licenses?limit=100`, { headers: auth })).json();
    const license = list.data.find((l) => l.handle === 'ada-vance') ?? list.data[0];
    const paths = { license: `/v1/licenses/${license.id}`, jwks: '/.well-known/jwks.json' };

    // The same bytes, served bare.
    const responses = {};
    for (const path of Object.values(paths)) {
      const res = await fetch(`${origin}${path}`, { headers: auth });
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      const headers = { 'content-type': res.headers.get('content-type') };
      const cc = res.headers.get('cache-control');
      if (cc) headers['cache-control'] = cc;
      responses[path] = { headers, body: await res.text() };
    }
    const bare = await startProcess(
      ['-e', BARE],
      { BARE_RESPONSES: JSON.stringify(responses) },
      /^Listening: (\S+)$/m,
      join(dir, 'bare.log'),
    );
    procs.push(bare.proc);
    const bareOrigin = bare.match[1];

    const figures = [];
    for (const [label, path] of [
      ['GET /v1/licenses/{id}', paths.license],
      ['GET /.well-known/jwks.json', paths.jwks],
    ]) {
      const headers = path.startsWith('/v1/') ? auth : {};
      // Warm both up (JIT, statement cache), then measure them alternately, ROUNDS times each, and keep
      // the medians: a busy machine then slows both alike instead of whichever ran during the spike.
      await autocannon(`${origin}${path}`, headers, 1);
      await autocannon(`${bareOrigin}${path}`, {}, 1);
      const runs = { tlp: [], bare: [] };
      for (let i = 0; i < ROUNDS; i++) {
        const t = await autocannon(`${origin}${path}`, headers);
        if (t.non2xx > 0 || t.errors > 0)
          throw new Error(`${label}: ${t.non2xx} non-2xx, ${t.errors} errors`);
        runs.tlp.push(t);
        runs.bare.push(await autocannon(`${bareOrigin}${path}`, {}));
      }
      const tlp = { rps: median(runs.tlp.map((r) => r.rps)), p99: median(runs.tlp.map((r) => r.p99)) };
      const base = { rps: median(runs.bare.map((r) => r.rps)), p99: median(runs.bare.map((r) => r.p99)) };
      const baseName = 'bare node:http, same bytes';
      figures.push(
        figure(
          `${label} requests/s at ${CONNECTIONS} connections`,
          tlp.rps,
          'req/s',
          { name: baseName, value: base.rps },
          `>= ${TARGET}`,
        ),
        figure(`${label} p99 latency at ${CONNECTIONS} connections`, tlp.p99, 'ms', {
          name: baseName,
          value: base.p99,
        }),
      );
    }
    return figures;
  } finally {
    for (const p of procs) p.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dir, { recursive: true, force: true });
  }
}
