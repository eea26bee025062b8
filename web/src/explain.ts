import { type ContentFailureCode, type Explanation, type VerdictCode, verdictTitle } from '@tlp/core';
import { textsNow, words } from './i18n/index.js';

/** Codes the page adds to the library's, for inputs it could not hand to a verifier. */
export type PageFailureCode =
  | 'issuer_not_allowed'
  | 'issuer_elsewhere'
  | 'unsupported_input'
  | 'file_too_large';

export type FailureCode = ContentFailureCode | PageFailureCode | 'not_found' | 'fetch_failed';

export type { Explanation };

/** A failure code in a few words, in the page's language: the page's own codes, then the library's. */
export function explainTitle(code: string): string {
  const own = words.page.titles;
  return Object.hasOwn(own, code) ? own[code as PageFailureCode] : verdictTitle(code, words.verdict);
}

/**
 * The explanation of a failure code, in the page's language (the library's table, `explainVerdict` of
 * `@tlp/core`, shared with the publisher embed, and the page's own codes), or null until its texts are
 * loaded (`loadTexts`); unknown codes (from a newer library) get a generic one.
 */
export function explain(code: string): Explanation | null {
  const texts = textsNow();
  if (!texts) return null;
  // As `explainVerdict` of `@tlp/core` does, with the texts loaded here (its English ones stay out of the page).
  const text = Object.hasOwn(texts.page, code)
    ? texts.page[code as PageFailureCode]
    : Object.hasOwn(texts.verdict, code)
      ? texts.verdict[code as VerdictCode]
      : texts.verdict.unknown;
  return { title: explainTitle(code), text };
}
