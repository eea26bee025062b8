import { ISCC_MATCH_THRESHOLD } from '@tlp/core/fingerprint';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../test-vectors/lib/seeded-random.js';
import { CHUNK_BITS } from './image-code.js';
import { chunkRadii, MemoryCodeIndex, neighbours } from './memory-index.js';

/** Set bits of a 32-bit integer, counted one by one (not the popcount under test). */
function bitsOf(x: number): number {
  let n = 0;
  for (let b = 0; b < 32; b++) n += (x >>> b) & 1;
  return n;
}

type Code = [number, number];

/** `count` codes from `seed`: random ones, and codes within a few bits of `near` (the ones a query finds). */
function codesOf(seed: number, count: number, near: Code): Code[] {
  const next = seededRandom(seed);
  const u32 = () => Math.floor(next() * 2 ** 32) >>> 0;
  const flipSome = (x: number, bits: number) => {
    let out = x;
    for (let i = 0; i < bits; i++) out = (out ^ (1 << Math.floor(next() * 32))) >>> 0;
    return out;
  };
  return Array.from({ length: count }, (): Code => {
    if (next() < 0.7) return [u32(), u32()];
    const bits = Math.floor(next() * (ISCC_MATCH_THRESHOLD + 4));
    const inHi = Math.floor(next() * (bits + 1));
    return [flipSome(near[0], inHi), flipSome(near[1], bits - inHi)];
  });
}

/** What a scan of every code answers: `[seq, distance]` of each within `distance`, by seq. */
function oracle(codes: readonly Code[], q: Code, distance: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [i, [hi, lo]] of codes.entries()) {
    const d = bitsOf((hi ^ q[0]) >>> 0) + bitsOf((lo ^ q[1]) >>> 0);
    if (d <= distance) out.push([i + 1, d]);
  }
  return out;
}

/** A manifest ID for row `seq`: a UUID for odd rows (held as bytes), any string for even ones. */
const idOf = (seq: number) =>
  seq % 2 === 1
    ? `urn:c2pa:0000abcd-0000-8000-8000-${seq.toString(16).padStart(12, '0')}`
    : `urn:c2pa:row-${seq}`;

/** `[seq, distance]` of each hit, by seq; each hit's manifest the one its row was added with. */
const sorted = (hits: Array<{ seq: number; manifestId: string; distance: number }>) => {
  for (const h of hits) expect(h.manifestId).toBe(idOf(h.seq));
  return hits.map((h): [number, number] => [h.seq, h.distance]).sort((a, b) => a[0] - b[0]);
};

describe('the in-memory code index', () => {
  it('answers exactly what a scan of every code answers, whatever the codes, query and distance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.integer({ min: 0, max: 9000 }),
        fc.tuple(fc.nat({ max: 2 ** 32 - 1 }), fc.nat({ max: 2 ** 32 - 1 })),
        fc.integer({ min: 0, max: ISCC_MATCH_THRESHOLD }),
        fc.integer({ min: 0, max: 3000 }),
        (seed, count, query, distance, tailMin) => {
          const codes = codesOf(seed, count, query);
          // Whether the codes are in the buckets or the tail, or some in each, as the rebuilds fall.
          const index = new MemoryCodeIndex({ tailMin });
          // Half added, searched (the buckets built over them), the rest added: the tail is searched too.
          const half = Math.floor(count / 2);
          for (const [i, [hi, lo]] of codes.slice(0, half).entries()) index.add(i + 1, hi, lo, idOf(i + 1));
          expect(sorted(index.search(query[0], query[1], distance))).toEqual(
            oracle(codes.slice(0, half), query, distance),
          );
          for (const [i, [hi, lo]] of codes.slice(half).entries())
            index.add(half + i + 1, hi, lo, idOf(half + i + 1));
          expect(index.size).toBe(count);
          expect(sorted(index.search(query[0], query[1], distance))).toEqual(oracle(codes, query, distance));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('finds codes whose differing bits all fall in one chunk, or sit at the edge of every radius', () => {
    const query: Code = [0x12345678, 0x9abcdef0];
    const index = new MemoryCodeIndex();
    // Each of the 64 bits in turn, with 13 more in the same chunk where it fits: one chunk off by 14.
    let seq = 0;
    const expected: Array<[number, number]> = [];
    for (let chunk = 0; chunk < 4; chunk++) {
      let mask = 0;
      for (let b = 0; b < ISCC_MATCH_THRESHOLD; b++) mask |= 1 << (chunk % 2 === 0 ? 16 + b : b);
      const code: Code =
        chunk < 2 ? [(query[0] ^ mask) >>> 0, query[1]] : [query[0], (query[1] ^ mask) >>> 0];
      seq++;
      index.add(seq, code[0], code[1], idOf(seq));
      expected.push([seq, ISCC_MATCH_THRESHOLD]);
    }
    // Every chunk one bit past its radius but one: the least a code within the distance leaves.
    const radii = chunkRadii(ISCC_MATCH_THRESHOLD);
    const off = radii.map((r, i) => (i === 0 ? r : r + 1));
    expect(off.reduce((a, b) => a + b, 0)).toBe(ISCC_MATCH_THRESHOLD);
    const masks = off.map((bits) => (1 << bits) - 1);
    seq++;
    index.add(
      seq,
      (query[0] ^ (((masks[0] as number) << 16) | (masks[1] as number))) >>> 0,
      (query[1] ^ (((masks[2] as number) << 16) | (masks[3] as number))) >>> 0,
      idOf(seq),
    );
    expected.push([seq, ISCC_MATCH_THRESHOLD]);
    // One bit more: beyond the distance.
    seq++;
    index.add(seq, (query[0] ^ 0xffff) >>> 0, query[1], idOf(seq));
    expect(sorted(index.search(query[0], query[1], ISCC_MATCH_THRESHOLD))).toEqual(expected);
  });

  it('holds a stated number of bytes per code', () => {
    const index = new MemoryCodeIndex();
    for (let i = 0; i < 100_000; i++) index.add(2 * i + 1, i * 7919, i * 104729, idOf(2 * i + 1));
    index.search(0, 0, 0); // builds the buckets
    const fixed = CHUNK_BITS.length * ((1 << 16) + 1) * 4;
    // As its documentation says: 80 bytes a code (its manifest ID, a UUID, in 16), up to half more while
    // the arrays grow.
    expect(index.bytes - fixed).toBeLessThanOrEqual(1.5 * 100_000 * 80);
    expect(index.bytes - fixed).toBeGreaterThanOrEqual(100_000 * 80);
  });
});

describe('probes', () => {
  it('the radii sum to at least distance - chunks + 1, and differ by at most one', () => {
    for (let d = 0; d <= ISCC_MATCH_THRESHOLD; d++) {
      const radii = chunkRadii(d);
      expect(radii.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(d - CHUNK_BITS.length + 1);
      expect(Math.max(...radii) - Math.min(...radii)).toBeLessThanOrEqual(1);
    }
  });

  it('a neighbourhood holds each value within the radius once', () => {
    const values = neighbours(0b1011, 6, 2);
    expect(values).toHaveLength(1 + 6 + 15);
    expect(new Set(values).size).toBe(values.length);
    for (const v of values) {
      expect(bitsOf(v ^ 0b1011)).toBeLessThanOrEqual(2);
      expect(v).toBeLessThan(1 << 6);
    }
  });
});
