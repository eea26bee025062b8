import { describe, expect, it } from 'vitest';
import { requestedAdjustments } from './adjustments.js';
import { foldWords } from './text/fold.js';

const wordsOf = (text: string) => foldWords(text).words;

describe('requestedAdjustments', () => {
  // The fixtures document's table, written out here (not taken from the code's own table).
  it.each([
    ['older', 'body_and_age'],
    ['younger', 'body_and_age'],
    ['thinner', 'body_and_age'],
    ['heavier', 'body_and_age'],
    ['aged', 'body_and_age'],
    ['de-aged', 'body_and_age'],
    ['smiling', 'expression'],
    ['frowning', 'expression'],
    ['crying', 'expression'],
    ['expression', 'expression'],
    ['hairstyle', 'hair'],
    ['haircut', 'hair'],
    ['bald', 'hair'],
    ['blonde', 'hair'],
    ['pose', 'pose'],
    ['posing', 'pose'],
    ['jumping', 'pose'],
    ['outfit', 'wardrobe'],
    ['wearing', 'wardrobe'],
    ['dressed', 'wardrobe'],
    ['costume', 'wardrobe'],
    ['endorses', 'endorsement'],
    ['recommends', 'endorsement'],
    ['endorsing', 'endorsement'],
    ['retouched', 'skin_retouch'],
    ['airbrushed', 'skin_retouch'],
    ['background', 'background_extension'],
    ['backdrop', 'background_extension'],
  ])('“%s” asks for %s', (word, name) => {
    expect(requestedAdjustments(wordsOf(`Someone ${word.toUpperCase()} here`))).toEqual([name]);
  });
  it('whole words only', () => {
    expect(requestedAdjustments(wordsOf('a posed shot, unbald, outfitter, backgrounds'))).toEqual([]);
    expect(requestedAdjustments(wordsOf('aged'))).toEqual(['body_and_age']);
  });
  it('several at once, in the table order; disguised words count', () => {
    expect(
      requestedAdjustments(wordsOf('a smiling, ｂａｌｄ man posing in front of a back\u200Bdrop')),
    ).toEqual(['expression', 'hair', 'pose', 'background_extension']);
  });
});
