export type { Catalog } from './catalog.js';

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
