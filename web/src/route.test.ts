import { describe, expect, it } from 'vitest';
import { routeOf } from './route.js';

describe('routeOf', () => {
  it.each([
    ['/', '', { page: 'verifier' }],
    ['/index.html', '', { page: 'verifier' }],
    ['/r/rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a', '', { page: 'receipt', id: 'rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a' }],
    [
      '/verifier/r/rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a/',
      '',
      { page: 'receipt', id: 'rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a' },
    ],
    [
      '/',
      '?receipt=rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a',
      { page: 'receipt', id: 'rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a' },
    ],
    ['/', '?receipt=../../etc', { page: 'verifier' }],
    ['/r/not-a-receipt', '', { page: 'not_a_receipt', text: 'not-a-receipt' }],
    // Not the spec's ID form (26 lowercase Crockford base32 characters): said so, not the verifier.
    ['/r/rcpt_abc', '', { page: 'not_a_receipt', text: 'rcpt_abc' }],
    [
      '/r/rcpt_01JB8M2K4X7Q9V3N5R6T8W0Y2A',
      '',
      { page: 'not_a_receipt', text: 'rcpt_01JB8M2K4X7Q9V3N5R6T8W0Y2A' },
    ],
    ['/r/a%20b', '', { page: 'not_a_receipt', text: 'a b' }],
  ])('%s%s', (pathname, search, expected) => {
    expect(routeOf({ pathname, search })).toEqual(expected);
  });
});
