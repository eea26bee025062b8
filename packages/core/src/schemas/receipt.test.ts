import { describe, expect, it } from 'vitest';
import { receipt, receiptClaims, receiptJwsHeader } from './receipt.js';

const ident = <P extends string>(prefix: P, n = 0) =>
  `${prefix}_01jb8x5k7m9n2p3q4r6s8t0v${String(n).padStart(2, '0')}` as const;
const digestOf = (c: string) => `sha256:${c.repeat(64)}`;
const jws = 'eyJhbGciOiJFUzI1NiIsInR5cCI6InRscC1yZWNlaXB0K2p3dCJ9.eyJqdGkiOiJyY3B0In0.c2lnbmF0dXJl';

const licenses = [
  {
    talent: ident('tal', 1),
    license: ident('lic', 1),
    license_revision: ident('lrv', 1),
    terms_digest: digestOf('a'),
  },
];

const object = {
  id: ident('rcpt', 1),
  object: 'receipt',
  livemode: false,
  kind: 'generation',
  subject: ident('gen', 1),
  decision: 'allow',
  assurance: 'observed',
  talent: [ident('tal', 1)],
  licenses,
  request_digest: digestOf('b'),
  jws,
  use_status: 'permitted',
  issued_at: '2026-10-18T12:01:02Z',
};

const claims = {
  iss: 'http://localhost:8787',
  jti: ident('rcpt', 1),
  sub: ident('gen', 1),
  iat: 1792324862,
  tlp: {
    ver: '1.0',
    kind: 'generation',
    decision: 'allow',
    assurance: 'observed',
    livemode: false,
    talent: [ident('tal', 1)],
    licenses,
    request_digest: digestOf('b'),
    artifact: { sha256: 'c'.repeat(64), media_type: 'image/png' },
    c2pa_signer: 'd'.repeat(64),
  },
};

describe('receipt', () => {
  it('accepts a generation receipt and a check receipt', () => {
    expect(receipt.parse(object)).toEqual(object);
    expect(
      receipt.safeParse({ ...object, kind: 'check', subject: ident('chk', 1), assurance: null }).success,
    ).toBe(true);
  });

  it('rejects a non-JWS, an unknown decision, a bad subject and a missing licenses list', () => {
    expect(receipt.safeParse({ ...object, jws: 'not a jws' }).success).toBe(false);
    expect(receipt.safeParse({ ...object, decision: 'permit' }).success).toBe(false);
    expect(receipt.safeParse({ ...object, subject: 'gen-123' }).success).toBe(false);
    const { licenses: _l, ...rest } = object;
    expect(receipt.safeParse(rest).success).toBe(false);
  });
});

describe('receiptJwsHeader', () => {
  it('accepts ES256 tlp-receipt+jwt with a kid', () => {
    expect(
      receiptJwsHeader.safeParse({ alg: 'ES256', typ: 'tlp-receipt+jwt', kid: 'rfl-test-1a2b' }).success,
    ).toBe(true);
  });
  it('rejects another alg, another typ or no kid', () => {
    expect(receiptJwsHeader.safeParse({ alg: 'none', typ: 'tlp-receipt+jwt', kid: 'k' }).success).toBe(false);
    expect(receiptJwsHeader.safeParse({ alg: 'HS256', typ: 'tlp-receipt+jwt', kid: 'k' }).success).toBe(
      false,
    );
    expect(receiptJwsHeader.safeParse({ alg: 'ES256', typ: 'tlp-auth+jwt', kid: 'k' }).success).toBe(false);
    expect(receiptJwsHeader.safeParse({ alg: 'ES256', typ: 'JWT', kid: 'k' }).success).toBe(false);
    expect(receiptJwsHeader.safeParse({ alg: 'ES256', typ: 'tlp-receipt+jwt' }).success).toBe(false);
  });
});

describe('receiptClaims', () => {
  it('accepts claims nested under one tlp object', () => {
    expect(receiptClaims.parse(claims)).toEqual(claims);
  });

  it('accepts the use the check allowed (tlp.use), and refuses one without its territories', () => {
    const use = {
      modality: 'video',
      kind: 'depiction',
      purpose: 'advertising',
      commercial: true,
      channels: ['web'],
      territories: ['US'],
    };
    expect(receiptClaims.safeParse({ ...claims, tlp: { ...claims.tlp, use } }).success).toBe(true);
    const { territories: _t, ...partial } = use;
    expect(receiptClaims.safeParse({ ...claims, tlp: { ...claims.tlp, use: partial } }).success).toBe(false);
  });

  it('accepts a check receipt without artifact and c2pa_signer', () => {
    const { artifact: _a, c2pa_signer: _c, ...tlp } = claims.tlp;
    expect(
      receiptClaims.safeParse({ ...claims, sub: ident('chk', 1), tlp: { ...tlp, kind: 'check' } }).success,
    ).toBe(true);
  });

  it('rejects flat tlp.* claims', () => {
    const { tlp, ...rest } = claims;
    const flat = { ...rest, ...Object.fromEntries(Object.entries(tlp).map(([k, v]) => [`tlp.${k}`, v])) };
    expect(receiptClaims.safeParse(flat).success).toBe(false);
  });

  it('rejects another protocol version, a jti of another kind and an ISO iat', () => {
    expect(receiptClaims.safeParse({ ...claims, tlp: { ...claims.tlp, ver: '2.0' } }).success).toBe(false);
    expect(receiptClaims.safeParse({ ...claims, jti: ident('gen', 1) }).success).toBe(false);
    expect(receiptClaims.safeParse({ ...claims, iat: '2026-10-18T12:01:02Z' }).success).toBe(false);
    expect(receiptClaims.safeParse({ ...claims, tlp: { ...claims.tlp, livemode: 'false' } }).success).toBe(
      false,
    );
  });
});
