import { describe, expect, it } from 'vitest';
import { verification, verificationCreateRequest } from './verification.js';

const ident = <P extends string>(prefix: P, n = 0) =>
  `${prefix}_01jb8x5k7m9n2p3q4r6s8t0v${String(n).padStart(2, '0')}` as const;
const hex = '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae';
const jws = 'eyJhbGciOiJFUzI1NiIsInR5cCI6InRscC1yZWNlaXB0K2p3dCJ9.eyJqdGkiOiJyY3B0In0.c2lnbmF0dXJl';

const receipt = {
  id: ident('rcpt', 1),
  object: 'receipt',
  livemode: false,
  kind: 'generation',
  subject: ident('gen', 1),
  decision: 'allow',
  assurance: 'observed',
  talent: [ident('tal', 1)],
  licenses: [
    {
      talent: ident('tal', 1),
      license: ident('lic', 1),
      license_revision: ident('lrv', 1),
      terms_digest: `sha256:${hex}`,
    },
  ],
  request_digest: `sha256:${hex}`,
  jws,
  use_status: 'permitted',
  issued_at: '2026-10-18T12:01:02Z',
};

describe('verificationCreateRequest', () => {
  it('accepts a receipt ID, a receipt JWS or a sha256 digest', () => {
    expect(verificationCreateRequest.parse({ receipt: ident('rcpt', 1) })).toEqual({
      receipt: ident('rcpt', 1),
    });
    expect(verificationCreateRequest.safeParse({ receipt: jws }).success).toBe(true);
    expect(verificationCreateRequest.parse({ sha256: hex })).toEqual({ sha256: hex });
  });

  it('rejects both receipt and sha256', () => {
    expect(verificationCreateRequest.safeParse({ receipt: ident('rcpt', 1), sha256: hex }).success).toBe(
      false,
    );
  });

  it('rejects neither, and an unknown field', () => {
    expect(verificationCreateRequest.safeParse({}).success).toBe(false);
    expect(verificationCreateRequest.safeParse({ url: 'https://example.com/a.png' }).success).toBe(false);
    expect(verificationCreateRequest.safeParse({ receipt: ident('rcpt', 1), mode: 'test' }).success).toBe(
      false,
    );
  });

  it('rejects a prefixed or uppercase digest and an ID of another object', () => {
    expect(verificationCreateRequest.safeParse({ sha256: `sha256:${hex}` }).success).toBe(false);
    expect(verificationCreateRequest.safeParse({ sha256: hex.toUpperCase() }).success).toBe(false);
    expect(verificationCreateRequest.safeParse({ receipt: ident('gen', 1) }).success).toBe(false);
    expect(verificationCreateRequest.safeParse({ receipt: '' }).success).toBe(false);
  });
});

describe('verification', () => {
  const verified = {
    id: ident('vrf', 1),
    object: 'verification',
    result: 'verified',
    method: 'manifest',
    match: null,
    manifest: { signer: 'Example Studio', assertion_present: true, signature_valid: true },
    receipt,
    detail: null,
    created_at: '2026-10-18T12:05:00Z',
  };

  it('accepts a verified and a not_found verification', () => {
    expect(verification.parse(verified)).toEqual(verified);
    const notFound = {
      ...verified,
      result: 'not_found',
      method: null,
      manifest: null,
      receipt: null,
      detail: 'No receipt.',
    };
    expect(verification.safeParse(notFound).success).toBe(true);
  });

  it('rejects a bad prefix and a receipt that is not a receipt object', () => {
    expect(verification.safeParse({ ...verified, id: ident('vrs', 1) }).success).toBe(false);
    expect(verification.safeParse({ ...verified, receipt: ident('rcpt', 1) }).success).toBe(false);
    const { created_at: _c, ...rest } = verified;
    expect(verification.safeParse(rest).success).toBe(false);
  });
});
