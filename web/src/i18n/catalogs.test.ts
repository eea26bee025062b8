import { LANGUAGES } from '@tlp/core';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../../packages/core/src/explain/messages/check-catalog.js';
import { page as en } from './en.js';
import { page as englishTexts } from './en-texts.js';

/** Words a language writes as English does, checked one by one: not left in English by mistake. */
const SAME_IN = {
  de: ['Talent', 'Code {code}: {message}'],
  fr: ['Talent', 'Signature', 'Mode'],
  es: [],
  ja: [],
  ar: [],
} as const;

const TEXTS = {
  de: () => import('./de-texts.js'),
  fr: () => import('./fr-texts.js'),
  es: () => import('./es-texts.js'),
  ja: () => import('./ja-texts.js'),
  ar: () => import('./ar-texts.js'),
};

const CATALOGS = {
  de: () => import('./de.js'),
  fr: () => import('./fr.js'),
  es: () => import('./es.js'),
  ja: () => import('./ja.js'),
  ar: () => import('./ar.js'),
};

describe('page catalogs', () => {
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language}: every message, none left in English, no placeholder dropped, every plural form`, async () => {
      const { page, verdict } = await CATALOGS[language]();
      expect(verdict.locale).toBe(language);
      expect(catalogProblems(en, page, language, SAME_IN[language])).toEqual([]);
      const texts = await TEXTS[language]();
      expect(catalogProblems(englishTexts, texts.page, language)).toEqual([]);
    });
  }
});
