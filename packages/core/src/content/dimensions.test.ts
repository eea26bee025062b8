import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaSample } from '../../../../test-vectors/lib/media-samples.js';
import { pixelBomb } from '../../../../test-vectors/lib/pixel-bomb.js';
import { imageDimensions } from './dimensions.js';

const encoded = async (format: 'png' | 'jpeg' | 'webp' | 'gif', width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 4, background: { r: 9, g: 90, b: 200, alpha: 0.5 } } })
      [format]()
      .toBuffer(),
  );

describe('imageDimensions', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)('reads the size a %s declares', async (format) => {
    expect(imageDimensions(await encoded(format, 321, 123))).toEqual({ width: 321, height: 123 });
  });

  it('reads lossy WebP (VP8) and a JPEG whose frame header follows large segments', async () => {
    const lossy = new Uint8Array(
      await sharp({ create: { width: 77, height: 55, channels: 3, background: '#123' } })
        .webp()
        .toBuffer(),
    );
    expect(imageDimensions(lossy)).toEqual({ width: 77, height: 55 });
    const withExif = new Uint8Array(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#456' } })
        .withExif({ IFD0: { ImageDescription: 'x'.repeat(30_000) } })
        .jpeg()
        .toBuffer(),
    );
    expect(imageDimensions(withExif)).toEqual({ width: 64, height: 48 });
  });

  it('reads the size AVIF and HEIC images declare (their ispe property), and nothing from a movie', async () => {
    const avif = new Uint8Array(
      await sharp({ create: { width: 90, height: 70, channels: 3, background: '#789' } })
        .avif()
        .toBuffer(),
    );
    expect(imageDimensions(avif)).toEqual({ width: 90, height: 70 });
    expect(imageDimensions(await mediaSample('image/heic'))).toEqual({ width: 48, height: 32 });
    expect(imageDimensions(avif.subarray(0, 40))).toBeNull();
    expect(imageDimensions(await mediaSample('video/mp4'))).toBeNull();
  });

  it('reads the declared size of a highly compressed PNG without decoding it', () => {
    expect(imageDimensions(pixelBomb(10_000, 100))).toEqual({ width: 10_000, height: 100 });
  });

  it('null for other bytes, cut headers and non-bytes', async () => {
    const png = await encoded('png', 10, 10);
    expect(imageDimensions(png.subarray(0, 20))).toBeNull();
    expect(imageDimensions(new TextEncoder().encode('hello, world'))).toBeNull();
    expect(imageDimensions(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(imageDimensions('png' as unknown as Uint8Array)).toBeNull();
  });
});
