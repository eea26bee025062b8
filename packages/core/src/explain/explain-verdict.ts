import { type Explanation, messages as en, type VerdictCode, type VerdictMessages } from './messages/en.js';

export type { Explanation, VerdictCode };

/**
 * Every verdict code, explained in English for someone who is not a cryptographer: one table that the
 * verifier page, the receipt page and the publisher embed all show (other languages: the `explanations`
 * of `@tlp/core/messages/<lang>`).
 */
export const VERDICT_EXPLANATIONS = en.explanations;

/**
 * The plain-words explanation of a verdict code; an unknown code (from a newer library) gets a
 * generic one; in English, or in the language of `words` (a catalog of `@tlp/core/messages/<lang>`).
 *
 * @example
 * ```ts
 * const verdict = await verifyReceipt(jws, { issuer });
 * if (!verdict.valid) show(explainVerdict(verdict.code).title);
 * ```
 */
export function explainVerdict(code: string, words: VerdictMessages = en): Explanation {
  return Object.hasOwn(words.explanations, code)
    ? words.explanations[code as VerdictCode]
    : words.unknownCode;
}
