import { idPrefixes, id as protocolId } from '@tlp/core/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createIdGenerator, ID_PREFIX, isId, prefixOf } from './ids.js';

/** Every prefix the server makes IDs with: the protocol's and its own. */
const prefixes = Object.values(ID_PREFIX);
const protocolPrefixes = Object.values(idPrefixes);
/** A moment a clock may read, from 1970 to the year 10889 (48 bits of milliseconds, 10 base32 digits). */
const moment = fc.integer({ min: 0, max: 2 ** 48 - 1 });

describe('ids', () => {
  it("every ID made for a protocol prefix is one the protocol's schema accepts, whatever the clock reads", () => {
    fc.assert(
      fc.property(fc.constantFrom(...protocolPrefixes), moment, (prefix, t) => {
        const made = createIdGenerator(() => t)(prefix);
        expect(protocolId(prefix).safeParse(made).success, made).toBe(true);
        expect(isId(prefix, made)).toBe(true);
        expect(prefixOf(made)).toBe(prefix);
      }),
    );
  });

  it("isId accepts exactly what the protocol's schema accepts, case and letters outside the alphabet included", () => {
    const body = fc.string({
      unit: fc.constantFrom(...'0123456789abcdefghijklmnopqrstuvwxyzABCZ_-'),
      minLength: 24,
      maxLength: 28,
    });
    fc.assert(
      fc.property(fc.constantFrom(...protocolPrefixes), body, (prefix, rest) => {
        const candidate = `${prefix}_${rest}`;
        expect(isId(prefix, candidate), candidate).toBe(protocolId(prefix).safeParse(candidate).success);
      }),
    );
  });

  it('an ID of one prefix is never an ID of another', () => {
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), fc.constantFrom(...prefixes), moment, (made, asked, t) => {
        fc.pre(made !== asked);
        expect(isId(asked, createIdGenerator(() => t)(made))).toBe(false);
      }),
    );
  });

  it('sort by creation, strictly, however the clock stalls or steps back', () => {
    const steps = fc.array(fc.integer({ min: -5, max: 3 }), { minLength: 1, maxLength: 3000 });
    fc.assert(
      fc.property(moment, steps, (start, deltas) => {
        let t = start;
        const gen = createIdGenerator(() => t);
        const ids = deltas.map((d) => {
          t = Math.max(0, t + d);
          return gen('lic');
        });
        for (let i = 1; i < ids.length; i++)
          expect(ids[i]! > ids[i - 1]!, `${ids[i - 1]} ${ids[i]}`).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('carry the time first: an ID made at a later millisecond sorts after, whatever generator made it', () => {
    fc.assert(
      fc.property(moment, moment, (a, b) => {
        fc.pre(a !== b);
        const first = createIdGenerator(() => Math.min(a, b))('x');
        const later = createIdGenerator(() => Math.max(a, b))('x');
        expect(later > first).toBe(true);
      }),
    );
  });

  it('prefixOf reads the prefix of anything shaped like an ID, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,8}$/),
        fc.stringMatching(/^[0-9a-z]{1,30}$/),
        (prefix, rest) => {
          expect(prefixOf(`${prefix}_${rest}`)).toBe(prefix);
          expect(prefixOf(`${prefix}${rest}`)).toBeNull();
        },
      ),
    );
  });
});
