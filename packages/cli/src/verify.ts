import { readFile } from 'node:fs/promises';
import {
  type ContentVerdict,
  type KeyResolver,
  type ReceiptClaims,
  type ReceiptVerdict,
  type VerifyOptions,
  verifyContent,
  verifyReceipt,
} from '@tlp/core';
import type { Input } from './inputs.js';

/** Codes the command adds to the library's verdict codes, for inputs it could not hand to a verifier. */
export type CliFailureCode =
  | 'not_found'
  | 'unreadable'
  | 'fetch_failed'
  | 'unsupported_input'
  | 'signer_untrusted';

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
  content_digest: string | null;
  content_matches: boolean | null;
}

/** The outcome for one input: one human line, or one JSON object. */
export interface Result {
  input: string;
  type: 'image' | 'jws' | 'receipt_object' | 'receipt_id' | 'receipt_url' | 'unknown';
  valid: boolean;
  code: string | null;
  message: string | null;
  /** Images: the C2PA signer chains to a `--trust-anchor` (null for receipts, and when not verified). */
  trusted: boolean | null;
  receipt: ReceiptSummary | null;
  /** Images: what the C2PA manifest said (null for receipts). */
  content: ContentSummary | null;
}

export interface VerifyContext {
  issuer: string;
  mode: 'live' | 'test' | 'any';
  keys: KeyResolver;
  trustAnchors: string[];
  requireTrusted: boolean;
  fetch: typeof fetch;
  /** Receipt objects fetched by ID: per-request timeout. */
  timeoutMs?: number;
}

const MAX_TEXT_BYTES = 1024 * 1024;

function options(ctx: VerifyContext): VerifyOptions {
  return { issuer: ctx.issuer, mode: ctx.mode, keys: ctx.keys, trustAnchors: ctx.trustAnchors };
}

function failed(input: string, type: Result['type'], code: string, message: string): Result {
  return { input, type, valid: false, code, message, trusted: null, receipt: null, content: null };
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
  };
}

function receiptResult(input: string, type: Result['type'], verdict: ReceiptVerdict): Result {
  if (!verdict.valid) return failed(input, type, verdict.code, verdict.message);
  return {
    input,
    type,
    valid: true,
    code: null,
    message: null,
    trusted: null,
    receipt: summarizeReceipt(verdict),
    content: null,
  };
}

function contentResult(input: string, verdict: ContentVerdict, requireTrusted: boolean): Result {
  const m = verdict.manifest;
  const content: ContentSummary = {
    media_type: verdict.mediaType,
    manifest: m && {
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
    },
    content_digest: verdict.contentDigest,
    content_matches: verdict.contentMatches,
  };
  const receipt = verdict.receipt?.valid ? summarizeReceipt(verdict.receipt) : null;
  if (!verdict.valid) {
    return {
      input,
      type: 'image',
      valid: false,
      code: verdict.code,
      message: verdict.message,
      trusted: null,
      receipt,
      content,
    };
  }
  if (requireTrusted && !verdict.trusted) {
    return {
      input,
      type: 'image',
      valid: false,
      code: 'signer_untrusted',
      message: 'the C2PA signer does not chain to any --trust-anchor',
      trusted: false,
      receipt,
      content,
    };
  }
  return {
    input,
    type: 'image',
    valid: true,
    code: null,
    message: null,
    trusted: verdict.trusted,
    receipt,
    content,
  };
}

function isImage(bytes: Uint8Array): boolean {
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const riff = bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x46;
  return png || jpeg || riff;
}

async function verifyFile(input: string, path: string, ctx: VerifyContext): Promise<Result> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch (error) {
    return failed(input, 'unknown', 'unreadable', `cannot read the file: ${(error as Error).message}`);
  }
  if (isImage(bytes)) {
    const verdict = await verifyContent(bytes, options(ctx));
    return contentResult(input, verdict, ctx.requireTrusted);
  }
  if (bytes.length > MAX_TEXT_BYTES) {
    return failed(
      input,
      'unknown',
      'unsupported_input',
      'neither a PNG or JPEG image nor a receipt (over 1 MiB)',
    );
  }
  const text = new TextDecoder().decode(bytes).trim();
  if (text.startsWith('{')) {
    let object: unknown;
    try {
      object = JSON.parse(text);
    } catch {
      return failed(input, 'receipt_object', 'malformed', 'the file starts like JSON but does not parse');
    }
    return receiptResult(input, 'receipt_object', await verifyReceipt(object as object, options(ctx)));
  }
  return receiptResult(input, 'jws', await verifyReceipt(text, options(ctx)));
}

/** Fetches the public receipt object `<issuer>/v1/receipts/<id>`; follows no redirect. */
async function fetchReceipt(
  id: string,
  ctx: VerifyContext,
): Promise<{ ok: true; object: object } | { ok: false; code: CliFailureCode; message: string }> {
  const url = `${ctx.issuer}/v1/receipts/${encodeURIComponent(id)}`;
  let response: Response;
  try {
    response = await ctx.fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(ctx.timeoutMs ?? 10_000),
    });
  } catch (error) {
    return { ok: false, code: 'fetch_failed', message: `GET ${url} failed: ${(error as Error).message}` };
  }
  if (response.status === 404) {
    return { ok: false, code: 'not_found', message: `the issuer has no receipt ${id}` };
  }
  if (!response.ok)
    return { ok: false, code: 'fetch_failed', message: `GET ${url} answered ${response.status}` };
  try {
    const object: unknown = await response.json();
    if (object === null || typeof object !== 'object' || Array.isArray(object))
      throw new Error('not an object');
    return { ok: true, object };
  } catch {
    return { ok: false, code: 'fetch_failed', message: `GET ${url} did not answer a JSON object` };
  }
}

async function verifyById(
  input: string,
  type: Result['type'],
  id: string,
  ctx: VerifyContext,
): Promise<Result> {
  const fetched = await fetchReceipt(id, ctx);
  if (!fetched.ok) return failed(input, type, fetched.code, fetched.message);
  const verdict = await verifyReceipt(fetched.object, options(ctx));
  if (verdict.valid && verdict.claims.jti !== id) {
    return failed(
      input,
      type,
      'receipt_mismatch',
      `asked for ${id}, the issuer answered ${verdict.claims.jti}`,
    );
  }
  return receiptResult(input, type, verdict);
}

/** Verifies one input. Never throws: every problem is a result with a code. */
export async function verifyInput(item: Input, ctx: VerifyContext): Promise<Result> {
  try {
    switch (item.kind) {
      case 'file':
        return await verifyFile(item.input, item.path, ctx);
      case 'jws':
        return receiptResult(item.input, 'jws', await verifyReceipt(item.jws, options(ctx)));
      case 'receipt_id':
        return await verifyById(item.input, 'receipt_id', item.id, ctx);
      case 'receipt_url':
        if (item.origin !== new URL(ctx.issuer).origin) {
          return failed(
            item.input,
            'receipt_url',
            'issuer_mismatch',
            `the URL is on ${item.origin}, not on the issuer ${ctx.issuer}; nothing was fetched`,
          );
        }
        return await verifyById(item.input, 'receipt_url', item.id, ctx);
      case 'unknown':
        return failed(item.input, 'unknown', item.code, item.reason);
    }
  } catch (error) {
    return failed(item.input, 'unknown', 'unreadable', String((error as Error)?.message ?? error));
  }
}
