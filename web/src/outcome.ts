import {
  type CheckedThing,
  type ContentDetails,
  changedAfterSigning,
  type FingerprintMatch,
  type Medium,
  type ReceiptVerdict,
  VERDICT_STATES,
  type Verdict,
} from '@tlp/core';
import type { FailureCode } from './explain.js';

/**
 * The verdict at a glance: a valid receipt allowing the use (`licensed`), a valid receipt recording
 * a refusal (`denied`), a valid image whose C2PA signer is not trusted (`untrusted`), a picture without
 * credentials of its own that its fingerprint recognised as a licensed image (`recovered`), an image
 * without credentials (`no_credentials`), anything else (`invalid`).
 */
export type Status = 'licensed' | 'denied' | 'untrusted' | 'recovered' | 'no_credentials' | 'invalid';

/** Why a verification failed: a stable code and the verifier's own message. */
export interface Failure {
  code: FailureCode;
  message: string;
  /** The receipt's page on its own issuer, when this page is not that issuer's. */
  issuerPage?: string;
}

/** A verdict of the session (`createVerifier` of `@tlp/core`) as the page shows it. */
export interface Outcome {
  /** The file name, receipt ID or a short form of the pasted text. */
  label: string;
  /** What was checked: a file of one kind (by its media type), or a receipt on its own. */
  checked: CheckedThing;
  /** The issuer it was verified against, when one was chosen. */
  issuer: string | null;
  status: Status;
  /** Why it is not valid (null when valid). */
  failure: Failure | null;
  /**
   * The file's credentials are signed and their signature verifies, but its bytes are not the ones signed
   * (`changedAfterSigning` of `@tlp/core`): the page says what happened rather than what may have.
   */
  changed: boolean;
  receipt: ReceiptVerdict | null;
  /**
   * `recovered`: how the picture was recognised without credentials of its own (by its fingerprint at the
   * issuer), and whether it had none (`none`) or ones its bytes no longer match (`changed`).
   */
  match: (FingerprintMatch & { credentials: 'none' | 'changed' }) | null;
  /** A file's C2PA facts, with the receipt it carries. */
  content: ContentDetails | null;
  /** The receipt's public JSON, when it was fetched or pasted. */
  object: Record<string, unknown> | null;
  /** Milliseconds from input to verdict. */
  elapsedMs: number;
}

/** The page's code of a failure: its own for an issuer it does not verify for and a file past its cap. */
function failureOf(verdict: Verdict): Failure | null {
  if (verdict.code === null) return null;
  if (verdict.state === 'issuer_not_allowed') return { code: 'issuer_not_allowed', message: verdict.message };
  return { code: verdict.code === 'too_large' ? 'file_too_large' : verdict.code, message: verdict.message };
}

/** A verdict of the session, as the page shows it (`started`: when its input came, `performance.now()`). */
export function outcomeOf(verdict: Verdict, label: string, started: number): Outcome {
  const status = VERDICT_STATES[verdict.state];
  return {
    label,
    checked: verdict.checked,
    issuer: verdict.issuer,
    status: status === 'unverified' ? 'invalid' : status,
    failure: failureOf(verdict),
    changed: verdict.checked !== 'receipt' && changedAfterSigning(verdict),
    receipt: verdict.receipt,
    match: verdict.state === 'recovered' ? { ...verdict.match, credentials: verdict.credentials } : null,
    content: verdict.content && { ...verdict.content, receipt: verdict.receipt },
    object: verdict.object,
    elapsedMs: Math.round(performance.now() - started),
  };
}

/** The medium of a file changed after it was signed, or null. */
export function changedMedium(outcome: Outcome): Medium | null {
  return outcome.changed && outcome.checked !== 'receipt' ? outcome.checked : null;
}
