/**
 * A verifier given options it cannot honour fails closed: `invalid_options`, never `valid`, never a
 * throw. Each case starts from options under which the input IS valid, so only the bad option differs.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  authorizationClaims,
  ISSUER,
  JWKS,
  NOW,
  NOW_S,
  receiptClaims,
  receiptHeader,
  sessionClaims,
  TEST_KEY,
} from '../../../test-vectors/lib/fixtures.js';
import { signJws } from '../../../test-vectors/lib/jws.js';
import { verifyContent } from './content/index.js';
import { verifyReceiptReference } from './receipt/reference.js';
import { verifyReceipt } from './receipt/verify.js';
import { verifyAuthorization } from './tokens/authorization.js';
import { verifySessionToken } from './tokens/session.js';
import { verifyWebhook } from './webhook/verify.js';

const good = { issuer: ISSUER, jwks: JWKS, mode: 'test' as const, now: NOW };
const receipt = signJws(receiptHeader(TEST_KEY), receiptClaims(), TEST_KEY);
const auth = signJws(
  { alg: 'ES256', typ: 'tlp-auth+jwt', kid: TEST_KEY.kid },
  authorizationClaims(),
  TEST_KEY,
);
const session = signJws(
  { alg: 'ES256', typ: 'tlp-session+jwt', kid: TEST_KEY.kid },
  sessionClaims(),
  TEST_KEY,
);

/** Options that must be refused, whatever the verifier: each is `good` with one thing wrong. */
const BAD: Array<[string, Record<string, unknown>]> = [
  ...['Live', 'LIVE', 'production', '', 0, null, true, ['test']].map(
    (mode): [string, Record<string, unknown>] => [`mode ${JSON.stringify(mode)}`, { ...good, mode }],
  ),
  ['now: an invalid Date', { ...good, now: new Date('x') }],
  ['now: a number', { ...good, now: NOW.getTime() }],
  ['now: a string', { ...good, now: NOW.toISOString() }],
  ['a misspelt option', { ...good, mdoe: 'live' }],
  ['issuer missing', { jwks: JWKS, mode: 'test', now: NOW }],
  ['issuer not a URL', { ...good, issuer: 'licensing.example' }],
  ['issuer not http(s)', { ...good, issuer: 'ftp://licensing.example' }],
  ['issuer with a query', { ...good, issuer: `${ISSUER}?x=1` }],
  ['jwks without keys', { ...good, jwks: {} }],
  ['keys not a resolver', { ...good, keys: {} }],
  ['fetch not a function', { ...good, fetch: 'https://x' }],
  ['trustAnchors not a list of strings', { ...good, trustAnchors: [1] }],
];

type Verifier = (options: Record<string, unknown>) => Promise<{ valid: boolean; code?: string }>;
const VERIFIERS: Array<[string, Verifier]> = [
  ['verifyReceipt', (o) => verifyReceipt(receipt, o as never)],
  ['verifyAuthorization', (o) => verifyAuthorization(auth, o as never)],
  ['verifySessionToken', (o) => verifySessionToken(session, o as never)],
  [
    'verifyContent',
    (o) =>
      verifyContent(
        new Uint8Array(readFileSync(new URL('../../../test-vectors/images/licensed.png', import.meta.url))),
        o as never,
      ),
  ],
];

describe('invalid options fail closed', () => {
  it.each(VERIFIERS)('%s is valid under the good options', async (_name, verify) => {
    expect((await verify(good)).valid).toBe(true);
  });

  for (const [name, verify] of VERIFIERS) {
    it.each(BAD)(`${name}: %s is invalid_options`, async (_case, options) => {
      await expect(verify(options)).resolves.toMatchObject({ valid: false, code: 'invalid_options' });
    });
  }

  it('options that are not an object are invalid_options', async () => {
    for (const options of [undefined, null, 'https://licensing.example', 42]) {
      expect(await verifyReceipt(receipt, options as never)).toMatchObject({ code: 'invalid_options' });
    }
  });

  it('the verifiers own options are checked too: audience, execution, session', async () => {
    expect(await verifyAuthorization(auth, { ...good, audince: 'acct_x' } as never)).toMatchObject({
      code: 'invalid_options',
    });
    expect(await verifyAuthorization(auth, { ...good, audience: 7 } as never)).toMatchObject({
      code: 'invalid_options',
    });
    expect(
      await verifyAuthorization(auth, { ...good, execution: { provider: 'acme' } } as never),
    ).toMatchObject({ code: 'invalid_options' });
    expect(await verifySessionToken(session, { ...good, session: 1 } as never)).toMatchObject({
      code: 'invalid_options',
    });
    expect(await verifyContent(new Uint8Array(8), { ...good, mediaType: 5 } as never)).toMatchObject({
      code: 'invalid_options',
    });
  });

  it('verifyReceiptReference refuses bad options before fetching anything', async () => {
    let fetched = 0;
    const fetch = (async () => {
      fetched++;
      return new Response('{}');
    }) as typeof globalThis.fetch;
    for (const [, options] of BAD) {
      const verdict = await verifyReceiptReference('rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a', {
        fetch,
        ...options,
      } as never);
      expect(verdict).toMatchObject({ valid: false, code: 'invalid_options', object: null });
    }
    expect(fetched).toBe(0);
  });

  it('verifyWebhook: an invalid now, a negative tolerance or an unknown option is invalid_options', async () => {
    const secret = `whsec_${Buffer.from('k'.repeat(24)).toString('base64')}`;
    const body = '{"id":"evt_1"}';
    const ts = String(NOW_S);
    const sig = createHmac('sha256', 'k'.repeat(24)).update(`evt_1.${ts}.${body}`).digest('base64');
    const headers = { 'webhook-id': 'evt_1', 'webhook-timestamp': ts, 'webhook-signature': `v1,${sig}` };
    expect((await verifyWebhook(body, headers, secret, { now: NOW })).valid).toBe(true);
    for (const options of [
      { now: new Date('x') },
      { now: NOW, toleranceSeconds: -1 },
      { now: NOW, toleranceSeconds: Number.NaN },
      { now: NOW, tolerance: 10 },
      null,
    ]) {
      expect(await verifyWebhook(body, headers, secret, options as never)).toMatchObject({
        valid: false,
        code: 'invalid_options',
      });
    }
  });
});
