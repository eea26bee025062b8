/**
 * Hashing a file around its manifest without copying it: SHA-256 ranges are hashed as they come
 * (digest.ts), so verification holds the file once (gathering every range into one
 * buffer first would hold a second copy of the whole file).
 */
import { toHex } from '../../lib/base64-encode.js';
import { platform } from '../../platform/current.js';
import { type ByteSource, SLICE_BYTES } from '../asset/byte-source.js';
import type { ByteRange, Patch } from '../asset/container.js';
import { streamingDigestFor } from './digest.js';

/** Hashes `bytes` (found at `start` in the file) with the (sorted) `patches` laid over them, copying nothing. */
export function updatePatched(
  hash: { update(data: Uint8Array): unknown },
  bytes: Uint8Array,
  start: number,
  patches: readonly Patch[],
): void {
  const end = start + bytes.length;
  let at = start;
  for (const p of patches) {
    const pEnd = p.at + p.bytes.length;
    if (pEnd <= at) continue;
    if (p.at >= end) break;
    const from = Math.max(p.at, at);
    if (from > at) hash.update(bytes.subarray(at - start, from - start));
    const to = Math.min(pEnd, end);
    hash.update(p.bytes.subarray(from - p.at, to - p.at));
    at = to;
  }
  if (at < end) hash.update(bytes.subarray(at - start));
}

const sortedPatches = (patches: readonly Patch[]) =>
  patches.every((p, i) => i === 0 || (patches[i - 1] as Patch).at <= p.at)
    ? patches
    : [...patches].sort((a, b) => a.at - b.at);

/**
 * `sha256:<hex>` of `bytes` without `ranges` (sorted, non-overlapping) and with `patches` laid over
 * them, hashed piece by piece: the same digest as hashing `contentOf(bytes, location)`, without
 * building that copy.
 */
export async function digestWithoutRanges(
  bytes: Uint8Array,
  ranges: readonly ByteRange[],
  patches: readonly Patch[] = [],
): Promise<`sha256:${string}`> {
  if (ranges.length === 0 && patches.length === 0) return `sha256:${toHex(await platform().sha256(bytes))}`;
  const hash = await streamingDigestFor('SHA-256', bytes.length);
  const sorted = sortedPatches(patches);
  const piece = (start: number, end: number) => {
    if (end > start) updatePatched(hash, bytes.subarray(start, end), start, sorted);
  };
  let at = 0;
  for (const r of ranges) {
    piece(at, r.start);
    at = Math.max(at, r.end);
  }
  piece(at, bytes.length);
  return `sha256:${toHex(await hash.final())}`;
}

/**
 * {@link digestWithoutRanges} of a file read through `source`, in slices of {@link SLICE_BYTES}: the
 * same digest, with one slice in memory at a time.
 */
export async function digestOfSourceWithoutRanges(
  source: ByteSource,
  ranges: readonly ByteRange[],
  patches: readonly Patch[] = [],
): Promise<`sha256:${string}`> {
  const hash = await streamingDigestFor('SHA-256', source.size);
  const sorted = sortedPatches(patches);
  const piece = async (start: number, end: number) => {
    for (let at = start; at < end; at += SLICE_BYTES) {
      updatePatched(hash, await source.read(at, Math.min(end, at + SLICE_BYTES)), at, sorted);
    }
  };
  let at = 0;
  for (const r of ranges) {
    await piece(at, r.start);
    at = Math.max(at, r.end);
  }
  await piece(at, source.size);
  return `sha256:${toHex(await hash.final())}`;
}
