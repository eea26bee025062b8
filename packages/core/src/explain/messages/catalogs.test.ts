import { describe, expect, it } from 'vitest';
import { IDS, receiptClaims } from '../../../../../test-vectors/lib/fixtures.js';
import { describeVerdict } from '../describe-verdict.js';
import { catalogProblems } from './check-catalog.js';
import { messages as de } from './de.js';
import { messages as en } from './en.js';
import { texts as englishTexts } from './en-texts.js';
import { LANGUAGES, pickLanguage } from './languages.js';
import { loadVerdictMessages, loadVerdictTexts } from './load-catalog.js';

/** The vectors' receipt, its talent named as the issuer published them, and the use its check allowed. */
const vector = receiptClaims();
const use = {
  modality: 'image',
  kind: 'depiction',
  purpose: 'advertising',
  commercial: true,
  channels: ['web'],
  territories: ['US'],
};
const claims = { ...vector, tlp: { ...vector.tlp, talent_names: { [IDS.talent]: 'Ada Vance' }, use } };

describe('verdict catalogs', () => {
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language}: every message, none left in English, no placeholder dropped, every plural form`, async () => {
      const words = await loadVerdictMessages(language);
      expect(catalogProblems(en, words, words.locale)).toEqual([]);
      expect(catalogProblems(englishTexts, await loadVerdictTexts(language), words.locale)).toEqual([]);
    });

    it(`${language}: a verdict keeps its names, host and decision code, in words of the language`, async () => {
      const words = await loadVerdictMessages(language);
      const licensed = describeVerdict({ status: 'licensed', checked: 'image', claims }, words);
      expect(licensed.headline).toBe(words.headline.licensed);
      expect(licensed.sentence).toContain('Ada Vance');
      expect(licensed.sentence).toContain('licensing.example');
      expect(licensed.sentence).not.toMatch(/\{\w+\}/);
      // The use, in the language's words: its purpose and its country by the language's name.
      expect(licensed.sentence).toContain(words.purposes.advertising);
      expect(licensed.sentence).toContain(new Intl.DisplayNames(words.locale, { type: 'region' }).of('US'));
      const denied = describeVerdict(
        {
          status: 'denied',
          checked: 'receipt',
          claims: { ...claims, tlp: { ...claims.tlp, decision: 'deny' } },
        },
        words,
      );
      expect(denied.sentence).toContain('deny');
      expect(denied.sentence).not.toMatch(/licensed|\{\w+\}/);
    });
  }

  it('finds a dropped placeholder, a message left in English, a missing plural form', () => {
    const broken = structuredClone(de) as unknown as Record<string, unknown>;
    broken.by = 'durch {issuer} ({until})';
    broken.noTalent = en.noTalent;
    broken.namesNotPublished = { other: '{count} Talente' };
    expect(catalogProblems(en, broken, 'de')).toEqual([
      'noTalent: left in English',
      'namesNotPublished.one: missing',
      'by: placeholder {date} dropped',
    ]);
  });

  it('finds a kept span changed, and lets a message be the same by its text or its path', () => {
    const english = { a: 'Use `tlp verify` now', b: { c: 'Talent' } };
    const rules = { kept: /`[^`]+`/g, same: ['b.c'] };
    expect(catalogProblems(english, { a: 'Nutze `tlp prüfen`', b: { c: 'Talent' } }, 'de', rules)).toEqual([
      'a: a kept span changed',
    ]);
    expect(
      catalogProblems(english, { a: 'Nutze jetzt `tlp verify`', b: { c: 'Talent' } }, 'de', rules),
    ).toEqual([]);
    expect(catalogProblems(english, { a: 'Nutze jetzt `tlp verify`', b: { c: 'Talent' } }, 'de')).toEqual([
      'b.c: left in English',
    ]);
  });

  it('picks the first of the reader’s languages it has, by primary subtag, else English', () => {
    expect(pickLanguage(['fr-CA', 'en'])).toBe('fr');
    expect(pickLanguage(['pt-BR', 'ja-JP'])).toBe('ja');
    expect(pickLanguage(['pt-BR'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});
