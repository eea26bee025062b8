/**
 * `tlp verify` figures, each beside a baseline measured in the same run (the built CLI, as users run it):
 * - throughput over 2,000 small licensed files (the licensed PNG and JPEG vectors, 20 kB and 7 kB) with
 *   worker threads (`--workers <cores>`) vs one thread (`--workers 1`), paired rounds in alternating order,
 *   median of the per-round ratios (target >= 0.8 x cores)
 * - peak RSS verifying a 300 MB licensed JPEG: its growth over the same command on a 7 kB JPEG, against
 *   the file size + 64 MB (target <= 1.0), and the whole process's peak against the same (target <= 1.0)
 * - peak RSS verifying a 200 MB licensed MP4 from disk (`fs.openAsBlob`, read in slices by the library):
 *   its growth over the same command on a 1 kB MP4, against 64 MB (target <= 1.0); measured when the
 *   container formats registry reads MP4
 * - memory flat with the number of files: peak RSS over 200,000 inputs (a folder of 100,000 small files,
 *   given twice) against the same command over the folder once (target <= 1.1: doubling the inputs adds
 *   nothing; V8 grows its young generation to its limit over the first tens of thousands of inputs, then
 *   RSS stays where it is)
 * The machine's load average is reported beside them: other processes on the machine take cores from the
 * throughput figure.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vectorVerifierArgs } from '../packages/cli/src/test-harness/mcp-http.js';
// From the sources, as the other benches do: the fixture must not depend on a stale build.
import { embedLicenseAssertion } from '../packages/core/src/c2pa/write/embed.js';
import { createTestCertificates } from '../test-vectors/lib/certificates.js';
import { ISSUER, receiptClaims, receiptHeader, TEST_KEY } from '../test-vectors/lib/fixtures.js';
import { signJws } from '../test-vectors/lib/jws.js';
import { licensedSample, mediaSample } from '../test-vectors/lib/media-samples.js';
import { solidImage } from '../test-vectors/lib/solid-image.js';
import { absoluteFigure, alternate, type Figure, median, ratioFigure } from './lib.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = join(root, 'packages/cli/dist/main.js');
const vectors = join(root, 'test-vectors');
const FILES = Number(process.env.BENCH_CLI_FILES ?? 2000);
const ROUNDS = Number(process.env.BENCH_CLI_ROUNDS ?? 3);
const BIG = Number(process.env.BENCH_CLI_BIG_MB ?? 300) * 1024 * 1024;
const BIG_VIDEO = Number(process.env.BENCH_CLI_BIG_VIDEO_MB ?? 200) * 1024 * 1024;
const MB = 1024 * 1024;
const SLACK = 64 * MB;
const ARGS = vectorVerifierArgs(vectors);

/**
 * Writes the process's peak resident set size (kB, every thread included) to a file when it exits:
 * `VmHWM` of /proc/self/status on Linux (`resourceUsage().maxRSS` there keeps the peak of the bench
 * process it was forked from), `maxRSS` elsewhere.
 */
const PEAK_RSS_HOOK = `data:text/javascript,${encodeURIComponent(
  [
    "import { readFileSync, writeFileSync } from 'node:fs';",
    "process.on('exit', () => {",
    '  let kb = process.resourceUsage().maxRSS;',
    "  try { kb = Number(/VmHWM:\\s*(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]); } catch {}",
    '  writeFileSync(process.env.TLP_BENCH_RSS_OUT, String(kb));',
    '});',
  ].join('\n'),
)}`;

interface CliRun {
  seconds: number;
  code: number | null;
  /** Peak RSS in bytes (when measured). */
  peakRss: number | null;
}

function runCli(args: string[], rssOut?: string, expectedCode = 0): Promise<CliRun> {
  const start = performance.now();
  const node = rssOut ? ['--import', PEAK_RSS_HOOK] : [];
  const child = spawn(process.execPath, [...node, MAIN, 'verify', ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...(rssOut ? { TLP_BENCH_RSS_OUT: rssOut } : {}) },
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', async (code) => {
      const seconds = (performance.now() - start) / 1000;
      if (code !== expectedCode) {
        reject(new Error(`tlp verify exited ${code}: ${stderr.slice(-2000)}`));
        return;
      }
      const peakRss = rssOut ? Number(await readFile(rssOut, 'utf8')) * 1024 : null;
      resolve({ seconds, code, peakRss });
    });
  });
}

async function throughputFigures(dir: string, cores: number): Promise<Figure[]> {
  const folder = join(dir, 'files');
  await mkdir(folder);
  for (let i = 0; i < FILES; i++) {
    const source = i % 2 === 0 ? 'images/licensed.png' : 'images/licensed.jpg';
    await copyFile(join(vectors, source), join(folder, `${String(i).padStart(5, '0')}${source.slice(-4)}`));
  }
  const load = [loadavg()[0]!];
  const rate = async (workers: number) =>
    FILES / (await runCli([folder, ...ARGS, '--workers', String(workers)])).seconds;
  await rate(cores); // warm the page cache and the disk before measuring
  const [threaded, single] = await alternate(
    ROUNDS,
    () => rate(cores),
    () => rate(1),
  );
  load.push(loadavg()[0]!);
  return [
    ratioFigure(
      `tlp verify ${FILES} small licensed files, --workers ${cores}`,
      median(threaded),
      'files/s',
      { name: 'one thread (--workers 1)', value: median(single) },
      { op: '>=', ratio: Math.round(0.8 * cores * 100) / 100 },
      [threaded, single],
    ),
    absoluteFigure(
      `load average while measuring (1 min, before/after: ${load.map((l) => l.toFixed(2)).join('/')})`,
      Math.max(...load),
      'runnable',
      '<=',
      cores,
    ),
  ];
}

/**
 * A licensed JPEG of `size` bytes: a small picture, then noise after its end marker (decoders ignore it,
 * the C2PA data hash covers it), with a receipt for exactly those bytes, signed by the trusted test chain.
 */
async function bigLicensedJpeg(size: number): Promise<Uint8Array> {
  const picture = await solidImage('jpeg', 64, 64, [200, 120, 40]);
  const bytes = new Uint8Array(size);
  bytes.set(picture);
  let state = 1;
  for (let i = picture.length; i < size; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  const certs = await createTestCertificates();
  const digest = createHash('sha256').update(bytes).digest('hex');
  const claims = receiptClaims({ artifactSha256: digest, mediaType: 'image/jpeg' });
  const jws = signJws(receiptHeader(TEST_KEY), claims, TEST_KEY);
  return embedLicenseAssertion(
    bytes,
    'image/jpeg',
    { receipt: jws, verify_url: `${ISSUER}/r/x` },
    { certificate: certs.trusted.leafPem, privateKey: certs.trusted.leafKeyPem },
  );
}

async function memoryFigures(dir: string): Promise<Figure[]> {
  const big = join(dir, 'big.jpg');
  const bytes = await bigLicensedJpeg(BIG);
  const size = bytes.length;
  await writeFile(big, bytes);
  const small = join(vectors, 'images/licensed.jpg');
  const rss = join(dir, 'rss.txt');
  const peak = async (file: string) => (await runCli([file, ...ARGS], rss)).peakRss!;
  const [bigPeaks, smallPeaks] = await alternate(
    ROUNDS,
    () => peak(big),
    () => peak(small),
  );
  const growth = bigPeaks.map((b, i) => b - smallPeaks[i]!);
  const toMB = (n: number) => Math.round((n / MB) * 10) / 10;
  const limit = { name: `file size + 64 MB (${toMB(size + SLACK)} MB)`, value: toMB(size + SLACK) };
  return [
    ratioFigure(
      `tlp verify a ${toMB(size)} MB licensed JPEG: peak RSS above the same command on a 7 kB JPEG (${toMB(median(smallPeaks))} MB)`,
      toMB(median(growth)),
      'MB',
      limit,
      { op: '<=', ratio: 1 },
    ),
    ratioFigure(
      `tlp verify a ${toMB(size)} MB licensed JPEG: peak RSS of the whole process`,
      toMB(median(bigPeaks)),
      'MB',
      limit,
      { op: '<=', ratio: 1 },
    ),
  ];
}

/**
 * A 200 MB licensed MP4 verified from disk: the command's peak RSS above the same command on a small
 * licensed MP4, against 64 MB. None when the container formats registry does not read MP4.
 */
export async function videoMemoryFigures(dir: string): Promise<Figure[]> {
  const { detectMediaType } = await import('../packages/core/src/c2pa/asset/container.js');
  const small = await mediaSample('video/mp4');
  if (detectMediaType(small) !== 'video/mp4') return [];
  const big = join(dir, 'big.mp4');
  const bytes = await licensedSample(await mediaSample('video/mp4', { mdatBytes: BIG_VIDEO }), 'video/mp4');
  const size = bytes.length;
  await writeFile(big, bytes);
  const little = join(dir, 'small.mp4');
  await writeFile(little, await licensedSample(small, 'video/mp4'));
  const rss = join(dir, 'rss-video.txt');
  const peak = async (file: string) => (await runCli([file, ...ARGS], rss)).peakRss!;
  const [bigPeaks, smallPeaks] = await alternate(
    ROUNDS,
    () => peak(big),
    () => peak(little),
  );
  const growth = bigPeaks.map((b, i) => b - smallPeaks[i]!);
  const toMB = (n: number) => Math.round((n / MB) * 10) / 10;
  return [
    ratioFigure(
      `tlp verify a ${toMB(size)} MB licensed MP4 from disk: peak RSS above the same command on a ${Math.round(small.length / 1024)} kB MP4 (${toMB(median(smallPeaks))} MB)`,
      toMB(median(growth)),
      'MB',
      { name: '64 MB', value: 64 },
      { op: '<=', ratio: 1 },
    ),
  ];
}

/** Peak RSS over a 100,000-file folder given twice vs once (small text files, each `unsupported`: the walk, the threads and the output). */
async function flatFigure(dir: string): Promise<Figure> {
  for (let f = 0; f < 20; f++) {
    const folder = join(dir, 'many', String(f).padStart(2, '0'));
    await mkdir(folder, { recursive: true });
    for (let i = 0; i < 5000; i++)
      writeFileSync(join(folder, `${String(i).padStart(4, '0')}.txt`), `note ${i}\n`);
  }
  const rss = join(dir, 'rss-many.txt');
  // Every file is unsupported (text): exit status 8.
  const peak = async (inputs: string[]) => (await runCli([...inputs, '--json'], rss, 8)).peakRss!;
  const folder = join(dir, 'many');
  const [twice, once] = await alternate(
    1,
    () => peak([folder, folder]),
    () => peak([folder]),
  );
  const toMB = (n: number) => Math.round((n / MB) * 10) / 10;
  return ratioFigure(
    'tlp verify peak RSS over 200,000 inputs (a 100,000-file folder, twice)',
    toMB(twice[0]!),
    'MB',
    { name: 'over the folder once', value: toMB(once[0]!) },
    { op: '<=', ratio: 1.1 },
  );
}

export default async function cliBench(): Promise<Figure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'tlp-cli-bench-'));
  try {
    const cores = availableParallelism();
    return [
      ...(await throughputFigures(dir, cores)),
      ...(await memoryFigures(dir)),
      ...(await videoMemoryFigures(dir)),
      await flatFigure(dir),
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
