import type { ContentVerdict, ReceiptVerdict } from '@tlp/core';
import type { FailureCode } from './explain.js';

/** What was verified. */
export type Source = 'image' | 'jws' | 'receipt_object' | 'receipt_id' | 'receipt_url';

/**
 * The verdict at a glance: a valid receipt allowing the use (`licensed`), a valid receipt recording
 * a refusal (`denied`), a valid image whose C2PA signer is not trusted (`untrusted`), an image
 * without credentials (`no_credentials`), anything else (`invalid`).
 */
export type Status = 'licensed' | 'denied' | 'untrusted' | 'no_credentials' | 'invalid';

/** Why a verification failed: a stable code and the verifier's own message. */
export interface Failure {
  code: FailureCode;
  message: string;
  /** The receipt's page on its own issuer, when this page is not that issuer's. */
  issuerPage?: string;
}

export interface Outcome {
  source: Source;
  /** The file name, receipt ID or a short form of the pasted text. */
  label: string;
  /** The issuer it was verified against, when one was chosen. */
  issuer: string | null;
  status: Status;
  /** Why it is not valid (null when valid). */
  failure: Failure | null;
  receipt: ReceiptVerdict | null;
  content: ContentVerdict | null;
  /** The receipt's public JSON, when it was fetched or pasted. */
  object: Record<string, unknown> | null;
  /** Milliseconds from input to verdict. */
  elapsedMs: number;
}

const NO_CREDENTIALS = new Set<string>(['no_manifest', 'no_license_assertion', 'remote_manifest']);

export function statusOf(
  failure: Outcome['failure'],
  receipt: ReceiptVerdict | null,
  content: ContentVerdict | null,
): Status {
  if (failure) return NO_CREDENTIALS.has(failure.code) ? 'no_credentials' : 'invalid';
  if (receipt?.valid && receipt.claims.tlp.decision !== 'allow') return 'denied';
  if (content?.valid && !content.trusted) return 'untrusted';
  return 'licensed';
}
