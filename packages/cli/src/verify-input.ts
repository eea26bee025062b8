/**
 * `tlp verify` and `tlp mcp` over the verification session of `@tlp/core` (`createVerifier`): what they
 * read (a file from the descriptor that was checked, bytes, a receipt given on the command line) and the
 * verdict in the command's words, a {@link Result}: its outcome, code and message, and the summaries it
 * prints. What is licensed, tampered or of the other mode is the session's to say.
 */
import { closeSync, readSync } from 'node:fs';
import {
  type FingerprintMatch,
  type IngredientReport,
  type ManifestReport,
  type Medium,
  type Mode,
  mediumOf,
  type ReceiptClaims,
  type ReceiptUse,
  type ReceiptVerdict,
  type Verdict,
  type Verifier,
  type VerifyInput,
} from '@tlp/core';
import { FINGERPRINTED_MEDIA_TYPES } from '@tlp/core/fingerprint';
import { formatSize } from './args.js';
import type { Input } from './inputs.js';
import { failureOutcome, type Outcome } from './outcome.js';
import { DescriptorBlob, openRegularFile } from './regular-file.js';

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
  | 'fetch_not_allowed'
  | 'timed_out';

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
  /** The use the check allowed (`tlp.use`: purpose, channels, territories…); null when the receipt does not sign it. */
  use: ReceiptUse | null;
}

/** The kind of a medium the library reads, from its media type (`video/mp4` → `video`: `mediumOf` of @tlp/core). */
export type MediaKind = Medium;
export const mediaKind = (mediaType: string): MediaKind => mediumOf(mediaType);

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
    /**
     * The manifest's ingredients, as `@tlp/core` reports them (`{title, relationship, manifest, recorded,
     * failures}`), only when it has any: details, never the verdict (a failure an ingredient's assertion
     * recorded leaves the file valid).
     */
    ingredients?: IngredientReport[];
  } | null;
  /** The license assertion the manifest carries (its receipt is in `receipt` once verified). */
  assertion: { label: string; verify_url: string } | null;
  content_digest: string | null;
  content_matches: boolean | null;
}

/** The outcome for one input: one human line, or one JSON object. */
export interface Result {
  input: string;
  /** Files the library reads a C2PA manifest from are `image`, `video`, `audio` or `document`, by their format. */
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
  /**
   * `recovered`: how the image was recognised without content credentials of its own, by its fingerprint
   * at the issuer (`{method: "fingerprint", alg, similarity, manifestId, receipt}`); null otherwise.
   */
  match: FingerprintMatch | null;
}

/** How the command verifies: its session, the issuer and mode of this call, and its own rules. */
export interface VerifyContext {
  verifier: Verifier;
  /** Null: receipts cannot be verified, and files are read for their content credentials. */
  issuer: string | null;
  mode: Mode;
  requireTrusted: boolean;
  contentOnly: boolean;
  maxSize: number;
}

/** Receipts are small: a text file larger than this is not read as one (the session refuses it unread). */
export const MAX_RECEIPT_BYTES = 1024 * 1024;

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
    match: null,
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
    use: t.use ?? null,
  };
}

type ManifestLike = ManifestReport;

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
      ...(m.ingredients ? { ingredients: m.ingredients } : {}),
    }
  );
}

/** What the session read of a file, as printed. */
function contentSummary(content: NonNullable<Verdict['content']>): ContentSummary {
  return {
    media_type: content.mediaType,
    manifest: manifestSummary(content.manifest),
    assertion: content.assertion && {
      label: content.assertion.label,
      verify_url: content.assertion.verify_url,
    },
    content_digest: content.contentDigest ?? null,
    content_matches: content.contentMatches,
  };
}

/** What is said of a receipt not verified for want of an issuer, by how it was given. */
const NOT_VERIFIED: Partial<Record<Verdict['input'], string>> = {
  jws: 'a receipt JWS',
  receipt_object: 'a receipt object',
  receipt_id: 'a receipt reference',
  receipt_url: 'a receipt reference',
};

/** `--require-trusted` refusing a file whose C2PA signer chains to no trust anchor. */
function untrustedSigner(base: Omit<Result, 'outcome' | 'valid' | 'code' | 'message' | 'trusted'>): Result {
  const code = 'signer_untrusted';
  const message = 'the C2PA signer does not chain to any --trust-anchor';
  return { ...base, outcome: failureOutcome(code), valid: false, code, message, trusted: false };
}

/**
 * The session's verdict in the command's words: `--require-trusted` and `--content-only` applied, a receipt
 * left unverified for want of an issuer `issuer_required`, a genuine receipt of the other mode `wrong-mode`
 * with the option that verifies it.
 */
export function resultOf(input: string, verdict: Verdict, ctx: VerifyContext): Result {
  const type: Result['type'] = verdict.input === 'content' ? (verdict.checked as MediaKind) : verdict.input;
  const content = verdict.content && contentSummary(verdict.content);
  const receipt = verdict.receipt?.valid ? summarizeReceipt(verdict.receipt) : null;
  const base = { input, type, media_type: verdict.mediaType, receipt, content, match: null };
  const trusted = verdict.content?.manifest?.trusted ?? null;
  switch (verdict.state) {
    case 'licensed':
    case 'licensed_untrusted_signer':
    case 'denied': {
      if (ctx.requireTrusted && trusted === false) return untrustedSigner(base);
      const outcome: Outcome = verdict.state === 'denied' ? 'denied' : trusted === false ? 'untrusted' : 'ok';
      return { ...base, outcome, valid: true, code: null, message: null, trusted };
    }
    case 'unverified': {
      if (verdict.input !== 'content') {
        const what = NOT_VERIFIED[verdict.input] ?? 'a receipt';
        return failed(
          input,
          type,
          'issuer_required',
          `${what}: give --issuer (or TLP_ISSUER) to verify it`,
          verdict.mediaType,
        );
      }
      if (ctx.requireTrusted && trusted !== true) return untrustedSigner({ ...base, receipt: null });
      if (ctx.contentOnly)
        return { ...base, receipt: null, outcome: 'signed', valid: true, code: null, message: null, trusted };
      const message =
        'content credentials with a license receipt, not verified: give --issuer (or TLP_ISSUER) to verify the receipt, or --content-only to accept the credentials alone';
      return {
        ...base,
        receipt: null,
        outcome: failureOutcome('issuer_required'),
        valid: false,
        code: 'issuer_required',
        message,
        trusted,
      };
    }
    case 'recovered':
      return {
        ...base,
        outcome: 'recovered',
        valid: false,
        code: null,
        message: verdict.message,
        trusted: null,
        match: verdict.match,
      };
    case 'test_receipt': {
      const message = `${verdict.message}: verify it with --mode ${verdict.expected === 'live' ? 'test' : 'live'}`;
      return { ...base, outcome: 'wrong-mode', valid: false, code: verdict.code, message, trusted: null };
    }
    default: {
      // Without an issuer, a picture without content credentials is not looked up by its fingerprint.
      const lookUp =
        verdict.state === 'no_manifest' &&
        ctx.issuer === null &&
        !ctx.contentOnly &&
        FINGERPRINTED_MEDIA_TYPES.includes(verdict.mediaType ?? '')
          ? '; give --issuer (or TLP_ISSUER) to look the picture up there by its fingerprint'
          : '';
      return {
        ...base,
        outcome: failureOutcome(verdict.code),
        valid: false,
        code: verdict.code,
        message: `${verdict.message}${lookUp}`,
        trusted: null,
      };
    }
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

/** `too_large`: `size` bytes are over `maxSize`, and were not read (`what`: the file, the content…). */
export function tooLarge(input: string, size: number, maxSize: number, what = 'the file'): Result {
  return failed(
    input,
    'unknown',
    'too_large',
    `${what} is ${formatSize(size)}, over --max-size ${formatSize(maxSize)}; it was not read`,
  );
}

/** What a caller adds to reading a file: a check of the opened file, and a signal that stops the reading. */
export interface FileChecks {
  /**
   * Asked about the opened descriptor before a byte is read: a result refuses the file (`tlp mcp`: a file
   * that turns out to be outside the roots once opened).
   */
  confine?: (fd: number) => Promise<Result | null>;
  /** Once aborted, a large medium stops being read at its next slice. */
  signal?: AbortSignal;
}

/** A file opened to be verified: what the session is given, and how to close it once verified. */
export type OpenedFile = { ok: true; input: VerifyInput; close(): void } | { ok: false; result: Result };

/**
 * Opens one file to verify it. Only a regular file is read (`openRegularFile`: a FIFO, a socket or a device
 * is `unsupported_input`, unread and never waited on), and every byte comes from the descriptor that was
 * checked. Its size is checked first (`too_large`, unread, past `maxSize`); a small file is read at once, a
 * larger one is given as a `Blob` over the descriptor, read in slices as the session needs. Never throws.
 */
export async function openFile(
  input: string,
  path: string,
  maxSize: number,
  checks: FileChecks = {},
): Promise<OpenedFile> {
  const opened = openRegularFile(path);
  if (!opened.ok) return { ok: false, result: failed(input, 'unknown', opened.code, opened.message) };
  const close = () => closeSync(opened.fd);
  try {
    const refused = await checks.confine?.(opened.fd);
    if (refused) {
      close();
      return { ok: false, result: refused };
    }
    if (opened.size > maxSize) {
      close();
      return { ok: false, result: tooLarge(input, opened.size, maxSize) };
    }
    if (opened.size <= MAX_RECEIPT_BYTES) {
      const bytes = readWhole(opened.fd, opened.size);
      close();
      return { ok: true, input: bytes, close: () => {} };
    }
    return { ok: true, input: new DescriptorBlob(opened.fd, 0, opened.size, checks.signal), close };
  } catch (error) {
    close();
    const message = `cannot read the file: ${(error as Error)?.message ?? error}`;
    return { ok: false, result: failed(input, 'unknown', 'unreadable', message) };
  }
}

/**
 * Verifies one file, by its bytes whatever its name (see {@link openFile}): every medium `@tlp/core` reads as
 * licensed content (or for its content credentials alone), text as a receipt JWS or object, anything else
 * `unsupported_media_type`, its format named. Never throws.
 */
export async function verifyFile(
  input: string,
  path: string,
  ctx: VerifyContext,
  checks: FileChecks = {},
): Promise<Result> {
  const opened = await openFile(input, path, ctx.maxSize, checks);
  if (!opened.ok) return opened.result;
  try {
    return resultOf(
      input,
      await ctx.verifier.verify(opened.input, { issuer: ctx.issuer, mode: ctx.mode }),
      ctx,
    );
  } finally {
    opened.close();
  }
}

/**
 * Verifies bytes held in memory (given inline, or fetched) as {@link verifyFile} verifies a file's: over
 * `maxSize` they are `too_large`; then by what they are, whatever they were called. Never throws.
 */
export async function verifyBytes(input: string, bytes: Uint8Array, ctx: VerifyContext): Promise<Result> {
  if (bytes.byteLength > ctx.maxSize) return tooLarge(input, bytes.byteLength, ctx.maxSize, 'the content');
  return resultOf(input, await ctx.verifier.verify(bytes, { issuer: ctx.issuer, mode: ctx.mode }), ctx);
}

/** Verifies one input that is not a file (a receipt JWS, ID or link given as such). Never throws. */
export async function verifyInput(
  item: Exclude<Input, { kind: 'file' }>,
  ctx: VerifyContext,
): Promise<Result> {
  if (item.kind === 'unknown') return failed(item.input, 'unknown', item.code, item.reason);
  const text = item.kind === 'jws' ? item.jws : item.input;
  return resultOf(item.input, await ctx.verifier.verify(text, { issuer: ctx.issuer, mode: ctx.mode }), ctx);
}
