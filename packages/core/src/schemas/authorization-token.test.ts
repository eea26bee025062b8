import { describe, expect, it } from 'vitest';
import { authorizationTokenClaims, authorizationTokenHeader } from './authorization-token.js';

const ident = <P extends string>(prefix: P, n = 0) =>
  `${prefix}_01jb8x5k7m9n2p3q4r6s8t0v${String(n).padStart(2, '0')}` as const;

const claims = {
  iss: 'http://localhost:8787',
  sub: ident('chk', 1),
  aud: ident('acct', 1),
  jti: 'f1c6a9e2-5d0b-4c3e-9a71-0b2d4e6f8a10',
  iat: 1792324800,
  exp: 1792328400,
  tlp: { ver: '1.0', max_generations: 2, execution: { provider: 'openai', model: 'gpt-image-1' } },
};

describe('authorizationTokenHeader', () => {
  it('accepts tlp-auth+jwt and rejects the other token types', () => {
    expect(
      authorizationTokenHeader.safeParse({ alg: 'ES256', typ: 'tlp-auth+jwt', kid: 'rfl-test-1' }).success,
    ).toBe(true);
    expect(
      authorizationTokenHeader.safeParse({ alg: 'ES256', typ: 'tlp-session+jwt', kid: 'k' }).success,
    ).toBe(false);
    expect(authorizationTokenHeader.safeParse({ alg: 'ES384', typ: 'tlp-auth+jwt', kid: 'k' }).success).toBe(
      false,
    );
  });
});

describe('authorizationTokenClaims', () => {
  it('accepts the fixture claims', () => {
    expect(authorizationTokenClaims.parse(claims)).toEqual(claims);
  });

  it('rejects a sub that is not a check, an aud that is not an account, and exp before iat', () => {
    expect(authorizationTokenClaims.safeParse({ ...claims, sub: ident('gen', 1) }).success).toBe(false);
    expect(authorizationTokenClaims.safeParse({ ...claims, aud: ident('tal', 1) }).success).toBe(false);
    expect(authorizationTokenClaims.safeParse({ ...claims, exp: claims.iat - 1 }).success).toBe(false);
  });

  it('rejects a missing execution, zero generations and another protocol version', () => {
    const { execution: _e, ...tlp } = claims.tlp;
    expect(authorizationTokenClaims.safeParse({ ...claims, tlp }).success).toBe(false);
    expect(
      authorizationTokenClaims.safeParse({ ...claims, tlp: { ...claims.tlp, max_generations: 0 } }).success,
    ).toBe(false);
    expect(authorizationTokenClaims.safeParse({ ...claims, tlp: { ...claims.tlp, ver: '1' } }).success).toBe(
      false,
    );
  });
});
