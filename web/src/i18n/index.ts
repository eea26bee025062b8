/**
 * The page's language: chosen from the reader's browser (`navigator.languages`) or the switcher, its
 * catalogs (the page's and `@tlp/core`'s verdict words) loaded when chosen, each language a chunk of its
 * own; English, the words of the page and a first verdict, is in the page itself, so that the page is drawn
 * as soon as its script runs (the words only some views show are chunks in English too: `loadMore`).
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
import type { FileMessages } from './en-files.js';
import type { MoreMessages } from './en-more.js';
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

/** The words of a language's catalog: the page's own (`Catalog<typeof page>` of ./en.ts), and the verdicts'. */
export type PageCatalog = Omit<Words, 'lang'>;

/** Each language's texts (what the codes mean), a chunk each, English too. */
const TEXTS: Record<Language, () => Promise<Texts>> = {
  en: () => import('./en-texts.js'),
  de: () => import('./de-texts.js'),
  fr: () => import('./fr-texts.js'),
  es: () => import('./es-texts.js'),
  ja: () => import('./ja-texts.js'),
  ar: () => import('./ar-texts.js'),
};

/** Each language's words that only some views show: `more` (see `./en-more.ts`), `files` (`./en-files.ts`). */
const PARTS = {
  more: {
    en: () => import('./en-more.js'),
    de: () => import('./de-more.js'),
    fr: () => import('./fr-more.js'),
    es: () => import('./es-more.js'),
    ja: () => import('./ja-more.js'),
    ar: () => import('./ar-more.js'),
  } satisfies Record<Language, () => Promise<{ more: MoreMessages }>>,
  files: {
    en: () => import('./en-files.js'),
    de: () => import('./de-files.js'),
    fr: () => import('./fr-files.js'),
    es: () => import('./es-files.js'),
    ja: () => import('./ja-files.js'),
    ar: () => import('./ar-files.js'),
  } satisfies Record<Language, () => Promise<{ files: FileMessages }>>,
};
type Part = keyof typeof PARTS;
type PartWords = { more: MoreMessages; files: FileMessages };

const loadedParts: { [P in Part]: Partial<Record<Language, PartWords[P]>> } = { more: {}, files: {} };

function loadedPart<P extends Part>(part: P): PartWords[P] {
  const loaded = loadedParts[part][words.lang];
  if (!loaded) throw new Error(`${part} words not loaded`);
  return loaded;
}

async function loadPart<P extends Part>(part: P, lang: Language): Promise<PartWords[P]> {
  loadedParts[part][lang] ??= ((await PARTS[part][lang]()) as unknown as PartWords)[part];
  return loadedParts[part][lang] as PartWords[P];
}

/**
 * The words that only some views show (a failed verdict's explanation, the receipt page, the samples), in
 * the page's language: each view loads them with its own code ({@link loadMore}), before it is drawn.
 */
export function more(): MoreMessages {
  return loadedPart('more');
}

/** Loads the words that only some views show, in the page's language (once each), or in `lang`. */
export function loadMore(lang: Language = words.lang): Promise<MoreMessages> {
  return loadPart('more', lang);
}

/** The words of a file's verdict (its preview notes, its content credentials), once loaded ({@link loadFileWords}). */
export function fileWords(): FileMessages {
  return loadedPart('files');
}

/** Loads the words of a file's verdict, in the page's language (once each), or in `lang`. */
export function loadFileWords(lang: Language = words.lang): Promise<FileMessages> {
  return loadPart('files', lang);
}

/**
 * A language's catalog, a chunk of its own: its words (the page's and the verdicts'), or what the codes
 * mean (`'texts'`, loaded only before a verdict that fails is shown).
 */
export function loadCatalog(lang: Language): Promise<PageCatalog>;
export function loadCatalog(lang: Language, part: 'texts'): Promise<Texts>;
export async function loadCatalog(lang: Language, part?: 'texts'): Promise<PageCatalog | Texts> {
  if (part === 'texts') return TEXTS[lang]();
  switch (lang) {
    case 'de':
      return import('./de.js');
    case 'fr':
      return import('./fr.js');
    case 'es':
      return import('./es.js');
    case 'ja':
      return import('./ja.js');
    case 'ar':
      return import('./ar.js');
    default:
      return { page: englishPage, verdict: ENGLISH_VERDICTS };
  }
}

/** What the codes of failed verdicts mean: the page's own, and `@tlp/core`'s. */
export interface Texts {
  page: PageTexts;
  verdict: VerdictTexts;
}

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
  loadedTexts[lang] ??= await loadCatalog(lang, 'texts');
  return loadedTexts[lang];
}

/**
 * Loads a language's catalogs and makes them the page's words: `<html lang>`,
 * `dir` and the title follow. With `remember`, the choice is kept for the next pages.
 */
export async function useLanguage(lang: Language, remember = false): Promise<void> {
  const { page, verdict } = await loadCatalog(lang);
  // A view drawn already may show words of those loaded apart: they come in the new language too.
  for (const part of ['more', 'files'] as const)
    if (loadedParts[part][words.lang] !== undefined) await loadPart(part, lang);
  words = { lang, page, verdict };
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
