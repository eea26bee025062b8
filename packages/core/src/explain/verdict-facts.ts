/**
 * What `describeVerdict` needs of a verdict, from whichever verdict it is given: a session's
 * ({@link Verdict}), `verifyContent`'s, `verifyReceipt`'s or `verifyReceiptReference`'s, or the facts
 * themselves.
 */

import type { ContentVerdict, ReceiptClaims, ReceiptLookupVerdict, ReceiptVerdict } from '../verdicts.js';
import {
  type CheckedThing,
  mediumOf,
  VERDICT_STATES,
  type Verdict,
  type VerdictStatus,
} from '../verifier/verdict.js';

/** What a verifier knows of one verdict, and all `describeVerdict` needs. */
export interface VerdictFacts {
  status: VerdictStatus;
  checked: CheckedThing;
  /** The claims of the receipt, once its signature verified; null or absent otherwise. */
  claims?: ReceiptClaims | null;
  /** Why it is not valid (a verdict code), for `invalid`, `no_credentials` and `unverified`. */
  code?: string | null;
  /** The issuer's current standing of the use (`use_status` of the public receipt), when fetched. */
  useStatus?: string | null;
  /**
   * For `recovered`: how alike the picture and the licensed image are (0 to 100), and whether the
   * picture had no content credentials of its own (`none`) or ones its bytes no longer match (`changed`).
   */
  match?: { similarity: number; credentials: 'none' | 'changed' } | null;
  /**
   * For `invalid`: the file's content credentials are signed and their signature verifies, but the
   * file's bytes are not the ones signed (its hard binding fails): it was changed after it was signed.
   * See {@link changedAfterSigning}.
   */
  changed?: boolean;
}

/** Any verdict `describeVerdict` says in words. */
export type DescribableVerdict =
  | Verdict
  | ContentVerdict
  | ReceiptVerdict
  | ReceiptLookupVerdict
  | VerdictFacts;

/**
 * Whether a file's verdict (a session's or `verifyContent`'s) failed because the file was changed after it
 * was signed: its manifest's signature verifies (the signer did sign it) but its hard binding does not
 * match the bytes. The code stays `manifest_invalid`; the words can say what happened instead of what may
 * have.
 */
export function changedAfterSigning(verdict: ContentVerdict | Verdict): boolean {
  const failed = 'state' in verdict ? verdict.code !== null : !verdict.valid;
  const m = 'state' in verdict ? verdict.content?.manifest : verdict.manifest;
  return failed && !!m && m.present && m.signatureValid && !m.bindingValid;
}

/** Codes of a file that carries no content credentials (or none here to read). */
const NO_CREDENTIALS = new Set(['no_manifest', 'no_license_assertion', 'remote_manifest']);

function statusOfValid(claims: ReceiptClaims, trusted: boolean): VerdictStatus {
  return claims.tlp.decision !== 'allow' ? 'denied' : trusted ? 'licensed' : 'untrusted';
}

function useStatusOf(object: Record<string, unknown> | null | undefined): string | null {
  const status = object?.use_status;
  return typeof status === 'string' ? status : null;
}

/** The facts of any verdict (see {@link DescribableVerdict}). */
export function factsOf(verdict: DescribableVerdict): VerdictFacts {
  if ('status' in verdict) return verdict;
  if ('state' in verdict) {
    return {
      status: VERDICT_STATES[verdict.state],
      checked: verdict.checked,
      claims: verdict.receipt?.valid ? verdict.receipt.claims : null,
      code: verdict.code,
      useStatus: verdict.useStatus,
      match:
        verdict.state === 'recovered'
          ? { similarity: verdict.match.similarity, credentials: verdict.credentials }
          : null,
      changed: verdict.checked !== 'receipt' && changedAfterSigning(verdict),
    };
  }
  if ('mediaType' in verdict) {
    // A file's verdict (`verifyContent`).
    const checked = mediumOf(verdict.mediaType);
    if (verdict.valid)
      return {
        status: statusOfValid(verdict.receipt.claims, verdict.trusted),
        checked,
        claims: verdict.receipt.claims,
      };
    return {
      status: NO_CREDENTIALS.has(verdict.code) ? 'no_credentials' : 'invalid',
      checked,
      claims: verdict.receipt?.valid ? verdict.receipt.claims : null,
      code: verdict.code,
      changed: changedAfterSigning(verdict),
    };
  }
  // A receipt's verdict (`verifyReceipt`, `verifyReceiptReference`).
  const useStatus = 'object' in verdict ? useStatusOf(verdict.object) : null;
  if (verdict.valid)
    return {
      status: statusOfValid(verdict.claims, true),
      checked: 'receipt',
      claims: verdict.claims,
      useStatus,
    };
  return { status: 'invalid', checked: 'receipt', code: verdict.code, useStatus };
}
