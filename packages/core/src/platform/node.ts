import { constants, createHash, createHmac, createPublicKey, type KeyObject, verify } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { pinnedFetch } from './pinned-fetch.node.js';
import type { Platform, SignatureAlgorithm, VerifyKey } from './types.js';

/**
 * A plain `Uint8Array` copy of a `Buffer`: `Buffer#slice` shares memory where `Uint8Array#slice`
 * copies, and callers of the platform expect the latter.
 */
const plain = (buffer: Buffer): Uint8Array => new Uint8Array(buffer);

interface NodeKey extends VerifyKey {
  readonly key: KeyObject;
}

/** Public keys of C2PA signers, imported once: keyed by the whole DER (another key never hits), 256 at most. */
const spkiKeys = new Map<string, KeyObject>();

function spkiKey(spki: Uint8Array): KeyObject {
  const id = Buffer.from(spki.buffer, spki.byteOffset, spki.byteLength).toString('latin1');
  let key = spkiKeys.get(id);
  if (key) spkiKeys.delete(id);
  else {
    key = createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' });
    if (spkiKeys.size >= 256) spkiKeys.delete(spkiKeys.keys().next().value as string);
  }
  spkiKeys.set(id, key);
  return key;
}

const hashName = (algorithm: SignatureAlgorithm) => {
  const hash = typeof algorithm.hash === 'string' ? algorithm.hash : algorithm.hash?.name;
  return hash ? hash.replace('-', '').toLowerCase() : undefined;
};

/**
 * `node:crypto`. One verification at a time runs synchronously (no thread hop: ~1.7x WebCrypto's
 * sequential rate); when several are in flight, they go to the libuv pool so both cores work.
 */
export const nodePlatform: Platform = {
  async resolveHost(name) {
    return (await lookup(name, { all: true, verbatim: true })).map((a) => a.address);
  },
  fetchPinned: pinnedFetch,
  async fingerprintImage(bytes, maxPixels) {
    const { fingerprintInNode } = await import('../fingerprint/node.js');
    return (await fingerprintInNode(bytes, maxPixels === undefined ? {} : { maxPixels })).iscc;
  },
  async importEs256Key(jwk, kid) {
    const key = createPublicKey({
      key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y } as import('node:crypto').JsonWebKey,
      format: 'jwk',
    });
    if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
      throw new Error('not a P-256 key');
    }
    return { kid, key } satisfies NodeKey;
  },
  verifyEs256(key, data, signature, concurrent) {
    if (signature.length !== 64) return Promise.resolve(false);
    const k = { key: (key as NodeKey).key, dsaEncoding: 'ieee-p1363' as const };
    if (!concurrent) {
      try {
        return Promise.resolve(verify('sha256', data, k, signature));
      } catch {
        return Promise.resolve(false);
      }
    }
    return new Promise((resolve) => {
      try {
        verify('sha256', data, k, signature, (error, ok) => resolve(!error && ok));
      } catch {
        resolve(false);
      }
    });
  },
  async sha256(data) {
    return plain(createHash('sha256').update(data).digest());
  },
  createSha256() {
    const hash = createHash('sha256');
    return {
      update(chunk) {
        hash.update(chunk);
      },
      digest: () => plain(hash.digest()),
    };
  },
  async hmacSha256(key, data) {
    return plain(createHmac('sha256', key).update(data).digest());
  },
  async verifySpki(spki, algorithm, data, signature) {
    const key = spkiKey(spki);
    switch (algorithm.name) {
      case 'ECDSA':
        return verify(hashName(algorithm), data, { key, dsaEncoding: 'ieee-p1363' }, signature);
      case 'RSA-PSS':
        return verify(
          hashName(algorithm),
          data,
          { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: algorithm.saltLength },
          signature,
        );
      case 'RSASSA-PKCS1-v1_5':
        return verify(hashName(algorithm), data, { key, padding: constants.RSA_PKCS1_PADDING }, signature);
      case 'Ed25519':
        return verify(null, data, key, signature);
      default:
        throw new Error(`unsupported algorithm ${algorithm.name}`);
    }
  },
};
