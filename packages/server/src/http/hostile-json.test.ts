/**
 * Bounded by design: hostile JSON bodies over HTTP. Metadata keys that name an object's prototype
 * (`__proto__`, `constructor`, `prototype`) are refused with 400, and no nesting depth, at any place of any
 * POST body, reaches a 5xx.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXECUTION, USE } from '../test-harness/decisions.js';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
/** A JSON text nesting `depth` objects, written as text (no engine recursion builds it). */
const nested = (depth: number, key = 'a') => `${`{"${key}":`.repeat(depth)}"x"${'}'.repeat(depth)}`;
const checkBody = (metadata: string) =>
  `{"inputs":[{"role":"prompt","text":"A portrait of Ada Vance"}],"use":${JSON.stringify(USE)},"execution":${JSON.stringify(EXECUTION)},"metadata":${metadata}}`;
const post = (path: string, body: string) =>
  s.api(path, { body, headers: { 'Content-Type': 'application/json' } });

describe('metadata keys that name a prototype', () => {
  it('__proto__, constructor and prototype are 400 parameter_invalid naming the key', async () => {
    for (const key of PROTOTYPE_KEYS) {
      const p = expectProblem(
        await post('/v1/checks', checkBody(`{"${key}":"y"}`)),
        400,
        'parameter_invalid',
      );
      expect(p.param).toBe(`metadata.${key}`);
      expectProblem(await post('/v1/checks', checkBody(`{"${key}":{"x":"y"}}`)), 400, 'parameter_invalid');
    }
  });

  it('{"__proto__": a 5,000-deep object} is 400, not 500', async () => {
    const p = expectProblem(
      await post('/v1/checks', checkBody(`{"__proto__":${nested(5000)}}`)),
      400,
      'parameter_invalid',
    );
    expect(p.param).toBe('metadata.__proto__');
  });
});

describe('no nesting depth reaches a 5xx', () => {
  const posts = [
    '/v1/checks',
    '/v1/generations',
    '/v1/verifications',
    '/v1/test_helpers/api_keys',
    '/v1/test_helpers/clock/advance',
  ];
  it('any POST body with a deep value under any key, at the top or in metadata', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts),
        fc.constantFrom(...PROTOTYPE_KEYS, 'metadata', 'use', 'a'),
        fc.constantFrom(...PROTOTYPE_KEYS, 'a', 'metadata'),
        fc.integer({ min: 1, max: 6000 }),
        fc.boolean(),
        async (path, key, innerKey, depth, inMetadata) => {
          const deep = nested(depth, innerKey);
          const body = inMetadata ? checkBody(`{"${key}":${deep}}`) : `{"${key}":${deep}}`;
          const r = await post(path, body);
          expect(r.status, `${path} ${key}/${innerKey} ${depth} ${r.text.slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});
