/**
 * Single-byte mutants judged side by side with the official C2PA reader (c2pa-rs in WebAssembly):
 * whenever ours accepts a mutant's manifest (`valid`, or `no_license_assertion`, which says the
 * manifest is good but carries no license), the official reader must call it good too.
 *
 * What is mutated, and why not everything: every byte of the licensed vectors with both reader runs
 * would take minutes, so
 * - licensed.jpg and licensed.png: EVERY byte inside the manifest store (the APP11 segments, the
 *   `caBX` chunk: where a reader can be fooled) is changed twice, XOR 0xff and +1; outside it, the
 *   first 64 bytes, 16 bytes either side of each manifest range, and a seeded sample of 256 positions
 *   (there, the data hash covers every byte);
 * - licensed.mp4 (test-vectors/media/): every byte of its C2PA `uuid` box, twice, and outside it as
 *   above (there, the BMFF hash covers every byte but ftyp's and free boxes', and the receipt's digest
 *   those); the other BMFF vectors (MOV, M4A, HEIC, AVIF): a seeded twelfth of the same positions;
 * - the WAV, WebP and MP3 vectors (media/): the container's structure around the store (the first 64
 *   bytes, 32 bytes either side of each manifest range and of the store inside it: RIFF and ID3 sizes,
 *   chunk and frame headers, GEOB strings), a seeded sample of 384 positions inside the store and 256
 *   outside it, changed twice;
 * - third-party files from c2pa-rs (with ingredients, CAWG identity, an update manifest): a seeded
 *   sample of positions inside their manifest stores, and as many inside their ingredient manifests
 *   (which c2pa-ts never validated), XOR 0xff.
 * The official reader runs only on the mutants ours accepts (the rule's premise). Printed per file: the
 * mutants, how many ours calls valid, how many manifests ours accepts, and how many of those the
 * official reader calls valid.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { initOfficialReader, officialVerdict } from '../../../../test-vectors/lib/official-reader.js';
import type { ContentVerdict } from '../verdicts.js';
import { detectMediaType, locateManifest } from './container.js';
import { parseJumbf } from './strict.js';
import { verifyContentWithC2pa } from './verify-content.js';

const root = fileURLToPath(new URL('../../../../test-vectors/', import.meta.url));
const jwks = JSON.parse(readFileSync(join(root, 'keys/jwks.json'), 'utf8'));
const options = { issuer: 'https://licensing.example', jwks, mode: 'test' as const };

/** A small seeded generator (mulberry32): the same positions on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Change = 'xor' | 'inc';
interface Mutant {
  at: number;
  change: Change;
}

const mutate = (bytes: Uint8Array, { at, change }: Mutant) => {
  const copy = bytes.slice();
  copy[at] = change === 'xor' ? (copy[at] as number) ^ 0xff : ((copy[at] as number) + 1) & 0xff;
  return copy;
};

/** Ours accepts the manifest: valid, or a good manifest without a license. */
const accepts = (v: ContentVerdict) => v.valid || v.code === 'no_license_assertion';

interface Tally {
  mutants: number;
  oursValid: number;
  oursAccepted: number;
  officialValid: number;
  disagreements: string[];
}

async function judge(name: string, bytes: Uint8Array, mutants: Mutant[]): Promise<Tally> {
  const mediaType = detectMediaType(bytes)!;
  const tally: Tally = {
    mutants: mutants.length,
    oursValid: 0,
    oursAccepted: 0,
    officialValid: 0,
    disagreements: [],
  };
  for (const mutant of mutants) {
    const file = mutate(bytes, mutant);
    const ours = await verifyContentWithC2pa(file, options);
    if (ours.valid) tally.oursValid++;
    if (!accepts(ours)) continue;
    tally.oursAccepted++;
    const official = await officialVerdict(file, mediaType);
    if (official.class === 'good') tally.officialValid++;
    else {
      const why = official.error ?? official.failures.join(' ');
      tally.disagreements.push(
        `${name} byte ${mutant.at} ${mutant.change}: ours ${ours.valid ? 'valid' : ours.code}, official ${official.class} (${why})`,
      );
    }
  }
  console.log(
    `${name}: ${tally.mutants} mutants, ours valid ${tally.oursValid}, ours accepts the manifest ${tally.oursAccepted}, official valid among those ${tally.officialValid}`,
  );
  return tally;
}

function licensedMutants(bytes: Uint8Array, seed: number): Mutant[] {
  const ranges = locateManifest(bytes)!.ranges;
  const inside = (at: number) => ranges.some((r) => at >= r.start && at < r.end);
  const positions = new Set<number>();
  for (const r of ranges) for (let at = r.start; at < r.end; at++) positions.add(at);
  for (let at = 0; at < Math.min(64, bytes.length); at++) positions.add(at);
  for (const r of ranges) {
    for (let d = -16; d < 16; d++) {
      for (const at of [r.start + d, r.end + d]) if (at >= 0 && at < bytes.length) positions.add(at);
    }
  }
  const next = random(seed);
  let outside = 0;
  while (outside < 256) {
    const at = Math.floor(next() * bytes.length);
    if (inside(at) || positions.has(at)) continue;
    positions.add(at);
    outside++;
  }
  return [...positions]
    .sort((a, b) => a - b)
    .flatMap((at) => [
      { at, change: 'xor' as const },
      { at, change: 'inc' as const },
    ]);
}

/** WAV, WebP and MP3: the structure around the store, and seeded samples inside and outside it. */
function mediaMutants(bytes: Uint8Array, seed: number): Mutant[] {
  const location = locateManifest(bytes)!;
  const edges = [...location.ranges.flatMap((r) => [r.start, r.end])];
  if (location.storeRange) edges.push(location.storeRange.start, location.storeRange.end);
  const positions = new Set<number>();
  for (let at = 0; at < Math.min(64, bytes.length); at++) positions.add(at);
  for (const edge of edges) {
    for (let at = edge - 32; at < edge + 32; at++) if (at >= 0 && at < bytes.length) positions.add(at);
  }
  const inside = (at: number) => location.ranges.some((r) => at >= r.start && at < r.end);
  const next = random(seed);
  for (const [wanted, want] of [
    [384, true],
    [256, false],
  ] as const) {
    let added = 0;
    while (added < wanted) {
      const at = Math.floor(next() * bytes.length);
      if (inside(at) !== want || positions.has(at)) continue;
      positions.add(at);
      added++;
    }
  }
  return [...positions]
    .sort((a, b) => a - b)
    .flatMap((at) => [
      { at, change: 'xor' as const },
      { at, change: 'inc' as const },
    ]);
}

/** The file offset of byte `at` of the reassembled manifest store (JPEG segments, PNG chunk, BMFF box). */
function fileOffset(bytes: Uint8Array, at: number): number {
  const location = locateManifest(bytes)!;
  if (!['image/png', 'image/jpeg'].includes(location.mediaType)) {
    // one box (ISO BMFF): the store fills the end of it
    const box = location.ranges[0]!;
    return box.end - location.jumbf!.length + at;
  }
  const png = location.mediaType === 'image/png';
  let before = 0;
  for (const [i, range] of location.ranges.entries()) {
    // PNG: length and type, then the store; JPEG: marker, length, CI, En, Z, and in continuations LBox/TBox again.
    const head = png ? 8 : i === 0 ? 12 : 20;
    const length = range.end - range.start - head - (png ? 4 : 0);
    if (at < before + length) return range.start + head + at - before;
    before += length;
  }
  throw new RangeError(`${at} is past the manifest store`);
}

/**
 * A seeded sample of positions inside the manifest store, XOR 0xff: `count` anywhere in it, and
 * `count` inside the manifests that are not the active one (ingredients, an update's parent), which
 * c2pa-ts does not validate and c2pa-rs does.
 */
function manifestSample(bytes: Uint8Array, count: number, seed: number): Mutant[] {
  const store = locateManifest(bytes)!.jumbf!;
  const manifests = (parseJumbf(store).children ?? []).filter((c) => c.type === 'jumb');
  const others = manifests.slice(0, -1);
  const next = random(seed);
  const mutants: Mutant[] = [];
  for (let i = 0; i < count; i++) {
    mutants.push({ at: fileOffset(bytes, Math.floor(next() * store.length)), change: 'xor' });
    const other = others[Math.floor(next() * others.length)];
    if (other) {
      const at = other.start + Math.floor(next() * (other.end - other.start));
      mutants.push({ at: fileOffset(bytes, at), change: 'xor' });
    }
  }
  return mutants;
}

beforeAll(() => initOfficialReader());

describe('single-byte mutants: ours valid ⇒ official valid', () => {
  it.each(['licensed.jpg', 'licensed.png'])(
    'every byte of the manifest store of %s, and a sample outside it',
    async (name) => {
      const bytes = new Uint8Array(readFileSync(join(root, 'images', name)));
      expect(await verifyContentWithC2pa(bytes, options)).toMatchObject({ valid: true });
      const tally = await judge(name, bytes, licensedMutants(bytes, 19));
      expect(tally.mutants).toBeGreaterThan(2 * locateManifest(bytes)!.ranges.length * 1000);
      expect(tally.disagreements).toEqual([]);
    },
    120_000,
  );

  it('every byte of the C2PA box of licensed.mp4, and a sample outside it', async () => {
    const bytes = new Uint8Array(readFileSync(join(root, 'media/licensed.mp4')));
    expect(await verifyContentWithC2pa(bytes, options)).toMatchObject({ valid: true });
    const tally = await judge('licensed.mp4', bytes, licensedMutants(bytes, 23));
    expect(tally.mutants).toBeGreaterThan(2 * 2000);
    expect(tally.disagreements).toEqual([]);
  }, 180_000);

  it.each(['licensed.mov', 'licensed.m4a', 'licensed.heic', 'licensed.avif'])(
    'a seeded sample of %s, inside its C2PA box and outside',
    async (name) => {
      const bytes = new Uint8Array(readFileSync(join(root, 'media', name)));
      expect(await verifyContentWithC2pa(bytes, options)).toMatchObject({ valid: true });
      const next = random(29 + name.length);
      const mutants = licensedMutants(bytes, 31).filter(() => next() < 0.08);
      const tally = await judge(name, bytes, mutants);
      expect(tally.mutants).toBeGreaterThan(300);
      expect(tally.disagreements).toEqual([]);
    },
    120_000,
  );

  it.each(['licensed.wav', 'licensed.webp', 'licensed.mp3', 'licensed-id3.mp3'])(
    'the structure around the manifest store of %s, and samples inside and outside it',
    async (name) => {
      const bytes = new Uint8Array(readFileSync(join(root, 'media', name)));
      expect(await verifyContentWithC2pa(bytes, options)).toMatchObject({ valid: true });
      const tally = await judge(name, bytes, mediaMutants(bytes, 23));
      expect(tally.mutants).toBeGreaterThan(2 * (384 + 256));
      expect(tally.disagreements).toEqual([]);
    },
    120_000,
  );

  it.each([
    ['CA.jpg', 24],
    ['CACA.jpg', 24],
    ['ocsp.jpg', 24],
    ['update_manifest.jpg', 24],
    ['video1.mp4', 24],
    ['legacy.mp4', 24],
  ] as const)(
    'a seeded sample inside the manifest store of c2pa-rs %s',
    async (name, count) => {
      const bytes = new Uint8Array(readFileSync(join(root, 'third-party/c2pa-rs', name)));
      const mutants = manifestSample(bytes, count, 1900 + name.length);
      const tally = await judge(name, bytes, mutants);
      expect(tally.mutants).toBeGreaterThanOrEqual(count);
      expect(tally.disagreements).toEqual([]);
    },
    120_000,
  );
});
