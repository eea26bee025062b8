/**
 * The embed's language: the publisher's (`data-lang` on its script tag, else the page's `<html lang>`),
 * English when it is none the embed speaks. English is in the first script; another language is a chunk
 * of its own, loaded once before the first badge is drawn (the verifier loads its verdict words itself).
 */
import type { Language } from '@tlp/core';
import { type EmbedMessages, words as english } from './en.js';

/** The embed's words now: English until {@link useEmbedLanguage} loads another language's. */
export let words: EmbedMessages = english;

/** Each other language's words, a chunk each. */
export const CATALOGS = {
  de: () => import('./de.js'),
  fr: () => import('./fr.js'),
  es: () => import('./es.js'),
  ja: () => import('./ja.js'),
  ar: () => import('./ar.js'),
};

/** Loads the words of `lang` and makes them the embed's. */
export async function useEmbedLanguage(lang: Language): Promise<void> {
  words = lang === 'en' ? english : (await CATALOGS[lang]()).words;
}
