/**
 * A Merkle tree of a BMFF hash, whatever its leaves are: its map in the assertion's `merkle` list
 * (`MerkleMap`), the proofs the file's C2PA `merkle` `uuid` boxes carry, and the check of a leaf against
 * the stored row as c2pa-rs makes it (`concat_and_hash`, `to_layout`). The leaves are a fragment's digest
 * (./fragments.ts), a track chunk's (./tracks.ts) or an `mdat` block's (./mdat.ts).
 */
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { ownValue } from '../../../lib/own.js';
import { type BoxLayout, C2PA_UUID } from '../../asset/bmff.js';
import { CborMap, type CborValue, decodeCborPrefix } from '../../cbor/decode.js';
import type { HashAlgorithm } from '../../hash/digest.js';

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
export class MerkleMismatch extends Error {}

export const fail = (reason: string): never => {
  throw new MerkleMismatch(reason);
};

/**
 * The most memory the leaves of one tree may take, as c2pa-rs bounds them (a tiny block size or a long
 * list of sizes is refused rather than hashed).
 */
export const MAX_MERKLE_LEAVES_BYTES = 32 * 1024 * 1024;

const ALGORITHMS: Record<string, HashAlgorithm> = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' };
export const DIGEST_BYTES: Record<HashAlgorithm, number> = { 'SHA-256': 32, 'SHA-384': 48, 'SHA-512': 64 };

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
  const alg = typeof value === 'string' ? ownValue(ALGORITHMS, value) : undefined;
  if (!alg) fail(`unsupported hash algorithm ${JSON.stringify(value)}`);
  return alg as HashAlgorithm;
}

/** A map of the assertion's `merkle` list; throws (a mismatch) when a field is missing or of the wrong type. */
export function merkleMapOf(raw: unknown): MerkleMap {
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

export const same = (a: Uint8Array | undefined, b: Uint8Array) =>
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
export function algorithmOf(map: MerkleMap, fallback: HashAlgorithm | undefined): HashAlgorithm {
  return map.alg ?? fallback ?? fail('no algorithm found');
}

/**
 * The proofs of each map, by its `localId`: the file's proofs in order, each map taking `count` of them
 * (c2pa-rs's `split_bmff_merkle_map`; a later map of the same `localId` replaces an earlier one).
 */
export function proofGroups(
  maps: readonly MerkleMap[],
  proofs: readonly MerkleProof[],
): Map<number, MerkleProof[]> {
  const groups = new Map<number, MerkleProof[]>();
  let rest = [...proofs];
  for (const map of maps) {
    if (map.count > rest.length) fail('MerkleMap count incorrect');
    groups.set(map.localId, rest.slice(0, map.count));
    rest = rest.slice(map.count);
  }
  return groups;
}
