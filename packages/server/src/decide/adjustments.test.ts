import { describe, expect, it } from 'vitest';
import { ADJUSTMENT_WORDS, requestedAdjustments } from './adjustments.js';
import { foldWords } from './text/fold.js';

const wordsOf = (text: string) => foldWords(text).words;

describe('requestedAdjustments', () => {
  it.each(Object.entries(ADJUSTMENT_WORDS).flatMap(([name, words]) => words.map((w) => [w, name] as const)))(
    '“%s” asks for %s',
    (word, name) => {
      expect(requestedAdjustments(wordsOf(`Someone ${word.toUpperCase()} here`))).toEqual([name]);
    },
  );
  it('whole words only', () => {
    expect(requestedAdjustments(wordsOf('a posed shot, unbald, outfitter, backgrounds'))).toEqual([]);
    expect(requestedAdjustments(wordsOf('aged'))).toEqual(['body_and_age']);
  });
});
