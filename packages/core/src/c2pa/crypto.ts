/**
 * The crypto c2pa-ts runs on, installed when this folder loads: SHA-256 through the platform (sync
 * `node:crypto` in Node, WebCrypto in browsers; large data-hash ranges hashed incrementally, without a
 * copy of the file), and claim signatures verified with each signer's
 * public key imported once (a bounded cache keyed by the whole DER SubjectPublicKeyInfo). Anything
 * else goes to c2pa-ts's own WebCrypto provider.
 */
import { Crypto, type CryptoProvider } from '@trustnxt/c2pa-ts/crypto';
import { bs } from '../lib/webcrypto.js';
import { platform } from '../platform/current.js';
import type { SignatureAlgorithm } from '../platform/types.js';
import { sha256Streaming } from './range-digest.js';

type Algorithm = Parameters<CryptoProvider['verifySignature']>[3];

const CURVE_BYTES: Record<string, number> = { 'P-256': 32, 'P-384': 48, 'P-521': 66 };
const ID_RSASSA_PSS = '1.2.840.113549.1.1.10';

/** WebCrypto keys of signers: keyed by the whole DER (another key never hits), 256 at most. */
const webKeys = new Map<string, Promise<CryptoKey>>();

const latin1 = (bytes: Uint8Array) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 4096) s += String.fromCharCode(...bytes.subarray(i, i + 4096));
  return s;
};

function webKey(spki: Uint8Array, algorithm: Algorithm): Promise<CryptoKey> {
  const id = `${JSON.stringify(algorithm)}|${latin1(spki)}`;
  let key = webKeys.get(id);
  if (key) webKeys.delete(id);
  else {
    key = crypto.subtle.importKey('spki', bs(spki), algorithm as AlgorithmIdentifier, false, ['verify']);
    key.catch(() => webKeys.delete(id));
    if (webKeys.size >= 256) webKeys.delete(webKeys.keys().next().value as string);
  }
  webKeys.set(id, key);
  return key;
}

function createProvider(fallback: CryptoProvider): CryptoProvider {
  return {
    digest(data, algorithm) {
      return algorithm === 'SHA-256'
        ? platform().sha256(data)
        : crypto.subtle.digest(algorithm, bs(data)).then((d) => new Uint8Array(d));
    },
    // SHA-256 data-hash ranges hashed as they come, not gathered into a copy of the file (range-digest.ts).
    streamingDigest: (algorithm) =>
      algorithm === 'SHA-256' ? sha256Streaming() : fallback.streamingDigest(algorithm),
    async verifySignature(payload, signature, publicKey, algorithm) {
      const params = algorithm as SignatureAlgorithm;
      if (params.name === 'ECDSA') {
        // A DER-encoded signature (CMS, in time-stamp tokens): c2pa-ts's provider converts it. COSE claim
        // signatures must be raw, which strict.ts checks.
        const size = CURVE_BYTES[params.namedCurve ?? ''];
        if (!size || signature.length !== 2 * size) {
          return fallback.verifySignature(payload, signature, publicKey, algorithm);
        }
      }
      const verifySpki = platform().verifySpki;
      if (verifySpki) {
        try {
          return await verifySpki(publicKey, params, payload, signature);
        } catch {
          // The runtime could not use this key or algorithm: WebCrypto below.
        }
      }
      // WebCrypto knows RSA-PSS keys only as rsaEncryption: c2pa-ts's own provider rewrites those.
      if (params.name === 'RSA-PSS' && latin1(publicKey).includes(oidBytes(ID_RSASSA_PSS))) {
        return fallback.verifySignature(payload, signature, publicKey, algorithm);
      }
      try {
        const key = await webKey(publicKey, algorithm);
        return await crypto.subtle.verify(algorithm as AlgorithmIdentifier, key, bs(signature), bs(payload));
      } catch {
        return false;
      }
    },
    sign: (payload, privateKey, algorithm) => fallback.sign(payload, privateKey, algorithm),
    getRandomValues: (count) => fallback.getRandomValues(count),
  };
}

/** The DER encoding of an OID's value, as a latin1 string (to find it in a key). */
function oidBytes(oid: string): string {
  const [a, b, ...rest] = oid.split('.').map(Number) as [number, number, ...number[]];
  const out = [40 * a + b];
  for (const n of rest) {
    const groups = [n & 0x7f];
    for (let v = n >>> 7; v > 0; v >>>= 7) groups.unshift((v & 0x7f) | 0x80);
    out.push(...groups);
  }
  return String.fromCharCode(...out);
}

let installed = false;

/** Installs the provider once (idempotent). */
export function installC2paCrypto(): void {
  if (installed) return;
  installed = true;
  Crypto.provider = createProvider(Crypto.provider);
}
