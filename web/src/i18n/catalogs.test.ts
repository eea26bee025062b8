import { LANGUAGES } from '@tlp/core';
import { catalogProblems } from '@tlp/core/testing';
import { describe, expect, it } from 'vitest';
import { page as en } from './en.js';
import { files as englishFiles } from './en-files.js';
import { more as englishMore } from './en-more.js';
import { page as englishTexts } from './en-texts.js';
import { loadCatalog, loadFileWords, loadMore } from './index.js';

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
      const { page, verdict } = await loadCatalog(language);
      expect(verdict.locale).toBe(language);
      expect(catalogProblems(en, page, language, SAME_IN[language])).toEqual([]);
      expect(catalogProblems(englishMore, await loadMore(language), language, SAME_IN[language])).toEqual([]);
      expect(
        catalogProblems(englishFiles, await loadFileWords(language), language, SAME_IN[language]),
      ).toEqual([]);
      const texts = await loadCatalog(language, 'texts');
      expect(catalogProblems(englishTexts, texts.page, language)).toEqual([]);
    });
  }
});
