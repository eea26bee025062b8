/**
 * The Merkle trees of a BMFF hash (`c2pa.hash.bmff.v2`/`.v3` with a `merkle` field), checked in one file
 * the way c2pa-rs checks them (`BmffHash::verify_stream_hash`):
 *
 * - an `initHash` of a map: the file-level hash of the bytes before the first `moof`;
 * - a fragmented file (one with a `moof` after its first box): each fragment, a `moof` and the boxes
 *   up to the next `moof`, is one leaf, hashed as the file-level hash is (the exclusions, the boxes'
 *   offsets) over the fragment's bytes alone; the leaf's place and proof are in the C2PA `merkle`
 *   `uuid` boxes of the file, one a fragment, in order;
 * - otherwise, each `mdat` is a tree of its own (one map an `mdat`, in order), its leaves blocks of
 *   its bytes from the 16th on (of a fixed size, of the listed sizes, or the whole), checked against
 *   the stored row (the leaves, or the root), with proofs from `merkle` boxes when the file has some.
 *
 * Timed-media trees (leaves that are the chunks of a track's samples, read through its sample tables)
 * are not computed here: {@link checkBmffMerkle} says so instead of guessing. The file is read in
 * slices, never whole.
 */
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import type { HashAlgorithm } from '@trustnxt/c2pa-ts/crypto';
import { type BmffExclusionPlan, digestOfPlan, type Range, rangeDigests } from './bmff-hash.js';
import type { ByteSource } from './byte-source.js';
import { CborMap, type CborValue, decodeCborPrefix } from './cbor.js';
import { type BoxLayout, C2PA_UUID, type TopBox } from './formats/bmff.js';

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

/** The outcome: the trees match, a leaf or a structure does not (`reason`), or they cannot be checked here. */
export type MerkleOutcome = { match: true } | { match: false; reason: string } | { uncheckable: string };

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
  const alg = typeof value === 'string' ? ALGORITHMS[value] : undefined;
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
    const hashes = field(map!, 'hashes');
    proofs.push({
      uniqueId: count(field(map!, 'uniqueId'), 'uniqueId'),
      localId: count(field(map!, 'localId'), 'localId'),
      location: count(field(map!, 'location'), 'location'),
      hashes: optional(hashes, (v) => bytesList(v, 'the proof')),
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
  // the proofs, one a leaf, in the order of the maps; each map takes `count` of them
  const groups = new Map<number, MerkleProof[]>();
  let rest = [...proofs];
  for (const map of maps) {
    if (map.count > rest.length) fail('MerkleMap count incorrect');
    groups.set(map.localId, rest.slice(0, map.count));
    rest = rest.slice(map.count);
  }
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
      return {
        uncheckable: 'a Merkle tree over the chunks of a track (timed media) is not computed by this library',
      };
    }
    await checkMdatTrees(source, boxes, maps, proofs, fallback);
    return { match: true };
  } catch (error) {
    if (error instanceof MerkleMismatch) return { match: false, reason: error.message };
    throw error;
  }
}

/**
 * The status a BMFF hash gets when its Merkle tree is of a kind this library does not compute: not a
 * C2PA status code (c2pa-rs computes it), so that the verdict says "cannot check", never "tampered".
 */
export const BMFF_MERKLE_UNCHECKED = 'tlp.bmffHash.merkleUnchecked';
