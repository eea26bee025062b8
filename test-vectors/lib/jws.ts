/**
 * Deterministic ES256 signing for test vectors and tests: keys derived from a label, RFC 6979
 * signatures (@noble/curves), so the generator gives the same bytes on every run. Never used by the
 * library itself, which only verifies.
 */
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64urlEncode } from '../../packages/core/src/lib/base64-encode.js';
import { utf8 } from '../../packages/core/src/lib/base64url.js';

export interface TestKey {
  kid: string;
  /** 32-byte private scalar. */
  secretKey: Uint8Array;
  /** Public JWK as the JWKS publishes it. */
  jwk: { kty: 'EC'; crv: 'P-256'; kid: string; use: 'sig'; alg: 'ES256'; x: string; y: string };
  /** Private JWK (with `d`), for WebCrypto / node:crypto importers. */
  privateJwk: JsonWebKey;
}

/** A P-256 key derived from `label` (sha256 of it as the scalar). */
export function testKey(kid: string, label = kid): TestKey {
  const secretKey = sha256(utf8(`tlp test key: ${label}`));
  const pub = p256.getPublicKey(secretKey, false); // 0x04 || x || y
  const x = base64urlEncode(pub.subarray(1, 33));
  const y = base64urlEncode(pub.subarray(33, 65));
  return {
    kid,
    secretKey,
    jwk: { kty: 'EC', crv: 'P-256', kid, use: 'sig', alg: 'ES256', x, y },
    privateJwk: { kty: 'EC', crv: 'P-256', x, y, d: base64urlEncode(secretKey) },
  };
}

const b64json = (value: unknown) => base64urlEncode(utf8(JSON.stringify(value)));

/** Signs `payload` as a compact JWS with ES256 (raw r‖s), deterministically. */
export function signJws(header: Record<string, unknown>, payload: unknown, key: TestKey): string {
  const input = `${b64json(header)}.${b64json(payload)}`;
  const signature = p256.sign(utf8(input), key.secretKey);
  return `${input}.${base64urlEncode(signature)}`;
}

/** Joins already-encoded parts: for vectors whose header, payload or signature is deliberately wrong. */
export function rawJws(header: unknown, payload: unknown, signature: Uint8Array): string {
  return `${b64json(header)}.${b64json(payload)}.${base64urlEncode(signature)}`;
}
