/**
 * The embed's language: the publisher's (`data-lang` on its script tag, else the page's `<html lang>`),
 * English when it is none the embed speaks. English is in the first script; another language is a chunk
 * of its own, loaded once before the first badge is drawn (the verifier loads its verdict words itself).
 */
import type { Language } from '@tlp/core';
import { type EmbedMessages, words as english } from './en.js';

/** The embed's words now: English until {@link useEmbedLanguage} loads another language's. */
export let words: EmbedMessages = english;

/** A language's words (`Catalog<typeof words>` of ./en.ts), a chunk each; English is in the first script. */
export async function loadCatalog(lang: Language): Promise<EmbedMessages> {
  switch (lang) {
    case 'de':
      return (await import('./de.js')).words;
    case 'fr':
      return (await import('./fr.js')).words;
    case 'es':
      return (await import('./es.js')).words;
    case 'ja':
      return (await import('./ja.js')).words;
    case 'ar':
      return (await import('./ar.js')).words;
    default:
      return english;
  }
}

/** Loads the words of `lang` and makes them the embed's. */
export async function useEmbedLanguage(lang: Language): Promise<void> {
  words = await loadCatalog(lang);
}
