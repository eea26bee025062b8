import { decodeIsccImageCode, FINGERPRINTED_MEDIA_TYPES, ImageFingerprintError } from '@tlp/core/fingerprint';
import { fingerprintInNode } from '@tlp/core/fingerprint/node';
import { DEFAULT_MAX_IMAGE_PIXELS } from '../config/server.js';
import { ImageCode } from './image-code.js';

/** The image media types whose outputs are fingerprinted (what the sandbox decodes, and every verifier). */
export const FINGERPRINTED_TYPES = FINGERPRINTED_MEDIA_TYPES;

/**
 * An image's 64-bit ISCC Image-Code from its bytes (`@tlp/core/fingerprint/node`: decoded by sharp,
 * normalised as the reference SDK does): null when the bytes are not an image it can decode, or one of more
 * than `maxPixels` pixels.
 */
export async function imageCodeOf(
  bytes: Uint8Array,
  options: { maxPixels?: number } = {},
): Promise<ImageCode | null> {
  try {
    const { iscc } = await fingerprintInNode(bytes, {
      bits: 64,
      maxPixels: options.maxPixels ?? DEFAULT_MAX_IMAGE_PIXELS,
    });
    const decoded = decodeIsccImageCode(iscc);
    return decoded ? ImageCode.fromBody(decoded.digest) : null;
  } catch (error) {
    if (error instanceof ImageFingerprintError) return null;
    throw error;
  }
}
