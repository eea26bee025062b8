/**
 * The error pages' catalogs held to the English one: every language has every code and every field, no text
 * is left in English by mistake, and nothing that must stay as it is (a backticked span, a `{placeholder}`
 * or path parameter) is dropped or changed.
 */
import { LANGUAGES } from '@tlp/core';
import { catalogProblems } from '@tlp/core/testing';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../http/errors/error-table.js';
import { ERROR_CATALOGS } from './index.js';

const english = ERROR_CATALOGS.en;

/** Every text of a catalog by a path naming it: `chrome.retry`, `codes.check_expired.when`. */
function texts(catalog: (typeof ERROR_CATALOGS)[keyof typeof ERROR_CATALOGS]): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, text] of Object.entries(catalog.chrome)) out.set(`chrome.${key}`, text);
  for (const [code, fields] of Object.entries(catalog.codes)) {
    for (const [field, text] of Object.entries(fields)) out.set(`codes.${code}.${field}`, text);
  }
  return out;
}

/** What a translation must keep as it is: backticked spans, and `{name}` placeholders or path parameters. */
const KEPT = /`[^`]+`|\{\w+\}/g;

/** Texts a language may share with English: words that are the same in it, or carry nothing to translate. */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  de: [],
  fr: ['chrome.columnCode'],
  es: ['chrome.noRetryCell'],
  ja: [],
  ar: [],
};

const englishTexts = texts(english);

describe('the error pages’ catalogs', () => {
  it('English covers every error code with a title, meaning, when and action', () => {
    expect(Object.keys(english.codes).sort()).toEqual([...ERROR_CODES].sort());
    for (const [path, text] of englishTexts) expect(text.trim(), path).not.toBe('');
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    describe(language, () => {
      // The repository's one parity checker (`@tlp/core/testing`), its problems sorted by kind.
      const problems = catalogProblems(english, ERROR_CATALOGS[language], language, {
        same: SAME_AS_ENGLISH[language] ?? [],
        kept: KEPT,
      });
      const of = (kind: RegExp) => problems.filter((p) => kind.test(p));

      it('has every text of the English catalog, none empty, and no other', () => {
        expect(of(/: (missing|not in the English catalog)$/)).toEqual([]);
      });

      it('leaves no text in English, but for its short list', () => {
        expect(of(/: left in English$/)).toEqual([]);
        const translated = texts(ERROR_CATALOGS[language]);
        const same = [...englishTexts]
          .filter(([path, text]) => translated.get(path) === text)
          .map(([p]) => p);
        expect(same.sort()).toEqual([...(SAME_AS_ENGLISH[language] ?? [])].sort());
      });

      it('keeps every backticked span and placeholder of the English text, unchanged', () => {
        expect(of(/: (a kept span changed|placeholder .*)$/)).toEqual([]);
      });
    });
  }
});
