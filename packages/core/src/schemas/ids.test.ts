import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anyId, checkId, id, idAlphabet, idPattern, idPrefixes, licenseId, receiptId } from './ids.js';
import * as schemas from './index.js';

const body = '01jb8x5k7m9n2p3q4r6s8t0v1w';

describe('idPrefixes', () => {
  it('gives each object its own prefix of two to four lowercase letters', () => {
    const prefixes = Object.values(idPrefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(prefix).toMatch(/^[a-z]{2,4}$/);
  });

  it("is the prefix every object schema's id accepts, and no other (contract of the table and the schemas)", () => {
    const objects = Object.values(schemas).flatMap((schema) => {
      if (!(schema instanceof z.ZodObject)) return [];
      const { object, id: idField } = schema.shape as Record<string, z.ZodType | undefined>;
      if (!(object instanceof z.ZodLiteral) || idField === undefined) return [];
      const name = object.value as string;
      return name in idPrefixes ? [{ name: name as keyof typeof idPrefixes, idField }] : [];
    });
    expect(objects.map((o) => o.name)).toEqual(
      expect.arrayContaining(['check', 'generation', 'license', 'receipt']),
    );
    for (const { name, idField } of objects) {
      const accepted = Object.values(idPrefixes).filter(
        (prefix) => idField.safeParse(`${prefix}_${body}`).success,
      );
      expect(accepted, name).toEqual([idPrefixes[name]]);
    }
  });
});

describe('id()', () => {
  it('accepts an ID with its prefix and 26 lowercase Crockford base32 characters', () => {
    expect(body).toHaveLength(26);
    expect(licenseId.parse(`lic_${body}`)).toBe(`lic_${body}`);
    expect(id('file').safeParse(`file_${body}`).success).toBe(true);
    expect(receiptId.safeParse(`rcpt_${body}`).success).toBe(true);
  });

  it.each([
    ['another prefix', `chk_${body}`],
    ['no prefix', body],
    ['a prefix without underscore', `lic${body}`],
    ['uppercase', `lic_${body.toUpperCase()}`],
    ['uppercase prefix', `LIC_${body}`],
    ['25 characters', `lic_${body.slice(1)}`],
    ['27 characters', `lic_${body}0`],
    ['the letter i', `lic_${body.slice(1)}i`],
    ['the letter l', `lic_${body.slice(1)}l`],
    ['the letter o', `lic_${body.slice(1)}o`],
    ['the letter u', `lic_${body.slice(1)}u`],
    ['surrounding space', ` lic_${body}`],
    ['a trailing newline', `lic_${body}\n`],
  ])('rejects %s', (_label, value) => {
    expect(licenseId.safeParse(value).success).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(checkId.safeParse(42).success).toBe(false);
    expect(checkId.safeParse(null).success).toBe(false);
  });

  it('matches idPattern exactly (property)', () => {
    const prefixes = Object.values(idPrefixes);
    const crockford = fc.constantFrom(...idAlphabet.split(''));
    const anyChar = fc.constantFrom(
      ...'0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_-'.split(''),
    );
    const candidate = fc.record({
      prefix: fc.constantFrom(...prefixes),
      other: fc.constantFrom(...prefixes),
      usePrefix: fc.boolean(),
      chars: fc.oneof(
        fc.array(crockford, { minLength: 26, maxLength: 26 }),
        fc.array(crockford, { minLength: 0, maxLength: 30 }),
        fc.array(anyChar, { minLength: 26, maxLength: 26 }),
      ),
    });
    fc.assert(
      fc.property(candidate, ({ prefix, other, usePrefix, chars }) => {
        const value = `${usePrefix ? prefix : other}_${chars.join('')}`;
        const expected =
          (usePrefix || other === prefix) &&
          chars.length === 26 &&
          chars.every((c) => idAlphabet.includes(c));
        expect(id(prefix).safeParse(value).success).toBe(expected);
        expect(idPattern(prefix).test(value)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts every generated valid ID (property)', () => {
    const crockford = fc.constantFrom(...idAlphabet.split(''));
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(idPrefixes)),
        fc.array(crockford, { minLength: 26, maxLength: 26 }),
        (prefix, chars) => {
          const value = `${prefix}_${chars.join('')}`;
          expect(id(prefix).safeParse(value).success).toBe(true);
          expect(anyId.safeParse(value).success).toBe(true);
        },
      ),
    );
  });
});

describe('anyId', () => {
  it('accepts any known prefix and rejects an unknown one', () => {
    expect(anyId.safeParse(`gen_${body}`).success).toBe(true);
    expect(anyId.safeParse(`chk_${body}`).success).toBe(true);
    expect(anyId.safeParse(`foo_${body}`).success).toBe(false);
    expect(anyId.safeParse(`gen_${body.toUpperCase()}`).success).toBe(false);
  });
});
