import { describe, expect, it } from 'vitest';
import { skipVerdict } from './skipped-tests.js';

const chromium = {
  place: 'web/e2e/page.e2e.test.ts:52',
  name: 'the page in Chromium > loads',
  note: undefined,
};
const noted = { place: 'web/e2e/cors.e2e.test.ts:43', name: 'from a page', note: 'a static host has no API' };

describe('skipped tests in npm test', () => {
  it('fail the run, each printed with its place and its note, unless TLP_ALLOW_SKIP=1', () => {
    const refused = skipVerdict([chromium, noted], {});
    expect(refused.fails).toBe(true);
    expect(refused.lines).toEqual([
      'skipped: web/e2e/page.e2e.test.ts:52 > the page in Chromium > loads',
      'skipped: web/e2e/cors.e2e.test.ts:43 > from a page (a static host has no API)',
      expect.stringMatching(/^2 skipped: .* TLP_ALLOW_SKIP=1 to allow skipping$/),
    ]);
    const allowed = skipVerdict([chromium, noted], { TLP_ALLOW_SKIP: '1' });
    expect(allowed.fails).toBe(false);
    expect(allowed.lines.slice(0, 2)).toEqual(refused.lines.slice(0, 2));
    expect(allowed.lines[2]).toBe('2 skipped, as TLP_ALLOW_SKIP=1 allows');
  });

  it('a run with none says nothing and passes; another value than 1 allows nothing', () => {
    expect(skipVerdict([], {})).toEqual({ fails: false, lines: [] });
    expect(skipVerdict([chromium], { TLP_ALLOW_SKIP: 'yes' }).fails).toBe(true);
  });
});
