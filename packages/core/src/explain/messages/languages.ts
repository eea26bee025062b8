import type { VerdictMessages } from './en.js';
import type { VerdictTexts } from './en-texts.js';

/** The languages every verdict is said in: English, then the others, each a catalog of its own. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'ja', 'ar'] as const;

/** A language the verdicts are said in (a primary language subtag, BCP 47). */
export type Language = (typeof LANGUAGES)[number];

/**
 * The first of a reader's languages, in their order of preference, that the verdicts are said in, by
 * its primary subtag (`de-AT` → `de`); English when none is.
 *
 * @example
 * ```ts
 * pickLanguage(navigator.languages); // ['fr-CA', 'en'] → 'fr'
 * pickLanguage(['pt-BR']); // 'en'
 * ```
 */
export function pickLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if ((LANGUAGES as readonly string[]).includes(primary ?? '')) return primary as Language;
  }
  return 'en';
}

/** `rtl` for a language written right to left (Arabic), else `ltr`: the value of `<html dir>`. */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The verdict catalog of a language, loaded when asked for (each language is a module of its own, so a
 * page bundles each as a chunk of its own); give it to `describeVerdict` and `explainVerdict`.
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
      return (await import('./en.js')).messages;
  }
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
