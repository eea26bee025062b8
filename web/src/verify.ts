import { parseReceiptReference, type ReceiptVerdict, verifyReceipt, verifyReceiptReference } from '@tlp/core';
import { allowedIssuer, originOf } from './issuer.js';
import type { Outcome, Source } from './outcome.js';
import type { Verifier } from './verifier.js';
import { FileVerifier, unverifiedIssuer } from './verify-file.js';

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/;

/** What a pasted text is. */
export type Pasted =
  | { kind: 'jws'; jws: string }
  | { kind: 'receipt_id'; id: string }
  | { kind: 'receipt_url'; id: string; origin: string }
  | { kind: 'receipt_object'; object: Record<string, unknown> }
  | { kind: 'unknown' };

export function classifyPasted(text: string): Pasted {
  const value = text.trim();
  const reference = parseReceiptReference(value);
  if (reference) {
    return reference.origin === undefined
      ? { kind: 'receipt_id', id: reference.id }
      : { kind: 'receipt_url', id: reference.id, origin: reference.origin };
  }
  if (originOf(value)) return { kind: 'unknown' };
  if (value.startsWith('{')) {
    try {
      const object: unknown = JSON.parse(value);
      if (object && typeof object === 'object' && !Array.isArray(object)) {
        return { kind: 'receipt_object', object: object as Record<string, unknown> };
      }
    } catch {
      // not JSON: fall through
    }
    return { kind: 'unknown' };
  }
  const compact = value.replace(/\s+/g, '');
  if (compact.startsWith('eyJ') || COMPACT_JWS.test(compact)) return { kind: 'jws', jws: compact };
  return { kind: 'unknown' };
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 24)}…${text.slice(-8)}` : text;
}

/** Verifies receipts, receipt IDs and files for one page, sharing one key cache per issuer. */
export class PageVerifier extends FileVerifier implements Verifier {
  private receiptOutcome(
    source: Source,
    label: string,
    started: number,
    issuer: string,
    verdict: ReceiptVerdict,
    object: Record<string, unknown> | null = null,
  ): Outcome {
    const failure = verdict.valid ? null : { code: verdict.code, message: verdict.message };
    return this.outcome(source, label, started, { issuer, failure, receipt: verdict, object });
  }

  /** A compact JWS, or a receipt object: verified against the allowed issuer it names. */
  async verifyReceiptInput(
    input: string | Record<string, unknown>,
    source: Source = typeof input === 'string' ? 'jws' : 'receipt_object',
  ): Promise<Outcome> {
    const started = performance.now();
    const jws = typeof input === 'string' ? input : input.jws;
    const label = typeof input === 'string' ? shorten(input) : String(input.id ?? 'receipt object');
    const iss = unverifiedIssuer(jws);
    const issuer = iss === undefined ? this.config.issuer : allowedIssuer(this.config, iss);
    if (!issuer) {
      return this.fail(
        source,
        label,
        started,
        'issuer_not_allowed',
        `the receipt names the issuer ${String(iss)}`,
      );
    }
    const verdict = await verifyReceipt(input, { issuer, mode: 'any', keys: this.keys(issuer) });
    return this.receiptOutcome(
      source,
      label,
      started,
      issuer,
      verdict,
      typeof input === 'string' ? null : input,
    );
  }

  /** Fetches `<issuer>/v1/receipts/<id>` (an allowed issuer only) and verifies the object against its JWS. */
  async verifyReceiptId(
    id: string,
    origin = this.config.issuer,
    source: Source = 'receipt_id',
  ): Promise<Outcome> {
    const started = performance.now();
    const issuer = allowedIssuer(this.config, origin);
    if (!issuer) {
      return this.fail(source, id, started, 'issuer_not_allowed', `the link points to ${origin}`);
    }
    const verdict = await verifyReceiptReference(id, {
      issuer,
      mode: 'any',
      keys: this.keys(issuer),
      fetch: this.config.fetch,
    });
    if (!verdict.valid && (verdict.code === 'not_found' || verdict.code === 'fetch_failed')) {
      return this.fail(source, id, started, verdict.code, verdict.message);
    }
    const { object, ...receipt } = verdict;
    const elsewhere = verdict.valid ? null : originOf(unverifiedIssuer(object?.jws));
    if (elsewhere && elsewhere !== issuer) {
      // The receipt was fetched from here, but another server issued it (a server reached at 127.0.0.1
      // that issues as localhost, say): its keys are not this origin's to check it with. Say so, rather
      // than "could not get the keys", and point at the issuer's own page.
      const here =
        issuer === this.config.origin
          ? `This page is served by ${issuer}`
          : `This page verifies receipts of ${issuer}`;
      return this.outcome(source, id, started, {
        issuer,
        object,
        failure: {
          code: 'issuer_elsewhere',
          message: `${here}, not by the receipt’s issuer ${elsewhere}`,
          issuerPage: `${elsewhere}/r/${encodeURIComponent(id)}`,
        },
      });
    }
    return this.receiptOutcome(source, id, started, issuer, receipt as ReceiptVerdict, object);
  }

  /** Whatever was pasted: a JWS, a receipt ID, a receipt URL, or a receipt object. */
  async verifyPasted(text: string): Promise<Outcome> {
    const pasted = classifyPasted(text);
    switch (pasted.kind) {
      case 'jws':
        return this.verifyReceiptInput(pasted.jws, 'jws');
      case 'receipt_object':
        return this.verifyReceiptInput(pasted.object, 'receipt_object');
      case 'receipt_id':
        return this.verifyReceiptId(pasted.id);
      case 'receipt_url':
        return this.verifyReceiptId(pasted.id, pasted.origin, 'receipt_url');
      default:
        return this.fail(
          'jws',
          shorten(text.trim()) || 'empty',
          performance.now(),
          'unsupported_input',
          'not recognized',
        );
    }
  }
}
