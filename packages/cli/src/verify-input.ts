import { closeSync, fstatSync, openAsBlob, openSync, readSync } from 'node:fs';
import {
  type ContentVerdict,
  type KeyResolver,
  loadMediaSupport,
  type ReceiptClaims,
  type ReceiptVerdict,
  SNIFF_BYTES,
  type SniffedFormat,
  sniffContent,
  type VerifyOptions,
  verifyContent,
  verifyReceipt,
  verifyReceiptReference,
} from '@tlp/core';
import { formatSize } from './args.js';
import { COMPACT_JWS, type Input } from './inputs.js';
import { failureOutcome, type Outcome } from './outcome.js';

/** Codes the command adds to the library's verdict codes, for inputs it could not hand to a verifier. */
export type CliFailureCode =
  | 'not_found'
  | 'unreadable'
  | 'fetch_failed'
  | 'unsupported_input'
  | 'too_large'
  | 'issuer_required'
  | 'signer_untrusted'
  | 'outside_roots'
  | 'fetch_not_allowed';

/** The verified facts of a receipt, as printed. */
export interface ReceiptSummary {
  id: string;
  issuer: string;
  subject: string;
  kind: string;
  decision: string;
  assurance: string | null;
  livemode: boolean;
  talent: string[];
  licenses: ReceiptClaims['tlp']['licenses'];
  issued_at: string;
  kid: string;
  artifact: { sha256: string; media_type: string } | null;
  /** The talent's public names, by ID, as the issuer published them (`tlp.talent_names`); `{}` when none. */
  talent_names: Record<string, string>;
}

/** The kind of a medium the library reads, from its media type (`video/mp4` → `video`). */
export type MediaKind = 'image' | 'video' | 'audio';

export function mediaKind(mediaType: string): MediaKind {
  const top = mediaType.split('/')[0];
  return top === 'video' || top === 'audio' ? top : 'image';
}

/** What the C2PA side of an image said, as printed. */
export interface ContentSummary {
  media_type: string | null;
  manifest: {
    present: boolean;
    signature_valid: boolean;
    binding_valid: boolean;
    trusted: boolean;
    signer: { subject: string; issuer: string; sha256: string; not_after: string } | null;
    failures: string[];
  } | null;
  /** The license assertion the manifest carries (its receipt is in `receipt` once verified). */
  assertion: { label: string; verify_url: string } | null;
  content_digest: string | null;
  content_matches: boolean | null;
}

/** The outcome for one input: one human line, or one JSON object. */
export interface Result {
  input: string;
  /** Files the library reads a C2PA manifest from are `image`, `video` or `audio`, by their format. */
  type: MediaKind | 'jws' | 'receipt_object' | 'receipt_id' | 'receipt_url' | 'unknown';
  outcome: Outcome;
  valid: boolean;
  code: string | null;
  message: string | null;
  /** Files: the format their bytes show (`image/png`, `video/mp4`, `text/plain`…); null otherwise or unread. */
  media_type: string | null;
  /** Images: the C2PA signer chains to a `--trust-anchor` (null for receipts, and when not verified). */
  trusted: boolean | null;
  receipt: ReceiptSummary | null;
  /** Images: what the C2PA manifest said (null for receipts). */
  content: ContentSummary | null;
}

/** What verifying one file needs; all of it can be sent to a worker thread, but `keys`. */
export interface FileContext {
  /** Null: receipts cannot be verified, and images are read content-only. */
  issuer: string | null;
  mode: 'live' | 'test' | 'any';
  keys: KeyResolver | null;
  trustAnchors: string[];
  requireTrusted: boolean;
  contentOnly: boolean;
  maxSize: number;
}

export interface VerifyContext extends FileContext {
  fetch: typeof fetch;
  /** Receipt objects fetched by ID: per-request timeout. */
  timeoutMs?: number;
}

/** Receipts are small: a text file larger than this is not read as one. */
export const MAX_RECEIPT_BYTES = 1024 * 1024;

function options(ctx: FileContext & { fetch?: typeof fetch }): VerifyOptions {
  return {
    issuer: ctx.issuer ?? '',
    mode: ctx.mode,
    ...(ctx.keys ? { keys: ctx.keys } : {}),
    trustAnchors: ctx.trustAnchors,
    ...(ctx.fetch ? { fetch: ctx.fetch } : {}),
  };
}

export function failed(
  input: string,
  type: Result['type'],
  code: string,
  message: string,
  mediaType: string | null = null,
): Result {
  return {
    input,
    type,
    outcome: failureOutcome(code),
    valid: false,
    code,
    message,
    media_type: mediaType,
    trusted: null,
    receipt: null,
    content: null,
  };
}

export function summarizeReceipt(verdict: Extract<ReceiptVerdict, { valid: true }>): ReceiptSummary {
  const { claims } = verdict;
  const t = claims.tlp;
  return {
    id: claims.jti,
    issuer: claims.iss,
    subject: claims.sub,
    kind: t.kind,
    decision: t.decision,
    assurance: t.assurance ?? null,
    livemode: t.livemode,
    talent: t.talent,
    licenses: t.licenses,
    issued_at: new Date(claims.iat * 1000).toISOString(),
    kid: verdict.kid,
    artifact: t.artifact ?? null,
    talent_names: t.talent_names ?? {},
  };
}

function validOutcome(receipt: ReceiptSummary | null, trusted: boolean | null): Outcome {
  if (receipt && receipt.decision !== 'allow') return 'denied';
  return trusted === false ? 'untrusted' : 'ok';
}

function receiptResult(
  input: string,
  type: Result['type'],
  verdict: ReceiptVerdict | { valid: false; code: string; message: string },
  mediaType: string | null = null,
): Result {
  if (!verdict.valid) return failed(input, type, verdict.code, verdict.message, mediaType);
  const receipt = summarizeReceipt(verdict);
  return {
    input,
    type,
    outcome: validOutcome(receipt, null),
    valid: true,
    code: null,
    message: null,
    media_type: mediaType,
    trusted: null,
    receipt,
    content: null,
  };
}

type ManifestLike = NonNullable<ContentVerdict['manifest']>;

function manifestSummary(m: ManifestLike | null): ContentSummary['manifest'] {
  return (
    m && {
      present: m.present,
      signature_valid: m.signatureValid,
      binding_valid: m.bindingValid,
      trusted: m.trusted,
      signer: m.signer && {
        subject: m.signer.subject,
        issuer: m.signer.issuer,
        sha256: m.signer.sha256,
        not_after: m.signer.notAfter,
      },
      failures: m.failures,
    }
  );
}

/** What a C2PA read (a verdict, or a content-only inspection) says of the file, as printed. */
function contentSummary(
  read: Pick<ContentVerdict, 'mediaType' | 'manifest' | 'assertion'> & { contentDigest?: string | null },
  contentMatches: boolean | null,
): ContentSummary {
  return {
    media_type: read.mediaType,
    manifest: manifestSummary(read.manifest),
    assertion: read.assertion && { label: read.assertion.label, verify_url: read.assertion.verify_url },
    content_digest: read.contentDigest ?? null,
    content_matches: contentMatches,
  };
}

/** An image result from its verdict, with `--require-trusted` applied. */
function imageResult(
  input: string,
  verdict: { valid: true; trusted: boolean } | { valid: false; code: string; message: string },
  content: ContentSummary,
  receipt: ReceiptSummary | null,
  requireTrusted: boolean,
  contentOnly: boolean,
): Result {
  const type = content.media_type ? mediaKind(content.media_type) : 'image';
  const base = { input, type, media_type: content.media_type, receipt, content };
  if (!verdict.valid) {
    return {
      ...base,
      outcome: failureOutcome(verdict.code),
      valid: false,
      code: verdict.code,
      message: verdict.message,
      trusted: null,
    };
  }
  if (requireTrusted && !verdict.trusted) {
    return {
      ...base,
      outcome: failureOutcome('signer_untrusted'),
      valid: false,
      code: 'signer_untrusted',
      message: 'the C2PA signer does not chain to any --trust-anchor',
      trusted: false,
    };
  }
  return {
    ...base,
    outcome: contentOnly ? 'signed' : validOutcome(receipt, verdict.trusted),
    valid: true,
    code: null,
    message: null,
    trusted: verdict.trusted,
  };
}

function contentResult(input: string, verdict: ContentVerdict, ctx: FileContext): Result {
  const content = contentSummary(verdict, verdict.contentMatches);
  const receipt = verdict.receipt?.valid ? summarizeReceipt(verdict.receipt) : null;
  return imageResult(input, verdict, content, receipt, ctx.requireTrusted, false);
}

/** Content-only: the manifest's state, the receipt inside it left unverified. */
async function inspectImage(input: string, bytes: Uint8Array | Blob, ctx: FileContext): Promise<Result> {
  const { inspectManifest } = await import('@tlp/core/c2pa');
  const inspection = await inspectManifest(bytes, { trustAnchors: ctx.trustAnchors });
  const content = contentSummary(inspection, null);
  const verdict = inspection.failure
    ? { valid: false as const, ...inspection.failure }
    : { valid: true as const, trusted: inspection.manifest?.trusted === true };
  return imageResult(input, verdict, content, null, ctx.requireTrusted, true);
}

/**
 * A file read without an issuer (and without `--content-only`): what its manifest says is reported, but
 * credentials that would pass content-only are `unverified`, since the receipt in them was not checked.
 */
function unverifiedImage(inspected: Result): Result {
  if (!inspected.valid) return inspected;
  return {
    ...inspected,
    outcome: failureOutcome('issuer_required'),
    valid: false,
    code: 'issuer_required',
    message:
      'content credentials with a license receipt, not verified: give --issuer (or TLP_ISSUER) to verify the receipt, or --content-only to accept the credentials alone',
  };
}

type ReceiptText =
  | { kind: 'jws'; jws: string }
  | { kind: 'object'; object: object }
  | { kind: 'broken_object' }
  | { kind: 'json' }
  | { kind: 'text' };

/** What a text file holds: a compact JWS, a receipt object, JSON that is none, or other text. */
function readReceiptText(text: string): ReceiptText {
  const value = text.replace(/^\uFEFF/, '').trim();
  if (COMPACT_JWS.test(value)) return { kind: 'jws', jws: value };
  if (!value.startsWith('{')) return { kind: 'text' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    // A receipt object cut short or damaged still names its JWS; anything else is just text.
    return /"jws"\s*:/.test(value) ? { kind: 'broken_object' } : { kind: 'text' };
  }
  const o = parsed as Record<string, unknown> | null;
  const looksLikeReceipt =
    o !== null && typeof o === 'object' && !Array.isArray(o) && (o.object === 'receipt' || 'jws' in o);
  return looksLikeReceipt ? { kind: 'object', object: o } : { kind: 'json' };
}

const NOT_AN_IMAGE = 'not a format this verifier reads';

function unsupported(input: string, sniffed: SniffedFormat, detail = NOT_AN_IMAGE): Result {
  return failed(
    input,
    'unknown',
    'unsupported_media_type',
    `${sniffed.description}: ${detail}`,
    sniffed.mediaType,
  );
}

function issuerRequired(input: string, type: Result['type'], what: string, mediaType: string | null): Result {
  return failed(
    input,
    type,
    'issuer_required',
    `${what}: give --issuer (or TLP_ISSUER) to verify it`,
    mediaType,
  );
}

async function verifyText(
  input: string,
  bytes: Uint8Array,
  sniffed: SniffedFormat,
  ctx: FileContext,
): Promise<Result> {
  const read = readReceiptText(new TextDecoder().decode(bytes));
  switch (read.kind) {
    case 'text':
      return unsupported(
        input,
        sniffed,
        `${NOT_AN_IMAGE}, nor a receipt (a compact JWS or a receipt object)`,
      );
    case 'json':
      return failed(
        input,
        'unknown',
        'unsupported_media_type',
        `JSON data: ${NOT_AN_IMAGE}, nor a receipt object`,
        'application/json',
      );
    case 'broken_object':
      return failed(
        input,
        'receipt_object',
        'malformed',
        'the receipt object does not parse as JSON',
        'application/json',
      );
    case 'jws':
      if (!ctx.issuer) return issuerRequired(input, 'jws', 'a receipt JWS', 'application/jose');
      return receiptResult(input, 'jws', await verifyReceipt(read.jws, options(ctx)), 'application/jose');
    case 'object':
      if (!ctx.issuer) return issuerRequired(input, 'receipt_object', 'a receipt object', 'application/json');
      return receiptResult(
        input,
        'receipt_object',
        await verifyReceipt(read.object, options(ctx)),
        'application/json',
      );
  }
}

/** Reads `length` bytes from the start of `fd` into one new buffer (the file is held once, never copied). */
function readWhole(fd: number, length: number): Uint8Array {
  const buffer = new Uint8Array(length);
  let at = 0;
  while (at < length) {
    const n = readSync(fd, buffer, at, length - at, at);
    if (n === 0) break;
    at += n;
  }
  return at === length ? buffer : buffer.subarray(0, at);
}

/** What a file holds, by its bytes: a medium the library reads (`media`, its canonical type), else `null`. */
interface FileRead {
  /** The file: its bytes, or a medium over 1 MiB as a `Blob` read from disk as the library needs it. */
  bytes: Uint8Array | Blob;
  sniffed: SniffedFormat;
  media: string | null;
}

/**
 * The canonical media type when the container formats of `@tlp/core` read `head` (a file's first bytes),
 * else `null`. Text is never asked: a batch of receipts does not load the C2PA module.
 */
async function supportedMedium(head: Uint8Array, sniffed: SniffedFormat): Promise<string | null> {
  if (sniffed.kind === 'text') return null;
  return (await loadMediaSupport()).detect(head);
}

/** `too_large`: `size` bytes are over `maxSize`, and were not read (`what`: the file, the content…). */
export function tooLarge(input: string, size: number, maxSize: number, what = 'the file'): Result {
  return failed(
    input,
    'unknown',
    'too_large',
    `${what} is ${formatSize(size)}, over --max-size ${formatSize(maxSize)}; it was not read`,
  );
}

/** The bytes of a file and the format they show, or a result when it is not to be read further. */
async function readFile(input: string, path: string, maxSize: number): Promise<FileRead | Result> {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'not_found' : 'unreadable';
    return failed(input, 'unknown', code, `cannot read the file: ${(error as Error).message}`);
  }
  try {
    // The size is checked before anything is read.
    const info = fstatSync(fd);
    if (!info.isFile()) return failed(input, 'unknown', 'unsupported_input', 'not a regular file');
    const size = info.size;
    if (size > maxSize) return tooLarge(input, size, maxSize);
    // Small files are read at once; a large one only as far as its first bytes, unless it is a medium
    // the library reads (by the container formats' registry of @tlp/core, whatever the file's name).
    if (size <= MAX_RECEIPT_BYTES) {
      const bytes = readWhole(fd, size);
      const sniffed = sniffContent(bytes);
      return { bytes, sniffed, media: await supportedMedium(bytes, sniffed) };
    }
    const head = readWhole(fd, SNIFF_BYTES);
    const sniffed = sniffContent(head);
    const media = await supportedMedium(head, sniffed);
    // From disk: the library reads a large medium in slices (ISO BMFF video), or whole (other formats).
    if (media) return { bytes: await openAsBlob(path), sniffed, media };
    if (sniffed.kind === 'text') {
      return unsupported(
        input,
        sniffed,
        `${NOT_AN_IMAGE}, and over ${formatSize(MAX_RECEIPT_BYTES)}: too long for a receipt`,
      );
    }
    return unsupported(input, sniffed);
  } finally {
    closeSync(fd);
  }
}

/** Verifies what was read: a medium as content (or content-only), text as a receipt, else unsupported. */
async function verifyRead(input: string, read: FileRead, ctx: FileContext): Promise<Result> {
  const { bytes, sniffed, media } = read;
  if (media) {
    if (ctx.contentOnly) return await inspectImage(input, bytes, ctx);
    if (!ctx.issuer) return unverifiedImage(await inspectImage(input, bytes, ctx));
    return contentResult(input, await verifyContent(bytes, options(ctx)), ctx);
  }
  if (sniffed.kind === 'text' && bytes instanceof Uint8Array)
    return await verifyText(input, bytes, sniffed, ctx);
  return unsupported(input, sniffed);
}

/**
 * Verifies bytes held in memory (given inline, or fetched) as {@link verifyFile} verifies a file's: over
 * `maxSize` they are `too_large`; then by what they are, whatever they were called. Never throws.
 */
export async function verifyBytes(input: string, bytes: Uint8Array, ctx: FileContext): Promise<Result> {
  if (bytes.byteLength > ctx.maxSize) return tooLarge(input, bytes.byteLength, ctx.maxSize, 'the content');
  try {
    const sniffed = sniffContent(bytes);
    return await verifyRead(input, { bytes, sniffed, media: await supportedMedium(bytes, sniffed) }, ctx);
  } catch (error) {
    return failed(
      input,
      'unknown',
      'unreadable',
      `cannot read the bytes: ${(error as Error)?.message ?? error}`,
    );
  }
}

/**
 * Verifies one file, by its bytes whatever its name: its size is checked first (`too_large`, unread,
 * past `maxSize`); every medium the container formats of `@tlp/core` read (PNG and JPEG images, and
 * the video and audio formats as they are added) is verified as licensed content (or inspected,
 * content-only); text is read as a receipt JWS or object; anything else is `unsupported_media_type`,
 * its format named. Reads synchronously: it runs on a worker thread of its own (or in a batch of one).
 * Never throws.
 */
export async function verifyFile(input: string, path: string, ctx: FileContext): Promise<Result> {
  try {
    const read = await readFile(input, path, ctx.maxSize);
    if ('outcome' in read) return read;
    return await verifyRead(input, read, ctx);
  } catch (error) {
    return failed(
      input,
      'unknown',
      'unreadable',
      `cannot read the file: ${(error as Error)?.message ?? error}`,
    );
  }
}

/** Verifies one input that is not a file (the main thread does these). Never throws. */
export async function verifyInput(
  item: Exclude<Input, { kind: 'file' }>,
  ctx: VerifyContext,
): Promise<Result> {
  try {
    switch (item.kind) {
      case 'jws':
        if (!ctx.issuer) return issuerRequired(item.input, 'jws', 'a receipt JWS', null);
        return receiptResult(item.input, 'jws', await verifyReceipt(item.jws, options(ctx)));
      case 'receipt_id':
      case 'receipt_url': {
        if (!ctx.issuer) return issuerRequired(item.input, item.kind, 'a receipt reference', null);
        const verdict = await verifyReceiptReference(item.ref, {
          ...options(ctx),
          ...(ctx.timeoutMs ? { timeoutMs: ctx.timeoutMs } : {}),
        });
        return receiptResult(item.input, item.kind, verdict);
      }
      case 'unknown':
        return failed(item.input, 'unknown', item.code, item.reason);
    }
  } catch (error) {
    return failed(item.input, 'unknown', 'unreadable', String((error as Error)?.message ?? error));
  }
}
