import { createHash } from 'node:crypto';
import { Crypto } from '@trustnxt/c2pa-ts/crypto';
import { describe, expect, it } from 'vitest';
import { removeRanges } from './container.js';
import { installC2paCrypto } from './crypto.js';
import { digestWithoutRanges } from './range-digest.js';

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

describe('c2pa-ts digests through installC2paCrypto (streamed SHA-256)', () => {
  it('keeps every c2pa-ts digest the same, below and above the size it gathers up to', async () => {
    installC2paCrypto();
    installC2paCrypto(); // idempotent: wraps the original provider once
    for (const size of [0, 1_000, 3_000_000, 9_000_000]) {
      const data = noise(size, size);
      const digest = Crypto.streamingDigest('SHA-256');
      for (let at = 0; at < size; at += 1_000_003) digest.update(data.subarray(at, at + 1_000_003));
      expect(Buffer.from(await digest.final()).toString('hex')).toBe(hex(data));
    }
    const small = noise(300, 1);
    expect(Buffer.from(await Crypto.digest(small, 'SHA-256')).toString('hex')).toBe(hex(small));
    expect(Buffer.from(await Crypto.digest(small, 'SHA-512')).toString('hex')).toBe(
      createHash('sha512').update(small).digest('hex'),
    );
    const other = Crypto.streamingDigest('SHA-384');
    other.update(new Uint8Array([1, 2, 3]));
    expect(Buffer.from(await other.final()).toString('hex')).toBe(
      createHash('sha384')
        .update(new Uint8Array([1, 2, 3]))
        .digest('hex'),
    );
  });

  it('does not copy what it hashes past the gathering limit: the parts can change afterwards', async () => {
    installC2paCrypto();
    const data = noise(6_000_000, 3);
    const expected = hex(data);
    const digest = Crypto.streamingDigest('SHA-256');
    digest.update(data.subarray(0, 5_000_000)); // past the limit: hashed now, not kept
    data.fill(0, 0, 5_000_000);
    digest.update(data.subarray(5_000_000));
    const got = Buffer.from(await digest.final()).toString('hex');
    expect(got).not.toBe(hex(data));
    expect(got).toBe(expected);
  });
});
