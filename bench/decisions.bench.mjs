/**
 * Decision throughput: `POST /v1/checks` on the allow path at 64 connections against the same-work
 * baseline (`same-work-check.mjs`: a bare `node:http` server that parses the body, signs two ES256 JWS,
 * group-commits rows of the same size to SQLite with the same pragmas and answers the same bytes; targets
 * >= 0.5x its requests/s and <= 2x its p99), and, for reference, against a bare server answering the same
 * bytes; paired rounds, not pinned to CPUs (the writer thread and the signatures may use the other one).
 * Then `POST /v1/generations` with a 7 MiB PNG (base64 decode, exact SHA-256, full decode with sharp,
 * evaluation, receipt), one at a time, median latency (target p50 <= 150 ms). The server runs with
 * `TLP_RATE_LIMITS=off`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  ALLOWED_USE,
  base62Key,
  CONNECTIONS,
  EXECUTION,
  median,
  pairedRounds,
  roundsFigure,
  startBare,
  startSameWorkCheck,
  startSandbox,
} from './load.mjs';

const GENERATIONS = Number(process.env.BENCH_GENERATIONS ?? 30);
/** Of the same-work baseline (issue 17): requests/s at least half of its, p99 at most twice its. */
const CHECK_TARGET = 0.5;
const CHECK_P99_TARGET = 2;
const GENERATION_P50_TARGET_MS = 150;
const PNG_BYTES = 7 * 1024 * 1024;

/** A PNG of noise (so that it does not compress) of about 7 MiB, and no more. */
async function noisePng() {
  let height = 1500;
  const width = 1600;
  for (;;) {
    const raw = randomBytes(width * height * 3);
    const png = await sharp(raw, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    if (png.length <= PNG_BYTES) return png;
    height = Math.floor((height * PNG_BYTES) / png.length) - 2;
  }
}

export default async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'tlp-bench-decisions-'));
  const testKey = base62Key('test');
  const procs = [];
  try {
    const { proc, origin } = await startSandbox(dir, testKey);
    procs.push(proc);
    const headers = { Authorization: `Bearer ${testKey}`, 'Content-Type': 'application/json' };
    const checkBody = JSON.stringify({
      inputs: [{ role: 'prompt', text: 'A portrait of Ada Vance for the spring campaign' }],
      use: ALLOWED_USE,
      execution: EXECUTION,
    });
    const sample = await fetch(`${origin}/v1/checks`, { method: 'POST', headers, body: checkBody });
    const sampleText = await sample.text();
    if (sample.status !== 200 || JSON.parse(sampleText).decision !== 'allow') {
      throw new Error(`POST /v1/checks: ${sample.status} ${sampleText.slice(0, 300)}`);
    }
    const bare = await startBare(dir, sample.headers.get('content-type'), sampleText);
    procs.push(bare.proc);
    const bareOrigin = bare.match[1];

    const sameWork = await startSameWorkCheck(dir, sample.headers.get('content-type'), sampleText);
    procs.push(sameWork.proc);
    const sameWorkOrigin = sameWork.match[1];

    /** Paired rounds of the sandbox's `POST /v1/checks` against the same request to `baseline`. */
    const checksAgainst = (baseline) =>
      pairedRounds(
        'POST /v1/checks',
        { url: `${origin}/v1/checks`, headers },
        { url: `${baseline}/v1/checks`, headers },
        { method: 'POST', body: checkBody },
      );
    const figures = [];
    // What a check adds to the work it cannot avoid: against the same-work baseline (parse, two ES256
    // signatures, durable group-committed rows, the same bytes).
    const w = await checksAgainst(sameWorkOrigin);
    const sameWorkName = 'node:http doing the same work (parse, 2 ES256, SQLite group commit, same bytes)';
    figures.push(
      roundsFigure(
        `POST /v1/checks (allow) requests/s at ${CONNECTIONS} connections, vs the same work`,
        sameWorkName,
        w,
        `>= ${CHECK_TARGET}`,
        w.ratio >= CHECK_TARGET,
      ),
      {
        name: `POST /v1/checks (allow) p99 latency at ${CONNECTIONS} connections, vs the same work`,
        value: w.tlp.p99,
        unit: 'ms',
        baseline: { name: sameWorkName, value: w.bare.p99 },
        ratio: w.tlp.p99 / w.bare.p99,
        target: `<= ${CHECK_P99_TARGET}`,
        pass: w.tlp.p99 / w.bare.p99 <= CHECK_P99_TARGET,
      },
    );
    // Stricter, report only: the same work with its commits on a worker thread, as the sandbox's are.
    const threaded = await startSameWorkCheck(dir, sample.headers.get('content-type'), sampleText, 'thread');
    procs.push(threaded.proc);
    figures.push(
      roundsFigure(
        `POST /v1/checks (allow) requests/s at ${CONNECTIONS} connections, vs the same work committed off the event loop`,
        'the same work, commits on a worker thread',
        await checksAgainst(threaded.match[1]),
      ),
    );
    // For reference: against a server that only answers the same bytes.
    figures.push(
      roundsFigure(
        `POST /v1/checks (allow) requests/s at ${CONNECTIONS} connections, vs fixed bytes`,
        'bare node:http, same bytes',
        await checksAgainst(bareOrigin),
      ),
    );

    // Generations: one 7 MiB PNG, each submission against its own candidate of an allowed check.
    const png = await noisePng();
    const sha256 = createHash('sha256').update(png).digest('hex');
    const data = png.toString('base64');
    const times = [];
    const warmup = 3;
    let check;
    let candidate = 10;
    for (let i = 0; i < GENERATIONS + warmup; i++) {
      if (candidate >= 10) {
        const r = await fetch(`${origin}/v1/checks`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            inputs: [{ role: 'prompt', text: 'A red bicycle leaning on a wall' }],
            use: ALLOWED_USE,
            execution: { ...EXECUTION, candidates: 10 },
          }),
        });
        check = await r.json();
        candidate = 0;
      }
      const body = JSON.stringify({
        check: check.id,
        candidate_index: candidate++,
        artifact: { data, sha256, media_type: 'image/png' },
        execution: { provider: 'acme', model: 'imagegen-2' },
      });
      const start = performance.now();
      const res = await fetch(`${origin}/v1/generations`, { method: 'POST', headers, body });
      const text = await res.text();
      const ms = performance.now() - start;
      if (res.status !== 200 || JSON.parse(text).status !== 'allowed') {
        throw new Error(`POST /v1/generations: ${res.status} ${text.slice(0, 300)}`);
      }
      if (i >= warmup) times.push(ms);
    }
    const p50 = median(times);
    figures.push({
      name: `POST /v1/generations with a ${(png.length / 1048576).toFixed(2)} MiB PNG, p50 latency (one at a time)`,
      value: p50,
      unit: 'ms',
      baseline: null,
      ratio: null,
      target: `<= ${GENERATION_P50_TARGET_MS}`,
      pass: p50 <= GENERATION_P50_TARGET_MS,
    });
    return figures;
  } finally {
    for (const p of procs) p.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dir, { recursive: true, force: true });
  }
}
