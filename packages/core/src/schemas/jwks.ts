import { z } from 'zod';

/** Prefix of the `kid` of a test signing key (Discovery and signing keys: "Test key IDs start `rfl-test-`"). */
export const testKidPrefix = 'rfl-test-';

const base64urlP256Coordinate = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Expected a 32-byte P-256 coordinate in base64url' });

/**
 * One signing key of the JWKS (Discovery and signing keys): `kty` `EC`, `crv` `P-256`, `kid`, `use` `sig`,
 * `alg` `ES256`, `x`, `y` (base64url).
 */
export const jwk = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  kid: z.string().min(1),
  use: z.literal('sig'),
  alg: z.literal('ES256'),
  x: base64urlP256Coordinate,
  y: base64urlP256Coordinate,
});

/** The JWKS at `{origin}/.well-known/jwks.json` (Discovery and signing keys): `{keys: [...]}`. */
export const jwks = z.object({
  keys: z.array(jwk),
});

export type Jwk = z.infer<typeof jwk>;
export type Jwks = z.infer<typeof jwks>;
