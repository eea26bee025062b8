/**
 * The BMFF hash of the C2PA specification (`c2pa.hash.bmff.v2` and `.v3`, the file-level hash; Merkle
 * trees are not computed here), the way c2pa-rs computes it: the exclusions' boxes found by xpath,
 * matched on length, version, flags and data, excluded whole or by subsets; then, for v2 and later, the
 * 64-bit big-endian offset of every top-level box that is not excluded whole is hashed just before
 * its bytes. The file is read through a {@link ByteSource} in slices, so that a large `mdat` is never
 * held whole. c2pa-ts's own `BMFFHashAssertion` hashes only its own `BMFF` asset (HEIC only, the rest
 * of the file read in one piece); the read and embed code hand this one in instead.
 */

import { type BoxLayout, type BoxNode, boxesAt, C2PA_UUID } from '../asset/bmff.js';
import { type ByteSource, SLICE_BYTES } from '../asset/byte-source.js';
import type { ByteRange, Patch } from '../asset/types.js';
import type { HashAlgorithm, StreamingDigest } from '../hash/digest.js';
import { updatePatched } from '../hash/range-digest.js';
import { streamingDigest } from '../hash/streaming-digest.js';

/** One exclusion of a BMFF hash assertion (the CBOR map, as c2pa-ts reads it). */
export interface BmffExclusion {
  xpath: string;
  length?: number | null;
  version?: number | null;
  flags?: Uint8Array | null;
  exact?: boolean | null;
  data?: Array<{ offset: number; value: Uint8Array }> | null;
  subset?: Array<{ offset: number; length: number }> | null;
}

/**
 * The exclusions c2pa-rs writes by default: the C2PA `uuid` boxes, `ftyp`, `mfra`, `free` and `skip`
 * (boxes whose bytes may change without changing the media).
 */
export function defaultBmffExclusions(): Array<{
  xpath: string;
  data?: Array<{ offset: number; value: Uint8Array }>;
}> {
  return [
    { xpath: '/uuid', data: [{ offset: 8, value: C2PA_UUID.slice() }] },
    { xpath: '/ftyp' },
    { xpath: '/mfra' },
    { xpath: '/free' },
    { xpath: '/skip' },
  ];
}

export interface Range {
  start: number;
  /** Exclusive. */
  end: number;
}

const toNumber = (v: unknown): number | undefined =>
  typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : undefined;

/** Whether `box` meets the exclusion's conditions other than its xpath (c2pa-rs's rules). */
async function matches(box: BoxNode, exclusion: BmffExclusion, source: ByteSource): Promise<boolean> {
  const size = box.end - box.start;
  const length = toNumber(exclusion.length);
  if (length !== undefined && length !== size) return false;
  // CBOR gives absent fields as null (c2pa-rs writes them so): null is no condition
  if (exclusion.version != null || exclusion.flags != null) {
    const head = await source.read(box.start + box.headerSize, box.start + box.headerSize + 4);
    if (head.length === 4) {
      if (exclusion.version != null && head[0] !== exclusion.version) return false;
      const flags = exclusion.flags;
      if (flags) {
        const want = flags.length >= 3 ? ((flags[0]! << 16) | (flags[1]! << 8) | flags[2]!) >>> 0 : 0;
        const have = ((head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
        if ((exclusion.exact ?? true) ? want !== have : (want | have) >>> 0 !== want) return false;
      }
    }
  }
  for (const data of exclusion.data ?? []) {
    const offset = toNumber(data.offset) ?? 0;
    const value = data.value;
    const at = box.start + offset;
    const read = await source.read(at, at + value.length);
    if (read.length !== value.length || !read.every((b, i) => b === value[i])) return false;
  }
  return true;
}

/**
 * What the exclusions of a BMFF hash exclude from a file, found once and shared by every digest over
 * it (the file-level hash and each fragment of a Merkle tree): the excluded byte ranges, and the
 * offsets of the top-level boxes not excluded whole (the offsets v2 and later hash).
 */
export interface BmffExclusionPlan {
  size: number;
  excluded: Range[];
  boxStarts: number[];
}

/** The exclusions' ranges in a file (see {@link BmffExclusionPlan}). */
export async function bmffExclusionPlan(
  source: ByteSource,
  layout: BoxLayout,
  exclusions: readonly BmffExclusion[],
): Promise<BmffExclusionPlan> {
  const excluded: Range[] = [];
  const topStarts = new Set(layout.boxes.map((b) => b.start));
  for (const exclusion of exclusions) {
    if (typeof exclusion?.xpath !== 'string') continue;
    for (const box of boxesAt(layout.boxes, exclusion.xpath)) {
      if (!(await matches(box, exclusion, source))) continue;
      const size = box.end - box.start;
      if (exclusion.subset) {
        for (const subset of exclusion.subset) {
          const offset = toNumber(subset.offset) ?? 0;
          const length = toNumber(subset.length) ?? 0;
          if (offset > size) continue;
          const n = length === 0 ? size - offset : Math.min(length, size - offset);
          excluded.push({ start: box.start + offset, end: box.start + offset + n });
        }
      } else {
        excluded.push({ start: box.start, end: box.end });
        topStarts.delete(box.start);
      }
    }
  }
  return { size: source.size, excluded, boxStarts: [...topStarts].sort((a, b) => a - b) };
}

/**
 * The ranges to hash and the offsets to hash before them, from an exclusion plan and `extra` ranges
 * excluded besides (the bytes before and after a fragment, as c2pa-rs hashes a Merkle leaf).
 * Throws (as a mismatch) when an exclusion runs past the end of the file.
 */
export function hashRanges(
  plan: BmffExclusionPlan,
  offsets: boolean,
  extra: readonly Range[] = [],
): { included: Range[]; markers: number[] } {
  const excluded = [...plan.excluded, ...extra.filter((r) => r.end > r.start)].sort(
    (a, b) => a.start - b.start,
  );
  if (excluded.some((r) => r.end > plan.size)) throw new Error('an exclusion runs past the end of the file');
  const included: Range[] = [];
  let at = 0;
  for (const r of excluded) {
    if (r.start > at) included.push({ start: at, end: r.start });
    at = Math.max(at, r.end);
  }
  if (at < plan.size) included.push({ start: at, end: plan.size });
  let markers: number[] = [];
  if (offsets) {
    const first = included[0]?.start ?? 0;
    const last = included[included.length - 1]?.end ?? plan.size;
    // c2pa-rs hashes an offset inside the included bytes before them, and one outside them only when
    // it lies between the first and the last included byte.
    markers = plan.boxStarts.filter(
      (p) => included.some((r) => r.start <= p && p < r.end) || (p > first && p < last - 1),
    );
  }
  return { included, markers };
}

/**
 * The ranges to hash and the offsets to hash before them, from a file's boxes and the exclusions.
 * Throws (as a mismatch) when an exclusion runs past the end of the file.
 */
export async function bmffHashPlan(
  source: ByteSource,
  layout: BoxLayout,
  exclusions: readonly BmffExclusion[],
  offsets: boolean,
): Promise<{ included: Range[]; markers: number[] }> {
  return hashRanges(await bmffExclusionPlan(source, layout, exclusions), offsets);
}

/**
 * A second digest computed from the same reads as the BMFF hash: the content (the file without
 * `ranges`, `patches` laid over it), so that a large file is read once for both.
 */
export interface ContentTee {
  ranges: readonly ByteRange[];
  patches: readonly Patch[];
  hash: { update(data: Uint8Array): unknown };
}

/** The bytes a consumer hashes: its ranges, fed in order, slice by slice. */
interface Consumer {
  ranges: readonly Range[];
  take(bytes: Uint8Array, at: number): void;
}

/** `[start, end)` ranges of `[0, size)` outside `ranges` (sorted). */
function complement(ranges: readonly ByteRange[], size: number): Range[] {
  const out: Range[] = [];
  let at = 0;
  for (const r of [...ranges].sort((a, b) => a.start - b.start)) {
    if (r.start > at) out.push({ start: at, end: Math.min(r.start, size) });
    at = Math.max(at, r.end);
  }
  if (at < size) out.push({ start: at, end: size });
  return out;
}

/** Reads the union of the consumers' ranges once, in slices, and gives each consumer its part of each slice. */
async function scan(source: ByteSource, consumers: readonly Consumer[]): Promise<void> {
  const all = consumers.flatMap((c) => c.ranges).sort((a, b) => a.start - b.start);
  const union: Range[] = [];
  for (const r of all) {
    const last = union[union.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else union.push({ ...r });
  }
  const next = consumers.map(() => 0);
  for (const range of union) {
    for (let at = range.start; at < range.end; at += SLICE_BYTES) {
      const end = Math.min(range.end, at + SLICE_BYTES);
      const slice = await source.read(at, end);
      if (slice.length !== end - at) throw new Error('the file ended early');
      consumers.forEach((consumer, c) => {
        const ranges = consumer.ranges;
        let i = next[c] as number;
        while (i < ranges.length && (ranges[i] as Range).end <= at) i++;
        next[c] = i;
        for (let j = i; j < ranges.length && (ranges[j] as Range).start < end; j++) {
          const r = ranges[j] as Range;
          const from = Math.max(r.start, at);
          const to = Math.min(r.end, end);
          if (to > from) consumer.take(slice.subarray(from - at, to - at), from);
        }
      });
    }
  }
}

/**
 * The BMFF hash of a file (see the module's comment), reading it in slices; with `tee`, the content
 * digest from the same reads.
 */
export async function bmffDigest(
  source: ByteSource,
  layout: BoxLayout,
  exclusions: readonly BmffExclusion[],
  algorithm: HashAlgorithm,
  offsets: boolean,
  tee?: ContentTee,
): Promise<Uint8Array> {
  const plan = await bmffExclusionPlan(source, layout, exclusions);
  return digestOfPlan(source, plan, algorithm, offsets, [], tee);
}

/**
 * The BMFF hash of a file from an exclusion plan, `extra` ranges excluded besides (see
 * {@link hashRanges}); with `tee`, the content digest from the same reads.
 */
export async function digestOfPlan(
  source: ByteSource,
  plan: BmffExclusionPlan,
  algorithm: HashAlgorithm,
  offsets: boolean,
  extra: readonly Range[] = [],
  tee?: ContentTee,
): Promise<Uint8Array> {
  const { included, markers } = hashRanges(plan, offsets, extra);
  const digest = streamingDigest(algorithm);
  let m = 0;
  /** Hashes the offsets before `before` (all of them without it) not hashed yet. */
  const markersUpTo = (before = Number.POSITIVE_INFINITY) => {
    while (m < markers.length && (markers[m] as number) < before) {
      const b = new Uint8Array(8);
      new DataView(b.buffer).setBigUint64(0, BigInt(markers[m++] as number));
      digest.update(b);
    }
  };
  const bmff: Consumer = {
    ranges: included,
    take(bytes, at) {
      markersUpTo(at);
      let from = at;
      const end = at + bytes.length;
      while (m < markers.length && (markers[m] as number) < end) {
        const p = markers[m] as number;
        if (p > from) digest.update(bytes.subarray(from - at, p - at));
        markersUpTo(p + 1);
        from = p;
      }
      if (from < end) digest.update(bytes.subarray(from - at));
    },
  };
  const consumers = [bmff];
  if (tee) {
    const patches = [...tee.patches].sort((a, b) => a.at - b.at);
    consumers.push({
      ranges: complement(tee.ranges, source.size),
      take: (bytes, at) => updatePatched(tee.hash, bytes, at, patches),
    });
  }
  await scan(source, consumers);
  markersUpTo();
  return digest.final();
}

/**
 * One digest a range, for the leaves of a Merkle tree over `mdat` blocks: `ranges` sorted and apart,
 * read in slices (a block never held whole, a large `mdat` read once). An empty range has the digest
 * of no bytes.
 */
export async function rangeDigests(
  source: ByteSource,
  ranges: readonly Range[],
  algorithm: HashAlgorithm,
): Promise<Uint8Array[]> {
  const digests = ranges.map(() => null as Promise<Uint8Array> | null);
  const filled = ranges.map((r, i) => ({ ...r, i })).filter((r) => r.end > r.start);
  const open = new Map<number, StreamingDigest>();
  let k = 0;
  await scan(source, [
    {
      ranges: filled,
      take(bytes, at) {
        // scan hands each range its part of a slice, in the file's order: `bytes` lie in one range
        while ((filled[k] as Range).end <= at) k++;
        const range = filled[k] as Range & { i: number };
        let digest = open.get(range.i);
        if (!digest) {
          digest = streamingDigest(algorithm);
          open.set(range.i, digest);
        }
        digest.update(bytes);
        if (at + bytes.length === range.end) {
          digests[range.i] = digest.final();
          open.delete(range.i);
        }
      },
    },
  ]);
  return Promise.all(digests.map((d) => d ?? streamingDigest(algorithm).final()));
}
