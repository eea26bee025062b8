import { verifySigned } from '../lib/verify-signed.js';
import { optionsError, VERIFY_OPTION_CHECKS, type VerifyOptions } from '../options.js';
import type { ReceiptClaims, ReceiptVerdict } from '../verdicts.js';
import { fail } from '../verdicts.js';

/** The JWS `typ` of a receipt. */
export const RECEIPT_TYP = 'tlp-receipt+jwt';

function receiptShapeError(claims: ReceiptClaims): string | null {
  if (typeof claims.jti !== 'string') return 'the receipt has no jti';
  if (typeof claims.sub !== 'string') return 'the receipt has no sub';
  if (typeof claims.iat !== 'number') return 'the receipt has no iat';
  const t = claims.tlp;
  if (typeof t.kind !== 'string' || typeof t.decision !== 'string')
    return 'the receipt has no tlp.kind or tlp.decision';
  if (typeof t.livemode !== 'boolean') return 'the receipt has no tlp.livemode';
  if (!Array.isArray(t.talent) || !Array.isArray(t.licenses))
    return 'the receipt has no tlp.talent or tlp.licenses list';
  return null;
}

/**
 * Verifies a TLP receipt: a compact JWS (`typ: tlp-receipt+jwt`, ES256), or the receipt object the
 * API returns (then its fields must agree with its own `jws`). Never throws: the verdict says why.
 * Options it cannot honour (a `mode` other than `'live'`, `'test'`, `'any'`, an invalid `now`, an option
 * name it does not know) are `invalid_options`, never a guess.
 *
 * @example
 * ```ts
 * import { verifyReceipt } from '@tlp/core';
 *
 * const verdict = await verifyReceipt(jws, { issuer: 'https://licensing.example' });
 * if (verdict.valid) console.log(verdict.claims.tlp.decision, verdict.claims.tlp.talent);
 * else console.log(verdict.code); // 'signature_invalid', 'kid_unknown', ...
 * ```
 */
export async function verifyReceipt(input: string | object, options: VerifyOptions): Promise<ReceiptVerdict> {
  try {
    const badOptions = optionsError(options, VERIFY_OPTION_CHECKS);
    if (badOptions) return fail('invalid_options', badOptions);
    const object = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : null;
    if (object && typeof object.jws !== 'string')
      return fail('malformed', 'a receipt object carries its jws');
    const jws = object ? (object.jws as string) : input;
    const result = await verifySigned(jws, RECEIPT_TYP, options);
    if (!result.valid) return result;
    const claims = result.claims as ReceiptClaims;
    const shapeError = receiptShapeError(claims);
    if (shapeError) return fail('malformed', shapeError);
    if (object) {
      // Loaded only for a receipt object: a JWS alone (a pasted receipt) has no fields to compare.
      const { receiptMismatch } = await import('./mismatch.js');
      const field = receiptMismatch(object, claims);
      if (field) return fail('receipt_mismatch', `the receipt's ${field} differs from its signed claims`);
    }
    return { valid: true, claims, header: result.header, kid: result.kid, livemode: result.livemode };
  } catch (error) {
    // Unreachable by design (every step returns verdicts); a verifier must still never throw.
    return fail('malformed', `could not verify: ${String(error)}`);
  }
}
