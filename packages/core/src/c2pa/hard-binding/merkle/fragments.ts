/**
 * The trees of a fragmented file (one with a `moof` after its first box), as c2pa-rs checks them: an
 * `initHash` is the file-level hash of the bytes before the first `moof`; each fragment, a `moof` and the
 * boxes up to the next `moof`, is one leaf, hashed as the file-level hash is (the exclusions, the boxes'
 * offsets) over the fragment's bytes alone, its place and proof in the file's `merkle` boxes, in order.
 */
import type { TopBox } from '../../asset/bmff.js';
import type { ByteSource } from '../../asset/byte-source.js';
import type { HashAlgorithm } from '../../hash/digest.js';
import { type BmffExclusionPlan, digestOfPlan, type Range } from '../bmff-hash.js';
import { algorithmOf, checkMerkleTree, fail, type MerkleMap, type MerkleProof, same } from './tree.js';

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

/**
 * Each map's `initHash` (which only a fragmented file may have), then, for a fragmented file, each
 * fragment against its proof. Whether the file is fragmented: its first `moof` (undefined: not).
 */
export async function checkFragmentTrees(
  source: ByteSource,
  boxes: readonly TopBox[],
  plan: BmffExclusionPlan,
  maps: readonly MerkleMap[],
  proofs: readonly MerkleProof[],
  fallback: HashAlgorithm | undefined,
  offsets: boolean,
): Promise<void> {
  const firstMoof = boxes.find((b) => b.type === 'moof');
  for (const map of maps) {
    const alg = algorithmOf(map, fallback);
    if (!map.initHash) continue;
    if (!firstMoof) fail('BMFF inithash must not be present for non-fragmented media');
    const tail = { start: firstMoof!.start, end: source.size };
    const digest = await digestOfPlan(source, plan, alg, offsets, [tail]);
    if (!same(map.initHash, digest)) fail('BMFF inithash mismatch');
  }
  if (!firstMoof) return;
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
}
