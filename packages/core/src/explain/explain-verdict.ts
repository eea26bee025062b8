import type { Medium } from '../verifier/verdict.js';
import { type Explanation, messages as en, type VerdictCode, type VerdictMessages } from './messages/en.js';
import { texts as englishTexts, type VerdictTexts } from './messages/en-texts.js';

export type { Explanation, VerdictCode };

/**
 * Every verdict code, explained in English for someone who is not a cryptographer: one table that the
 * verifier page, the receipt page and the publisher embed all show (other languages: the `titles` of
 * `@tlp/core/messages/<lang>` and the texts of `@tlp/core/messages/<lang>-texts`).
 */
export const VERDICT_EXPLANATIONS = Object.fromEntries(
  Object.entries(en.titles).map(([code, title]) => [
    code,
    { title, text: englishTexts[code as VerdictCode] },
  ]),
) as Record<VerdictCode, Explanation>;

/**
 * The plain-words explanation of a verdict code; an unknown code (from a newer library) gets a
 * generic one; in English, or in the language of `words` and `texts` (the catalogs of
 * `@tlp/core/messages/<lang>` and `@tlp/core/messages/<lang>-texts`, see `loadVerdictMessages`).
 *
 * @example
 * ```ts
 * const verdict = await verifyReceipt(jws, { issuer });
 * if (!verdict.valid) show(explainVerdict(verdict.code).title);
 * ```
 */
export function explainVerdict(
  code: string,
  words: VerdictMessages = en,
  texts: VerdictTexts = englishTexts,
): Explanation {
  return Object.hasOwn(words.titles, code)
    ? { title: words.titles[code as VerdictCode], text: texts[code as VerdictCode] }
    : { title: words.unknownTitle, text: texts.unknown };
}

/**
 * The explanation of a file changed after it was signed (a `manifest_invalid` verdict for which
 * `changedAfterSigning` holds): what happened, instead of the causes a broken manifest may have.
 */
export function explainChange(
  medium: Medium,
  words: VerdictMessages = en,
  texts: VerdictTexts = englishTexts,
): Explanation {
  return { title: words.changed[medium], text: texts.changed_after_signing };
}
