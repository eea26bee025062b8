import { LANGUAGES } from '@tlp/core';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../../core/src/explain/messages/check-catalog.js';
import { words as en } from './en.js';
import { CATALOGS } from './index.js';

/** Words a language writes as English does, checked one by one: not left in English by mistake. */
const SAME_IN = { de: ['Talent'], fr: ['Talent'], es: [], ja: [], ar: [] } as const;

describe('embed catalogs', () => {
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language}: every message, none left in English, no placeholder dropped`, async () => {
      const { words } = await CATALOGS[language]();
      expect(catalogProblems(en, words, language, SAME_IN[language])).toEqual([]);
    });
  }
});
