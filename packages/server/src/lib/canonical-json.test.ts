import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, MAX_CANONICAL_DEPTH } from './canonical-json.js';

describe('canonicalJson', () => {
  it('sorts keys by UTF-16 code units, drops undefined members, prints numbers as ECMAScript does', () => {
    expect(canonicalJson({ b: 1.5, a: [true, null], c: undefined, é: 'x', Z: 0 })).toBe(
      '{"Z":0,"a":[true,null],"b":1.5,"é":"x"}',
    );
    expect(canonicalJson({ '\u{1F600}': 1, '\uFFFF': 2 })).toBe('{"\u{1F600}":1,"\uFFFF":2}');
  });

  it('integers only when asked (license terms), and never a non-finite number', () => {
    expect(() => canonicalJson({ a: 1.5 }, { numbers: 'integers' })).toThrow(TypeError);
    expect(canonicalJson({ a: 2 ** 53 - 1 }, { numbers: 'integers' })).toBe('{"a":9007199254740991}');
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ a: () => 1 })).toThrow(TypeError);
  });

  it('recursion is bounded: too deep a value is a TypeError, not a stack overflow', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => canonicalJson(deep)).toThrow(/at most 64 deep/);
    let ok: unknown = 1;
    for (let i = 0; i < MAX_CANONICAL_DEPTH; i++) ok = { a: ok };
    expect(canonicalJson(ok)).toMatch(/^(\{"a":){64}1\}{64}$/);
  });
});

describe('canonicalJson, whatever the nesting', () => {
  it('any depth, under any key (prototype names too): a string, or a TypeError past 64, never another error', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'a', ''),
        fc.boolean(),
        (depth, key, arrays) => {
          // Parsed from text, as a request body is: `__proto__` is then an own key.
          const text = arrays
            ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
            : `${`{"${key}":`.repeat(depth)}1${'}'.repeat(depth)}`;
          const value: unknown = JSON.parse(text);
          if (depth <= MAX_CANONICAL_DEPTH) expect(canonicalJson(value)).toBe(text);
          else expect(() => canonicalJson(value)).toThrow(TypeError);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('canonicalJson, against the writer it replaced', () => {
  /** The former writer (entries, filter, sort with a comparator, map and join), as a reference. */
  function former(value: unknown): string {
    if (value === null || typeof value !== 'object') return JSON.stringify(value);
    if (Array.isArray(value)) return `[${value.map(former).join(',')}]`;
    const entries = Object.entries(value as Record<string, unknown>).filter(([, x]) => x !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${former(x)}`).join(',')}}`;
  }

  it('writes the same text for any JSON value, with undefined members and keys of any UTF-16', () => {
    const key = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(null, true, false),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer(),
        fc.string({ unit: 'binary' }),
        fc.array(tie('node')),
        fc.dictionary(key, fc.option(tie('node'), { nil: undefined })),
      ),
    })).node;
    fc.assert(
      fc.property(value, (v) => {
        expect(canonicalJson(v)).toBe(former(v));
      }),
      { numRuns: 2000 },
    );
  });
});
