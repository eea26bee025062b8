import { base64urlDecode } from '../lib/base64url.js';

/** A public key of the JWKS, as the spec publishes it (`kty: EC`, `crv: P-256`, `alg: ES256`, `use: sig`). */
export interface Es256Jwk {
  kty: 'EC';
  crv: 'P-256';
  kid: string;
  x: string;
  y: string;
  alg?: string;
  use?: string;
}

/** A P-256 coordinate: 32 bytes in canonical base64url (43 characters, the last one's unused bits zero). */
const isCoordinate = (v: unknown): v is string => typeof v === 'string' && base64urlDecode(v)?.length === 32;

/**
 * The usable ES256 keys of a JWKS, by `kid`. Keys of another type, algorithm or use are ignored, as
 * RFC 7517 asks of keys a reader does not understand. `null` when it is not a JWKS at all.
 */
export function es256KeysOf(jwks: unknown): Map<string, Es256Jwk> | null {
  if (jwks === null || typeof jwks !== 'object') return null;
  const list = (jwks as { keys?: unknown }).keys;
  if (!Array.isArray(list)) return null;
  const keys = new Map<string, Es256Jwk>();
  for (const k of list) {
    if (k === null || typeof k !== 'object') continue;
    const { kty, crv, kid, x, y, alg, use } = k as Record<string, unknown>;
    if (kty !== 'EC' || crv !== 'P-256' || typeof kid !== 'string' || kid === '') continue;
    if (!isCoordinate(x) || !isCoordinate(y)) continue;
    if (alg !== undefined && alg !== 'ES256') continue;
    if (use !== undefined && use !== 'sig') continue;
    if (!keys.has(kid)) keys.set(kid, { kty, crv, kid, x, y });
  }
  return keys;
}
