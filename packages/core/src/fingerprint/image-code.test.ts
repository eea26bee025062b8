import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeIsccImageCode } from './codec.js';
import { isccImageCode } from './image-code.js';

const vectors = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../../test-vectors/iscc/${name}`, import.meta.url), 'utf8'));

describe('isccImageCode against the reference implementation', () => {
  const conformance = vectors('gen_image_code_v0.json').gen_image_code_v0 as Record<
    string,
    { inputs: [number[], 64 | 128 | 256]; outputs: { iscc: string } }
  >;

  it.each(Object.entries(conformance))('ISO 24138 conformance vector %s', (_name, { inputs, outputs }) => {
    const [pixels, bits] = inputs;
    expect(isccImageCode(pixels, bits)).toBe(outputs.iscc);
  });

  it('the conformance image gives the prefix of its 256-bit code at 64 and 128 bits (one block, two)', () => {
    const [pixels] = conformance.test_0003_img_256!.inputs;
    const code256 = decodeIsccImageCode(conformance.test_0003_img_256!.outputs.iscc)!;
    for (const bits of [64, 128] as const) {
      const code = decodeIsccImageCode(isccImageCode(pixels, bits))!;
      expect(code.bits).toBe(bits);
      expect([...code.digest]).toEqual([...code256.digest.subarray(0, bits / 8)]);
    }
  });

  // Each of these images has 8x8 blocks where most coefficients are rounding noise around zero, so
  // the median is one of them and each bit rests on the last digit of a cosine (see
  // test-vectors/iscc/generate-median-cases.py): only the C library's cosines give the reference's bits.
  const { cases } = vectors('median-cases.json') as {
    cases: { checker: { a: number; b: number; k: number }; iscc: Record<'64' | '128' | '256', string> }[];
  };
  const checker = ({ a, b, k }: { a: number; b: number; k: number }) =>
    Array.from({ length: 1024 }, (_, i) =>
      (Math.floor((i % 32) / k) + Math.floor(Math.floor(i / 32) / k)) % 2 ? a : b,
    );

  it(`${cases.length} checkerboards with coefficients on the median, at 64, 128 and 256 bits`, () => {
    const wrong: string[] = [];
    for (const { checker: params, iscc } of cases)
      for (const bits of [64, 128, 256] as const) {
        const code = isccImageCode(checker(params), bits);
        if (code !== iscc[bits])
          wrong.push(`${JSON.stringify(params)} at ${bits}: ${code}, not ${iscc[bits]}`);
      }
    expect(wrong).toEqual([]);
  });
});

describe('isccImageCode on bad input', () => {
  const gray = new Array(1024).fill(128);

  it('takes exactly 1,024 integer pixels from 0 to 255', () => {
    expect(() => isccImageCode(gray.slice(1))).toThrow(RangeError);
    expect(() => isccImageCode([...gray, 0])).toThrow(RangeError);
    for (const bad of [-1, 256, 1.5, Number.NaN]) {
      const pixels = gray.slice();
      pixels[500] = bad;
      expect(() => isccImageCode(pixels), String(bad)).toThrow(/pixel 500/);
    }
  });

  it('makes 64, 128 or 256 bits, nothing else', () => {
    for (const bits of [0, 32, 96, 192, 512])
      expect(() => isccImageCode(gray, bits as 64)).toThrow(RangeError);
  });

  it('takes a typed array as well as an array', () => {
    const pixels = Array.from({ length: 1024 }, (_, i) => (i * 37) % 256);
    expect(isccImageCode(Uint8Array.from(pixels))).toBe(isccImageCode(pixels));
  });
});
