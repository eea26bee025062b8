import { describe, expect, it } from 'vitest';
import { facetId } from './ids.js';
import { list, listQuery } from './list.js';

const page = list(facetId);

describe('list', () => {
  it('accepts a page with a cursor and a last page', () => {
    const value = {
      object: 'list',
      data: ['fct_01jb8x5k7m9n2p3q4r6s8t0v1w'],
      has_more: true,
      next_cursor: 'c_2',
    };
    expect(page.parse(value)).toEqual(value);
    expect(page.safeParse({ object: 'list', data: [], has_more: false, next_cursor: null }).success).toBe(
      true,
    );
  });

  it('rejects items of another schema, another object and a missing has_more', () => {
    expect(
      page.safeParse({
        object: 'list',
        data: ['tal_01jb8x5k7m9n2p3q4r6s8t0v1w'],
        has_more: false,
        next_cursor: null,
      }).success,
    ).toBe(false);
    expect(page.safeParse({ object: 'page', data: [], has_more: false, next_cursor: null }).success).toBe(
      false,
    );
    expect(page.safeParse({ object: 'list', data: [], next_cursor: null }).success).toBe(false);
  });
});

describe('listQuery', () => {
  it('defaults limit to 20 and bounds it to 1..100', () => {
    expect(listQuery.parse({})).toEqual({ limit: 20 });
    expect(listQuery.parse({ limit: '100', cursor: 'abc' })).toEqual({ limit: 100, cursor: 'abc' });
    expect(listQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(listQuery.safeParse({ limit: '2.5' }).success).toBe(false);
  });
});
