import { type VerifyOptions, verifyOptionsOf } from '../options.js';
import { verifyReceipt } from '../receipt/verify.js';
import {
  type ContentDetails,
  type ContentFailureCode,
  type ContentVerdict,
  type LicenseAssertion,
  type ManifestReport,
  noContentDetails,
  type ReceiptVerdict,
} from '../verdicts.js';
import { isBlob, isByteSource, type MediaInput, sourceOf } from './asset/byte-source.js';
import {
  detectMediaType,
  detectMediaTypeOf,
  isKindOf,
  normalizeMediaType,
  supportedNames,
} from './asset/container.js';
import { digestOfSourceWithoutRanges, digestWithoutRanges } from './hash/range-digest.js';
import { inspectManifest, type ReadOptions } from './read/index.js';

export interface ContentOptions extends VerifyOptions {
  /** The media type the caller expects; the bytes must be of it (their first bytes decide). */
  mediaType?: string;
  /** Accept only this assertion label (default: any `ai.<service>.license`). */
  label?: string;
  /**
   * Fetch, through `fetch`, the remote manifest store a file names in its XMP when it holds none of
   * its own (default false: the verdict is then `remote_manifest` with `manifest.remoteUrl`).
   */
  fetchRemoteManifest?: boolean;
}

const DIGEST = /^(?:sha256:)?([0-9a-f]{64})$/;

/** Lowercase hex of a digest or thumbprint written `sha256:<hex>`, `<hex>` or `AB:CD:…`; `null` if it is none. */
function normalizeHex(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = DIGEST.exec(
    value
      .trim()
      .toLowerCase()
      .replace(/^sha256:/, '')
      .replace(/:/g, ''),
  );
  return m ? (m[1] as string) : null;
}

function failure(code: ContentFailureCode, message: string, details: ContentDetails): ContentVerdict {
  return { valid: false, code, message, ...details };
}

/**
 * A file read for verification: what its manifest says (`details`, the receipt not yet verified), and
 * why it already fails (`failure`), or the license assertion whose receipt is to be verified next.
 */
export type ContentRead =
  | { details: ContentDetails; failure: { code: ContentFailureCode; message: string } }
  | { details: ContentDetails & { manifest: ManifestReport; assertion: LicenseAssertion }; failure: null };

/**
 * Reads a file: its format (against `mediaType` when given), its C2PA manifest, the license assertion
 * and the digest of its content (the file without its manifest). The first half of
 * {@link verifyContentWithC2pa}; {@link bindReceipt} is the second, once the receipt inside was verified
 * against an issuer (which the caller may choose by what the receipt names). `details` is filled as
 * reading goes. With `digest: false`, the content is not hashed beyond what its binding proves (the
 * receipt is not to be checked against it). Throws only on a read error of a `Blob` or source.
 */
export async function readContent(
  bytes: MediaInput,
  options: Pick<ContentOptions, 'mediaType'> & ReadOptions & { digest?: boolean },
  details: ContentDetails = noContentDetails(),
): Promise<ContentRead> {
  const refused = (code: ContentFailureCode, message: string): ContentRead => ({
    details,
    failure: { code, message },
  });
  const detected =
    bytes instanceof Uint8Array
      ? detectMediaType(bytes)
      : isBlob(bytes) || isByteSource(bytes)
        ? await detectMediaTypeOf(bytes)
        : null;
  if (options.mediaType !== undefined) {
    const expected = normalizeMediaType(options.mediaType);
    if (!expected)
      return refused('unsupported_media_type', `unsupported media type ${JSON.stringify(options.mediaType)}`);
    if (detected && !isKindOf(detected, expected))
      return refused('unsupported_media_type', `the bytes are ${detected}, not ${expected}`);
  }
  if (!detected)
    return refused('unsupported_media_type', `the bytes are of no supported format (${supportedNames()})`);
  details.mediaType = detected;

  const inspection = await inspectManifest(bytes, {
    label: options.label,
    trustAnchors: options.trustAnchors,
    now: options.now,
    fetchRemoteManifest: options.fetchRemoteManifest,
    fetch: options.fetch,
  });
  details.manifest = inspection.manifest;
  details.assertion = inspection.assertion;
  if (inspection.contentDigest) details.contentDigest = inspection.contentDigest;
  else if (inspection.location && options.digest !== false) {
    const { ranges, patches } = inspection.location;
    details.contentDigest =
      bytes instanceof Uint8Array
        ? await digestWithoutRanges(bytes, ranges, patches)
        : await digestOfSourceWithoutRanges(sourceOf(bytes), ranges, patches);
  }
  if (inspection.failure) return { details, failure: inspection.failure };
  return {
    details: details as ContentDetails & { manifest: ManifestReport; assertion: LicenseAssertion },
    failure: null,
  };
}

/**
 * The verdict of a file read by {@link readContent}, given the verdict of the receipt its license
 * assertion carries: that receipt valid, and the file without its manifest the artifact it names
 * (`tlp.artifact.sha256`), signed by its `tlp.c2pa_signer` when it names one (else `content_mismatch`).
 */
export function bindReceipt(
  read: Extract<ContentRead, { failure: null }>,
  receipt: ReceiptVerdict,
): ContentVerdict {
  const details: ContentDetails = { ...read.details, receipt };
  const { manifest, assertion } = read.details;
  if (!receipt.valid)
    return failure(receipt.code, `the embedded receipt is invalid: ${receipt.message}`, details);
  const expected = normalizeHex(receipt.claims.tlp.artifact?.sha256);
  details.contentMatches = expected !== null && details.contentDigest === `sha256:${expected}`;
  if (!expected)
    return failure('content_mismatch', 'the receipt names no artifact digest (tlp.artifact.sha256)', details);
  if (!details.contentMatches) {
    return failure(
      'content_mismatch',
      'the file without its manifest is not the artifact the receipt names',
      details,
    );
  }
  const boundSigner = receipt.claims.tlp.c2pa_signer;
  if (boundSigner !== undefined && normalizeHex(boundSigner) !== manifest.signer?.sha256) {
    return failure(
      'content_mismatch',
      'the manifest is signed by a certificate other than the receipt’s tlp.c2pa_signer',
      details,
    );
  }
  return { valid: true, trusted: manifest.trusted, ...details, manifest, assertion, receipt };
}

/**
 * Verifies a file (image, video or audio) carrying a TLP license: a C2PA manifest is present (else `no_manifest`, or
 * `remote_manifest` with `manifest.remoteUrl` when the file only names a remote one and
 * `fetchRemoteManifest` is not set), its claim
 * signature and hard binding are valid (else `manifest_invalid`, with the failed status codes in
 * `manifest.failures`), it holds the `ai.<service>.license` assertion (else `no_license_assertion`),
 * the receipt in it verifies (else the receipt's code), and the file without its manifest is the
 * artifact the receipt names, `tlp.artifact.sha256`, signed by the receipt's `tlp.c2pa_signer` when it
 * names one (else `content_mismatch`). A `Blob` (a browser `File`, Node's `fs.openAsBlob(path)`) or a
 * byte source of a video or audio container is read in slices, never whole. `trusted` says whether the
 * signer chains to `trustAnchors`: a valid file from an unknown signer is `valid: true, trusted: false`.
 * Every detail is filled as far as verification got. Never throws.
 */
export async function verifyContentWithC2pa(
  bytes: MediaInput,
  options: ContentOptions,
): Promise<ContentVerdict> {
  const details = noContentDetails();
  try {
    const read = await readContent(bytes, options, details);
    if (read.failure) return failure(read.failure.code, read.failure.message, read.details);
    return bindReceipt(read, await verifyReceipt(read.details.assertion.receipt, verifyOptionsOf(options)));
  } catch (error) {
    return failure(
      'manifest_invalid',
      `content could not be verified: ${(error as Error)?.message ?? error}`,
      details,
    );
  }
}
