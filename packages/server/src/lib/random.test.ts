import { describe, expect, it } from 'vitest';
import { randomBytes } from './random.js';

describe('randomBytes (pooled)', () => {
  it('gives the length asked, never the same bytes twice, across refills of the pool', () => {
    const seen = new Set<string>();
    // 16 bytes x 1,000 = about 4 pools; sizes that do not divide 4096 straddle a refill.
    for (const n of [16, 7, 33]) {
      for (let i = 0; i < 1000; i++) {
        const b = randomBytes(n);
        expect(b.length).toBe(n);
        seen.add(b.toString('hex'));
      }
    }
    expect(seen.size).toBe(3000);
  });

  it('hands out copies: what a caller keeps does not change when the pool is drawn again', () => {
    const kept = randomBytes(16);
    const before = Buffer.from(kept);
    for (let i = 0; i < 600; i++) randomBytes(16); // more than a pool
    expect(kept.equals(before)).toBe(true);
    kept.fill(0);
    expect(randomBytes(16).equals(Buffer.alloc(16))).toBe(false);
  });

  it('draws a large request on its own', () => {
    const big = randomBytes(10_000);
    expect(big.length).toBe(10_000);
    // 10,000 random bytes take nearly all 256 values.
    expect(new Set(big).size).toBeGreaterThan(250);
    expect(randomBytes(0).length).toBe(0);
  });
});
