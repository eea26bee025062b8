import { type ContentFailureCode, type Explanation, VERDICT_EXPLANATIONS } from '@tlp/core';

/** Codes the page adds to the library's, for inputs it could not hand to a verifier. */
export type PageFailureCode =
  | 'issuer_not_allowed'
  | 'issuer_elsewhere'
  | 'not_found'
  | 'fetch_failed'
  | 'unsupported_input'
  | 'file_too_large';

export type FailureCode = ContentFailureCode | PageFailureCode;

export type { Explanation };

/**
 * Every failure code, explained for someone who is not a cryptographer: the library's table
 * (`VERDICT_EXPLANATIONS`, shared with the publisher embed) and the page's own codes.
 */
export const EXPLANATIONS = {
  ...VERDICT_EXPLANATIONS,
  issuer_not_allowed: {
    title: 'Issuer not verified here',
    text: 'This receipt comes from a license server this page is not configured to trust, so it was not checked and nothing was fetched from that server. Verify it on that issuer’s own page.',
  },
  issuer_elsewhere: {
    title: 'This receipt belongs to another server',
    text: 'The receipt was issued by another license server than the one serving this page, so its keys are not here to check it with. This says nothing against the receipt: open it on its issuer’s own page.',
  },
  unsupported_input: {
    title: 'Not something that can be verified',
    text: 'Paste a receipt (the long text starting with “eyJ”), a receipt ID (starting with “rcpt_”), or a receipt link; or choose an image, a video or an audio file.',
  },
  file_too_large: {
    title: 'File too large',
    text: 'Files of this format are read into memory whole to be verified, and are verified here up to 256 MB. Videos (MP4, MOV), M4A audio and HEIC or AVIF photos are read in pieces, at any size.',
  },
} as const satisfies Record<FailureCode, Explanation>;

/** The explanation of a code; unknown codes (from a newer library) get a generic one. */
export function explain(code: string): Explanation {
  return (
    (EXPLANATIONS as Record<string, Explanation>)[code] ?? {
      title: 'Not valid',
      text: 'Verification failed for a reason this page does not know how to describe.',
    }
  );
}
