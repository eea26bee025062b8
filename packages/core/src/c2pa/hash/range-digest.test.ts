import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { blobSource } from '../asset/byte-source.js';
import { contentOf, type Patch, removeRanges } from '../asset/container.js';
import { digestOf, streamingDigestFor } from './digest.js';
import { digestOfSourceWithoutRanges, digestWithoutRanges } from './range-digest.js';
import { streamingDigest } from './streaming-digest.js';

const hex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

function noise(length: number, seed = 7): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

describe('digestWithoutRanges', () => {
  const bytes = noise(100_000);
  it.each([
    ['no range', []],
    ['one range inside', [{ start: 10, end: 2_000 }]],
    [
      'ranges at both ends',
      [
        { start: 0, end: 30 },
        { start: 99_000, end: 100_000 },
      ],
    ],
    [
      'adjacent and overlapping ranges',
      [
        { start: 5, end: 50 },
        { start: 50, end: 70 },
        { start: 60, end: 90 },
      ],
    ],
  ])('equals hashing removeRanges: %s', async (_name, ranges) => {
    expect(await digestWithoutRanges(bytes, ranges)).toBe(`sha256:${hex(removeRanges(bytes, ranges))}`);
  });
});

describe('digests with patches (the container bytes a manifest changed)', () => {
  // 9 MB: pieces longer than the 4 MB slices the source is read in, a patch across a slice's end
  const bytes = noise(9 * 1024 * 1024, 11);
  const slice = 4 * 1024 * 1024;
  const ranges = [{ start: 1000, end: 5000 }];
  const patches: Patch[] = [
    { at: 200, bytes: new Uint8Array([1, 2, 3, 4]) },
    { at: 5000, bytes: new Uint8Array([5, 6, 7, 8]) }, // right after the range
    { at: 6000, bytes: new Uint8Array([9, 9, 9, 9, 9, 9, 9, 9]) },
    { at: slice - 2, bytes: new Uint8Array([0xaa, 0xbb, 0xcc, 0xdd]) },
    { at: bytes.length - 3, bytes: new Uint8Array([0xee, 0xee, 0xee]) },
  ];
  const location = { mediaType: 'video/mp4', ranges, jumbf: null, patches };
  const expected = `sha256:${hex(contentOf(bytes, location))}`;

  it('digestWithoutRanges equals hashing contentOf, without copying the file', async () => {
    expect(await digestWithoutRanges(bytes, ranges, patches)).toBe(expected);
    expect(await digestWithoutRanges(bytes, ranges, [...patches].reverse())).toBe(expected);
  });

  it('digestOfSourceWithoutRanges gives the same digest, reading 4 MB slices of a Blob', async () => {
    const reads: number[] = [];
    const source = blobSource(new Blob([bytes as Uint8Array<ArrayBuffer>]));
    const recording = {
      size: source.size,
      read: (start: number, end: number) => {
        reads.push(end - start);
        return source.read(start, end);
      },
    };
    expect(await digestOfSourceWithoutRanges(recording, ranges, patches)).toBe(expected);
    expect(Math.max(...reads)).toBeLessThanOrEqual(slice);
  });
});

describe('streamingDigest and digestOf (the hashes of C2PA)', () => {
  it('streamingDigestFor agrees with node:crypto below and past the gathering limit, and for SHA-384/512', async () => {
    for (const [algorithm, node] of [
      ['SHA-256', 'sha256'],
      ['SHA-384', 'sha384'],
      ['SHA-512', 'sha512'],
    ] as const) {
      for (const size of [1000, 5 * 1024 * 1024]) {
        const data = noise(size, 3);
        const digest = await streamingDigestFor(algorithm, size);
        for (let at = 0; at < size; at += 700_001) digest.update(data.subarray(at, at + 700_001));
        expect(Buffer.from(await digest.final()).toString('hex')).toBe(
          createHash(node).update(data).digest('hex'),
        );
      }
    }
  });

  it('gives the digests of node:crypto, below and above the size it gathers up to', async () => {
    for (const size of [0, 1_000, 3_000_000, 9_000_000]) {
      const data = noise(size, size);
      const digest = streamingDigest('SHA-256');
      for (let at = 0; at < size; at += 1_000_003) digest.update(data.subarray(at, at + 1_000_003));
      expect(Buffer.from(await digest.final()).toString('hex')).toBe(hex(data));
    }
    const small = noise(300, 1);
    expect(Buffer.from(await digestOf(small, 'SHA-256')).toString('hex')).toBe(hex(small));
    expect(Buffer.from(await digestOf(small, 'SHA-512')).toString('hex')).toBe(
      createHash('sha512').update(small).digest('hex'),
    );
    const other = streamingDigest('SHA-384');
    other.update(new Uint8Array([1, 2, 3]));
    expect(Buffer.from(await other.final()).toString('hex')).toBe(
      createHash('sha384')
        .update(new Uint8Array([1, 2, 3]))
        .digest('hex'),
    );
  });

  it('does not copy what it hashes past the gathering limit: the parts can change afterwards', async () => {
    const data = noise(6_000_000, 3);
    const expected = hex(data);
    const digest = streamingDigest('SHA-256');
    digest.update(data.subarray(0, 5_000_000)); // past the limit: hashed now, not kept
    data.fill(0, 0, 5_000_000);
    digest.update(data.subarray(5_000_000));
    const got = Buffer.from(await digest.final()).toString('hex');
    expect(got).not.toBe(hex(data));
    expect(got).toBe(expected);
  });

  it('keeps a copy of what it gathers for SHA-384 and SHA-512: the parts can change afterwards', async () => {
    const data = noise(1_000, 5);
    const expected = createHash('sha512').update(data).digest('hex');
    const digest = streamingDigest('SHA-512');
    digest.update(data);
    data.fill(0);
    expect(Buffer.from(await digest.final()).toString('hex')).toBe(expected);
  });
});
