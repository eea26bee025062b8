import { describe, expect, it } from 'vitest';
import { routeOf } from './route.js';

describe('routeOf', () => {
  it.each([
    ['/', '', { page: 'verifier' }],
    ['/index.html', '', { page: 'verifier' }],
    ['/r/rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a', '', { page: 'receipt', id: 'rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a' }],
    ['/verifier/r/rcpt_abc/', '', { page: 'receipt', id: 'rcpt_abc' }],
    ['/', '?receipt=rcpt_abc', { page: 'receipt', id: 'rcpt_abc' }],
    ['/', '?receipt=../../etc', { page: 'verifier' }],
    ['/r/not-a-receipt', '', { page: 'verifier' }],
  ])('%s%s', (pathname, search, expected) => {
    expect(routeOf({ pathname, search })).toEqual(expected);
  });
});
