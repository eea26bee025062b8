import { fetchJson } from '../keys/fetch-json.js';
import { normalizeIssuer } from '../keys/resolver.js';
import {
  check,
  type OptionCheck,
  optionsError,
  VERIFY_OPTION_CHECKS,
  type VerifyOptions,
  verifyOptionsOf,
} from '../options.js';
import type { ReceiptLookupFailureCode, ReceiptLookupVerdict } from '../verdicts.js';
import { parseReceiptReference, RECEIPT_ID_PATTERN, type ReceiptReference } from './receipt-id.js';
import { verifyReceipt } from './verify.js';

/** Options of {@link verifyReceiptReference}: those of every verifier, and the fetch's time limit. */
export interface VerifyReceiptReferenceOptions extends VerifyOptions {
  /** Time limit of the receipt's GET (default 10 s). */
  timeoutMs?: number;
}

const OPTION_CHECKS: Readonly<Record<string, OptionCheck>> = {
  ...VERIFY_OPTION_CHECKS,
  timeoutMs: check.optionalNumber('timeoutMs', 1),
};

const refuse = (
  code: ReceiptLookupFailureCode,
  message: string,
  object: Record<string, unknown> | null = null,
) => ({ valid: false, code, message, object }) as const;

/**
 * Fetches the public receipt object a reference names from the issuer (`{issuer}/v1/receipts/<id>`,
 * no redirects, size-capped) and verifies it with {@link verifyReceipt}: its fields must agree with its
 * own JWS, and the JWS must be the receipt asked for (`jti` equal to the ID). A URL on another origin than
 * `issuer` is refused without fetching anything (`issuer_mismatch`). The verdict carries the object the
 * issuer answered (`object`, null when nothing was fetched). Never throws.
 *
 * @example
 * ```ts
 * const verdict = await verifyReceiptReference('rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a', {
 *   issuer: 'https://licensing.example',
 * });
 * if (!verdict.valid) console.log(verdict.code); // 'not_found', 'fetch_failed', 'signature_invalid', ...
 * ```
 */

export async function verifyReceiptReference(
  reference: string | ReceiptReference,
  options: VerifyReceiptReferenceOptions,
): Promise<ReceiptLookupVerdict> {
  const ref = typeof reference === 'string' ? parseReceiptReference(reference) : reference;
  if (!ref || !RECEIPT_ID_PATTERN.test(ref.id)) {
    return refuse('malformed', 'not a receipt ID (rcpt_…) or a receipt URL (…/r/<id>, …/v1/receipts/<id>)');
  }
  const badOptions = optionsError(options, OPTION_CHECKS);
  if (badOptions) return refuse('invalid_options', badOptions);
  const issuer = normalizeIssuer(options.issuer);
  const origin = new URL(issuer).origin;
  if (ref.origin !== undefined && ref.origin !== origin) {
    return refuse(
      'issuer_mismatch',
      `the URL is on ${ref.origin}, not on the issuer ${issuer}; nothing was fetched`,
    );
  }
  const url = `${issuer}/v1/receipts/${ref.id}`;
  const fetched = await fetchJson(url, options.fetch ?? globalThis.fetch, options.timeoutMs ?? 10_000, 0);
  if (!fetched.ok) {
    return fetched.status === 404
      ? refuse('not_found', `the issuer has no receipt ${ref.id}`)
      : refuse('fetch_failed', fetched.message);
  }
  const object = fetched.value;
  const verdict = await verifyReceipt(object, verifyOptionsOf(options));
  if (verdict.valid && verdict.claims.jti !== ref.id) {
    return refuse(
      'receipt_mismatch',
      `asked for ${ref.id}, the issuer answered ${verdict.claims.jti}`,
      object,
    );
  }
  return { ...verdict, object };
}
