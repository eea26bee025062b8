/**
 * What reading a file's manifest gives, stage by stage (./index.ts): the options, the inspection (as far
 * as it got), and the one constructor of an inspection that stops at a failure.
 */
import type { AssertionRead, LicenseAssertion, ManifestReport } from '../../verdicts.js';
import type { ManifestLocation, SupportedMediaType } from '../asset/container.js';

export interface ReadOptions {
  /** Accept only this assertion label (default: any `ai.<service>.license`). */
  label?: string;
  /** PEM certificates the signer must chain to, for `manifest.trusted` (default none: never trusted). */
  trustAnchors?: string[];
  /** The clock for certificate validity in the trust check. Defaults to now. */
  now?: Date;
  /**
   * Fetch the remote manifest store a file names in its XMP (`dcterms:provenance`) when it holds none
   * of its own (default false: the verdict is then `remote_manifest`, with the URL, and nothing is fetched).
   */
  fetchRemoteManifest?: boolean;
  /** Injectable fetch for the remote manifest (defaults to the global one). */
  fetch?: typeof fetch;
}

export type ReadFailureCode = Extract<AssertionRead, { found: false }>['code'];

/** Everything read from a file, as far as it got; what {@link readLicenseAssertion} and content verification build on. */
export interface ManifestInspection {
  mediaType: SupportedMediaType | null;
  location: ManifestLocation | null;
  manifest: ManifestReport | null;
  /** The license assertion, when the active manifest's claim references one (also when the manifest is invalid). */
  assertion: LicenseAssertion | null;
  /**
   * `sha256:<hex>` of the file without its manifest, when the verified data hash covers exactly those
   * bytes (then it is that digest, and hashing again is not needed), or when it was computed from the
   * reads of the BMFF hash check.
   */
  contentDigest?: `sha256:${string}`;
  /** Set when there is no valid manifest with a license assertion. */
  failure?: { code: ReadFailureCode; message: string };
}

/**
 * Status codes c2pa-rs logs as informational (its `log_kind`), never as failures: a time-stamp it
 * cannot check, OCSP it did not reach, unknown provenance, a deprecated algorithm. A manifest with
 * only these is valid there, so it is valid here.
 */
const INFORMATIONAL = new Set([
  'signingCredential.ocsp.skipped',
  'signingCredential.ocsp.inaccessible',
  'signingCredential.ocsp.unknown',
  'timeStamp.untrusted',
  'timeStamp.outsideValidity',
  'timeStamp.mismatch',
  'timeStamp.malformed',
  'manifest.unknownProvenance',
  'algorithm.deprecated',
  'timeOfSigning.insideValidity',
  'ingredient.unknownProvenance',
  'ingredient.manifest.missing',
  'assertion.dataHash.additionalExclusions',
  'cawg.ica.untrusted_issuer',
]);
export const isFailure = (code: string) => !INFORMATIONAL.has(code);

/** An inspection that stopped: what a stage answers instead of its result. */
export interface Stopped {
  stopped: ManifestInspection;
}

/** A manifest report of nothing verified: `present` or not, and the C2PA status codes that failed. */
export function emptyReport(present: boolean, failures: string[] = []): ManifestReport {
  return { present, signatureValid: false, bindingValid: false, trusted: false, signer: null, failures };
}

/**
 * The one failure constructor: the inspection of a file that stops with `code` and `message`, with what
 * was read so far (`read`: its media type and location, the manifest's report, the assertion).
 */
export function stop(
  code: ReadFailureCode,
  message: string,
  read: Partial<Omit<ManifestInspection, 'failure'>> = {},
): Stopped {
  return {
    stopped: {
      mediaType: null,
      location: null,
      manifest: null,
      assertion: null,
      ...read,
      failure: { code, message },
    },
  };
}

/** A parse error's reason: its message, else its status code and where (c2pa-ts throws some without a message). */
export function reasonOf(error: unknown): string {
  const e = error as { message?: string; code?: string; uri?: string };
  if (e?.message) return e.message;
  if (e?.code) return e.uri ? `${e.code} (${e.uri})` : e.code;
  return String(error);
}
