import { contentOf, supportedNames } from '../asset/container.js';
import { locateManifest } from '../asset/index.js';

/**
 * The file without its C2PA manifest store (PNG `caBX` chunks, JPEG APP11 segments of the C2PA JUMBF
 * box, and the like for every supported format, with the container's sizes put back). For a file
 * written by {@link embedLicenseAssertion} this gives back the exact original bytes, whose SHA-256 is
 * the receipt's `tlp.artifact.sha256`. Bytes without a manifest come back as they are (the same array).
 * Throws `TypeError` for a format that is not supported.
 */
export function stripManifest(bytes: Uint8Array): Uint8Array {
  const location = locateManifest(bytes);
  if (!location) throw new TypeError(`stripManifest supports ${supportedNames()} only`);
  return contentOf(bytes, location);
}
