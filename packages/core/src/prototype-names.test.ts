/**
 * Every table of core that a caller's or a file's string picks from (media types and their aliases, option
 * names, verdict codes, use statuses, talent names, placeholders, catalog keys, CBOR map keys) answers with
 * its own entries only: a name of `Object.prototype` (`constructor`, `__proto__`, `toString`, …) is an
 * unknown name like any other, never a member of the prototype.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ISSUER, JWKS, receiptClaims, receiptHeader, TEST_KEY } from '../../../test-vectors/lib/fixtures.js';
import { signJws } from '../../../test-vectors/lib/jws.js';
import { normalizeMediaType, readsInSlices } from './c2pa/asset/container.js';
import { signatureFor } from './c2pa/asset/signatures.js';
import { CborMap } from './c2pa/cbor/decode.js';
import { plainCbor } from './c2pa/hard-binding/bmff.js';
import { embedLicenseAssertion, loadMediaSupport, verifyContent } from './content/index.js';
import { describeVerdict, talentInWords, verdictTitle } from './explain/describe-verdict.js';
import { explainVerdict } from './explain/explain-verdict.js';
import { catalogProblems } from './explain/messages/check-catalog.js';
import { messages as en } from './explain/messages/en.js';
import { fill } from './explain/messages/format.js';
import { receiptMismatch } from './receipt/mismatch.js';
import { verifyReceipt } from './receipt/verify.js';

/** The names an object literal inherits, `__proto__` among them. */
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

/** A prototype name as a caller may write it: as is, in capitals, with media type parameters around it. */
const prototypeName = fc
  .tuple(fc.constantFrom(...PROTOTYPE_NAMES), fc.boolean(), fc.constantFrom('', '; charset=utf-8', ' '))
  .map(([name, upper, tail]) => `${upper ? name.toUpperCase() : name}${tail}`);
const exactName = fc.constantFrom(...PROTOTYPE_NAMES);

const jws = signJws(receiptHeader(TEST_KEY), receiptClaims(), TEST_KEY);
const png = new Uint8Array(
  readFileSync(new URL('../../../test-vectors/images/no-manifest.png', import.meta.url)),
);

describe('a prototype name is an unknown name in every table of core', () => {
  it('PROTOTYPE_NAMES holds the names that break a plain lookup', () => {
    expect(PROTOTYPE_NAMES).toEqual(
      expect.arrayContaining(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']),
    );
  });

  it('media types: not supported, however written', async () => {
    const support = await loadMediaSupport();
    fc.assert(
      fc.property(prototypeName, (name) => {
        expect(normalizeMediaType(name)).toBeNull();
        expect(support.normalize(name)).toBeNull();
        expect(readsInSlices(name)).toBe(false);
        expect(signatureFor(name.trim().toLowerCase())).toBeUndefined();
      }),
    );
    await fc.assert(
      fc.asyncProperty(exactName, async (name) => {
        await expect(
          embedLicenseAssertion(png, name, { receipt: jws, verify_url: ISSUER }, {} as never),
        ).rejects.toThrow(`embedLicenseAssertion supports`);
        expect(await verifyContent(png, { issuer: ISSUER, mediaType: name })).toMatchObject({
          valid: false,
          code: 'unsupported_media_type',
        });
      }),
      { numRuns: PROTOTYPE_NAMES.length },
    );
  });

  it('option names: an unknown option, refused with its name (no prototype method runs on it)', async () => {
    await fc.assert(
      fc.asyncProperty(exactName, async (name) => {
        const options = { issuer: ISSUER, jwks: JWKS, mode: 'test', [name]: 1 };
        const verdict = await verifyReceipt(jws, options as never);
        expect(verdict).toMatchObject({ valid: false, code: 'invalid_options' });
        expect(verdict.valid ? '' : verdict.message).toBe(`unknown option ${JSON.stringify(name)}`);
      }),
      { numRuns: PROTOTYPE_NAMES.length },
    );
  });

  it('verdict codes, use statuses, talent IDs and placeholders: unknown, said in words', () => {
    const claims = receiptClaims();
    fc.assert(
      fc.property(exactName, (name) => {
        expect(explainVerdict(name)).toEqual(explainVerdict('a_code_from_a_newer_library'));
        expect(verdictTitle(name)).toBe(en.unknownTitle);
        const words = describeVerdict({ status: 'licensed', checked: 'image', claims, useStatus: name });
        expect(words).toEqual(
          describeVerdict({ status: 'licensed', checked: 'image', claims, useStatus: 'x' }),
        );
        const named = { ...claims, tlp: { ...claims.tlp, talent: [name], talent_names: {} } };
        expect(talentInWords(named as never)).toBe(en.nameNotPublished);
        expect(fill(`{${name}}`, {})).toBe(`{${name}}`);
      }),
    );
  });

  it('a translated catalog: a prototype name among its keys is not in the English catalog', () => {
    fc.assert(
      fc.property(exactName, (name) => {
        const translated = JSON.parse(JSON.stringify(en)) as Record<string, unknown>;
        Object.defineProperty(translated, name, { value: 'x', enumerable: true });
        expect(catalogProblems(en, translated, 'en')).toContain(`${name}: not in the English catalog`);
      }),
    );
  });

  it('a receipt object with a `__proto__` member is compared as the JSON it is', () => {
    const claims = receiptClaims();
    const license = claims.tlp.licenses[0]!;
    // The same number of members as the signed license, `talent` replaced by an empty `__proto__`.
    const object = JSON.parse(
      JSON.stringify({
        licenses: [
          {
            __proto__x: {},
            license: license.license,
            license_revision: license.license_revision,
            terms_digest: license.terms_digest,
          },
        ],
      }).replace('__proto__x', '__proto__'),
    ) as Record<string, unknown>;
    expect(receiptMismatch(object, claims as never)).toBe('licenses');
  });

  it('CBOR maps read as objects: a `__proto__` key is a member, not the object’s prototype', () => {
    const decoded = plainCbor(
      new CborMap([['__proto__', new CborMap([['exclusions', ['from the prototype']]])]]),
    ) as Record<string, unknown>;
    expect(decoded.exclusions).toBeUndefined();
    expect(Object.hasOwn(decoded, '__proto__')).toBe(true);
  });
});
