import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHUNK_BITS, ImageCode, popcount32, similarityScore, UNIT_BYTES } from './image-code.js';

const bodies = fc.uint8Array({ minLength: 8, maxLength: 8 });

describe('ImageCode', () => {
  it('its ISCC-UNIT is the header of a 64-bit Content-Code Image v0, then the 8 bytes', () => {
    const body = Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]);
    const unit = ImageCode.fromBody(body).unit;
    expect(unit).toHaveLength(UNIT_BYTES);
    // `ISCC:EEA…`: MainType CONTENT 0010, SubType IMAGE 0001, Version 0000, length 0001 (64 bits).
    expect(Buffer.from(unit.subarray(0, 2)).toString('hex')).toBe('2101');
    expect([...unit.subarray(2)]).toEqual([...body]);
  });

  it('reads back its ISCC-UNIT, and refuses another header or length', () => {
    fc.assert(
      fc.property(bodies, (body) => {
        expect([...(ImageCode.fromUnit(ImageCode.fromBody(body).unit)?.body ?? [])]).toEqual([...body]);
      }),
    );
    const unit = ImageCode.fromBody(new Uint8Array(8)).unit;
    expect(ImageCode.fromUnit(unit.subarray(0, 9))).toBeNull();
    expect(ImageCode.fromUnit(Uint8Array.from([...unit, 0]))).toBeNull();
    // A 128-bit Image-Code (length 3) and a Text-Code (SubType 0) are other codes.
    expect(ImageCode.fromUnit(Uint8Array.from([0x21, 0x03, ...unit.subarray(2)]))).toBeNull();
    expect(ImageCode.fromUnit(Uint8Array.from([0x20, 0x01, ...unit.subarray(2)]))).toBeNull();
  });

  it('its chunks are four of 16 bits, most significant first, and give the code back', () => {
    const ones = ImageCode.fromBody(new Uint8Array(8).fill(0xff));
    expect(ones.chunks).toEqual(CHUNK_BITS.map((b) => 2 ** b - 1));
    const top = ImageCode.fromBody(Uint8Array.from([0x80, 0, 0, 0, 0, 0, 0, 1]));
    expect(top.chunks).toEqual([0x8000, 0, 0, 1]);
    fc.assert(
      fc.property(bodies, (body) => {
        const code = ImageCode.fromBody(body);
        expect([...ImageCode.fromChunks(code.chunks).body]).toEqual([...body]);
      }),
    );
  });

  it('its distance counts the differing bits', () => {
    fc.assert(
      fc.property(bodies, bodies, (a, b) => {
        let bits = 0;
        for (let i = 0; i < 8; i++) for (let x = (a[i] as number) ^ (b[i] as number); x; x &= x - 1) bits++;
        expect(ImageCode.fromBody(a).distance(ImageCode.fromBody(b))).toBe(bits);
      }),
    );
  });
});

describe('popcount32 and similarityScore', () => {
  it('popcount32 counts the bits of a 32-bit integer', () => {
    expect(popcount32(0)).toBe(0);
    expect(popcount32(0xffffffff)).toBe(32);
    expect(popcount32(0x80000001)).toBe(2);
  });

  it('the score is the share of agreeing bits, in whole percent rounded down (as iscc-core)', () => {
    expect([0, 1, 3, 8, 14, 32, 64].map(similarityScore)).toEqual([100, 98, 95, 87, 78, 50, 0]);
  });
});
