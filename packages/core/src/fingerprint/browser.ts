/**
 * The browser's decoder for the fingerprint (a page or, better, a Web Worker): `createImageBitmap` with
 * the EXIF orientation applied and no color conversion (the reference reads the stored values, as
 * Pillow does), drawn on an `OffscreenCanvas`, read back as RGBA for the shared normaliser.
 */
import { imageDimensions } from '../content/dimensions.js';
import type { DecodedImage, FingerprintOptions, ImageFingerprint } from './decoded.js';
import { DEFAULT_MAX_PIXELS, fingerprintPixels, ImageFingerprintError } from './decoded.js';

/**
 * Decodes a picture to RGBA with the browser's own decoders (JPEG, PNG, WebP, AVIF, GIF…).
 *
 * @throws ImageFingerprintError `unsupported` without `createImageBitmap` and `OffscreenCanvas`,
 *   `undecodable` for bytes the browser cannot decode, `too_large` above `maxPixels`.
 */
export async function decodeImageInBrowser(
  image: Blob,
  options: Pick<FingerprintOptions, 'maxPixels'> = {},
): Promise<DecodedImage> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function')
    throw new ImageFingerprintError(
      'unsupported',
      'this runtime has no createImageBitmap and OffscreenCanvas',
    );
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS;
  const tooLarge = (width: number, height: number) =>
    new ImageFingerprintError('too_large', `${width} x ${height} pixels is more than ${maxPixels}`);
  // The size the header declares, refused before the decoder allocates it (a JPEG's frame header
  // follows its metadata segments: the first 512 KiB hold it in practice; the decoded size is checked too).
  const declared = imageDimensions(new Uint8Array(await image.slice(0, 512 * 1024).arrayBuffer()));
  if (declared && declared.width * declared.height > maxPixels)
    throw tooLarge(declared.width, declared.height);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(image, {
      imageOrientation: 'from-image',
      colorSpaceConversion: 'none',
      premultiplyAlpha: 'none',
    });
  } catch (cause) {
    throw new ImageFingerprintError('undecodable', 'the browser cannot decode this picture', { cause });
  }
  try {
    const { width, height } = bitmap;
    if (width * height > maxPixels) throw tooLarge(width, height);
    const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
    if (!context) throw new ImageFingerprintError('unsupported', 'no 2D context on OffscreenCanvas');
    context.drawImage(bitmap, 0, 0);
    return { data: context.getImageData(0, 0, width, height).data, width, height };
  } finally {
    bitmap.close();
  }
}

/**
 * The ISCC Content-Code Image of a picture, decoded by the browser.
 *
 * @example
 * ```ts
 * // In a Web Worker, for a dropped file:
 * const { iscc } = await fingerprintInBrowser(file); // { iscc: 'ISCC:EEA…', bits: 64, width, height }
 * ```
 */
export async function fingerprintInBrowser(
  image: Blob,
  options: FingerprintOptions = {},
): Promise<ImageFingerprint> {
  return fingerprintPixels(await decodeImageInBrowser(image, options), options.bits);
}
