/**
 * `@tlp/core/fingerprint/node`: the fingerprint of a picture's bytes in Node (server, CLI), decoded by
 * sharp (libvips), an optional peer dependency loaded on first use: EXIF orientation applied
 * (`rotate()`), the embedded ICC profile ignored (the reference reads the stored values, as Pillow
 * does), 8-bit RGBA handed to the normaliser every front end shares.
 */
import type { DecodedImage, FingerprintOptions, ImageFingerprint } from './decoded.js';
import { DEFAULT_MAX_PIXELS, fingerprintPixels, ImageFingerprintError } from './decoded.js';

type Sharp = typeof import('sharp').default;
let loading: Promise<Sharp> | undefined;

function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(
    (module) => module.default,
    (cause) => {
      loading = undefined;
      throw new ImageFingerprintError(
        'unsupported',
        'fingerprinting pictures in Node needs sharp: npm install sharp',
        {
          cause,
        },
      );
    },
  );
  return loading;
}

/**
 * Decodes a picture (JPEG, PNG, WebP, AVIF, GIF, TIFF…: what sharp reads) to 8-bit RGBA, EXIF orientation
 * applied.
 *
 * @throws ImageFingerprintError `undecodable` for bytes sharp cannot decode, `too_large` above
 *   `maxPixels` (checked on the declared size, before decoding), `unsupported` without sharp.
 */
export async function decodeImageInNode(
  bytes: Uint8Array,
  options: Pick<FingerprintOptions, 'maxPixels'> = {},
): Promise<DecodedImage> {
  const sharp = await loadSharp();
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS;
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: maxPixels,
      ignoreIcc: true,
      failOn: 'error',
    })
      .rotate()
      .toColourspace('srgb')
      .ensureAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    if (/pixel limit/i.test(message))
      throw new ImageFingerprintError('too_large', `the picture has more than ${maxPixels} pixels`, {
        cause,
      });
    throw new ImageFingerprintError('undecodable', `not a picture sharp can decode: ${message}`, { cause });
  }
}

/**
 * The ISCC Content-Code Image of a picture's bytes.
 *
 * @example
 * ```ts
 * import { readFile } from 'node:fs/promises';
 * import { fingerprintInNode } from '@tlp/core/fingerprint/node';
 * const { iscc } = await fingerprintInNode(await readFile('photo.jpg')); // 'ISCC:EEA…'
 * ```
 */
export async function fingerprintInNode(
  bytes: Uint8Array,
  options: FingerprintOptions = {},
): Promise<ImageFingerprint> {
  return fingerprintPixels(await decodeImageInNode(bytes, options), options.bits);
}
