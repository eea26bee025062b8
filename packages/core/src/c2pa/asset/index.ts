/**
 * Every container format at once, for the synchronous callers (the embedder, the strip, tests): the
 * formats' code is all loaded here. A reader that should load only the format of the file it is given
 * uses `../container.ts` (`openMedia`), which imports a format's module from the table of
 * `./signatures.ts` when a file of it comes. A new format is a file here that exports a
 * {@link ContainerFormat} spreading its entry of that table, added to both lists.
 */

import { bmff } from './bmff.js';
import { locateWith, remoteManifestUrlIn } from './container.js';
import { jpeg } from './jpeg.js';
import { mp3 } from './mp3.js';
import { png } from './png.js';
import { riff } from './riff.js';
import type { ContainerFormat, ManifestLocation } from './types.js';

/** In the order of `SIGNATURES` (./signatures.ts), the order their signatures are tried. */
export const FORMATS: readonly ContainerFormat[] = [png, jpeg, riff, mp3, bmff];

/** The format of `bytes` and its canonical media type, from their first bytes; `null` when none matches. */
export function formatOf(bytes: Uint8Array): (ContainerFormat & { mediaType: string }) | null {
  if (!(bytes instanceof Uint8Array)) return null;
  for (const format of FORMATS) {
    const mediaType = format.detect(bytes);
    if (mediaType) return { ...format, mediaType };
  }
  return null;
}

/** Finds the manifest store of a file of a supported format; `null` for any other kind of bytes. Never throws. */
export function locateManifest(bytes: Uint8Array): ManifestLocation | null {
  const format = formatOf(bytes);
  return format ? locateWith(format, bytes, format.mediaType) : null;
}

/**
 * The URL of a remote manifest store the file names in its XMP (`dcterms:provenance`, as the C2PA
 * specification writes it), when it is an http(s) URL; `null` otherwise. Never throws.
 */
export function findRemoteManifestUrl(bytes: Uint8Array): string | null {
  const format = formatOf(bytes);
  return remoteManifestUrlIn(format?.xmp?.(bytes) ?? []);
}
