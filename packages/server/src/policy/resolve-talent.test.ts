import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TALENT_FIXTURES } from '../fixtures/data.js';
import { resolveTalent } from './resolve-talent.js';
import { foldWords } from './text/fold.js';
import type { TalentRecord } from './types.js';

const record = (id: string, name: string, description: string | null = null): TalentRecord => ({
  id,
  name,
  description,
  facets: [],
  standingRules: {},
});
const FIXTURES = TALENT_FIXTURES.map((f, i) => record(`tal_${i}`, f.name, f.description));
const NAMES = [...new Set(FIXTURES.map((t) => t.name))];

/** The names `resolveTalent` finds in `prompt`, matched or ambiguous, with their confidence. */
function found(prompt: string, index: readonly TalentRecord[] = FIXTURES) {
  const r = resolveTalent(foldWords(prompt), index, {});
  return [
    ...r.matches.map((m) => `${m.record.name}:${m.confidence}`),
    ...r.ambiguous.map((a) => `${a.name}:ambiguous`),
  ];
}

describe('resolveTalent: diacritics', () => {
  const index = [
    record('tal_zoe', 'Zoë Aubert'),
    record('tal_rene', 'René Olsen'),
    record('tal_plain', 'Nina Roe'),
  ];
  it('a name written with its diacritics is high, without them medium', () => {
    expect(found('Zoë Aubert at the piano', index)).toEqual(['Zoë Aubert:high']);
    expect(found('Zoe\u0308 Aubert (decomposed)', index)).toEqual(['Zoë Aubert:high']);
    expect(found('Zoe Aubert at the piano', index)).toEqual(['Zoë Aubert:medium']);
    expect(found('ZOE AUBERT', index)).toEqual(['Zoë Aubert:medium']);
    expect(found('Rene Olsen and Zoë Aubert', index)).toEqual(['Zoë Aubert:high', 'René Olsen:medium']);
  });
  it('a prompt that adds diacritics to a name without them names nobody', () => {
    expect(found('Nïna Roé on a boat', index)).toEqual([]);
    expect(found('Nina Roe on a boat', index)).toEqual(['Nina Roe:high']);
  });
});

describe('resolveTalent: property tests over the fixture names', () => {
  /** Latin letters and a look-alike a reader would take for each (Cyrillic, Greek, full width). */
  const LOOK_ALIKES: Record<string, string[]> = {
    a: ['\u0430', '\uFF41'],
    c: ['\u0441'],
    e: ['\u0435', '\uFF45'],
    i: ['\u0456', '\u0131'],
    j: ['\u0458'],
    l: ['1', '\u04CF'],
    n: ['\uFF4E'],
    o: ['\u043E', '\u03BF', '0'],
    p: ['\u0440'],
    r: ['\uFF52'],
    s: ['\u0455'],
    x: ['\u0445'],
    y: ['\u0443'],
    A: ['\u0410', '\u0391'],
    B: ['\u0412', '\u0392'],
    E: ['\u0415'],
    H: ['\u041D'],
    I: ['\u0406', 'l'],
    K: ['\u041A', '\u039A'],
    M: ['\u041C'],
    O: ['\u041E', '0'],
    P: ['\u0420'],
    S: ['\u0405'],
    T: ['\u0422'],
  };
  const IGNORABLES = ['\u200B', '\u200C', '\u200D', '\u00AD', '\u2060', '\uFEFF', '\uFE0F', '\u034F'];
  const BEFORE = ['', ' ', '"', '(', '“', '¡', '— ', '\n', '#', '@'];
  const AFTER = ['', "'s", '’s', 'ʼs', '-style', '‐like', ',', '.', '!', '?', ')', '”', ':', ' '];
  const SPACES = [' ', '  ', '\u00A0', '\t', '\n', '\u2009', '\u3000'];

  const fullWidth = (ch: string) =>
    /[!-~]/.test(ch) ? String.fromCodePoint((ch.codePointAt(0) as number) + 0xfee0) : ch;
  /** One letter of a name, disguised as a reader would still read it. */
  const letter = (ch: string) =>
    fc.oneof(
      fc.constant(ch),
      fc.constant(ch.toUpperCase()),
      fc.constant(ch.toLowerCase()),
      fc.constant(fullWidth(ch)),
      ...(LOOK_ALIKES[ch] ?? []).map((l) => fc.constant(l)),
    );
  const disguised = (name: string) =>
    fc
      .tuple(
        ...[...name].map((ch) =>
          ch === ' '
            ? fc.constantFrom(...SPACES)
            : fc
                .tuple(letter(ch), fc.option(fc.constantFrom(...IGNORABLES), { freq: 3 }))
                .map(([l, z]) => l + (z ?? '')),
        ),
      )
      .map((parts) => parts.join(''));

  it('a fixture name with random case, width, ignorables, look-alikes and punctuation is found', () => {
    const filler = fc.constantFrom('a portrait of', 'photo:', 'with', 'campaign for', '', 'the');
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMES).chain((name) => fc.tuple(fc.constant(name), disguised(name))),
        filler,
        filler,
        fc.constantFrom(...BEFORE),
        fc.constantFrom(...AFTER),
        ([name, written], head, tail, before, after) => {
          const prompt = `${head} ${before}${written}${after} ${tail}`;
          const hits = found(prompt);
          expect(
            hits.some((h) => h.startsWith(`${name}:`)),
            JSON.stringify(prompt),
          ).toBe(true);
        },
      ),
      { numRuns: 2000, seed: 14 },
    );
  });

  it('random ordinary text, first names and near-names included, names nobody', () => {
    // First names alone and words close to the surnames, never a surname itself: no name can form.
    const firstNames = [...new Set(NAMES.map((n) => n.split(' ')[0] as string))];
    const words = fc.constantFrom(
      ...firstNames,
      ...'a the of with rosa roses quintet quintessence vancouver blakes adage kaiser moreover marshland coleslaw ortiza pikes rowing stones grey hartford leeward baker window poster street portrait campaign sunset city'.split(
        ' ',
      ),
    );
    const separator = fc.constantFrom(' ', ', ', "'s ", '-', '. ', '\n');
    fc.assert(
      fc.property(fc.array(fc.tuple(words, separator), { maxLength: 30 }), (parts) => {
        const text = parts.map(([w, sep]) => w + sep).join('');
        expect(found(text), JSON.stringify(text)).toEqual([]);
      }),
      { numRuns: 1000, seed: 14 },
    );
  });

  it('reads a long prompt in one pass (time grows with the text, not with text × names)', () => {
    const index = Array.from({ length: 5000 }, (_, i) => record(`tal_${i}`, `Given${i} Family${i}`));
    const prompt = 'a portrait of someone on a street at dusk '.repeat(4000);
    const started = performance.now();
    expect(found(prompt, index)).toEqual([]);
    expect(found(`${prompt} Given4999 Family4999`, index)).toEqual(['Given4999 Family4999:high']);
    // Generous bound: a quadratic matcher takes seconds here; this is about the shape, not a speed target.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
