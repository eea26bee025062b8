import { LANGUAGES } from '@tlp/core';
import { catalogProblems } from '@tlp/core/testing';
import { describe, expect, it } from 'vitest';
import { words as en } from './en.js';
import { loadCatalog } from './index.js';

/** Words a language writes as English does, checked one by one: not left in English by mistake. */
const SAME_IN = { de: ['Talent'], fr: ['Talent'], es: [], ja: [], ar: [] } as const;

describe('embed catalogs', () => {
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language}: every message, none left in English, no placeholder dropped`, async () => {
      const words = await loadCatalog(language);
      expect(catalogProblems(en, words, language, SAME_IN[language])).toEqual([]);
    });
  }
});
