import { describe, expect, it } from 'vitest';
import { jwk, jwks } from './jwks.js';

const key = {
  kty: 'EC',
  crv: 'P-256',
  kid: 'rfl-test-2026-10-17-a1',
  use: 'sig',
  alg: 'ES256',
  x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
  y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
};

describe('jwks', () => {
  it('accepts a set of P-256 signing keys, including an empty set', () => {
    expect(jwks.parse({ keys: [key, { ...key, kid: 'rfl-test-2026-11-01-b2' }] }).keys).toHaveLength(2);
    expect(jwks.safeParse({ keys: [] }).success).toBe(true);
  });

  it('rejects RSA, another curve, another alg, encryption use and padded coordinates', () => {
    expect(jwk.safeParse({ ...key, kty: 'RSA' }).success).toBe(false);
    expect(jwk.safeParse({ ...key, crv: 'P-384' }).success).toBe(false);
    expect(jwk.safeParse({ ...key, alg: 'ES384' }).success).toBe(false);
    expect(jwk.safeParse({ ...key, use: 'enc' }).success).toBe(false);
    expect(jwk.safeParse({ ...key, x: `${key.x}=` }).success).toBe(false);
    expect(jwk.safeParse({ ...key, y: key.y.replace('_', '/') }).success).toBe(false);
    const { kid: _k, ...noKid } = key;
    expect(jwk.safeParse(noKid).success).toBe(false);
  });

  it('rejects a bare key array', () => {
    expect(jwks.safeParse([key]).success).toBe(false);
  });
});
