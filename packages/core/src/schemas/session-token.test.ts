import { describe, expect, it } from 'vitest';
import { sessionTokenClaims, sessionTokenHeader } from './session-token.js';

const ident = <P extends string>(prefix: P, n = 0) =>
  `${prefix}_01jb8x5k7m9n2p3q4r6s8t0v${String(n).padStart(2, '0')}` as const;

const claims = {
  iss: 'https://talent.example',
  aud: ident('acct', 2),
  sub: ident('acct', 1),
  jti: ident('ses', 1),
  iat: 1792324800,
  exp: 1792325100,
  tlp: {
    ver: '1.0',
    session: ident('ses', 1),
    check: ident('chk', 1),
    talent: [ident('tal', 1)],
    facets: [ident('fct', 3)],
    licenses: [
      {
        talent: ident('tal', 1),
        license: ident('lic', 1),
        revision: ident('lrv', 1),
        terms_digest: `sha256:${'e'.repeat(64)}`,
      },
    ],
    use: {
      modality: 'speech',
      kind: 'depiction',
      purpose: 'personal',
      commercial: false,
      channels: ['in_app'],
      territories: ['US'],
    },
    sampling: { audio_window_max: 'PT10S', transcript: 'every_turn' },
    eu: '5f2b9c1d0e8a7f6b',
  },
};

describe('sessionTokenHeader', () => {
  it('accepts tlp-session+jwt only', () => {
    expect(
      sessionTokenHeader.safeParse({ alg: 'ES256', typ: 'tlp-session+jwt', kid: 'rfl-test-1' }).success,
    ).toBe(true);
    expect(
      sessionTokenHeader.safeParse({ alg: 'ES256', typ: 'tlp-auth+jwt', kid: 'rfl-test-1' }).success,
    ).toBe(false);
  });
});

describe('sessionTokenClaims', () => {
  it('accepts realistic claims, with and without a video frame interval', () => {
    expect(sessionTokenClaims.parse(claims)).toEqual(claims);
    const video = { ...claims.tlp, sampling: { ...claims.tlp.sampling, frame_interval: 'PT1S' } };
    expect(sessionTokenClaims.safeParse({ ...claims, tlp: video }).success).toBe(true);
  });

  it('rejects a lifetime other than 5 minutes', () => {
    expect(sessionTokenClaims.safeParse({ ...claims, exp: claims.iat + 3600 }).success).toBe(false);
    expect(sessionTokenClaims.safeParse({ ...claims, exp: claims.iat + 299 }).success).toBe(false);
  });

  it('rejects tlp.max_generations and tlp.execution', () => {
    expect(
      sessionTokenClaims.safeParse({ ...claims, tlp: { ...claims.tlp, max_generations: 1 } }).success,
    ).toBe(false);
    const execution = { provider: 'p', model: 'm' };
    expect(sessionTokenClaims.safeParse({ ...claims, tlp: { ...claims.tlp, execution } }).success).toBe(
      false,
    );
  });

  it('rejects a jti other than the session and the license_revision spelling', () => {
    expect(sessionTokenClaims.safeParse({ ...claims, jti: ident('ses', 2) }).success).toBe(false);
    const { revision, ...rest } = claims.tlp.licenses[0]!;
    const licenses = [{ ...rest, license_revision: revision }];
    expect(sessionTokenClaims.safeParse({ ...claims, tlp: { ...claims.tlp, licenses } }).success).toBe(false);
  });

  it('rejects a non-hex end user and a missing sampling', () => {
    expect(
      sessionTokenClaims.safeParse({ ...claims, tlp: { ...claims.tlp, eu: 'user@example.com' } }).success,
    ).toBe(false);
    const { sampling: _s, ...tlp } = claims.tlp;
    expect(sessionTokenClaims.safeParse({ ...claims, tlp }).success).toBe(false);
  });
});
