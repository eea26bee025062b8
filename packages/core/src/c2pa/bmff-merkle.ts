/**
 * The Merkle trees of a BMFF hash (`c2pa.hash.bmff.v2`/`.v3` with a `merkle` field), checked in one file
 * the way c2pa-rs checks them (`BmffHash::verify_stream_hash`):
 *
 * - an `initHash` of a map: the file-level hash of the bytes before the first `moof`;
 * - a fragmented file (one with a `moof` after its first box): each fragment, a `moof` and the boxes
 *   up to the next `moof`, is one leaf, hashed as the file-level hash is (the exclusions, the boxes'
 *   offsets) over the fragment's bytes alone; the leaf's place and proof are in the C2PA `merkle`
 *   `uuid` boxes of the file, one a fragment, in order;
 * - a file with a `moov`, `merkle` boxes and maps without block sizes (timed media): each map is the
 *   tree of a track (`localId` its track id), each leaf a chunk of the track, the bytes of its samples
 *   found through the sample tables (`stsc`, `stsz`, `stco`/`co64`), as c2pa-rs's sample reader finds them;
 * - otherwise, each `mdat` is a tree of its own (one map an `mdat`, in order), its leaves blocks of
 *   its bytes from the 16th on (of a fixed size, of the listed sizes, or the whole), checked against
 *   the stored row (the leaves, or the root), with proofs from `merkle` boxes when the file has some.
 *
 * The file is read in slices, never whole.
 */
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { type BmffExclusionPlan, digestOfPlan, type Range, rangeDigests } from './bmff-hash.js';
import { type ByteSource, SLICE_BYTES } from './byte-source.js';
import { CborMap, type CborValue, decodeCborPrefix } from './cbor.js';
import type { HashAlgorithm } from './digest.js';
import { type BoxLayout, C2PA_UUID, type TopBox } from './formats/bmff.js';
import { streamingDigest } from './streaming-digest.js';

/** One map of the `merkle` field (a `MerkleMap` of the C2PA specification). */
export interface MerkleMap {
  uniqueId: number;
  localId: number;
  /** The number of leaves. */
  count: number;
  alg?: HashAlgorithm;
  initHash?: Uint8Array;
  /** One row of the tree: the leaves, the root, or a row between. */
  hashes: Uint8Array[];
  fixedBlockSize?: number;
  variableBlockSizes?: number[];
}

/** The CBOR map of a C2PA `merkle` `uuid` box: which leaf of which tree, and its proof. */
export interface MerkleProof {
  uniqueId: number;
  localId: number;
  location: number;
  hashes?: Uint8Array[];
}

/** The outcome: the trees match, or a leaf or a structure does not (`reason`). */
export type MerkleOutcome = { match: true } | { match: false; reason: string };

/** Why a tree does not match (thrown inside, turned into the outcome). */
class MerkleMismatch extends Error {}

const fail = (reason: string): never => {
  throw new MerkleMismatch(reason);
};

/**
 * The most memory the leaves of one tree may take, as c2pa-rs bounds them (a tiny block size or a long
 * list of sizes is refused rather than hashed).
 */
const MAX_MERKLE_LEAVES_BYTES = 32 * 1024 * 1024;

/** c2pa-rs's rule that the `mdat`'s first 16 bytes are outside its tree (the header and, for an 8-byte header, 8 more). */
const MDAT_EXCLUDED_BYTES = 16;

const ALGORITHMS: Record<string, HashAlgorithm> = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' };
const DIGEST_BYTES: Record<HashAlgorithm, number> = { 'SHA-256': 32, 'SHA-384': 48, 'SHA-512': 64 };

/** A CBOR field read as c2pa-rs's serde would: a map's entry by text key, a plain object's property. */
function field(map: unknown, key: string): unknown {
  if (map instanceof CborMap) return map.get(key);
  if (map instanceof Map) return map.get(key);
  if (map && typeof map === 'object' && !Array.isArray(map) && !(map instanceof Uint8Array))
    return (map as Record<string, unknown>)[key];
  return undefined;
}

function count(value: unknown, what: string): number {
  const n = typeof value === 'bigint' && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) fail(`${what} is not an unsigned integer`);
  return n as number;
}

function optional<T>(value: unknown, read: (v: unknown) => T): T | undefined {
  return value === undefined || value === null ? undefined : read(value);
}

function bytesList(value: unknown, what: string): Uint8Array[] {
  if (!Array.isArray(value) || !value.every((h) => h instanceof Uint8Array))
    fail(`${what} is not a list of byte strings`);
  return value as Uint8Array[];
}

function algorithm(value: unknown): HashAlgorithm {
  const alg = typeof value === 'string' && Object.hasOwn(ALGORITHMS, value) ? ALGORITHMS[value] : undefined;
  if (!alg) fail(`unsupported hash algorithm ${JSON.stringify(value)}`);
  return alg as HashAlgorithm;
}

/** A map of the assertion's `merkle` list; throws (a mismatch) when a field is missing or of the wrong type. */
function merkleMapOf(raw: unknown): MerkleMap {
  const variable = field(raw, 'variableBlockSizes');
  if (variable !== undefined && variable !== null && !Array.isArray(variable))
    fail('variableBlockSizes is not a list');
  return {
    uniqueId: count(field(raw, 'uniqueId'), 'uniqueId'),
    localId: count(field(raw, 'localId'), 'localId'),
    count: count(field(raw, 'count'), 'count'),
    alg: optional(field(raw, 'alg'), algorithm),
    initHash: optional(field(raw, 'initHash'), (v) =>
      v instanceof Uint8Array ? v : fail('initHash is not a byte string'),
    ),
    hashes: bytesList(field(raw, 'hashes'), 'hashes'),
    fixedBlockSize: optional(field(raw, 'fixedBlockSize'), (v) => count(v, 'fixedBlockSize')),
    variableBlockSizes: optional(variable, (v) =>
      (v as unknown[]).map((s) => count(s, 'a variable block size')),
    ),
  };
}

const PROOF_FIELDS = ['uniqueId', 'localId', 'location', 'hashes'] as const;

/**
 * The fields of a proof's CBOR map as c2pa-rs's serde reads them: by name, or by their index as an
 * integer key (0 `uniqueId` … 3 `hashes`); other keys ignored; a field given twice refused.
 */
function proofFields(map: CborValue): Partial<Record<(typeof PROOF_FIELDS)[number], CborValue>> {
  if (!(map instanceof CborMap)) fail('a merkle uuid box holds no CBOR map');
  const fields: Partial<Record<(typeof PROOF_FIELDS)[number], CborValue>> = {};
  for (const [key, value] of (map as CborMap).entries) {
    const name =
      typeof key === 'string'
        ? PROOF_FIELDS.find((f) => f === key)
        : typeof key === 'number'
          ? PROOF_FIELDS[key]
          : undefined;
    if (!name) continue;
    if (name in fields) fail(`duplicate field \`${name}\` in a merkle uuid box`);
    fields[name] = value;
  }
  return fields;
}

/**
 * The C2PA `merkle` `uuid` boxes at the top level of a file, in file order: the C2PA user type, a
 * version and flags, the purpose `merkle` (zero-terminated), then a CBOR map padded with zeros.
 * Throws (a mismatch) when one cannot be read, as c2pa-rs fails to read such a file.
 */
export function merkleProofsOf(layout: BoxLayout): MerkleProof[] {
  const proofs: MerkleProof[] = [];
  for (const box of layout.boxes) {
    if (box.type !== 'uuid' || !box.bytes) continue;
    // c2pa-rs reads the user type 8 bytes into the box, whatever its header's length
    const user = box.bytes.subarray(8, 24);
    if (user.length !== 16 || !user.every((b, i) => b === C2PA_UUID[i])) continue;
    const nul = box.bytes.indexOf(0, 28);
    if (nul < 0) fail('a C2PA uuid box has no purpose');
    const purpose = String.fromCharCode(...box.bytes.subarray(28, nul));
    if (purpose !== 'merkle') continue;
    let map: CborValue;
    try {
      map = decodeCborPrefix(box.bytes.subarray(nul + 1));
    } catch (error) {
      fail(`a merkle uuid box holds no CBOR map: ${(error as Error).message}`);
    }
    const fields = proofFields(map!);
    proofs.push({
      uniqueId: count(fields.uniqueId, 'uniqueId'),
      localId: count(fields.localId, 'localId'),
      location: count(fields.location, 'location'),
      hashes: optional(fields.hashes, (v) => bytesList(v, 'the proof')),
    });
  }
  return proofs;
}

const PAIR_HASHES = { 'SHA-256': sha256, 'SHA-384': sha384, 'SHA-512': sha512 } as const;

/** The digest of `left ‖ right` (c2pa-rs's `concat_and_hash`), synchronous: the nodes are small. */
function pairDigest(alg: HashAlgorithm, left: Uint8Array, right: Uint8Array): Uint8Array {
  const pair = new Uint8Array(left.length + right.length);
  pair.set(left);
  pair.set(right, left.length);
  return PAIR_HASHES[alg](pair);
}

const same = (a: Uint8Array | undefined, b: Uint8Array) =>
  a !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);

/** The number of nodes of each row of a tree of `leaves` leaves, the leaves first (c2pa-rs's `to_layout`). */
export function merkleRowSizes(leaves: number): number[] {
  const rows = [leaves];
  for (let n = leaves; n > 1; ) {
    n = Math.ceil(n / 2);
    rows.push(n);
  }
  return rows;
}

/** The root of the tree over `leaves`: pairs hashed, an odd last node carried up as it is. */
export function merkleRoot(leaves: readonly Uint8Array[], alg: HashAlgorithm): Uint8Array {
  if (leaves.length === 0) fail('empty Merkle tree');
  let row = [...leaves];
  while (row.length > 1) {
    const up: Uint8Array[] = [];
    for (let i = 0; i < row.length; i += 2)
      up.push(i + 1 < row.length ? pairDigest(alg, row[i]!, row[i + 1]!) : row[i]!);
    row = up;
  }
  return row[0]!;
}

/**
 * Whether the leaf `hash` at `location` leads, through `proof`, to the node of the stored row at its
 * place (c2pa-rs's `MerkleMap::check_merkle_tree`): the stored row is the first whose size is the
 * number of stored hashes; without a proof, the leaf must be in that row.
 */
export function checkMerkleTree(
  map: MerkleMap,
  alg: HashAlgorithm,
  hash: Uint8Array,
  location: number,
  proof: readonly Uint8Array[] | undefined,
): boolean {
  if (location >= map.count) return false;
  let index = location;
  let node = hash;
  let used = 0;
  for (const row of merkleRowSizes(map.count)) {
    if (row === map.hashes.length) break;
    if (proof) {
      const right = index % 2 === 1;
      if (right ? index - 1 < row : index + 1 < row) {
        const sibling = proof[used++];
        if (!sibling) return false;
        node = right ? pairDigest(alg, sibling, node) : pairDigest(alg, node, sibling);
      }
    }
    index = Math.floor(index / 2);
  }
  return same(map.hashes[index], node);
}

/** The algorithm of a map: its own, else the assertion's. */
function algorithmOf(map: MerkleMap, fallback: HashAlgorithm | undefined): HashAlgorithm {
  return map.alg ?? fallback ?? fail('no algorithm found');
}

/** The fragments of a file: from each `moof`, the boxes up to the next (none when the first box is a `moof`). */
function fragmentsOf(boxes: readonly TopBox[]): Range[] {
  const first = boxes.findIndex((b) => b.type === 'moof');
  if (first <= 0) return [];
  const fragments: Range[] = [];
  for (const box of boxes.slice(first)) {
    const last = fragments[fragments.length - 1];
    if (box.type === 'moof' || !last) fragments.push({ start: box.start, end: box.end });
    else last.end = box.end;
  }
  return fragments;
}

/** The blocks of an `mdat` its map's leaves are the digests of. */
function mdatBlocks(box: TopBox, map: MerkleMap, alg: HashAlgorithm): Range[] {
  const start = box.start + MDAT_EXCLUDED_BYTES;
  const length = Math.max(0, box.end - box.start - MDAT_EXCLUDED_BYTES);
  const leafBytes = DIGEST_BYTES[alg];
  const blocks: Range[] = [];
  if (map.fixedBlockSize !== undefined) {
    const size = map.fixedBlockSize;
    if (size <= 1) fail('fixed block size must be positive integer');
    if (Math.ceil(length / size) * leafBytes > MAX_MERKLE_LEAVES_BYTES) fail('too many Merkle leaves');
    for (let at = 0; at < length; at += size)
      blocks.push({ start: start + at, end: start + Math.min(length, at + size) });
  } else if (map.variableBlockSizes !== undefined) {
    const sizes = map.variableBlockSizes;
    if (sizes.reduce((n, s) => n + s, 0) !== length) fail('variable block sizes do not match mdat box size');
    if (sizes.length * leafBytes > MAX_MERKLE_LEAVES_BYTES) fail('too many Merkle leaves');
    let at = start;
    for (const s of sizes) {
      blocks.push({ start: at, end: at + s });
      at += s;
    }
  } else {
    blocks.push({ start, end: start + length });
  }
  return blocks;
}

/**
 * The proofs of each map, by its `localId`: the file's proofs in order, each map taking `count` of them
 * (c2pa-rs's `split_bmff_merkle_map`; a later map of the same `localId` replaces an earlier one).
 */
function proofGroups(maps: readonly MerkleMap[], proofs: readonly MerkleProof[]): Map<number, MerkleProof[]> {
  const groups = new Map<number, MerkleProof[]>();
  let rest = [...proofs];
  for (const map of maps) {
    if (map.count > rest.length) fail('MerkleMap count incorrect');
    groups.set(map.localId, rest.slice(0, map.count));
    rest = rest.slice(map.count);
  }
  return groups;
}

/** The trees over the `mdat` boxes of a file that is not fragmented (c2pa-rs's `validate_merkle_maps_mdat_boxes`). */
async function checkMdatTrees(
  source: ByteSource,
  boxes: readonly TopBox[],
  maps: readonly MerkleMap[],
  proofs: readonly MerkleProof[],
  fallback: HashAlgorithm | undefined,
): Promise<void> {
  if (maps.some((m) => m.fixedBlockSize !== undefined && m.variableBlockSizes !== undefined))
    fail('MerkleMap block type must be either fixed or variable or both none');
  const mdats = boxes.filter((b) => b.type === 'mdat');
  if (mdats.length !== maps.length) fail('number of MerkleMaps does not match number of mdat boxes');
  const blocks = mdats.map((box, i) => {
    const map = maps[i] as MerkleMap;
    return mdatBlocks(box, map, algorithmOf(map, fallback));
  });
  if (proofs.length === 0) {
    for (const [i, map] of maps.entries()) {
      const alg = algorithmOf(map, fallback);
      const ranges = blocks[i] as Range[];
      if (ranges.length !== map.count) fail('number of leaves does not match the MerkleMap count');
      const leaves = await rangeDigests(source, ranges, alg);
      if (map.hashes.length === 1 && map.count > 1) {
        // the root alone is stored: build the tree from every leaf
        if (!same(map.hashes[0], merkleRoot(leaves, alg))) fail('Merkle root hash did not match');
      } else if (!leaves.every((leaf, j) => checkMerkleTree(map, alg, leaf, j, undefined))) {
        fail('chunk hash did not match');
      }
    }
    return;
  }
  const groups = proofGroups(maps, proofs);
  if (groups.size !== maps.length) fail('number of MerkleMaps does not match number of mdat boxes');
  for (const [i, map] of maps.entries()) {
    const alg = algorithmOf(map, fallback);
    const ranges = blocks[i] as Range[];
    const group = groups.get(map.localId) as MerkleProof[];
    if (ranges.length !== group.length) fail('number of hash ranges does not match BmffMerkleMap count');
    const leaves = await rangeDigests(source, ranges, alg);
    for (const [j, leaf] of leaves.entries()) {
      const proof = group[j] as MerkleProof;
      if (!checkMerkleTree(map, alg, leaf, proof.location, proof.hashes)) fail('chunk hash did not match');
    }
  }
}

/**
 * Checks the Merkle trees of a BMFF hash over a file (see the module's comment). `merkle` is the
 * assertion's list as decoded, `plan` its exclusions in this file, `offsets` whether the boxes'
 * offsets are hashed (v2 and later), `fallback` the assertion's own algorithm. Never throws for a
 * bad file or assertion: that is a mismatch; a read error propagates.
 */
export async function checkBmffMerkle(
  source: ByteSource,
  layout: BoxLayout,
  plan: BmffExclusionPlan,
  merkle: readonly unknown[],
  fallback: HashAlgorithm | undefined,
  offsets: boolean,
): Promise<MerkleOutcome> {
  try {
    const maps = merkle.map(merkleMapOf);
    const proofs = merkleProofsOf(layout);
    const boxes = layout.boxes;
    const firstMoof = boxes.find((b) => b.type === 'moof');
    for (const map of maps) {
      const alg = algorithmOf(map, fallback);
      if (!map.initHash) continue;
      if (!firstMoof) fail('BMFF inithash must not be present for non-fragmented media');
      const tail = { start: firstMoof!.start, end: source.size };
      const digest = await digestOfPlan(source, plan, alg, offsets, [tail]);
      if (!same(map.initHash, digest)) fail('BMFF inithash mismatch');
    }
    if (firstMoof) {
      const fragments = fragmentsOf(boxes);
      for (const map of maps) {
        const alg = algorithmOf(map, fallback);
        if (fragments.length !== map.count || proofs.length !== map.count)
          fail('Incorrect number of fragments hashes');
        for (const [index, fragment] of fragments.entries()) {
          const around = [
            { start: 0, end: fragment.start },
            { start: fragment.end, end: source.size },
          ];
          const leaf = await digestOfPlan(source, plan, alg, offsets, around);
          const proof = proofs[index] as MerkleProof;
          if (!checkMerkleTree(map, alg, leaf, proof.location, proof.hashes)) fail('Fragment not valid');
        }
      }
      return { match: true };
    }
    const sized = maps.every((m) => m.fixedBlockSize !== undefined || m.variableBlockSizes !== undefined);
    if (!sized && proofs.length > 0 && boxes.some((b) => b.type === 'moov')) {
      await checkTrackTrees(source, layout, maps, proofs, fallback);
      return { match: true };
    }
    await checkMdatTrees(source, boxes, maps, proofs, fallback);
    return { match: true };
  } catch (error) {
    if (error instanceof MerkleMismatch) return { match: false, reason: error.message };
    throw error;
  }
}

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
async function checkTrackTrees(
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
