import { locateManifest, removeRanges } from './container.js';

/**
 * The image without its C2PA manifest store: PNG `caBX` chunks, JPEG APP11 segments of the C2PA
 * JUMBF box. For a file written by {@link embedLicenseAssertion} this gives back the exact original
 * bytes, whose SHA-256 is the receipt's `tlp.artifact.sha256`. Bytes without a manifest come back as
 * they are (the same array). Throws `TypeError` for anything but PNG and JPEG.
 */
export function stripManifest(bytes: Uint8Array): Uint8Array {
  const location = locateManifest(bytes);
  if (!location) throw new TypeError('stripManifest supports image/png and image/jpeg only');
  return removeRanges(bytes, location.ranges);
}
