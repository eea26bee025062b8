/**
 * The trees over the `mdat` boxes of a file that is neither fragmented nor timed media with track
 * proofs (c2pa-rs's `validate_merkle_maps_mdat_boxes`): each `mdat` a tree of its own (one map an
 * `mdat`, in order), its leaves blocks of its bytes from the 16th on (of a fixed size, of the listed
 * sizes, or the whole), checked against the stored row (the leaves, or the root), with proofs from
 * `merkle` boxes when the file has some.
 */
import type { TopBox } from '../../asset/bmff.js';
import type { ByteSource } from '../../asset/byte-source.js';
import type { HashAlgorithm } from '../../hash/digest.js';
import { type Range, rangeDigests } from '../bmff-hash.js';
import {
  algorithmOf,
  checkMerkleTree,
  DIGEST_BYTES,
  fail,
  MAX_MERKLE_LEAVES_BYTES,
  type MerkleMap,
  type MerkleProof,
  merkleRoot,
  proofGroups,
  same,
} from './tree.js';

/** c2pa-rs's rule that the `mdat`'s first 16 bytes are outside its tree (the header and, for an 8-byte header, 8 more). */
const MDAT_EXCLUDED_BYTES = 16;

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
export async function checkMdatTrees(
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
