/**
 * Reads a file's C2PA manifest in five stages, each a module of this folder: open (the file's format),
 * locate (its manifest store, in the file or remote), parse (the JUMBF tree, the manifests, the active
 * one), validate (claim, signature, hard binding, certificates, ingredients, as c2pa-rs does) and bind
 * (the signer and its trust, the license assertion, the content digest). A stage that cannot go on stops
 * the inspection with one failure constructor (`stop` of ./inspection.ts), reporting as far as it got.
 */
import type { AssertionRead } from '../../verdicts.js';
import type { MediaInput } from '../asset/byte-source.js';
import { bind } from './bind.js';
import type { ManifestInspection, ReadOptions, Stopped } from './inspection.js';
import { locate, open } from './open.js';
import { parse } from './parse.js';
import { validate } from './validate.js';

export type { ManifestInspection, ReadOptions } from './inspection.js';

const stopped = (value: object): value is Stopped => 'stopped' in value;

/**
 * Reads and validates the C2PA manifest of a file of a supported format and finds the license assertion, reporting
 * as far as it got. Never throws.
 */
export async function inspectManifest(
  input: MediaInput,
  options: ReadOptions = {},
): Promise<ManifestInspection> {
  const media = await open(input);
  if (stopped(media)) return media.stopped;
  const located = await locate(media, options);
  if (stopped(located)) return located.stopped;
  const parsed = parse(media.location, located.jumbf);
  if (stopped(parsed)) return parsed.stopped;
  const validation = await validate(media, parsed);
  return bind(media.location, located, parsed, validation, options);
}

/**
 * Reads the license assertion `ai.<service>.license` from a file of a supported format (media type from its first
 * bytes) and validates the manifest that carries it: claim signature, hard binding, and, when
 * `trustAnchors` are given, the signer's chain. `found: true` only for a valid manifest; otherwise a
 * code (`unsupported_media_type`, `no_manifest`, `remote_manifest`, `manifest_invalid`, `no_license_assertion`).
 * The receipt inside is not verified here: see `verifyContent`. Never throws.
 *
 * @example
 * const read = await readLicenseAssertion(bytes);
 * if (read.found) console.log(read.assertion.receipt, read.manifest.signer?.subject);
 */
export async function readLicenseAssertion(
  bytes: MediaInput,
  options: ReadOptions = {},
): Promise<AssertionRead> {
  try {
    const inspection = await inspectManifest(bytes, options);
    if (inspection.failure) return { found: false, ...inspection.failure };
    return { found: true, assertion: inspection.assertion!, manifest: inspection.manifest! };
  } catch (error) {
    return {
      found: false,
      code: 'manifest_invalid',
      message: `the manifest could not be read: ${(error as Error).message}`,
    };
  }
}
