/**
 * Files: a medium the library reads (its content credentials, the receipt in them, the file against
 * the receipt), a text file read as a receipt, or something else, named by its format.
 */
import { type ByteSource, type MediaInput, sourceOf } from '../c2pa/asset/byte-source.js';
import type { ContentRead } from '../c2pa/verify-content.js';
import { loadMediaSupport, type MediaSupport } from '../content/index.js';
import { SNIFF_BYTES } from '../content/sniff-bytes.js';
import { decodeUnverifiedPayload } from '../receipt/decode-unverified.js';
import { type ContentDetails, noContentDetails } from '../verdicts.js';
import {
  type Call,
  failed,
  fromValid,
  MAX_RECEIPT_BYTES,
  ofOtherMode,
  receiptIn,
  type Session,
  unverified,
  wrongMode,
} from './session.js';
import {
  type ContentFacts,
  HARD_BINDING_MISMATCH,
  mediumOf,
  type Verdict,
  type VerdictDetails,
} from './verdict.js';

function contentFacts(content: ContentDetails): ContentFacts {
  const { receipt: _, ...facts } = content;
  return facts;
}

/**
 * Whether a file's failure is one a fingerprint may recover from, and how its own credentials stand:
 * `none` (no manifest at all), `changed` (a manifest whose signature verifies and whose signer is
 * trusted, failing only because the bytes it binds changed); null for anything else (a signature that
 * fails, an untrusted signer, a damaged or altered manifest: those stay what they are).
 */
export function lostCredentials(facts: VerdictDetails, code: string): 'none' | 'changed' | null {
  if (code === 'no_manifest') return 'none';
  const manifest = facts.content?.manifest;
  if (
    code === 'manifest_invalid' &&
    manifest?.present &&
    manifest.signatureValid &&
    manifest.trusted &&
    manifest.failures.length > 0 &&
    manifest.failures.every((c) => HARD_BINDING_MISMATCH.test(c))
  )
    return 'changed';
  return null;
}

/** A source that reports each read, as far as the file has been read. */
function counted(source: ByteSource, onProgress: (read: number, size: number) => void): ByteSource {
  let read = 0;
  return {
    size: source.size,
    async read(start, end) {
      const bytes = await source.read(start, end);
      read = Math.min(source.size, read + bytes.length);
      onProgress(read, source.size);
      return bytes;
    },
  };
}

/** A file that is no medium of the library: text read as a receipt, else unsupported, named by its format. */
async function verifyOther(
  session: Session,
  file: Uint8Array | ByteSource,
  head: Uint8Array,
  facts: VerdictDetails,
  call: Call,
): Promise<Verdict> {
  const sniffed = (await import('../content/sniff.js')).sniffContent(head);
  const size = file instanceof Uint8Array ? file.length : file.size;
  const withType = { ...facts, input: 'unknown' as const, mediaType: sniffed.mediaType };
  const notRead = 'not a format this verifier reads';
  if (sniffed.kind !== 'text')
    return failed(withType, 'unsupported_media_type', `${sniffed.description}: ${notRead}`);
  if (size > MAX_RECEIPT_BYTES)
    return failed(
      withType,
      'unsupported_media_type',
      `${sniffed.description}: ${notRead}, and over 1.0 MB: too long for a receipt`,
    );
  const bytes = file instanceof Uint8Array ? file : await file.read(0, size);
  const { verifyText } = await import('./text-input.js');
  return verifyText(session, new TextDecoder().decode(bytes), withType, call, sniffed);
}

/** A medium: its content credentials read, then the receipt in them against the issuer it names. */
async function verifyMedium(
  session: Session,
  file: Uint8Array | ByteSource,
  mediaType: string,
  facts: VerdictDetails,
  call: Call,
): Promise<Verdict> {
  const withMedium = { ...facts, checked: mediumOf(mediaType), mediaType };
  const content = noContentDetails();
  const verifying = call.issuer !== null && !session.contentOnly;
  const { readContent, bindReceipt } = await import('../c2pa/verify-content.js');
  let read: ContentRead;
  try {
    read = await readContent(
      file,
      {
        ...(call.mediaType !== undefined ? { mediaType: call.mediaType } : {}),
        ...(session.label !== undefined ? { label: session.label } : {}),
        trustAnchors: await session.trustAnchorsFor(call.issuer, call.mode),
        ...(session.now ? { now: session.now } : {}),
        fetchRemoteManifest: session.fetchRemoteManifests,
        ...(session.callerFetch ? { fetch: session.callerFetch } : {}),
        digest: verifying,
      },
      content,
    );
  } catch (error) {
    const reason = (error as Error)?.message ?? String(error);
    return failed(
      { ...withMedium, content: contentFacts(content) },
      'unreadable',
      `cannot read the file: ${reason}`,
    );
  }
  const found = { ...withMedium, content: contentFacts(read.details) };
  if (read.failure) {
    // An issuer whose keys were given (offline) is asked nothing, a picture's fingerprint neither.
    const asked = verifying && session.issuers.get(call.issuer!)?.offline === false;
    const lost = asked ? lostCredentials(found, read.failure.code) : null;
    if (lost === null) return failed(found, read.failure.code, read.failure.message);
    // Without credentials of its own (or with a manifest its bytes no longer match): its fingerprint may
    // still find the licensed image at the issuer (`recovered`); else it keeps its own verdict, and why.
    // The fingerprint's code loads only here: a file with credentials of its own never needs it.
    const { recover } = await import('./recover.js');
    const recovery = await recover(session, file, found, { ...call, issuer: call.issuer! }, lost);
    if (recovery && 'verdict' in recovery) return recovery.verdict;
    const why = recovery ? `; ${recovery.why}` : '';
    return failed(found, read.failure.code, `${read.failure.message}${why}`);
  }
  if (call.issuer === null) return unverified(found, 'no issuer to verify the receipt against');
  if (!verifying) return unverified(found, 'content only: the receipt was not verified');
  const jws = read.details.assertion.receipt;
  const chosen = session.issuerOf(decodeUnverifiedPayload(jws)?.iss, call.issuer);
  if ('refused' in chosen)
    return session.notAllowed(
      found,
      chosen.refused,
      `the embedded receipt names the issuer ${chosen.refused}; nothing was fetched from it`,
    );
  const issuer = chosen.issuer!;
  const verifyIn = receiptIn(session, jws, issuer);
  const receipt = await verifyIn(call.mode);
  if (ofOtherMode(receipt, call.mode)) {
    // A genuine receipt of the other mode, and the file the one it licenses, as verified in that mode.
    const other = bindReceipt(read, await verifyIn('any'));
    if (other.valid)
      return wrongMode({ ...found, issuer, content: contentFacts(other) }, other.receipt, call.mode, true);
  }
  const verdict = bindReceipt(read, receipt);
  const bound = { ...found, issuer, receipt, content: contentFacts(verdict) };
  if (!verdict.valid) return failed(bound, verdict.code, verdict.message);
  return session.withStanding(fromValid(bound, verdict.receipt, verdict.trusted));
}

/**
 * A file: refused past the session's limits (unread), then by what its first bytes show: a medium of
 * the library's container formats, or anything else. A `Blob` or source is read in slices where the
 * format allows (ISO BMFF), each read reported to `call.onProgress`.
 */
export async function verifyFile(
  session: Session,
  input: MediaInput,
  facts: VerdictDetails,
  call: Call,
): Promise<Verdict> {
  const { limits } = session;
  let file: Uint8Array | ByteSource = input instanceof Uint8Array ? input : sourceOf(input);
  const size = file instanceof Uint8Array ? file.length : file.size;
  if (limits.maxBytes !== undefined && size > limits.maxBytes)
    return failed(
      facts,
      'too_large',
      `the file is ${size} bytes, over the limit of ${limits.maxBytes}; it was not read`,
    );
  if (!(file instanceof Uint8Array) && call.onProgress) file = counted(file, call.onProgress);
  let head: Uint8Array;
  let media: MediaSupport;
  try {
    [head, media] = await Promise.all([
      file instanceof Uint8Array ? file.subarray(0, SNIFF_BYTES) : file.read(0, SNIFF_BYTES),
      loadMediaSupport(),
    ]);
  } catch (error) {
    return failed(facts, 'unreadable', `cannot read the file: ${(error as Error)?.message ?? error}`);
  }
  const mediaType = media.detect(head);
  if (!mediaType) return verifyOther(session, file, head, facts, call);
  if (
    limits.maxWholeReadBytes !== undefined &&
    !media.readsInSlices(mediaType) &&
    size > limits.maxWholeReadBytes
  ) {
    const name = media.nameOf(mediaType);
    return failed(
      { ...facts, checked: mediumOf(mediaType), mediaType },
      'too_large',
      `a ${name} file of ${size} bytes: ${name} is read into memory whole, up to ${limits.maxWholeReadBytes / (1024 * 1024)} MB`,
    );
  }
  return verifyMedium(session, file, mediaType, facts, call);
}
