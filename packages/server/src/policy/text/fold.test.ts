import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldWords, skeleton, unicodeSkeleton } from './fold.js';

describe('skeleton', () => {
  it('the ASCII shortcut gives exactly what the general route gives, for any ASCII text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)) }),
        (text) => {
          expect(skeleton(text)).toBe(unicodeSkeleton(text));
        },
      ),
      { numRuns: 3000 },
    );
    const all = Array.from({ length: 0x80 }, (_, c) => String.fromCharCode(c)).join('');
    expect(skeleton(all)).toBe(unicodeSkeleton(all));
  });

  it('an ASCII character whose look-alike leaves ASCII (% reads º/₀) folds as the general route folds it', () => {
    for (const text of ['100% Ada Vance', '%', 'Ada Vance 50%', 'Ada Vance']) {
      expect(skeleton(text)).toBe(unicodeSkeleton(text));
    }
    expect(foldWords('100% Ada Vance').words).toEqual(
      unicodeSkeleton('100% Ada Vance').match(/[\p{L}\p{M}\p{N}]+/gu),
    );
  });

  it('the ASCII words are the general route words, marks and all', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (text) => {
        const words = unicodeSkeleton(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
        expect(foldWords(text)).toEqual({ words, loose: words });
      }),
      { numRuns: 3000 },
    );
  });

  it('folds look-alikes, width, ignorables and case to one skeleton', () => {
    const plain = skeleton('Rosa Quint');
    for (const disguised of [
      'ROSA QUINT',
      'Ｒｏｓａ Ｑｕｉｎｔ',
      'Ro\u200Bsa Qu\u00ADint',
      'R\u043Esa Quint',
      'R0sa QU1NT',
    ]) {
      expect(skeleton(disguised)).toBe(plain);
    }
  });
});
