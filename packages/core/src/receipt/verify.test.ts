import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  fakeIssuer,
  IDS,
  ISSUER,
  JWKS,
  LIVE_KEY,
  receiptClaims,
  receiptHeader,
  receiptObject,
  STRAY_KEY,
  TEST_KEY,
} from '../../../../test-vectors/lib/fixtures.js';
import { rawJws, signJws, testKey } from '../../../../test-vectors/lib/jws.js';
import { base64urlEncode } from '../lib/base64-encode.js';
import { utf8 } from '../lib/base64url.js';
import { setPlatform } from '../platform/current.js';
import { nodePlatform } from '../platform/node.js';
import { webCryptoPlatform } from '../platform/webcrypto.js';
import { verifyReceipt } from './verify.js';

const valid = signJws(receiptHeader(TEST_KEY), receiptClaims(), TEST_KEY);
const test = { issuer: ISSUER, jwks: JWKS, mode: 'test' as const };

describe.each([
  ['WebCrypto', webCryptoPlatform],
  ['node:crypto', nodePlatform],
])('verifyReceipt on %s', (_name, platform) => {
  it('accepts a valid test receipt in test and any mode', async () => {
    setPlatform(platform);
    const verdict = await verifyReceipt(valid, test);
    expect(verdict).toMatchObject({ valid: true, kid: TEST_KEY.kid, livemode: false });
    if (verdict.valid) expect(verdict.claims.tlp.talent).toEqual([IDS.talent]);
    expect((await verifyReceipt(valid, { ...test, mode: 'any' })).valid).toBe(true);
  });

  it('accepts a valid live receipt in live mode (the default)', async () => {
    setPlatform(platform);
    const live = signJws(receiptHeader(LIVE_KEY), receiptClaims({ livemode: true }), LIVE_KEY);
    expect(await verifyReceipt(live, { issuer: ISSUER, jwks: JWKS })).toMatchObject({
      valid: true,
      livemode: true,
    });
  });

  it('rejects a flipped signature bit and a tampered payload', async () => {
    setPlatform(platform);
    const [h, p, s] = valid.split('.') as [string, string, string];
    const sig = Buffer.from(s, 'base64url');
    sig[10] = (sig[10] as number) ^ 1;
    expect(await verifyReceipt(`${h}.${p}.${base64urlEncode(sig)}`, test)).toMatchObject({
      code: 'signature_invalid',
    });
    const claims = receiptClaims();
    claims.tlp.decision = 'deny';
    const forged = `${h}.${base64urlEncode(utf8(JSON.stringify(claims)))}.${s}`;
    expect(await verifyReceipt(forged, test)).toMatchObject({ code: 'signature_invalid' });
  });
});

describe('verifyReceipt verdict codes', () => {
  it.each([
    ['a number', 42],
    ['null', null],
    ['two parts', 'a.b'],
    ['non-base64url header', '%%%.e30.AA'],
    ['header not JSON', `${base64urlEncode(utf8('nope'))}.e30.AA`],
  ])('malformed: %s', async (_what, input) => {
    expect(await verifyReceipt(input as string, test)).toMatchObject({ valid: false, code: 'malformed' });
  });

  it('malformed: a correctly signed receipt over 65,536 characters; valid at the limit', async () => {
    const padded = (pad: number) => {
      const claims = receiptClaims() as ReturnType<typeof receiptClaims> & { pad?: string };
      claims.pad = 'p'.repeat(pad);
      return signJws(receiptHeader(TEST_KEY), claims, TEST_KEY);
    };
    const base = padded(0).length;
    // base64url grows 4 characters per 3 bytes: find the padding that lands exactly on the limit.
    let pad = Math.floor(((65_536 - base) * 3) / 4);
    while (padded(pad + 1).length <= 65_536) pad++;
    while (padded(pad).length > 65_536) pad--;
    expect(padded(pad).length).toBeLessThanOrEqual(65_536);
    expect(await verifyReceipt(padded(pad), test)).toMatchObject({ valid: true });
    const over = padded(pad + 3);
    expect(over.length).toBeGreaterThan(65_536);
    expect(await verifyReceipt(over, test)).toMatchObject({
      valid: false,
      code: 'malformed',
      message: 'a compact JWS is at most 65536 characters',
    });
  });

  it('alg_not_allowed for none, HS256 (public key as secret), ES384 and RS256', async () => {
    for (const alg of ['none', 'HS256', 'ES384', 'RS256']) {
      const jws = rawJws(
        { alg, typ: 'tlp-receipt+jwt', kid: TEST_KEY.kid },
        receiptClaims(),
        new Uint8Array(64),
      );
      expect(await verifyReceipt(jws, test)).toMatchObject({ code: 'alg_not_allowed' });
    }
  });

  it('typ_mismatch when typ is absent or another token type', async () => {
    const noTyp = signJws({ alg: 'ES256', kid: TEST_KEY.kid }, receiptClaims(), TEST_KEY);
    const auth = signJws({ alg: 'ES256', typ: 'tlp-auth+jwt', kid: TEST_KEY.kid }, receiptClaims(), TEST_KEY);
    expect(await verifyReceipt(noTyp, test)).toMatchObject({ code: 'typ_mismatch' });
    expect(await verifyReceipt(auth, test)).toMatchObject({ code: 'typ_mismatch' });
  });

  it('kid_unknown for a key the JWKS lacks', async () => {
    const jws = signJws(receiptHeader(STRAY_KEY), receiptClaims(), STRAY_KEY);
    expect(await verifyReceipt(jws, test)).toMatchObject({ code: 'kid_unknown' });
  });

  it('signature_invalid for a DER-encoded ES256 signature', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pub = privateKey.export({ format: 'jwk' });
    const kid = 'rfl-test-der';
    const jwks = { keys: [{ kty: 'EC', crv: 'P-256', kid, x: pub.x, y: pub.y, alg: 'ES256', use: 'sig' }] };
    const h = base64urlEncode(utf8(JSON.stringify({ alg: 'ES256', typ: 'tlp-receipt+jwt', kid })));
    const p = base64urlEncode(utf8(JSON.stringify(receiptClaims())));
    const der = createSign('sha256').update(`${h}.${p}`).sign(privateKey); // DER, 70-72 bytes
    const verdict = await verifyReceipt(`${h}.${p}.${base64urlEncode(der)}`, { ...test, jwks });
    expect(verdict).toMatchObject({ code: 'signature_invalid' });
    const p1363 = createSign('sha256')
      .update(`${h}.${p}`)
      .sign({ key: privateKey, dsaEncoding: 'ieee-p1363' });
    expect((await verifyReceipt(`${h}.${p}.${base64urlEncode(p1363)}`, { ...test, jwks })).valid).toBe(true);
  });

  it('issuer_mismatch and version_unsupported', async () => {
    const other = { ...receiptClaims(), iss: 'https://evil.example' };
    expect(await verifyReceipt(signJws(receiptHeader(TEST_KEY), other, TEST_KEY), test)).toMatchObject({
      code: 'issuer_mismatch',
    });
    const v2 = receiptClaims();
    v2.tlp.ver = '2.0';
    expect(await verifyReceipt(signJws(receiptHeader(TEST_KEY), v2, TEST_KEY), test)).toMatchObject({
      code: 'version_unsupported',
    });
  });

  it('test_key_in_live_mode for a test kid, or live claims saying livemode false', async () => {
    expect(await verifyReceipt(valid, { issuer: ISSUER, jwks: JWKS })).toMatchObject({
      code: 'test_key_in_live_mode',
    });
    const lying = signJws(receiptHeader(LIVE_KEY), receiptClaims({ livemode: false }), LIVE_KEY);
    expect(await verifyReceipt(lying, { issuer: ISSUER, jwks: JWKS })).toMatchObject({
      code: 'test_key_in_live_mode',
    });
  });

  it('keys_unavailable when discovery cannot be fetched', async () => {
    const issuer = fakeIssuer();
    issuer.state.fail = 503;
    const verdict = await verifyReceipt(valid, { issuer: ISSUER, mode: 'test', fetch: issuer.fetch });
    expect(verdict).toMatchObject({ code: 'keys_unavailable' });
  });

  it('fetches discovery then the JWKS when no keys are given', async () => {
    const issuer = fakeIssuer();
    expect(
      (await verifyReceipt(valid, { issuer: `${ISSUER}/`, mode: 'test', fetch: issuer.fetch })).valid,
    ).toBe(true);
    expect(issuer.state.requests).toEqual([
      `${ISSUER}/.well-known/talent-license`,
      `${ISSUER}/.well-known/jwks.json`,
    ]);
  });

  it('receipt_mismatch when a receipt object disagrees with its JWS; valid when it agrees', async () => {
    const object = receiptObject(valid);
    expect((await verifyReceipt(object, test)).valid).toBe(true);
    for (const change of [
      { decision: 'deny' },
      { talent: [] },
      { id: 'rcpt_x' },
      { issued_at: '2020-01-01T00:00:00Z' },
    ]) {
      expect(await verifyReceipt({ ...object, ...change }, test)).toMatchObject({ code: 'receipt_mismatch' });
    }
    expect(await verifyReceipt({ id: IDS.receipt }, test)).toMatchObject({ code: 'malformed' });
  });

  it('a key with a bad point is kid_unknown, not a crash', async () => {
    const bad = testKey('rfl-test-bad');
    const jwks = { keys: [{ ...bad.jwk, x: TEST_KEY.jwk.x }] }; // (x, y) not on the curve
    const jws = signJws(receiptHeader(bad), receiptClaims(), bad);
    expect(await verifyReceipt(jws, { ...test, jwks })).toMatchObject({ valid: false, code: 'kid_unknown' });
  });
});

describe('verifyReceipt never throws', () => {
  it('returns a failure verdict for arbitrary input', async () => {
    const fc = (await import('fast-check')).default;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.string(),
          fc.tuple(fc.json(), fc.json(), fc.base64String()).map(([h, p, s]) => {
            const enc = (t: string) => Buffer.from(t).toString('base64url');
            return `${enc(h)}.${enc(p)}.${s.replace(/=/g, '')}`;
          }),
        ),
        async (input) => {
          const verdict = await verifyReceipt(input as string, test);
          expect(verdict.valid).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('one receipt, one spelling', () => {
  // Found by parsers-fuzz.test.ts: the signature's last base64url character carries 2 unused bits, and a
  // character differing only in them decoded to the same signature, so the changed receipt verified.
  it('a signature whose last character differs only in its unused bits is not valid', async () => {
    const { readFileSync } = await import('node:fs');
    const root = new URL('../../../../test-vectors/', import.meta.url);
    const jwks = JSON.parse(readFileSync(new URL('keys/jwks.json', root), 'utf8'));
    for (const name of ['valid-test.jws', 'valid-live.jws']) {
      const jws = readFileSync(new URL(`receipts/${name}`, root), 'utf8').trim();
      const options = { issuer: 'https://licensing.example', jwks, mode: 'any' as const };
      expect((await verifyReceipt(jws, options)).valid, name).toBe(true);
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const last = alphabet.indexOf(jws.at(-1)!);
      for (let low = 1; low < 4; low++) {
        const changed = jws.slice(0, -1) + alphabet[(last & ~3) | low];
        const verdict = await verifyReceipt(changed, options);
        expect(verdict, `${name}, last character ${changed.at(-1)}`).toMatchObject({ valid: false });
      }
    }
  });
});
