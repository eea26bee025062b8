import { describe, expect, it } from 'vitest';
import { createIdGenerator, idPattern, isId, newId, prefixOf } from './ids.js';

describe('ids', () => {
  it('match the spec pattern for every prefix', () => {
    for (const prefix of ['acct', 'tal', 'fct', 'lic', 'lrv', 'req', 'rcpt', 'chk', 'gen']) {
      const id = newId(prefix);
      expect(id).toMatch(new RegExp(`^${prefix}_[0-9a-hjkmnp-tv-z]{26}$`));
      expect(isId(prefix, id)).toBe(true);
      expect(idPattern(prefix).test(id.toUpperCase())).toBe(false);
    }
  });

  it('sort by creation, strictly, even within one millisecond and when the clock steps back', () => {
    let t = 1_800_000_000_000;
    const gen = createIdGenerator(() => t);
    const ids: string[] = [];
    for (let i = 0; i < 5000; i++) {
      if (i % 1000 === 999) t -= 5; // a wall clock stepping back must not break the order
      if (i % 1500 === 0) t += 1;
      ids.push(gen('lic'));
    }
    const sorted = [...ids].sort();
    expect(sorted).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('carry the time first, so a later millisecond sorts after', () => {
    const gen = createIdGenerator(() => 1_000);
    const a = gen('x');
    const gen2 = createIdGenerator(() => 2_000);
    expect(gen2('x') > a).toBe(true);
  });

  it('prefixOf reads a prefix', () => {
    expect(prefixOf('chk_abc')).toBe('chk');
    expect(prefixOf('nonsense')).toBeNull();
  });
});
