/**
 * Merkle-tree BMFF hashes (fragmented MP4, `mdat` blocks): the MP4 vectors signed by c2pa-rs
 * (test-vectors/c2pa-rs-signed/, copied and varied into media/) get the same verdict from ours as
 * from the official reader, and the tree arithmetic is c2pa-rs's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { fragmentedMp4 } from '../../../../../../test-vectors/lib/bmff-media.js';
import type { VectorManifest } from '../../../../../../test-vectors/lib/manifest.js';
import { initOfficialReader, officialVerdict } from '../../../../../../test-vectors/lib/official-reader.js';
import { layoutOf } from '../../asset/bmff.js';
import { bytesSource } from '../../asset/byte-source.js';
import { readLicenseAssertion } from '../../read/index.js';
import { bmffExclusionPlan, defaultBmffExclusions, digestOfPlan, rangeDigests } from '../bmff-hash.js';
import {
  checkBmffMerkle,
  checkMerkleTree,
  type MerkleMap,
  merkleProofsOf,
  merkleRoot,
  merkleRowSizes,
} from './index.js';

const root = fileURLToPath(new URL('../../../../../../test-vectors', import.meta.url));
const vector = (file: string) => new Uint8Array(readFileSync(join(root, file)));
const expected: VectorManifest = JSON.parse(readFileSync(join(root, 'expected.json'), 'utf8'));
const signedByC2paRs = expected.vectors.filter((v) => v.description.startsWith('MP4 signed by c2pa-rs'));

beforeAll(() => initOfficialReader());

describe('MP4 signed by c2pa-rs, fragmented or with Merkle trees', () => {
  it('are committed: good and changed ones', () => {
    expect(signedByC2paRs.filter((v) => v.expected.valid).length).toBeGreaterThanOrEqual(5);
    expect(signedByC2paRs.filter((v) => !v.expected.valid).length).toBeGreaterThanOrEqual(7);
  });

  it.each(signedByC2paRs.map((v) => [v.file, v] as const))(
    '%s: the same verdict from ours and the official reader',
    async (file, v) => {
      const bytes = vector(file);
      const official = await officialVerdict(bytes, 'video/mp4');
      const ours = await readLicenseAssertion(bytes);
      if (v.expected.valid) {
        expect(official.class, official.failures.join(' ')).toBe('good');
        expect(ours).toMatchObject({ found: true });
      } else {
        expect(official.class).toBe('invalid');
        expect(official.failures).toContain('assertion.bmffHash.mismatch');
        expect(ours).toMatchObject({ found: false, code: 'manifest_invalid' });
        if (!ours.found) expect(ours.message).toContain('assertion.bmffHash.mismatch');
      }
    },
  );

  it('agree on every byte of a merkle uuid box changed, never valid where the official reader rejects', async () => {
    for (const name of ['fragmented-merkle', 'track-merkle', 'merkle-blocks']) {
      const bytes = vector(`media/licensed-${name}.mp4`);
      const box = layoutOf(bytes).boxes.find(
        (b) =>
          b.type === 'uuid' &&
          String.fromCharCode(...bytes.subarray(b.start + 28, b.start + 34)) === 'merkle',
      )!;
      for (let at = box.start; at < box.end; at++) {
        const mutant = bytes.slice();
        mutant[at] = (mutant[at] as number) ^ 0x01;
        const official = await officialVerdict(mutant, 'video/mp4');
        const ours = await readLicenseAssertion(mutant);
        expect(ours.found, `${name} byte ${at - box.start} of the box: official ${official.class}`).toBe(
          official.class === 'good',
        );
      }
    }
  }, 120_000);

  it('read a merkle box map whose padding became a field (an integer key is a field index) as c2pa-rs does', async () => {
    const bytes = vector('media/licensed-merkle-blocks.mp4');
    // a box whose map is shorter than the longest: padded with zeros
    const box = layoutOf(bytes).boxes.find(
      (b) =>
        b.type === 'uuid' &&
        String.fromCharCode(...bytes.subarray(b.start + 28, b.start + 34)) === 'merkle' &&
        bytes[b.end - 1] === 0,
    )!;
    // the map's head: 4 entries (0xa4) made 5, the fifth read from the zero padding: key 0, value 0
    const head = box.start + 35;
    expect(bytes[head]).toBe(0xa4);
    const mutant = bytes.slice();
    mutant[head] = 0xa5;
    const official = await officialVerdict(mutant, 'video/mp4');
    expect(official).toMatchObject({ class: 'unreadable' });
    expect(official.error).toContain('duplicate field `uniqueId`');
    expect(await readLicenseAssertion(mutant)).toMatchObject({ found: false, code: 'manifest_invalid' });
  });

  it('reads a fragmented file given as a Blob in slices, as from bytes', async () => {
    const bytes = vector('media/licensed-fragmented-merkle.mp4');
    const fromBlob = await readLicenseAssertion(new Blob([bytes]));
    expect(fromBlob).toMatchObject({ found: true });
    const changed = await readLicenseAssertion(new Blob([vector('media/tampered-fragmented-merkle.mp4')]));
    expect(changed).toMatchObject({ found: false, code: 'manifest_invalid' });
  });
});

const sha = (n: number) => new Uint8Array(32).fill(n);

describe('the tree arithmetic', () => {
  it('counts the rows of a tree as c2pa-rs lays it out', () => {
    expect(merkleRowSizes(1)).toEqual([1]);
    expect(merkleRowSizes(4)).toEqual([4, 2, 1]);
    expect(merkleRowSizes(5)).toEqual([5, 3, 2, 1]);
    expect(merkleRowSizes(0)).toEqual([0]);
  });

  it('carries an odd last node up unhashed, and proves every leaf to the root', async () => {
    const leaves = [sha(1), sha(2), sha(3)];
    const { sha256 } = await import('@noble/hashes/sha2.js');
    const pair = (a: Uint8Array, b: Uint8Array) => sha256(new Uint8Array([...a, ...b]));
    const top = merkleRoot(leaves, 'SHA-256');
    expect(top).toEqual(pair(pair(sha(1), sha(2)), sha(3)));
    const map: MerkleMap = { uniqueId: 0, localId: 0, count: 3, hashes: [top] };
    expect(checkMerkleTree(map, 'SHA-256', sha(1), 0, [sha(2), sha(3)])).toBe(true);
    expect(checkMerkleTree(map, 'SHA-256', sha(2), 1, [sha(1), sha(3)])).toBe(true);
    // the odd leaf has no sibling on the first row: its proof is the pair above it
    expect(checkMerkleTree(map, 'SHA-256', sha(3), 2, [pair(sha(1), sha(2))])).toBe(true);
    expect(checkMerkleTree(map, 'SHA-256', sha(9), 0, [sha(2), sha(3)])).toBe(false);
    expect(checkMerkleTree(map, 'SHA-256', sha(1), 0, [sha(2)])).toBe(false);
    expect(checkMerkleTree(map, 'SHA-256', sha(1), 3, [sha(2), sha(3)])).toBe(false);
    // the leaves stored: no proof, the leaf itself
    const flat: MerkleMap = { uniqueId: 0, localId: 0, count: 3, hashes: leaves };
    expect(checkMerkleTree(flat, 'SHA-256', sha(2), 1, undefined)).toBe(true);
    expect(checkMerkleTree(flat, 'SHA-256', sha(2), 0, undefined)).toBe(false);
  });

  it('hashes blocks streamed across slices, empty blocks as no bytes', async () => {
    const bytes = new Uint8Array(10).map((_, i) => i);
    const { sha256 } = await import('@noble/hashes/sha2.js');
    const digests = await rangeDigests(
      bytesSource(bytes),
      [
        { start: 0, end: 3 },
        { start: 3, end: 3 },
        { start: 5, end: 10 },
      ],
      'SHA-256',
    );
    expect(digests).toEqual([
      sha256(bytes.subarray(0, 3)),
      sha256(new Uint8Array(0)),
      sha256(bytes.subarray(5)),
    ]);
  });
});

describe('checkBmffMerkle', () => {
  const file = fragmentedMp4(8, 4);
  const source = bytesSource(file);
  const layout = layoutOf(file);
  /** A raw map of the assertion's `merkle` list (as decoded: any field of any type). */
  const map = (fields: Record<string, unknown>): Record<string, unknown> => ({
    uniqueId: 0,
    localId: 0,
    count: 4,
    alg: 'sha256',
    hashes: [sha(0)],
    ...fields,
  });

  it('answers a mismatch, never throws, for a fragmented file without merkle boxes or with a wrong count', async () => {
    const plan = await bmffExclusionPlan(source, layout, defaultBmffExclusions());
    expect(merkleProofsOf(layout)).toEqual([]);
    const outcome = await checkBmffMerkle(source, layout, plan, [map({})], 'SHA-256', true);
    expect(outcome).toEqual({ match: false, reason: 'Incorrect number of fragments hashes' });
    const malformed = await checkBmffMerkle(source, layout, plan, [map({ count: 'four' })], 'SHA-256', true);
    expect(malformed).toMatchObject({ match: false, reason: 'count is not an unsigned integer' });
    const alg = await checkBmffMerkle(source, layout, plan, [map({ alg: 'md5' })], 'SHA-256', true);
    expect(alg).toMatchObject({ match: false, reason: 'unsupported hash algorithm "md5"' });
    const inherited = await checkBmffMerkle(
      source,
      layout,
      plan,
      [map({ alg: 'constructor' })],
      'SHA-256',
      true,
    );
    expect(inherited).toMatchObject({ match: false, reason: 'unsupported hash algorithm "constructor"' });
  });

  it('checks an initHash over the bytes before the first moof', async () => {
    const plan = await bmffExclusionPlan(source, layout, defaultBmffExclusions());
    const moof = layout.boxes.find((b) => b.type === 'moof')!;
    const init = await digestOfPlan(source, plan, 'SHA-256', true, [{ start: moof.start, end: file.length }]);
    // a right initHash gets past it to the fragments (none proven here: no merkle boxes)
    const right = await checkBmffMerkle(source, layout, plan, [map({ initHash: init })], 'SHA-256', true);
    expect(right).toEqual({ match: false, reason: 'Incorrect number of fragments hashes' });
    const wrong = await checkBmffMerkle(source, layout, plan, [map({ initHash: sha(7) })], 'SHA-256', true);
    expect(wrong).toEqual({ match: false, reason: 'BMFF inithash mismatch' });
  });
});
