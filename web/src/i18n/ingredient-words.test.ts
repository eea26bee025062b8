import { LANGUAGES } from '@tlp/core';
import { catalogProblems } from '@tlp/core/testing';
import { describe, expect, it } from 'vitest';
import { INGREDIENT_WORDS } from './ingredient-words.js';

describe('the ingredients’ words', () => {
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language}: every message, none left in English, no placeholder dropped`, () => {
      expect(catalogProblems(INGREDIENT_WORDS.en, INGREDIENT_WORDS[language], language)).toEqual([]);
    });
  }
});
