/**
 * The page's language: chosen from the reader's browser (`navigator.languages`) or the switcher, its
 * catalogs (the page's and `@tlp/core`'s verdict words) loaded when chosen, each language a chunk of its
 * own; English is in the page itself.
 */
import {
  directionOf,
  ENGLISH_VERDICTS,
  fill,
  type Language,
  type Plural,
  pickLanguage,
  plural,
  type VerdictMessages,
  type VerdictTexts,
} from '@tlp/core';
import type { ComponentChildren } from 'preact';
import { page as englishPage, type PageMessages } from './en.js';
import type { PageTexts } from './en-texts.js';

/** The words of one language: the page's, and the verdicts'. */
export interface Words {
  lang: Language;
  page: PageMessages;
  verdict: VerdictMessages;
}

/** The words the page shows now (English until another language is chosen). */
export let words: Words = { lang: 'en', page: englishPage, verdict: ENGLISH_VERDICTS };

/** Where the switcher's choice is kept, so that the next page opened speaks the same language. */
const CHOICE = 'tlp-language';

/** The reader's language: the switcher's last choice, else the first of the browser's languages the page has. */
export function chosenLanguage(): Language {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(CHOICE);
  } catch {
    // storage refused (a sandboxed frame): the browser's languages decide
  }
  return pickLanguage(saved ? [saved] : navigator.languages);
}

/** Each other language's catalogs (the page's and the verdicts' words), a chunk each. */
export const CATALOGS = {
  de: () => import('./de.js'),
  fr: () => import('./fr.js'),
  es: () => import('./es.js'),
  ja: () => import('./ja.js'),
  ar: () => import('./ar.js'),
};

/** What the codes of failed verdicts mean: the page's own, and `@tlp/core`'s. */
export interface Texts {
  page: PageTexts;
  verdict: VerdictTexts;
}

/** Each language's texts (what the codes mean), a chunk each, English too. */
export const TEXTS: Record<Language, () => Promise<Texts>> = {
  en: () => import('./en-texts.js'),
  de: () => import('./de-texts.js'),
  fr: () => import('./fr-texts.js'),
  es: () => import('./es-texts.js'),
  ja: () => import('./ja-texts.js'),
  ar: () => import('./ar-texts.js'),
};
const loadedTexts: Partial<Record<Language, Texts>> = {};

/** The texts of the page's language, once loaded (see {@link loadTexts}). */
export function textsNow(): Texts | undefined {
  return loadedTexts[words.lang];
}

/**
 * Loads what the codes mean in the page's language: only a verdict that fails needs it, so it is a chunk
 * of its own, English too, loaded before such a verdict is shown.
 */
export async function loadTexts(): Promise<Texts> {
  const lang = words.lang;
  loadedTexts[lang] ??= await TEXTS[lang]();
  return loadedTexts[lang];
}

/**
 * Loads a language's catalogs (English is already here) and makes them the page's words: `<html lang>`,
 * `dir` and the title follow. With `remember`, the choice is kept for the next pages.
 */
export async function useLanguage(lang: Language, remember = false): Promise<void> {
  words =
    lang === 'en'
      ? { lang, page: englishPage, verdict: ENGLISH_VERDICTS }
      : { lang, ...(await CATALOGS[lang]()) };
  const html = document.documentElement;
  html.lang = lang;
  html.dir = directionOf(lang);
  document.title = words.page.title;
  if (remember) {
    try {
      localStorage.setItem(CHOICE, lang);
    } catch {
      // not kept: the switcher still changes this page
    }
  }
}

/** A page message with its placeholders filled (`{count}` chooses a plural form). */
export function t(message: string | Plural, values: Record<string, string | number> = {}): string {
  return typeof message === 'string'
    ? fill(message, values)
    : plural(message, words.verdict.locale, Number(values.count), values);
}

/** A message whose placeholders are elements (`<code>rcpt_</code>`), as children to render. */
export function rich(message: string, values: Record<string, ComponentChildren>): ComponentChildren[] {
  return message.split(/\{(\w+)\}/).map((part, i) => (i % 2 ? values[part] : part));
}
