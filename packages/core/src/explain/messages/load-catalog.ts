/**
 * Each language's verdict catalogs, loaded when asked for: a module of their own apart from the languages'
 * list (`languages.ts`), so that a page that picks its language does not carry the loaders (and the names
 * of every language's chunks) until it loads one.
 */
import { messages as english, type VerdictMessages } from './en.js';
import type { VerdictTexts } from './en-texts.js';
import type { Language } from './languages.js';

/**
 * The verdict catalog of a language, loaded when asked for (each language is a module of its own, so a
 * page bundles each as a chunk of its own); give it to `describeVerdict` and `explainVerdict`. The same
 * as `loadCatalog(language)`.
 *
 * @example
 * ```ts
 * const words = await loadVerdictMessages(pickLanguage(navigator.languages));
 * describeVerdict(facts, words).headline; // 'Lizenziert und gültig'
 * ```
 */
export async function loadVerdictMessages(language: Language): Promise<VerdictMessages> {
  switch (language) {
    case 'de':
      return (await import('./de.js')).messages;
    case 'fr':
      return (await import('./fr.js')).messages;
    case 'es':
      return (await import('./es.js')).messages;
    case 'ja':
      return (await import('./ja.js')).messages;
    case 'ar':
      return (await import('./ar.js')).messages;
    default:
      // English is `describeVerdict`'s default: imported with it already, never a chunk of its own.
      return english;
  }
}

/**
 * The verdicts' catalog of a language: their words (the default, what `describeVerdict` and
 * `explainVerdict` take), or what each code means (`'texts'`, loaded apart, only when a verdict that fails
 * is explained).
 *
 * @example
 * ```ts
 * const words = await loadCatalog(pickLanguage(navigator.languages));
 * describeVerdict(verdict, words).headline; // 'Lizenziert und gültig'
 * explainVerdict(code, words, await loadCatalog('de', 'texts')).text;
 * ```
 */
export function loadCatalog(language: Language): Promise<VerdictMessages>;
export function loadCatalog(language: Language, part: 'texts'): Promise<VerdictTexts>;
export function loadCatalog(language: Language, part?: 'texts'): Promise<VerdictMessages | VerdictTexts> {
  return part === 'texts' ? loadVerdictTexts(language) : loadVerdictMessages(language);
}

/**
 * What each verdict code means, in a language (`explainVerdict`'s `texts`): loaded apart from the verdict
 * words, when a verdict that fails is to be explained.
 */
export async function loadVerdictTexts(language: Language): Promise<VerdictTexts> {
  switch (language) {
    case 'de':
      return (await import('./de-texts.js')).texts;
    case 'fr':
      return (await import('./fr-texts.js')).texts;
    case 'es':
      return (await import('./es-texts.js')).texts;
    case 'ja':
      return (await import('./ja-texts.js')).texts;
    case 'ar':
      return (await import('./ar-texts.js')).texts;
    default:
      return (await import('./en-texts.js')).texts;
  }
}
