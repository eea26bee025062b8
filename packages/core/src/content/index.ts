/**
 * The content functions load the C2PA code only when first called, so a page that verifies receipts
 * alone never downloads it: the reading side (the container formats' table, then the reader; a
 * container's own code comes when a file of it is read) apart from the writing side (the manifest
 * writer and signer), which a verifier never loads.
 */
import type { MediaInput } from '../c2pa/asset/byte-source.js';
import type { ContentOptions } from '../c2pa/verify-content.js';
import type { EmbedOptions } from '../c2pa/write/embed.js';
import { check, type OptionCheck, optionsError, VERIFY_OPTION_CHECKS } from '../options.js';
import { type AssertionRead, type ContentVerdict, noContentDetails } from '../verdicts.js';

/** `load()` once; a failed load is tried again on the next call. */
function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

const verifier = lazy(() => import('../c2pa/verify-content.js'));
const reader = lazy(() => import('../c2pa/read/index.js'));
const writer = lazy(() => import('../c2pa/write/embed.js'));

const CONTENT_OPTION_CHECKS: Readonly<Record<string, OptionCheck>> = {
  ...VERIFY_OPTION_CHECKS,
  mediaType: check.optionalString('mediaType'),
  label: check.optionalString('label'),
  fetchRemoteManifest: (v) =>
    v === undefined || typeof v === 'boolean' ? null : 'fetchRemoteManifest must be a boolean',
};

/** The media this library embeds a license into and verifies: its container formats' registry. */
export interface MediaSupport {
  /** The canonical media types, in the order their signatures are tried (`image/png`, `image/jpeg`, …). */
  readonly mediaTypes: readonly string[];
  /** The canonical media type of `bytes` (their first bytes suffice), or `null` when not supported. */
  detect(bytes: Uint8Array): string | null;
  /** The canonical spelling of a media type (aliases, parameters, case), or `null` when not supported. */
  normalize(mediaType: string): string | null;
  /**
   * Whether a `Blob` (a browser `File`) of this media type is read in slices, so that its size does not
   * matter (ISO BMFF: MP4, MOV, M4A, HEIC/HEIF, AVIF), rather than read into memory whole (the others).
   */
  readsInSlices(mediaType: string): boolean;
  /** The short name people give a media type's files (`PNG`, `MOV`); another type by its subtype. */
  nameOf(mediaType: string): string;
}

/**
 * The media `verifyContent` and `embedLicenseAssertion` accept, from the container formats' table. It
 * is loaded on first use (in browsers, a small chunk of its own), hence the promise;
 * once it resolved, its functions are synchronous. Rejects only when the module cannot be loaded.
 *
 * @example
 * ```ts
 * const media = await loadMediaSupport();
 * media.mediaTypes; // ['image/png', 'image/jpeg', …]
 * media.detect(bytes); // 'image/png', or null for a file no format reads
 * ```
 */
export const loadMediaSupport: () => Promise<MediaSupport> = lazy(() =>
  import('../c2pa/asset/container.js').then(
    (m): MediaSupport => ({
      mediaTypes: m.SUPPORTED_MEDIA_TYPES,
      detect: m.detectMediaType,
      normalize: m.normalizeMediaType,
      readsInSlices: m.readsInSlices,
      nameOf: m.nameOf,
    }),
  ),
);

/**
 * Verifies an image, video or audio file that should carry a TLP license: its C2PA manifest (signature, hard binding,
 * signer chained to `trustAnchors`), the `ai.<service>.license` assertion, the receipt inside it,
 * and that the file without its manifest is byte for byte the output the receipt names. A file that
 * only names a remote manifest (XMP `dcterms:provenance`) is `remote_manifest` with the URL in
 * `manifest.remoteUrl`; it is fetched, through `fetch`, only with `fetchRemoteManifest: true`. The file
 * is bytes, a `Blob` (a browser `File`, or in Node `await fs.openAsBlob(path)`) or a `ByteSource` (`{size,
 * read(start, end)}`, any file read piece by piece); one of MP4, MOV, M4A, HEIC or AVIF is read in slices (box headers, `moov`, the C2PA box, the media data hashed 4 MB at
 * a time), so a large video is verified without being held in memory. Never throws.
 *
 * @example
 * ```ts
 * const verdict = await verifyContent(bytes, { issuer: 'https://licensing.example', trustAnchors: [rootPem] });
 * if (verdict.valid) console.log(verdict.trusted ? 'licensed' : 'licensed, signer not trusted');
 * else console.log(verdict.code); // 'no_manifest', 'content_mismatch', ...
 * ```
 */
export async function verifyContent(bytes: MediaInput, options: ContentOptions): Promise<ContentVerdict> {
  try {
    const badOptions = optionsError(options, CONTENT_OPTION_CHECKS);
    if (badOptions)
      return { valid: false, code: 'invalid_options', message: badOptions, ...noContentDetails() };
    return await (await verifier()).verifyContentWithC2pa(bytes, options);
  } catch (error) {
    return {
      valid: false,
      code: 'manifest_invalid',
      message: `could not read content: ${String(error)}`,
      ...noContentDetails(),
    };
  }
}

/** Reads the `ai.<service>.license` assertion of an image's C2PA manifest. Never throws. */
export async function readLicenseAssertion(
  bytes: MediaInput,
  options?: { label?: string },
): Promise<AssertionRead> {
  try {
    return await (await reader()).readLicenseAssertion(bytes, options);
  } catch (error) {
    return { found: false, code: 'manifest_invalid', message: `could not read content: ${String(error)}` };
  }
}

/**
 * Embeds the license assertion `{receipt, verify_url}` in a new C2PA manifest signed by `signer`
 * (PEM certificate and chain, PKCS#8 PEM key or a CryptoKey), for every supported medium, with
 * `options.softBinding` (the generation's `c2pa.soft_binding`) a `c2pa.soft-binding` assertion beside it.
 * The issuing side's tool: it throws a `TypeError` for an unsupported media type.
 */
export async function embedLicenseAssertion(
  bytes: Uint8Array,
  mediaType: string,
  data: { receipt: string; verify_url: string },
  signer: { certificate: string; chain?: string[]; privateKey: string | CryptoKey },
  options?: EmbedOptions,
): Promise<Uint8Array> {
  return (await writer()).embedLicenseAssertion(bytes, mediaType, data, signer, options);
}
