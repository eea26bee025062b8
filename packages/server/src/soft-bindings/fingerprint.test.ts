import { ISCC_MATCH_THRESHOLD } from '@tlp/core/fingerprint';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { picture } from '../test-harness/pictures.js';
import { imageCodeOf } from './fingerprint.js';
import type { ImageCode } from './image-code.js';

const code = async (bytes: Uint8Array | Buffer) => {
  const c = await imageCodeOf(new Uint8Array(bytes));
  if (!c) throw new Error('no code');
  return c;
};

describe('the image fingerprint (the ISCC Image-Code of @tlp/core, decoded by sharp)', () => {
  it('the same picture re-encoded, resized or in another format is within the match distance', async () => {
    const original = await picture(1);
    const base = await code(original);
    const variants: Array<[string, Buffer]> = [
      ['JPEG quality 60', await sharp(original).jpeg({ quality: 60 }).toBuffer()],
      ['half size', await sharp(original).resize(320).jpeg().toBuffer()],
      ['WebP', await sharp(original).webp().toBuffer()],
      ['PNG', await sharp(original).png().toBuffer()],
      ['AVIF', await sharp(original).avif({ effort: 0 }).toBuffer()],
    ];
    for (const [name, bytes] of variants) {
      expect(base.distance(await code(bytes)), name).toBeLessThanOrEqual(ISCC_MATCH_THRESHOLD);
    }
  });

  it('pictures of different seeds are far apart', async () => {
    const codes: ImageCode[] = [];
    for (let seed = 1; seed <= 8; seed++) codes.push(await code(await picture(seed)));
    for (let i = 0; i < codes.length; i++) {
      for (let j = i + 1; j < codes.length; j++) {
        expect((codes[i] as ImageCode).distance(codes[j] as ImageCode)).toBeGreaterThan(ISCC_MATCH_THRESHOLD);
      }
    }
  });

  it('bytes that are no image have no code', async () => {
    expect(await imageCodeOf(new TextEncoder().encode('not an image'))).toBeNull();
    const jpeg = await picture(2);
    expect(await imageCodeOf(jpeg.subarray(0, jpeg.length / 2))).toBeNull();
  });
});
