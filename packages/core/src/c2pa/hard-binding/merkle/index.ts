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
 * The file is read in slices, never whole. One module a kind of tree: ./fragments.ts, ./tracks.ts,
 * ./mdat.ts, over what they share (./tree.ts).
 */
import type { BoxLayout } from '../../asset/bmff.js';
import type { ByteSource } from '../../asset/byte-source.js';
import type { HashAlgorithm } from '../../hash/digest.js';
import type { BmffExclusionPlan } from '../bmff-hash.js';
import { checkFragmentTrees } from './fragments.js';
import { checkMdatTrees } from './mdat.js';
import { checkTrackTrees } from './tracks.js';
import { MerkleMismatch, type MerkleOutcome, merkleMapOf, merkleProofsOf } from './tree.js';

export {
  checkMerkleTree,
  type MerkleMap,
  type MerkleOutcome,
  type MerkleProof,
  merkleProofsOf,
  merkleRoot,
  merkleRowSizes,
} from './tree.js';

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
    await checkFragmentTrees(source, boxes, plan, maps, proofs, fallback, offsets);
    if (boxes.some((b) => b.type === 'moof')) return { match: true };
    const sized = maps.every((m) => m.fixedBlockSize !== undefined || m.variableBlockSizes !== undefined);
    if (!sized && proofs.length > 0 && boxes.some((b) => b.type === 'moov'))
      await checkTrackTrees(source, layout, maps, proofs, fallback);
    else await checkMdatTrees(source, boxes, maps, proofs, fallback);
    return { match: true };
  } catch (error) {
    if (error instanceof MerkleMismatch) return { match: false, reason: error.message };
    throw error;
  }
}
