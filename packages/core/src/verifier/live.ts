/**
 * A verdict with its words at hand: `explain(lang)`, given to every verdict `verifier.verify` returns (and
 * given back to one that crossed a worker), its module loaded only when called.
 */
import type { VerdictExplanation } from '../explain/explain-live.js';
import type { Language } from '../explain/messages/languages.js';
import type { Verdict } from './verdict.js';

/**
 * A verdict as `verifier.verify` returns it: the data of {@link Verdict}, and `explain(lang)`, its words
 * in a language (what `describeVerdict` says, with the code's explanation), loading that language's
 * catalogs. `explain` is not enumerable: a verdict sent to another thread (structured clone) or written
 * as JSON is its data alone; `describeVerdict(verdict, catalog)` says the same of any verdict.
 */
export type LiveVerdict = Verdict & { explain(language?: Language): Promise<VerdictExplanation> };

/** Gives a verdict its `explain` method (see {@link LiveVerdict}). */
export function live(verdict: Verdict): LiveVerdict {
  return Object.defineProperty(verdict, 'explain', {
    value: (language?: Language) =>
      import('../explain/explain-live.js').then((m) => m.explainIn(verdict, language)),
    enumerable: false,
    configurable: true,
  }) as LiveVerdict;
}
