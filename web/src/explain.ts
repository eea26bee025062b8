import { type Explanation, type Medium, type SessionCode, type VerdictCode, verdictTitle } from '@tlp/core';
import { more, textsNow, words } from './i18n/index.js';

/** Codes the page adds to the library's, for inputs it could not hand to a verifier. */
export type PageFailureCode =
  | 'issuer_not_allowed'
  | 'issuer_elsewhere'
  | 'unsupported_input'
  | 'file_too_large';

/** The code of a failed verdict: the session's (a file past its cap is the page's `file_too_large`), or the page's own. */
export type FailureCode = Exclude<SessionCode, 'too_large'> | PageFailureCode;

export type { Explanation };

/** A failure code in a few words, in the page's language: the page's own codes, then the library's. */
export function explainTitle(code: string): string {
  const own = more().titles;
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

/**
 * A file changed after it was signed, explained in the page's language (`explainChange` of
 * `@tlp/core`, with the texts loaded here), or null until its texts are loaded.
 */
export function explainChanged(medium: Medium): Explanation | null {
  const texts = textsNow();
  return texts ? { title: words.verdict.changed[medium], text: texts.verdict.changed_after_signing } : null;
}
