import { LANGUAGES } from '@tlp/core';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../../packages/core/src/explain/messages/check-catalog.js';
import { page as en } from './en.js';
import { page as englishTexts } from './en-texts.js';
import { CATALOGS, TEXTS } from './index.js';

/** Words a language writes as English does, checked one by one: not left in English by mistake. */
const SAME_IN = {
  de: ['Talent', 'Code {code}: {message}'],
  fr: ['Talent', 'Signature', 'Mode'],
  es: [],
  ja: [],
  ar: [],
} as const;

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
