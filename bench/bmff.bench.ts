/**
 * ISO BMFF figures of issue 18, each beside its baseline measured in the same run:
 * - verifyContent of the licensed MP4, MOV, M4A, HEIC and AVIF vectors (test-vectors/media/, 5 to 10 kB)
 *   and of a 16 MB licensed MP4 (in memory, and from disk through `fs.openAsBlob`), in ms per MB, vs
 *   `@contentauth/c2pa-wasm` (c2pa-rs in WebAssembly) reading and validating the same bytes with the
 *   same trust anchor (target <= 1.0x). Paired rounds in alternating order; the ratio is the median of
 *   the rounds' ratios.
 * - peak RSS growth verifying a 200 MB licensed MP4 from disk (`fs.openAsBlob`, read in slices), in a
 *   child process: its peak resident set over its resident set just before the call, after a warm-up
 *   on a small file (target <= 64 MB).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initSync, WasmReader } from '@contentauth/c2pa-wasm';
import { verifyContent } from '@tlp/core';
// From the sources, as the other benches do: the fixture must not depend on a stale build.
import { embedLicenseAssertion } from '../packages/core/src/c2pa/embed.js';
import { largeMp4 } from '../test-vectors/lib/bmff-media.js';
import { createTestCertificates, deterministicSigner } from '../test-vectors/lib/certificates.js';
import { ISSUER, JWKS, receiptClaims, receiptHeader, TEST_KEY } from '../test-vectors/lib/fixtures.js';
import { signJws } from '../test-vectors/lib/jws.js';
import { absoluteFigure, alternate, type Figure, median, ratioFigure } from './lib.js';

const here = dirname(fileURLToPath(import.meta.url));
const vectors = join(here, '..', 'test-vectors');
const ROUNDS = Number(process.env.BENCH_BMFF_ROUNDS ?? 7);
const BIG = Number(process.env.BENCH_BMFF_BIG_MB ?? 200) * 1024 * 1024;
const MB = 1024 * 1024;

/** A licensed MP4 with `size` bytes of media data, its receipt bound to it, signed by the trusted test chain. */
async function licensedMp4(size: number): Promise<Uint8Array> {
  const certs = await createTestCertificates();
  const original = largeMp4(size);
  const sha256 = createHash('sha256').update(original).digest('hex');
  const receipt = signJws(
    receiptHeader(TEST_KEY),
    receiptClaims({ artifactSha256: sha256, mediaType: 'video/mp4' }),
    TEST_KEY,
  );
  return embedLicenseAssertion(
    original,
    'video/mp4',
    { receipt, verify_url: `${ISSUER}/r/rcpt_bench` },
    { certificate: certs.trusted.leafPem, privateKey: deterministicSigner(certs.trusted.leafSecretKey) },
  );
}

/**
 * ms per MB of verifyContent on a file vs the official reader on the same bytes. With `path`, ours reads
 * the file from disk (`fs.openAsBlob`) and the official reader gets it from `readFile` (it takes bytes
 * only), each call.
 */
async function speedFigure(
  name: string,
  bytes: Uint8Array,
  mediaType: string,
  rootPem: string,
  path?: string,
): Promise<Figure> {
  const options = { issuer: ISSUER, jwks: JWKS, mode: 'test' as const, trustAnchors: [rootPem] };
  const check = await verifyContent(bytes, options);
  if (!check.valid || !check.trusted) throw new Error(`${name} does not verify: ${JSON.stringify(check)}`);
  const settings = JSON.stringify({ verify: { verify_trust: true }, trust: { trust_anchors: rootPem } });
  const official = async () => {
    const file = path ? new Uint8Array(await readFile(path)) : bytes;
    const reader = await WasmReader.fromBytes(mediaType, file, settings);
    const state = JSON.parse(reader.json()).validation_state;
    reader.free();
    if (state !== 'Trusted') throw new Error(`the official reader says ${state} of ${name}`);
  };
  // enough calls for about 200 ms of work a round
  const calls = Math.max(3, Math.min(100, Math.round((20 * MB) / Math.max(bytes.length, 1) / 10)));
  const msPerMb = async (fn: () => Promise<unknown>) => {
    const start = performance.now();
    for (let i = 0; i < calls; i++) await fn();
    return (performance.now() - start) / calls / (bytes.length / MB);
  };
  const ourCall = async () => {
    const verdict = await verifyContent(path ? await openAsBlob(path) : bytes, options);
    if (!verdict.valid) throw new Error(`${name} does not verify: ${verdict.code}`);
  };
  await msPerMb(official);
  await msPerMb(ourCall);
  const [ours, theirs] = await alternate(
    ROUNDS,
    () => msPerMb(ourCall),
    () => msPerMb(official),
  );
  return ratioFigure(
    `verifyContent of ${name}${path ? ' from disk (fs.openAsBlob; the official reader from readFile)' : ''} (${bytes.length >= MB ? `${(bytes.length / MB).toFixed(0)} MB` : `${(bytes.length / 1024).toFixed(1)} kB`})`,
    median(ours),
    'ms/MB',
    { name: 'official c2pa-wasm reader', value: median(theirs) },
    { op: '<=', ratio: 1.0 },
    [ours, theirs],
  );
}

function runChild(
  args: string[],
): Promise<{ valid: boolean; code?: string; before: number; peak: number; ms: number }> {
  const child = spawn(process.execPath, ['--expose-gc', join(here, 'verify-file-rss.mjs'), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    err += d;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the RSS child exited ${code}: ${err.slice(-2000)}`));
      else resolve(JSON.parse(out));
    });
  });
}

async function rssFigure(rootPath: string): Promise<Figure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'tlp-bench-bmff-'));
  try {
    const large = join(dir, 'large.mp4');
    await writeFile(large, await licensedMp4(BIG));
    const run = await runChild([
      large,
      join(vectors, 'media/licensed.mp4'),
      join(vectors, 'keys/jwks.json'),
      rootPath,
      ISSUER,
    ]);
    if (!run.valid) throw new Error(`the ${BIG / MB} MB MP4 does not verify: ${run.code}`);
    const growth = (run.peak - run.before) / MB;
    return [
      absoluteFigure(
        `peak RSS growth verifying a ${BIG / MB} MB licensed MP4 from disk (fs.openAsBlob; ${run.ms.toFixed(0)} ms, ${((run.ms / BIG) * MB).toFixed(2)} ms/MB)`,
        Math.round(growth * 10) / 10,
        'MB',
        '<=',
        64,
      ),
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export default async function run(): Promise<Figure[]> {
  const require = createRequire(import.meta.url);
  initSync({ module: await readFile(require.resolve('@contentauth/c2pa-wasm/c2pa.wasm')) });
  const rootPath = join(vectors, 'keys/ca-root.pem');
  const rootPem = await readFile(rootPath, 'utf8');
  const figures: Figure[] = [];
  for (const [ext, mediaType] of [
    ['mp4', 'video/mp4'],
    ['mov', 'video/quicktime'],
    ['m4a', 'audio/mp4'],
    ['heic', 'image/heic'],
    ['avif', 'image/avif'],
  ] as const) {
    const bytes = new Uint8Array(await readFile(join(vectors, `media/licensed.${ext}`)));
    figures.push(await speedFigure(`licensed.${ext}`, bytes, mediaType, rootPem));
  }
  const medium = await licensedMp4(16 * MB);
  figures.push(await speedFigure('a licensed MP4', medium, 'video/mp4', rootPem));
  const dir = await mkdtemp(join(tmpdir(), 'tlp-bench-bmff-'));
  try {
    await writeFile(join(dir, 'medium.mp4'), medium);
    figures.push(await speedFigure('a licensed MP4', medium, 'video/mp4', rootPem, join(dir, 'medium.mp4')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  figures.push(...(await rssFigure(rootPath)));
  return figures;
}
