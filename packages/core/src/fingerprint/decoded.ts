/** What a front end's decoder hands the shared normaliser, and how it says it could not. */
import type { IsccImageBits } from './codec.js';
import { isccImageCode } from './image-code.js';
import { normalizeForIscc } from './normalize.js';

/** The name of the ISCC Image-Code in the C2PA soft binding algorithm list. */
export const ISCC_ALG = 'io.iscc.v0';

/**
 * The media types of the pictures that are fingerprinted: those the decoder of every front end reads (a
 * browser's `createImageBitmap`, sharp), what a license server fingerprints and a verifier looks up.
 */
export const FINGERPRINTED_MEDIA_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/avif',
];

/** Decoded pixels: width x height, 4 bytes each (RGBA, alpha not premultiplied), row by row. */
export interface DecodedImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

/** A fingerprinted picture: its code and the size it was decoded at (after EXIF orientation). */
export interface ImageFingerprint {
  /** `ISCC:…`, the Content-Code Image v0. */
  iscc: string;
  bits: IsccImageBits;
  width: number;
  height: number;
}

/**
 * Why a picture could not be fingerprinted: `undecodable` (not an image the decoder reads, or damaged),
 * `too_large` (more pixels than the limit), `unsupported` (this runtime has no decoder).
 */
export class ImageFingerprintError extends Error {
  override readonly name = 'ImageFingerprintError';
  constructor(
    readonly code: 'undecodable' | 'too_large' | 'unsupported',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * The most pixels a picture may have to be fingerprinted by default: 50 megapixels (200 MB of RGBA),
 * above any camera's JPEG a product publishes and well below what a 2-core server holds several of.
 */
export const DEFAULT_MAX_PIXELS = 50_000_000;

/** How a front end fingerprints a picture: the code's length (64 bits by default) and the largest picture. */
export interface FingerprintOptions {
  bits?: IsccImageBits;
  /** Pixels (width x height) above which a picture is refused as `too_large`; {@link DEFAULT_MAX_PIXELS}. */
  maxPixels?: number;
}

/** The fingerprint of decoded pixels: normalised, then coded (what each front end does after decoding). */
export function fingerprintPixels(image: DecodedImage, bits: IsccImageBits = 64): ImageFingerprint {
  const { data, width, height } = image;
  return { iscc: isccImageCode(normalizeForIscc(data, width, height), bits), bits, width, height };
}
