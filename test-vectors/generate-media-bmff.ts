/**
 * ISO BMFF vectors (MP4, MOV, M4A, HEIC, AVIF), in `media/`: per format a licensed file (signer chained
 * to the vectors' root), the same file with one byte of its media data changed, and the plain file.
 * The media are written by hand or by sharp (test-vectors/lib/bmff-media.ts); deterministic like the
 * image vectors.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { layoutOf } from '../packages/core/src/c2pa/asset/bmff.js';
import type { OutFile } from './generate-tokens.js';
import { avif, heic, m4a, mov, mp4 } from './lib/bmff-media.js';
import type { Vector } from './lib/manifest.js';
import { licensedSample } from './lib/media-samples.js';

const _sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The file with one byte of its `mdat` payload changed (the middle one; of the last `mdat` with
 * `last`, a fragmented file's last fragment): the media differ, the boxes do not.
 */
export function tamperMediaData(file: Uint8Array, last = false): Uint8Array {
  const mdats = layoutOf(file).boxes.filter((b) => b.type === 'mdat');
  const mdat = last ? mdats[mdats.length - 1] : mdats[0];
  if (!mdat) throw new Error('no mdat');
  const out = file.slice();
  const at = mdat.start + mdat.headerSize + Math.floor((mdat.end - mdat.start - mdat.headerSize) / 2);
  out[at] = (out[at] as number) ^ 0x01;
  return out;
}

/** The C2PA user type followed by a version and the `merkle` purpose: where a Merkle `uuid` box's CBOR starts. */
function merkleBoxCbor(file: Uint8Array): number {
  for (const box of layoutOf(file).boxes) {
    if (box.type !== 'uuid') continue;
    const purpose = box.start + 28;
    const text = String.fromCharCode(...file.subarray(purpose, purpose + 7));
    if (text === 'merkle\0') return purpose + 7;
  }
  throw new Error('no merkle box');
}

/**
 * The file with one byte changed in the first hash of the first C2PA `merkle` `uuid` box (a leaf's
 * proof, outside the signed manifest): the media are the same, the tree no longer leads to the root.
 */
export function changeMerkleProof(file: Uint8Array): Uint8Array {
  const at = merkleBoxCbor(file);
  // the first 32-byte byte string of the map (CBOR head 0x58 0x20)
  for (let i = at; i < file.length - 34; i++) {
    if (file[i] === 0x58 && file[i + 1] === 0x20) {
      const out = file.slice();
      out[i + 2 + 31] = (out[i + 2 + 31] as number) ^ 0x01;
      return out;
    }
  }
  throw new Error('no proof hash');
}

/**
 * The file with one byte changed in the first leaf hash the assertion stores (SHA-256 of the `mdat`'s
 * first 1 KB block from its 16th byte): a changed Merkle leaf inside the signed manifest.
 */
export function changeStoredLeaf(file: Uint8Array): Uint8Array {
  const mdat = layoutOf(file).boxes.find((b) => b.type === 'mdat');
  if (!mdat) throw new Error('no mdat');
  const leaf = createHash('sha256')
    .update(file.subarray(mdat.start + 16, Math.min(mdat.end, mdat.start + 16 + 1024)))
    .digest();
  const hex = leaf.toString('hex');
  const at = Buffer.from(file).indexOf(Buffer.from(hex, 'hex'));
  if (at < 0) throw new Error(`leaf ${hex} not stored`);
  const out = file.slice();
  out[at + 31] = (out[at + 31] as number) ^ 0x01;
  return out;
}

/**
 * MP4 files signed by c2pa-rs (`c2pa-rs-signed/`, made by sign-with-c2pa-wasm.ts and committed: its
 * signatures are not reproducible), copied into `media/` with the variants derived from them: a
 * fragmented file with a file-level hash, a fragmented file whose fragments are the leaves of a Merkle
 * tree, MP4 files with Merkle trees over their `mdat`, and a fragmented file with per-`mdat` trees that
 * c2pa-rs itself rejects.
 */
function c2paRsSignedVectors(): { files: OutFile[]; vectors: Vector[] } {
  const files: OutFile[] = [];
  const vectors: Vector[] = [];
  const read = (name: string) =>
    new Uint8Array(readFileSync(new URL(`./c2pa-rs-signed/${name}`, import.meta.url)));
  const add = (file: string, data: Uint8Array, description: string, expected: Vector['expected']) => {
    const path = `media/${file}.mp4`;
    files.push({ path, data });
    vectors.push({
      file: path,
      kind: 'media',
      description: `MP4 signed by c2pa-rs: ${description}`,
      options: { mode: 'test', trustVectorRoot: true },
      expected,
    });
  };
  const invalid = { valid: false as const, code: 'manifest_invalid' };
  const trusted = { valid: true as const, trusted: true };

  const fragmented = read('fragmented.mp4');
  add('licensed-fragmented', fragmented, 'fragmented (moof + mdat pairs), a file-level v3 hash', trusted);
  add(
    'tampered-fragmented',
    tamperMediaData(fragmented, true),
    'fragmented, one byte of the last fragment’s media changed',
    invalid,
  );

  const tree = read('fragmented-merkle.mp4');
  add(
    'licensed-fragmented-merkle',
    tree,
    'fragmented, each fragment a leaf of a Merkle tree (proofs in merkle uuid boxes, an initHash)',
    trusted,
  );
  add(
    'tampered-fragmented-merkle',
    tamperMediaData(tree, true),
    'fragment leaves, one byte of the last fragment’s media changed',
    invalid,
  );
  add(
    'proof-changed-fragmented-merkle',
    changeMerkleProof(tree),
    'fragment leaves, one byte of a leaf’s proof in its merkle uuid box changed',
    invalid,
  );

  const track = read('track-merkle.mp4');
  add(
    'licensed-track-merkle',
    track,
    'each chunk of the track a leaf of a Merkle tree (timed media: proofs in merkle uuid boxes)',
    trusted,
  );
  add(
    'tampered-track-merkle',
    tamperMediaData(track),
    'chunk leaves, one byte of the media changed',
    invalid,
  );
  add(
    'proof-changed-track-merkle',
    changeMerkleProof(track),
    'chunk leaves, one byte of a leaf’s proof in its merkle uuid box changed',
    invalid,
  );

  const blocks = read('merkle-blocks.mp4');
  add(
    'licensed-merkle-blocks',
    blocks,
    'a Merkle tree over 1 KB blocks of the mdat (its root, proofs in merkle uuid boxes)',
    trusted,
  );
  add(
    'tampered-merkle-blocks',
    tamperMediaData(blocks),
    'mdat blocks, one byte of the media changed',
    invalid,
  );
  add(
    'proof-changed-merkle-blocks',
    changeMerkleProof(blocks),
    'mdat blocks, one byte of a leaf’s proof in its merkle uuid box changed',
    invalid,
  );

  const leaves = read('merkle-leaves.mp4');
  add(
    'licensed-merkle-leaves',
    leaves,
    'a Merkle tree over 1 KB blocks of the mdat (its leaves in the assertion)',
    trusted,
  );
  add(
    'tampered-merkle-leaves',
    tamperMediaData(leaves),
    'mdat leaves, one byte of the media changed',
    invalid,
  );
  add(
    'leaf-changed-merkle-leaves',
    changeStoredLeaf(leaves),
    'mdat leaves, one byte of a leaf hash in the assertion changed',
    invalid,
  );

  const whole = read('merkle-mdat.mp4');
  add('licensed-merkle-mdat', whole, 'a Merkle tree of one leaf, the whole mdat', trusted);
  add(
    'tampered-merkle-mdat',
    tamperMediaData(whole),
    'one-leaf tree, one byte of the media changed',
    invalid,
  );

  add(
    'rejected-fragmented-merkle',
    read('fragmented-merkle-c2pa-rs.mp4'),
    'fragmented, a Merkle tree an mdat in 1 KB blocks (c2pa-rs rejects its own file: a tree a fragment is what it checks)',
    invalid,
  );
  return { files, vectors };
}

export async function generateBmffVectors(): Promise<{ files: OutFile[]; vectors: Vector[] }> {
  const files: OutFile[] = [];
  const vectors: Vector[] = [];
  const trusting = { mode: 'test' as const, trustVectorRoot: true };
  const media: Array<[string, string, string, Uint8Array]> = [
    ['video/mp4', 'mp4', 'MP4', mp4()],
    ['video/quicktime', 'mov', 'MOV', mov()],
    ['audio/mp4', 'm4a', 'M4A', m4a()],
    ['image/heic', 'heic', 'HEIC', heic()],
    ['image/avif', 'avif', 'AVIF', await avif()],
  ];
  for (const [mediaType, ext, name, original] of media) {
    const licensed = await licensedSample(original, mediaType);
    const add = (file: string, data: Uint8Array, description: string, expected: Vector['expected']) => {
      const path = `media/${file}.${ext}`;
      files.push({ path, data });
      vectors.push({
        file: path,
        kind: 'media',
        description: `${name}: ${description}`,
        options: trusting,
        expected,
      });
    };
    add('licensed', licensed, 'licensed, signer chained to the trusted root', { valid: true, trusted: true });
    add('tampered', tamperMediaData(licensed), 'one byte of the media data changed after signing', {
      valid: false,
      code: 'manifest_invalid',
    });
    add('no-manifest', original, 'no C2PA manifest', { valid: false, code: 'no_manifest' });
  }
  const signed = c2paRsSignedVectors();
  files.push(...signed.files);
  vectors.push(...signed.vectors);
  return { files, vectors };
}
