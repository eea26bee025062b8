import { type ContentFailureCode, type Explanation, explainVerdict } from '@tlp/core';
import { words } from './i18n/index.js';

/** Codes the page adds to the library's, for inputs it could not hand to a verifier. */
export type PageFailureCode =
  | 'issuer_not_allowed'
  | 'issuer_elsewhere'
  | 'unsupported_input'
  | 'file_too_large';

export type FailureCode = ContentFailureCode | PageFailureCode | 'not_found' | 'fetch_failed';

export type { Explanation };

/**
 * The explanation of a failure code, in the page's language: the library's table (`explainVerdict` of
 * `@tlp/core`, shared with the publisher embed) and the page's own codes; unknown codes (from a newer
 * library) get a generic one.
 */
export function explain(code: string): Explanation {
  const own = words.page.explanations;
  return Object.hasOwn(own, code) ? own[code as PageFailureCode] : explainVerdict(code, words.verdict);
}
