import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, decodeIsccImageCode, encodeIsccImageCode } from './codec.js';
import { hammingDistance, isccSimilarity } from './distance.js';

describe('base32 (RFC 4648, no padding)', () => {
  it('encodes the RFC 4648 test vectors (padding removed)', () => {
    const cases: [string, string][] = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [text, encoded] of cases) {
      expect(base32Encode(new TextEncoder().encode(text))).toBe(encoded);
      expect(new TextDecoder().decode(base32Decode(encoded.toLowerCase())!)).toBe(text);
    }
  });

  it('round-trips any bytes, and has one spelling for each', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect([...base32Decode(base32Encode(bytes))!]).toEqual([...bytes]);
      }),
    );
    expect(base32Decode('MZ')).toBeNull(); // 'MY' with a padding bit set
    for (const bad of ['M', 'MZX', 'MZXW6Y', 'MZ1Q', 'MZ=Q']) expect(base32Decode(bad), bad).toBeNull();
  });
});

describe('the image code header', () => {
  const digest = Uint8Array.from({ length: 32 }, (_, i) => i * 8 + 1);

  it('reads back what it writes, at 64, 128 and 256 bits, with or without ISCC:', () => {
    for (const bits of [64, 128, 256] as const) {
      const code = encodeIsccImageCode(digest, bits);
      expect(code).toMatch(/^ISCC:EE[ABD]/);
      for (const text of [code, code.slice(5), code.toLowerCase().slice(5)]) {
        const decoded = decodeIsccImageCode(text)!;
        expect(decoded.bits).toBe(bits);
        expect([...decoded.digest]).toEqual([...digest.subarray(0, bits / 8)]);
      }
    }
  });

  it('reads no other ISCC unit, length or damaged text', () => {
    const code = encodeIsccImageCode(digest, 64);
    for (const other of [
      'ISCC:GAA2XTPPAERUKZ4J', // a Data-Code (MainType DATA)
      'ISCC:EAASKDNZNYGUUF5A', // a Content-Code Text
      'ISCC:EEAMGQZQTY', // a 32-bit image code
      'ISCC:EEBIAAAAAAAAAAAAAAAAAAA', // 96 bits
      `${code}AAAA`, // a body longer than its header says
      code.slice(0, -2),
      code.replace('E', '1'),
      '',
    ])
      expect(decodeIsccImageCode(other), other).toBeNull();
  });

  it('never throws on any text, and what it reads is written back the same (upper case, with ISCC:)', () => {
    const base32 = fc.string({
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567abc=1-'),
      maxLength: 60,
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          base32,
          base32.map((t) => `EE${t}`),
        ),
        (text) => {
          const decoded = decodeIsccImageCode(text);
          if (decoded)
            expect(encodeIsccImageCode(decoded.digest, decoded.bits)).toBe(
              `ISCC:${text.replace(/^ISCC:/, '').toUpperCase()}`,
            );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('writes 64, 128 or 256 bits from a long enough digest only', () => {
    expect(() => encodeIsccImageCode(digest, 96 as 64)).toThrow(RangeError);
    expect(() => encodeIsccImageCode(digest.subarray(0, 7), 64)).toThrow(RangeError);
  });
});

describe('hammingDistance and isccSimilarity', () => {
  const a = 'ISCC:EEA4GQZQTY6J5DTH';

  it('count the differing bits of codes as text or digest bytes, and the share of equal ones', () => {
    const digest = decodeIsccImageCode(a)!.digest;
    const flipped = digest.slice();
    flipped[0]! ^= 0b1000_0001;
    flipped[7]! ^= 0b0000_0100;
    const b = encodeIsccImageCode(flipped, 64);
    expect(hammingDistance(a, a)).toBe(0);
    expect(hammingDistance(a, b)).toBe(3);
    expect(hammingDistance(digest, flipped)).toBe(3);
    expect(hammingDistance(a, flipped)).toBe(3);
    // iscc-core: int((64 - 3) / 64 * 100)
    expect(isccSimilarity(a, b)).toBe(95);
    expect(isccSimilarity(a, a)).toBe(100);
  });

  it('refuse codes of different lengths and text that is not an image code', () => {
    expect(() => hammingDistance(a, encodeIsccImageCode(new Uint8Array(16), 128))).toThrow(RangeError);
    expect(() => hammingDistance(a, 'ISCC:GAA2XTPPAERUKZ4J')).toThrow(TypeError);
  });
});
