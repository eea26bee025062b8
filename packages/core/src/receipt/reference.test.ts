import { describe, expect, it } from 'vitest';
import {
  IDS,
  ISSUER,
  JWKS,
  receiptClaims,
  receiptHeader,
  receiptObject,
  TEST_KEY,
} from '../../../../test-vectors/lib/fixtures.js';
import { signJws } from '../../../../test-vectors/lib/jws.js';
import { parseReceiptReference } from './receipt-id.js';
import { verifyReceiptReference } from './reference.js';

const jws = signJws(receiptHeader(TEST_KEY), receiptClaims(), TEST_KEY);
const object = receiptObject(jws);

/** An issuer that serves `routes` (path → [status, body]) and records every URL asked for. */
function issuer(routes: Record<string, [number, unknown]>) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push(url);
    expect(init?.redirect).toBe('manual');
    const [status, body] = routes[new URL(url).pathname] ?? [404, { code: 'resource_not_found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}
const options = (fetch: typeof globalThis.fetch) => ({
  issuer: ISSUER,
  jwks: JWKS,
  mode: 'test' as const,
  fetch,
});

describe('parseReceiptReference', () => {
  it('reads an ID, a receipt page URL and an API URL', () => {
    expect(parseReceiptReference(` ${IDS.receipt}\n`)).toEqual({ id: IDS.receipt });
    expect(parseReceiptReference(`${ISSUER}/r/${IDS.receipt}`)).toEqual({ id: IDS.receipt, origin: ISSUER });
    expect(parseReceiptReference(`${ISSUER}/v1/receipts/${IDS.receipt}/`)).toEqual({
      id: IDS.receipt,
      origin: ISSUER,
    });
  });
  it('refuses what is not one (the spec’s ID form: 26 lowercase Crockford base32 characters)', () => {
    for (const text of [
      'rcpt_123',
      IDS.receipt.toUpperCase(),
      `${IDS.receipt}x`,
      'rcpt_01jb8m2k4x7q9v3n5r6t8w0yia', // i is not in the alphabet
      `${ISSUER}/x/${IDS.receipt}`,
      `${ISSUER}/r/${IDS.receipt}/more`,
      `ftp://licensing.example/r/${IDS.receipt}`,
      IDS.generation,
      '',
    ]) {
      expect(parseReceiptReference(text), text).toBeNull();
    }
  });
});

describe('verifyReceiptReference', () => {
  it('fetches {issuer}/v1/receipts/<id> and verifies the object against its JWS', async () => {
    const i = issuer({ [`/v1/receipts/${IDS.receipt}`]: [200, object] });
    const verdict = await verifyReceiptReference(`${ISSUER}/r/${IDS.receipt}`, options(i.fetch));
    expect(verdict).toMatchObject({ valid: true, kid: TEST_KEY.kid });
    expect(i.asked).toEqual([`${ISSUER}/v1/receipts/${IDS.receipt}`]);
  });

  it('not_found on 404, fetch_failed on another status or a body that is not a JSON object', async () => {
    expect(await verifyReceiptReference(IDS.receipt, options(issuer({}).fetch))).toMatchObject({
      valid: false,
      code: 'not_found',
    });
    for (const route of [
      [500, { code: 'internal_error' }],
      [200, ['an array']],
    ] as Array<[number, unknown]>) {
      const i = issuer({ [`/v1/receipts/${IDS.receipt}`]: route });
      expect(await verifyReceiptReference(IDS.receipt, options(i.fetch))).toMatchObject({
        valid: false,
        code: 'fetch_failed',
      });
    }
  });

  it('receipt_mismatch when the issuer answers another receipt than the one asked for', async () => {
    const other = 'rcpt_01jb8m2k4x7q9v3n5r6t8w0y99';
    const i = issuer({ [`/v1/receipts/${other}`]: [200, object] });
    expect(await verifyReceiptReference(other, options(i.fetch))).toMatchObject({
      valid: false,
      code: 'receipt_mismatch',
    });
  });

  it('a URL on another origin is refused before anything is fetched; bad input is a verdict', async () => {
    const i = issuer({});
    expect(
      await verifyReceiptReference(`https://elsewhere.example/r/${IDS.receipt}`, options(i.fetch)),
    ).toMatchObject({ valid: false, code: 'issuer_mismatch' });
    expect(await verifyReceiptReference('rcpt_short', options(i.fetch))).toMatchObject({ code: 'malformed' });
    expect(
      await verifyReceiptReference(IDS.receipt, { ...options(i.fetch), issuer: 'not a url' }),
    ).toMatchObject({ valid: false, code: 'invalid_options' });
    expect(i.asked).toEqual([]);
  });
});
