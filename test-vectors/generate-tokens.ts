/**
 * Receipt, authorization-token, session-token and webhook vectors: one valid of each and one for
 * every way the verdict table says they can be wrong.
 */
import { createHmac } from 'node:crypto';
import { p256, p384 } from '@noble/curves/nist.js';
import { base64urlEncode } from '../packages/core/src/lib/base64-encode.js';
import { utf8 } from '../packages/core/src/lib/base64url.js';
import {
  authorizationClaims,
  IDS,
  ISSUER,
  LIVE_KEY,
  NOW,
  NOW_S,
  receiptClaims,
  receiptHeader,
  receiptObject,
  STRAY_KEY,
  sessionClaims,
  TEST_KEY,
} from './lib/fixtures.js';
import { rawJws, signJws } from './lib/jws.js';
import type { Vector } from './lib/manifest.js';

export interface OutFile {
  path: string;
  data: string | Uint8Array;
}

const b64 = (v: unknown) => base64urlEncode(utf8(JSON.stringify(v)));
const now = NOW.toISOString();

export function tokenVectors(): { files: OutFile[]; vectors: Vector[] } {
  const files: OutFile[] = [];
  const vectors: Vector[] = [];
  const add = (
    path: string,
    data: string,
    kind: Vector['kind'],
    description: string,
    expected: Vector['expected'],
    options: Vector['options'] = { mode: 'test' },
  ) => {
    files.push({ path, data: `${data}\n` });
    vectors.push({ file: path, kind, description, options, expected });
  };
  const ok = { valid: true } as const;
  const bad = (code: string) => ({ valid: false, code }) as const;

  // Receipts.
  const valid = signJws(receiptHeader(TEST_KEY), receiptClaims(), TEST_KEY);
  const [h, p, s] = valid.split('.') as [string, string, string];
  add('receipts/valid-test.jws', valid, 'receipt', 'a valid test-mode receipt', ok);
  add(
    'receipts/valid-test.jws',
    valid,
    'receipt',
    'the same receipt verified in live mode',
    bad('test_key_in_live_mode'),
    {
      mode: 'live',
    },
  );
  add(
    'receipts/valid-test.jws',
    valid,
    'receipt',
    "the same receipt verified with mode 'Live', which is no mode (a verifier must not guess)",
    bad('invalid_options'),
    { mode: 'Live' },
  );
  add(
    'receipts/crit-header.jws',
    signJws({ ...receiptHeader(TEST_KEY), crit: ['tlp-ext'], 'tlp-ext': true }, receiptClaims(), TEST_KEY),
    'receipt',
    'a header with crit: an extension this verifier does not understand (RFC 7515 §4.1.11)',
    bad('malformed'),
  );
  add(
    'receipts/valid-live.jws',
    signJws(receiptHeader(LIVE_KEY), receiptClaims({ livemode: true }), LIVE_KEY),
    'receipt',
    'a valid live receipt',
    ok,
    { mode: 'live' },
  );
  add(
    'receipts/live-claims-test-false.jws',
    signJws(receiptHeader(LIVE_KEY), receiptClaims({ livemode: false }), LIVE_KEY),
    'receipt',
    'live key, claims saying livemode false',
    bad('test_key_in_live_mode'),
    { mode: 'live' },
  );
  add(
    'receipts/alg-none.jws',
    `${b64({ alg: 'none', typ: 'tlp-receipt+jwt', kid: TEST_KEY.kid })}.${p}.`,
    'receipt',
    'alg none, empty signature',
    bad('alg_not_allowed'),
  );
  const hsHeader = `${b64({ alg: 'HS256', typ: 'tlp-receipt+jwt', kid: TEST_KEY.kid })}.${p}`;
  const hsSig = createHmac('sha256', JSON.stringify(TEST_KEY.jwk)).update(hsHeader).digest('base64url');
  add(
    'receipts/hs256-public-key.jws',
    `${hsHeader}.${hsSig}`,
    'receipt',
    'HS256 keyed with the public JWK',
    bad('alg_not_allowed'),
  );
  const es384Key = p384.utils.randomSecretKey(new Uint8Array(72).fill(7));
  const es384Input = `${b64({ alg: 'ES384', typ: 'tlp-receipt+jwt', kid: TEST_KEY.kid })}.${p}`;
  add(
    'receipts/es384.jws',
    `${es384Input}.${base64urlEncode(p384.sign(utf8(es384Input), es384Key))}`,
    'receipt',
    'ES384 signature',
    bad('alg_not_allowed'),
  );
  add(
    'receipts/typ-missing.jws',
    signJws({ alg: 'ES256', kid: TEST_KEY.kid }, receiptClaims(), TEST_KEY),
    'receipt',
    'no typ',
    bad('typ_mismatch'),
  );
  add(
    'receipts/typ-wrong.jws',
    signJws({ alg: 'ES256', typ: 'JWT', kid: TEST_KEY.kid }, receiptClaims(), TEST_KEY),
    'receipt',
    'typ JWT',
    bad('typ_mismatch'),
  );
  const tampered = receiptClaims();
  tampered.tlp.decision = 'deny';
  add(
    'receipts/tampered-payload.jws',
    `${h}.${b64(tampered)}.${s}`,
    'receipt',
    'payload changed after signing',
    bad('signature_invalid'),
  );
  const sig = Buffer.from(s, 'base64url');
  sig[0] = (sig[0] as number) ^ 0x01;
  add(
    'receipts/tampered-signature.jws',
    `${h}.${p}.${sig.toString('base64url')}`,
    'receipt',
    'one signature bit flipped',
    bad('signature_invalid'),
  );
  const der = p256.sign(utf8(`${h}.${p}`), TEST_KEY.secretKey, { format: 'der' });
  add(
    'receipts/der-signature.jws',
    `${h}.${p}.${base64urlEncode(der)}`,
    'receipt',
    'DER-encoded ES256 signature',
    bad('signature_invalid'),
  );
  add(
    'receipts/unknown-kid.jws',
    signJws(receiptHeader(STRAY_KEY), receiptClaims(), STRAY_KEY),
    'receipt',
    'kid not in the JWKS',
    bad('kid_unknown'),
  );
  add(
    'receipts/wrong-issuer.jws',
    signJws(receiptHeader(TEST_KEY), { ...receiptClaims(), iss: 'https://other.example' }, TEST_KEY),
    'receipt',
    'iss of another service',
    bad('issuer_mismatch'),
  );
  const v2 = receiptClaims();
  v2.tlp.ver = '2.0';
  add(
    'receipts/wrong-version.jws',
    signJws(receiptHeader(TEST_KEY), v2, TEST_KEY),
    'receipt',
    'tlp.ver 2.0',
    bad('version_unsupported'),
  );
  add('receipts/malformed-two-parts.jws', `${h}.${p}`, 'receipt', 'two parts', bad('malformed'));
  add(
    'receipts/malformed-header.jws',
    `${base64urlEncode(utf8('{"alg":'))}.${p}.${s}`,
    'receipt',
    'header not JSON',
    bad('malformed'),
  );
  add(
    'receipts/malformed-payload.jws',
    `${h}.${base64urlEncode(utf8('[1,2'))}.${s}`,
    'receipt',
    'payload not JSON',
    bad('malformed'),
  );
  add(
    'receipts/payload-array.jws',
    rawJws(receiptHeader(TEST_KEY), [1, 2], new Uint8Array(64)),
    'receipt',
    'payload a JSON array',
    bad('malformed'),
  );

  const object = receiptObject(valid);
  add(
    'receipts/object-valid.json',
    JSON.stringify(object, null, 2),
    'receipt_object',
    'a receipt object agreeing with its JWS',
    ok,
  );
  add(
    'receipts/object-mismatch.json',
    JSON.stringify({ ...object, decision: 'deny' }, null, 2),
    'receipt_object',
    'a receipt object whose decision differs from its JWS',
    bad('receipt_mismatch'),
  );

  // Authorization tokens.
  const authHeader = { alg: 'ES256', typ: 'tlp-auth+jwt', kid: TEST_KEY.kid };
  const authOpts = {
    mode: 'test' as const,
    now,
    audience: IDS.account,
    execution: { provider: 'acme', model: 'imagegen-2' },
  };
  add(
    'tokens/authorization-valid.jws',
    signJws(authHeader, authorizationClaims(), TEST_KEY),
    'authorization',
    'valid',
    ok,
    authOpts,
  );
  add(
    'tokens/authorization-expired.jws',
    signJws(authHeader, authorizationClaims(NOW_S - 61), TEST_KEY),
    'authorization',
    'exp 61 s ago',
    bad('expired'),
    authOpts,
  );
  add(
    'tokens/authorization-valid.jws',
    signJws(authHeader, authorizationClaims(), TEST_KEY),
    'authorization',
    'for another licensee',
    bad('audience_mismatch'),
    { ...authOpts, audience: 'acct_01jb8m2k4x7q9v3n5r6t8w0y3z' },
  );
  add(
    'tokens/authorization-valid.jws',
    signJws(authHeader, authorizationClaims(), TEST_KEY),
    'authorization',
    'for another model',
    bad('execution_mismatch'),
    { ...authOpts, execution: { provider: 'acme', model: 'other' } },
  );
  add(
    'tokens/authorization-future.jws',
    signJws(authHeader, { ...authorizationClaims(NOW_S + 7200), iat: NOW_S + 120 }, TEST_KEY),
    'authorization',
    'issued two minutes in the future (past the 60 s leeway)',
    bad('not_yet_valid'),
    authOpts,
  );
  add(
    'tokens/authorization-as-receipt.jws',
    signJws(receiptHeader(TEST_KEY), authorizationClaims(), TEST_KEY),
    'authorization',
    'a receipt typ where an authorization is expected',
    bad('typ_mismatch'),
    authOpts,
  );
  add(
    'tokens/authorization-no-execution.jws',
    signJws(authHeader, { ...authorizationClaims(), tlp: { ver: '1.0', max_generations: 1 } }, TEST_KEY),
    'authorization',
    'no tlp.execution',
    bad('claims_invalid'),
    authOpts,
  );

  // Session tokens.
  const sesHeader = { alg: 'ES256', typ: 'tlp-session+jwt', kid: TEST_KEY.kid };
  const sesOpts = { mode: 'test' as const, now, session: IDS.session };
  add(
    'tokens/session-valid.jws',
    signJws(sesHeader, sessionClaims(), TEST_KEY),
    'session',
    'valid',
    ok,
    sesOpts,
  );
  add(
    'tokens/session-expired.jws',
    signJws(sesHeader, sessionClaims(NOW_S - 361), TEST_KEY),
    'session',
    'exp 61 s ago',
    bad('expired'),
    sesOpts,
  );
  add(
    'tokens/session-valid.jws',
    signJws(sesHeader, sessionClaims(), TEST_KEY),
    'session',
    'for another session',
    bad('session_mismatch'),
    {
      ...sesOpts,
      session: 'ses_01jb8m2k4x7q9v3n5r6t8w0y3z',
    },
  );
  const c = sessionClaims();
  add(
    'tokens/session-with-execution.jws',
    signJws(sesHeader, { ...c, tlp: { ...c.tlp, execution: { provider: 'acme', model: 'x' } } }, TEST_KEY),
    'session',
    'carries tlp.execution',
    bad('claims_invalid'),
    sesOpts,
  );
  add(
    'tokens/session-long-lived.jws',
    signJws(sesHeader, { ...c, exp: c.iat + 3600 }, TEST_KEY),
    'session',
    'lives an hour',
    bad('claims_invalid'),
    sesOpts,
  );

  // Webhooks: body, headers and secret in one JSON file.
  const secretBytes = Buffer.from(utf8('tlp test webhook secret, 32 b!!!'));
  const secret = `whsec_${secretBytes.toString('base64')}`;
  const body = JSON.stringify({
    id: 'evt_01jb8m2k4x7q9v3n5r6t8w0y2m',
    object: 'event',
    type: 'check.resolved',
    livemode: false,
  });
  const hook = (
    name: string,
    description: string,
    expected: Vector['expected'],
    change: (w: Record<string, unknown>) => void,
  ) => {
    const ts = String(NOW_S);
    const signature = `v1,${createHmac('sha256', secretBytes).update(`evt_01jb8m2k4x7q9v3n5r6t8w0y2m.${ts}.${body}`).digest('base64')}`;
    const w: Record<string, unknown> = {
      body,
      secret,
      headers: {
        'webhook-id': 'evt_01jb8m2k4x7q9v3n5r6t8w0y2m',
        'webhook-timestamp': ts,
        'webhook-signature': signature,
      },
    };
    change(w);
    add(`webhooks/${name}.json`, JSON.stringify(w, null, 2), 'webhook', description, expected, { now });
  };
  hook('valid', 'a signed delivery', ok, () => {});
  hook('rotated', 'signed by the old secret, both secrets given', ok, (w) => {
    w.secret = [`whsec_${Buffer.from(utf8('the new secret of the rotation..')).toString('base64')}`, secret];
  });
  hook('tampered-body', 'body changed after signing', bad('signature_invalid'), (w) => {
    w.body = (w.body as string).replace('check.resolved', 'check.created');
  });
  hook('stale', 'timestamp six minutes old', bad('timestamp_out_of_tolerance'), (w) => {
    const headers = w.headers as Record<string, string>;
    const ts = String(NOW_S - 360);
    headers['webhook-timestamp'] = ts;
    headers['webhook-signature'] =
      `v1,${createHmac('sha256', secretBytes).update(`evt_01jb8m2k4x7q9v3n5r6t8w0y2m.${ts}.${body}`).digest('base64')}`;
  });
  hook('body-not-json', 'a correctly signed body that is not JSON', bad('malformed'), (w) => {
    const ts = (w.headers as Record<string, string>)['webhook-timestamp'];
    w.body = 'not json';
    (w.headers as Record<string, string>)['webhook-signature'] =
      `v1,${createHmac('sha256', secretBytes).update(`evt_01jb8m2k4x7q9v3n5r6t8w0y2m.${ts}.not json`).digest('base64')}`;
  });
  hook('no-signature', 'no webhook-signature header', bad('headers_missing'), (w) => {
    delete (w.headers as Record<string, string>)['webhook-signature'];
  });
  return { files, vectors };
}

export { ISSUER };
