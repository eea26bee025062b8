/**
 * `@tlp/core` figures, each beside a baseline measured in the same run:
 * - verifyReceipt, warm cache, sequential vs raw node:crypto ES256 verify of the same JWS (>= 0.8x)
 * - verifyReceipt with 64 in flight vs the same raw sequential baseline (>= 1.4x)
 * - sha256Digest of 7 MiB vs node:crypto createHash (>= 0.75x)
 * - gzip bytes of what a browser loads to verify a receipt, C2PA excluded (<= 40 kB)
 * - verifyContent of a 1 MB PNG vs the official c2pa-wasm reader reading the same file (<= 1.0x its time)
 */
import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { initSync, WasmReader } from '@contentauth/c2pa-wasm';
import { createKeyResolver, sha256Digest, verifyContent, verifyReceipt } from '@tlp/core';
import { build } from 'esbuild';
import { ISSUER, JWKS, receiptClaims, receiptHeader, TEST_KEY } from '../test-vectors/lib/fixtures.js';
import { signJws } from '../test-vectors/lib/jws.js';
import { licensedNoisePng } from '../test-vectors/lib/licensed-image.js';
import { absoluteFigure, alternate, type Figure, median, opsPerSecond, ratioFigure } from './lib.js';

const ROUNDS = 7;

async function receiptFigures(): Promise<Figure[]> {
  const jws = signJws(receiptHeader(TEST_KEY), receiptClaims(), TEST_KEY);
  const keys = createKeyResolver({ issuer: ISSUER, jwks: JWKS });
  const options = { issuer: ISSUER, keys, mode: 'test' as const };
  if (!(await verifyReceipt(jws, options)).valid) throw new Error('bench receipt does not verify');

  const publicKey = createPublicKey({ key: TEST_KEY.jwk, format: 'jwk' });
  const raw = () => {
    const dot = jws.lastIndexOf('.');
    const ok = verify(
      'sha256',
      Buffer.from(jws.slice(0, dot)),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(jws.slice(dot + 1), 'base64url'),
    );
    if (!ok) throw new Error('raw verify failed');
  };
  const ours = () => verifyReceipt(jws, options);

  const [oursRates, rawRates] = await alternate(
    ROUNDS,
    () => opsPerSecond(ours, 700),
    () => opsPerSecond(raw, 700),
  );
  const rawSeq = median(rawRates);

  const concurrent = async () => {
    const total = 6000;
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: 64 }, async () => {
        while (next++ < total) await verifyReceipt(jws, options);
      }),
    );
    return total / ((performance.now() - start) / 1000);
  };
  // Paired with the sequential raw rate of its own round (drift hits both alike).
  const [concurrentRates, rawBeside] = await alternate(ROUNDS, concurrent, () => opsPerSecond(raw, 700));

  const baseline = { name: 'raw node:crypto ES256 verify, sequential', value: rawSeq };
  return [
    ratioFigure(
      'verifyReceipt, warm cache, sequential',
      median(oursRates),
      'verifications/s',
      baseline,
      { op: '>=', ratio: 0.8 },
      [oursRates, rawRates],
    ),
    ratioFigure(
      'verifyReceipt, 64 in flight',
      median(concurrentRates),
      'verifications/s',
      { ...baseline, value: median(rawBeside) },
      { op: '>=', ratio: 1.4 },
      [concurrentRates, rawBeside],
    ),
  ];
}

async function digestFigure(): Promise<Figure> {
  const data = new Uint8Array(randomBytes(7 * 1024 * 1024));
  const mbps = async (fn: () => unknown) => {
    const start = performance.now();
    for (let i = 0; i < 10; i++) await fn();
    return (10 * 7) / ((performance.now() - start) / 1000);
  };
  const [ours, native] = await alternate(
    ROUNDS,
    () => mbps(() => sha256Digest(data)),
    () => mbps(() => createHash('sha256').update(data).digest('hex')),
  );
  return ratioFigure(
    'sha256Digest of 7 MiB',
    median(ours),
    'MiB/s',
    { name: 'node:crypto createHash', value: median(native) },
    { op: '>=', ratio: 0.75 },
    [ours, native],
  );
}

/** Bundles the browser entry as a site would (minified, code-split) and sums the gzip of what loads first. */
export async function browserReceiptBytes(): Promise<number> {
  const entry = fileURLToPath(new URL('../packages/core/src/index.ts', import.meta.url));
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    splitting: true,
    outdir: '/tmp/tlp-bench-browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const byPath = new Map(result.outputFiles.map((f) => [f.path.slice(f.path.indexOf('/tmp/')), f.contents]));
  const entryName = Object.keys(outputs).find((k) => outputs[k]?.entryPoint) as string;
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imp of outputs[name]?.imports ?? []) if (imp.kind === 'import-statement') visit(imp.path);
  };
  visit(entryName);
  let total = 0;
  for (const name of seen) {
    const key = [...byPath.keys()].find((p) =>
      p.endsWith(name.replace(/^.*tlp-bench-browser/, 'tlp-bench-browser')),
    );
    total += gzipSync(byPath.get(key as string) ?? new Uint8Array()).length;
  }
  return total;
}

/** A ~1 MB PNG (noise does not compress), licensed: our verifyContent vs the official reader's read + validation. */
async function contentFigure(): Promise<Figure> {
  const { bytes: signed, rootPem } = await licensedNoisePng(590, 1);
  const options = {
    issuer: ISSUER,
    jwks: JWKS,
    mode: 'test' as const,
    trustAnchors: [rootPem],
  };
  const check = await verifyContent(signed, options);
  if (!check.valid || !check.trusted)
    throw new Error(`bench image does not verify: ${JSON.stringify(check)}`);

  const require = createRequire(import.meta.url);
  initSync({ module: await readFile(require.resolve('@contentauth/c2pa-wasm/c2pa.wasm')) });
  const settings = JSON.stringify({
    verify: { verify_trust: true },
    trust: { trust_anchors: rootPem },
  });
  const official = async () => {
    const reader = await WasmReader.fromBytes('image/png', signed, settings);
    reader.json();
    reader.free();
  };
  const timeMs = async (fn: () => Promise<unknown>) => {
    const start = performance.now();
    for (let i = 0; i < 10; i++) await fn();
    return (performance.now() - start) / 10;
  };
  await timeMs(official);
  await timeMs(() => verifyContent(signed, options));
  const [ours, theirs] = await alternate(
    ROUNDS,
    () => timeMs(() => verifyContent(signed, options)),
    () => timeMs(official),
  );
  return ratioFigure(
    `verifyContent of a ${(signed.length / 1e6).toFixed(2)} MB PNG`,
    median(ours),
    'ms',
    { name: 'official c2pa-wasm reader', value: median(theirs) },
    { op: '<=', ratio: 1.0 },
    [ours, theirs],
  );
}

export default async function run(): Promise<Figure[]> {
  const figures = await receiptFigures();
  figures.push(await digestFigure());
  figures.push(await contentFigure());
  figures.push(
    absoluteFigure(
      'gzip JS a browser loads to verify a receipt (C2PA lazy)',
      await browserReceiptBytes(),
      'bytes',
      '<=',
      40 * 1024,
    ),
  );
  return figures;
}
