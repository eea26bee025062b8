import { bs, ECDSA_P256, ECDSA_SHA256 } from '../lib/webcrypto.js';
import type { Platform, VerifyKey } from './types.js';

interface WebCryptoKey extends VerifyKey {
  readonly key: CryptoKey;
}

/** WebCrypto, available in every browser and in Node 20 (no incremental SHA-256: see `incrementalSha256`). */
export const webCryptoPlatform: Platform = {
  async importEs256Key(jwk, kid) {
    const key = await crypto.subtle.importKey(
      'jwk',
      { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y },
      ECDSA_P256,
      false,
      ['verify'],
    );
    return { kid, key } satisfies WebCryptoKey;
  },
  async verifyEs256(key, data, signature) {
    if (signature.length !== 64) return false;
    try {
      return await crypto.subtle.verify(ECDSA_SHA256, (key as WebCryptoKey).key, bs(signature), bs(data));
    } catch {
      return false;
    }
  },
  async sha256(data) {
    return new Uint8Array(await crypto.subtle.digest('SHA-256', bs(data)));
  },
  async hmacSha256(key, data) {
    const k = await crypto.subtle.importKey('raw', bs(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    return new Uint8Array(await crypto.subtle.sign('HMAC', k, bs(data)));
  },
};
