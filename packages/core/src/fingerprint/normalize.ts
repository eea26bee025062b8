/**
 * The normalisation of the ISCC Content-Code Image, as the reference SDK does it (iscc-sdk's
 * `image_normalize` with Pillow) but on decoded pixels, so that every front end shares it and only the
 * decoding differs: transparency laid on white, a uniform border trimmed, grayscale as Pillow's `L`,
 * 32x32 by Pillow's bicubic resize. EXIF orientation is the decoder's part (sharp's `rotate()`,
 * `createImageBitmap`'s `imageOrientation: 'from-image'`).
 */
import { ISCC_IMAGE_SIDE } from './image-code.js';
import { resizeBicubic } from './resample.js';

/** Pillow's `BLEND(mask, 255, value)`: `value` over white with opacity `alpha`, rounded as Pillow. */
function overWhite(value: number, alpha: number): number {
  const t = 255 * (255 - alpha) + value * alpha + 128;
  return ((t >> 8) + t) >> 8;
}

/** Pillow's RGB to `L` (ITU-R 601-2 luma, 16-bit fixed point, rounded). */
const luma = (r: number, g: number, b: number) => (r * 19595 + g * 38470 + b * 7471 + 0x8000) >> 16;

/**
 * The 1,024 grayscale pixels (32x32, row by row) that {@link isccImageCode} takes, from decoded RGBA.
 *
 * @param rgba Width x height pixels, 4 bytes each (red, green, blue, alpha not premultiplied), row by
 *   row: what `ImageData.data` and sharp's `.ensureAlpha().raw()` give.
 * @throws RangeError when the sizes are not positive integers or the buffer is not width x height x 4.
 *
 * @example
 * ```ts
 * import sharp from 'sharp';
 * import { isccImageCode, normalizeForIscc } from '@tlp/core/fingerprint';
 * const { data, info } = await sharp(bytes).rotate().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
 * isccImageCode(normalizeForIscc(data, info.width, info.height));
 * ```
 */
export function normalizeForIscc(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): Uint8Array {
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 1 || height < 1)
    throw new RangeError(`an image of ${width} x ${height} pixels`);
  if (rgba.length !== width * height * 4)
    throw new RangeError(
      `${width} x ${height} RGBA pixels are ${width * height * 4} bytes, not ${rgba.length}`,
    );

  // One pass: each pixel over white, its luma, and the box of pixels whose color differs from the
  // top-left one (iscc-sdk's border trim compares the three channels after the white fill).
  const gray = new Uint8Array(width * height);
  const r0 = overWhite(rgba[0]!, rgba[3]!);
  const g0 = overWhite(rgba[1]!, rgba[3]!);
  const b0 = overWhite(rgba[2]!, rgba[3]!);
  let left = width;
  let right = 0;
  let top = -1;
  let bottom = 0;
  for (let y = 0, i = 0; y < height; y++) {
    let differs = false;
    for (let x = 0; x < width; x++, i += 4) {
      const alpha = rgba[i + 3]!;
      // Opaque pixels are their own blend (the common case, taken without the arithmetic).
      const r = alpha === 255 ? rgba[i]! : overWhite(rgba[i]!, alpha);
      const g = alpha === 255 ? rgba[i + 1]! : overWhite(rgba[i + 1]!, alpha);
      const b = alpha === 255 ? rgba[i + 2]! : overWhite(rgba[i + 2]!, alpha);
      gray[y * width + x] = luma(r, g, b);
      if (r !== r0 || g !== g0 || b !== b0) {
        differs = true;
        if (x < left) left = x;
        if (x >= right) right = x + 1;
      }
    }
    if (differs) {
      if (top < 0) top = y;
      bottom = y + 1;
    }
  }
  // A uniform image keeps its whole area.
  const region =
    top < 0 ? { left: 0, top: 0, width, height } : { left, top, width: right - left, height: bottom - top };
  return resizeBicubic(gray, width, region, ISCC_IMAGE_SIDE, ISCC_IMAGE_SIDE);
}
