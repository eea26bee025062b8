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
import { openAsBlob } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { largeMp4 } from '../test-vectors/lib/bmff-media.js';
import { ISSUER } from '../test-vectors/lib/fixtures.js';
import { licensedSample } from '../test-vectors/lib/media-samples.js';
import { absoluteFigure, type Figure } from './lib.js';
import { versusOfficial } from './versus-official.js';

const here = dirname(fileURLToPath(import.meta.url));
const vectors = join(here, '..', 'test-vectors');
const ROUNDS = Number(process.env.BENCH_BMFF_ROUNDS ?? 7);
const BIG = Number(process.env.BENCH_BMFF_BIG_MB ?? 200) * 1024 * 1024;
const MB = 1024 * 1024;

/**
 * ms per MB of verifyContent on a file vs the official reader on the same bytes. With `path`, ours reads
 * the file from disk (`fs.openAsBlob`) and the official reader gets it from `readFile` (it takes bytes
 * only), each call.
 */
function speedFigure(
  name: string,
  bytes: Uint8Array,
  mediaType: string,
  rootPem: string,
  path?: string,
): Promise<Figure> {
  const size =
    bytes.length >= MB ? `${(bytes.length / MB).toFixed(0)} MB` : `${(bytes.length / 1024).toFixed(1)} kB`;
  return versusOfficial({
    name: `verifyContent of ${name}${path ? ' from disk (fs.openAsBlob; the official reader from readFile)' : ''} (${size})`,
    bytes,
    mediaType,
    rootPem,
    // enough calls for about 200 ms of work a round
    calls: Math.max(3, Math.min(100, Math.round((20 * MB) / Math.max(bytes.length, 1) / 10))),
    rounds: ROUNDS,
    unit: 'ms/MB',
    target: 1.0,
    ...(path
      ? { ours: () => openAsBlob(path), theirs: async () => new Uint8Array(await readFile(path)) }
      : {}),
  });
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
    await writeFile(large, await licensedSample(largeMp4(BIG), 'video/mp4'));
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
  const medium = await licensedSample(largeMp4(16 * MB), 'video/mp4');
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
