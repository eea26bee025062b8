/**
 * `verdict.explain(lang)`: a verdict in the words of a language, its catalogs loaded on the way (the
 * verdict's method imports this module only when called, so a verifier that never explains never loads it).
 */
import type { Verdict } from '../verifier/verdict.js';
import { describeVerdict, type VerdictWords } from './describe-verdict.js';
import { type Explanation, explainVerdict } from './explain-verdict.js';
import type { Language } from './messages/languages.js';
import { loadCatalog } from './messages/load-catalog.js';

/** A verdict in words: its headline and sentence, and for one that is not valid, its code explained. */
export interface VerdictExplanation extends VerdictWords {
  /** What the verdict's code means and what to do (null for a verdict without a code). */
  explanation: Explanation | null;
}

/** The words of `verdict` in `language` (English by default). */
export async function explainIn(verdict: Verdict, language: Language = 'en'): Promise<VerdictExplanation> {
  const words = await loadCatalog(language);
  const explanation =
    verdict.code === null ? null : explainVerdict(verdict.code, words, await loadCatalog(language, 'texts'));
  return { ...describeVerdict(verdict, words), explanation };
}
