import { createPrivateKey, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { CROCKFORD } from '../ids.js';

export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  kid: string;
  use: 'sig';
  alg: 'ES256';
  x: string;
  y: string;
}

export interface NewSigningKey {
  kid: string;
  privatePem: string;
  publicJwk: PublicJwk;
}

/** A `kid` is `rfl-<mode>-` then 20 random Crockford characters; never reused. */
export function newKid(mode: 'test' | 'live'): string {
  let suffix = '';
  for (const b of randomBytes(20)) suffix += CROCKFORD[b & 31];
  return `rfl-${mode}-${suffix}`;
}

/** A fresh ES256 (P-256) key pair. */
export function generateSigningKey(mode: 'test' | 'live'): NewSigningKey {
  const kid = newKid(mode);
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  return {
    kid,
    privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }) as string,
    publicJwk: { kty: 'EC', crv: 'P-256', kid, use: 'sig', alg: 'ES256', x: jwk.x, y: jwk.y },
  };
}

export function privateKeyFromPem(pem: string): KeyObject {
  return createPrivateKey({ key: pem, format: 'pem' });
}
