/**
 * The trees over the chunks of a file's tracks (timed media with a `moov` and `merkle` boxes, maps without
 * block sizes): each map the tree of a track (`localId` its track id), each leaf a chunk of the track,
 * the bytes of its samples found through the sample tables (`stsc`, `stsz`, `stco`/`co64`), as
 * c2pa-rs's sample reader finds them.
 */
import type { BoxLayout } from '../../asset/bmff.js';
import { type ByteSource, SLICE_BYTES } from '../../asset/byte-source.js';
import type { HashAlgorithm } from '../../hash/digest.js';
import { streamingDigest } from '../../hash/streaming-digest.js';
import type { Range } from '../bmff-hash.js';
import { algorithmOf, checkMerkleTree, fail, type MerkleMap, type MerkleProof, proofGroups } from './tree.js';

/** What c2pa-rs's sample reader keeps of a track: enough to find each sample's bytes. */
interface SampleTrack {
  trackId: number;
  /** `stsc` runs, with the 1-based first sample of each. */
  runs: Array<{ firstChunk: number; samplesPerChunk: number; firstSample: number }>;
  chunkOffsets: number[];
  fixedSampleSize: number;
  sampleSizes: number[];
  sampleCount: number;
}

/** The children of a box's payload `[from, to)` in `bytes` (file offset `base`): type, payload start, end. */
function* children(bytes: Uint8Array, base: number, from: number, to: number, fileSize: number) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = from;
  while (at < to) {
    if (at + 8 > to) fail('BMFF box header cut short');
    let size = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) fail('BMFF box header cut short');
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = fileSize - (base + at);
    const end = at + size;
    if (end > to || size < header) fail('BMFF box size out of bounds');
    yield { type, start: at + header, end };
    at = end;
  }
}

function firstChild(
  bytes: Uint8Array,
  base: number,
  from: number,
  to: number,
  fileSize: number,
  type: string,
) {
  for (const child of children(bytes, base, from, to, fileSize)) if (child.type === type) return child;
  return undefined;
}

/** A full box's entry table: `count` entries of `size` bytes after the version, flags and count, bounded by the box. */
function entryCount(view: DataView, start: number, end: number, size: number): number {
  if (start + 8 > end) fail('BMFF sample table cut short');
  const declared = view.getUint32(start + 4);
  if (declared > Math.floor(Math.max(0, end - (start + 8)) / size))
    fail('BMFF sample-table entry count exceeds box size');
  return declared;
}

/** A `trak`'s sample tables, or `null` when it has none (a track c2pa-rs's reader skips). */
function sampleTrack(
  bytes: Uint8Array,
  base: number,
  from: number,
  to: number,
  size: number,
): SampleTrack | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const find = (f: number, t: number, type: string) => firstChild(bytes, base, f, t, size, type);
  const tkhd = find(from, to, 'tkhd');
  if (!tkhd) return null;
  if (tkhd.start + 4 > tkhd.end) fail('BMFF tkhd too small');
  const idAt = tkhd.start + 4 + (bytes[tkhd.start] === 1 ? 16 : 8);
  if (idAt + 4 > tkhd.end) fail('BMFF tkhd too small');
  const trackId = view.getUint32(idAt);
  const mdia = find(from, to, 'mdia');
  const minf = mdia && find(mdia.start, mdia.end, 'minf');
  const stbl = minf && find(minf.start, minf.end, 'stbl');
  const stsc = stbl && find(stbl.start, stbl.end, 'stsc');
  if (!stbl || !stsc) return null;
  const runs: SampleTrack['runs'] = [];
  const runCount = entryCount(view, stsc.start, stsc.end, 12);
  let firstSample = 1;
  for (let i = 0; i < runCount; i++) {
    const at = stsc.start + 8 + 12 * i;
    const firstChunk = view.getUint32(at);
    const samplesPerChunk = view.getUint32(at + 4);
    runs.push({ firstChunk, samplesPerChunk, firstSample });
    if (i + 1 < runCount) {
      const next = view.getUint32(at + 12);
      if (next < firstChunk) fail('BMFF stsc first_sample overflow');
      firstSample += (next - firstChunk) * samplesPerChunk;
      if (firstSample > 0xffffffff) fail('BMFF stsc first_sample overflow');
    }
  }
  const stco = find(stbl.start, stbl.end, 'stco');
  const co64 = stco ? undefined : find(stbl.start, stbl.end, 'co64');
  if (!stco && !co64) return null;
  const table = (stco ?? co64)!;
  const width = stco ? 4 : 8;
  const chunkOffsets: number[] = [];
  const chunks = entryCount(view, table.start, table.end, width);
  for (let i = 0; i < chunks; i++) {
    const at = table.start + 8 + width * i;
    chunkOffsets.push(width === 4 ? view.getUint32(at) : Number(view.getBigUint64(at)));
  }
  const stsz = find(stbl.start, stbl.end, 'stsz');
  if (!stsz) return null;
  if (stsz.start + 12 > stsz.end) fail('BMFF stsz cut short');
  const fixedSampleSize = view.getUint32(stsz.start + 4);
  const sampleCount = view.getUint32(stsz.start + 8);
  const sampleSizes: number[] = [];
  if (fixedSampleSize === 0) {
    if (sampleCount > Math.floor(Math.max(0, stsz.end - (stsz.start + 12)) / 4))
      fail('BMFF stsz sample count exceeds box size');
    for (let i = 0; i < sampleCount; i++) sampleSizes.push(view.getUint32(stsz.start + 12 + 4 * i));
  }
  return { trackId, runs, chunkOffsets, fixedSampleSize, sampleSizes, sampleCount };
}

/** The sample tables of the tracks of the first `moov`, by track id (c2pa-rs's `BmffSampleReader::from_stream`). */
function sampleTracks(layout: BoxLayout, size: number): Map<number, SampleTrack> {
  const tracks = new Map<number, SampleTrack>();
  const moov = layout.boxes.find((b) => b.type === 'moov');
  if (!moov) return tracks;
  if (!moov.bytes) fail('the moov box is too large to read');
  const bytes = moov.bytes as Uint8Array;
  for (const trak of children(bytes, moov.start, moov.headerSize, bytes.length, size)) {
    if (trak.type !== 'trak') continue;
    const track = sampleTrack(bytes, moov.start, trak.start, trak.end, size);
    if (!track) continue;
    if (track.sampleCount > size) fail('BMFF stsz sample count exceeds stream length');
    tracks.set(track.trackId, track);
  }
  return tracks;
}

/** The run of `stsc` governing a sample: the last whose first sample is at or before it. */
function runOf(track: SampleTrack, sample: number) {
  if (track.runs.length === 0) fail('BMFF has no stsc entries');
  let governing: SampleTrack['runs'][number] | undefined;
  for (const run of track.runs) {
    if (run.firstSample <= sample) governing = run;
    else break;
  }
  return governing ?? fail('BMFF sample precedes first stsc entry');
}

/**
 * The byte ranges of each chunk's samples, in sample order, by 1-based chunk id, as c2pa-rs reads
 * every sample of the track (a sample its tables place nowhere, or past the end, fails).
 */
function chunkSamples(track: SampleTrack, size: number): Map<number, Range[]> {
  const chunks = new Map<number, Range[]>();
  const sampleSize = (id: number) =>
    track.fixedSampleSize > 0
      ? track.fixedSampleSize
      : (track.sampleSizes[id - 1] ?? fail('BMFF stsz entry not found'));
  for (let sample = 1; sample <= track.sampleCount; sample++) {
    const run = runOf(track, sample);
    if (run.samplesPerChunk === 0) fail('stsc samples_per_chunk must be non-zero');
    const chunk = run.firstChunk + Math.floor((sample - run.firstSample) / run.samplesPerChunk);
    if (chunk === 0) fail('BMFF stsc chunk_id is zero');
    const chunkOffset = track.chunkOffsets[chunk - 1];
    if (chunkOffset === undefined) fail('Merkle location not found');
    const firstInChunk = sample - ((sample - run.firstSample) % run.samplesPerChunk);
    let offset = chunkOffset as number;
    if (track.fixedSampleSize > 0) offset += (sample - firstInChunk) * track.fixedSampleSize;
    else for (let s = firstInChunk; s < sample; s++) offset += sampleSize(s);
    const length = sampleSize(sample);
    if (offset + length > size) fail('BMFF sample extends beyond end of stream');
    const ranges = chunks.get(chunk) ?? [];
    const last = ranges[ranges.length - 1];
    if (last && last.end === offset) last.end = offset + length;
    else ranges.push({ start: offset, end: offset + length });
    chunks.set(chunk, ranges);
  }
  return chunks;
}

/** The digest of `ranges` read one after the other, each in slices. */
async function digestOfRanges(
  source: ByteSource,
  ranges: readonly Range[],
  alg: HashAlgorithm,
): Promise<Uint8Array> {
  const digest = streamingDigest(alg);
  for (const range of ranges) {
    for (let at = range.start; at < range.end; at += SLICE_BYTES) {
      const end = Math.min(range.end, at + SLICE_BYTES);
      const slice = await source.read(at, end);
      if (slice.length !== end - at) fail('the file ended early');
      digest.update(slice);
    }
  }
  return digest.final();
}

/**
 * The trees over the chunks of tracks (timed media), as c2pa-rs checks them: each map's track (its
 * `localId`), each of its proofs naming a chunk (`location` + 1), the chunk's leaf the digest of its
 * samples' bytes.
 */
export async function checkTrackTrees(
  source: ByteSource,
  layout: BoxLayout,
  maps: readonly MerkleMap[],
  proofs: readonly MerkleProof[],
  fallback: HashAlgorithm | undefined,
): Promise<void> {
  const groups = proofGroups(maps, proofs);
  const tracks = sampleTracks(layout, source.size);
  for (const map of maps) {
    const alg = algorithmOf(map, fallback);
    if (tracks.size === 0) fail('BMFF has no tracks for timed-media Merkle verification');
    const track = tracks.get(map.localId) ?? fail('Merkle location not found');
    if (track.sampleCount === 0) fail('No samples');
    const chunks = chunkSamples(track, source.size);
    const group = groups.get(map.localId) ?? fail('Merkle location not found');
    const leaves: Uint8Array[] = [];
    for (const proof of group) {
      const ranges = chunks.get(proof.location + 1) ?? fail('Could not generate hash');
      // c2pa-rs takes each chunk's digest once
      chunks.delete(proof.location + 1);
      leaves.push(await digestOfRanges(source, ranges, alg));
    }
    for (const proof of group) {
      const leaf = leaves[proof.location] ?? fail('BmffMerkleMap location exceeds leaf hash count');
      if (!checkMerkleTree(map, alg, leaf, proof.location, proof.hashes)) fail('Fragment not valid');
    }
  }
}
