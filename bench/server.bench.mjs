/**
 * Server throughput: `GET /v1/licenses/{id}` and `GET /.well-known/jwks.json` at 64 connections, each
 * beside a bare `node:http` server that answers the same bytes, measured in the same run. Every server
 * and every load generator (autocannon) runs in its own process; servers on CPU 0, autocannon on CPU 1.
 * Target: >= 0.5x the bare requests/s, as the median of paired rounds (`pairedRounds` in load.mjs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  base62Key,
  CONNECTIONS,
  LOAD_CPUS,
  pairedRounds,
  SERVER_CPUS,
  startProcess,
  startSandbox,
  stopAll,
} from './load.mjs';

const TARGET = 0.5;

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

function figure(name, value, unit, baseline, target, paired) {
  const ratio = paired?.ratio ?? value / baseline.value;
  return {
    name,
    value,
    unit,
    baseline,
    ratio,
    ...(paired ? { ratios: paired.ratios, ratioOf: 'median of paired rounds' } : {}),
    target: target ?? 'report only',
    pass: target ? ratio >= TARGET : true,
  };
}

export default async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'tlp-bench-'));
  const testKey = base62Key('test');
  const procs = [];
  try {
    const { proc, origin } = await startSandbox(dir, testKey, SERVER_CPUS);
    procs.push(proc);
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
      SERVER_CPUS,
    );
    procs.push(bare.proc);
    const bareOrigin = bare.match[1];

    const figures = [];
    for (const [label, path] of [
      ['GET /v1/licenses/{id}', paths.license],
      ['GET /.well-known/jwks.json', paths.jwks],
    ]) {
      const headers = path.startsWith('/v1/') ? auth : {};
      const m = await pairedRounds(
        label,
        { url: `${origin}${path}`, headers },
        { url: `${bareOrigin}${path}`, headers: {} },
        { cpus: LOAD_CPUS },
      );
      const tlp = m.tlp;
      const base = m.bare;
      const baseName = 'bare node:http, same bytes';
      figures.push(
        figure(
          `${label} requests/s at ${CONNECTIONS} connections`,
          tlp.rps,
          'req/s',
          { name: baseName, value: base.rps },
          `>= ${TARGET}`,
          m,
        ),
        figure(`${label} p99 latency at ${CONNECTIONS} connections`, tlp.p99, 'ms', {
          name: baseName,
          value: base.p99,
        }),
      );
    }
    return figures;
  } finally {
    await stopAll(procs);
    rmSync(dir, { recursive: true, force: true });
  }
}
