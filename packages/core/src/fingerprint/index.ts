/**
 * `@tlp/core/fingerprint`: the ISCC Content-Code Image v0 (ISO 24138), the perceptual fingerprint that
 * recognises a licensed picture after its manifest was stripped or it was re-encoded (C2PA soft
 * binding `io.iscc.v0`). Pure code: the code of 32x32 grayscale pixels, the normalisation of decoded
 * RGBA to them, the codec and distances, and the browser's decoder. Node's decoder (sharp) is
 * `@tlp/core/fingerprint/node`. Nothing here is on the path of verifying a manifest: `@tlp/core`'s
 * session imports it only to recover a picture that lost its credentials (`recovered`).
 */
export { decodeImageInBrowser, fingerprintInBrowser } from './browser.js';
export {
  base32Decode,
  base32Encode,
  decodeIsccImageCode,
  encodeIsccImageCode,
  ISCC_IMAGE_BITS,
  type IsccImageBits,
  type IsccImageCode,
  isIsccImageBits,
} from './codec.js';
export {
  DEFAULT_MAX_PIXELS,
  type DecodedImage,
  FINGERPRINTED_MEDIA_TYPES,
  type FingerprintOptions,
  fingerprintPixels,
  type ImageFingerprint,
  ImageFingerprintError,
  ISCC_ALG,
} from './decoded.js';
export {
  hammingDistance,
  ISCC_MATCH_THRESHOLD,
  type IsccImageCodeInput,
  isccSimilarity,
} from './distance.js';
export { ISCC_IMAGE_SIDE, isccImageCode, isccImageDigest } from './image-code.js';
export { normalizeForIscc } from './normalize.js';
