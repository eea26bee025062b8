/**
 * Signature verification with a public key given as DER SubjectPublicKeyInfo: claim signatures (COSE),
 * certificate signatures (the trust chain) and time-stamp tokens (CMS). The platform's `verifySpki`
 * (`node:crypto`) first where there is one, else WebCrypto, with each key imported once (a bounded cache
 * keyed by the whole DER, so another key never hits), and rsa-verify.ts for an RSA key WebCrypto refuses
 * to import. Browser-safe.
 */

import { ownValue } from '../../lib/own.js';
import { bs } from '../../lib/webcrypto.js';
import { platform } from '../../platform/current.js';
import type { SignatureAlgorithm } from '../../platform/types.js';
import { children, DerError, expect, oidOf, readTlv, SEQUENCE } from './der.js';
import type { RsaAlgorithm } from './rsa-verify.js';

const EC = '1.2.840.10045.2.1';
const RSA = '1.2.840.113549.1.1.1';
const RSA_PSS = '1.2.840.113549.1.1.10';
const ED25519 = '1.3.101.112';

/** Named curves by OID, and the byte length of a coordinate (half a raw ECDSA signature). */
const CURVES: Record<string, { name: string; bytes: number }> = {
  '1.2.840.10045.3.1.7': { name: 'P-256', bytes: 32 },
  '1.3.132.0.34': { name: 'P-384', bytes: 48 },
  '1.3.132.0.35': { name: 'P-521', bytes: 66 },
};

/** What a SubjectPublicKeyInfo holds: its key algorithm, and the curve of an EC key. */
export interface KeyInfo {
  algorithm: string;
  curve?: { name: string; bytes: number };
}

/** The key algorithm (and curve) of a DER SubjectPublicKeyInfo; throws {@link DerError} if unreadable. */
export function keyInfo(spki: Uint8Array): KeyInfo {
  const top = readTlv(spki, 0, spki.length);
  const [algorithm] = children(spki, expect(top, SEQUENCE, 'a SubjectPublicKeyInfo'));
  const [oid, parameters] = children(spki, expect(algorithm, SEQUENCE, 'a key AlgorithmIdentifier'));
  const name = oidOf(spki, expect(oid, 0x06, 'a key algorithm OID'));
  const curve =
    name === EC && parameters?.tag === 0x06 ? ownValue(CURVES, oidOf(spki, parameters)) : undefined;
  return curve ? { algorithm: name, curve } : { algorithm: name };
}

/**
 * A DER ECDSA signature (`SEQUENCE { r INTEGER, s INTEGER }`, as in certificates and CMS) as the raw
 * `r‖s` WebCrypto verifies, each `size` bytes; `null` when it is not one.
 */
export function rawEcdsaSignature(der: Uint8Array, size: number): Uint8Array | null {
  try {
    const top = readTlv(der, 0, der.length);
    if (top.end !== der.length) return null;
    const [r, s, more] = children(der, expect(top, SEQUENCE, 'an ECDSA signature'));
    if (!r || !s || more || r.tag !== 0x02 || s.tag !== 0x02) return null;
    const out = new Uint8Array(2 * size);
    for (const [i, n] of [r, s].entries()) {
      let start = n.body;
      while (start < n.end - 1 && der[start] === 0) start++;
      const length = n.end - start;
      if (length > size || (der[n.body]! & 0x80) !== 0) return null;
      out.set(der.subarray(start, n.end), (i + 1) * size - length);
    }
    return out;
  } catch {
    return null;
  }
}

/** WebCrypto's import parameters for a key of `info` used with `algorithm`. */
function importParameters(
  info: KeyInfo,
  algorithm: SignatureAlgorithm,
): AlgorithmIdentifier | EcKeyImportParams | RsaHashedImportParams | null {
  const hash = typeof algorithm.hash === 'string' ? algorithm.hash : algorithm.hash?.name;
  if (algorithm.name === 'ECDSA') return info.curve ? { name: 'ECDSA', namedCurve: info.curve.name } : null;
  if (algorithm.name === 'RSA-PSS' || algorithm.name === 'RSASSA-PKCS1-v1_5')
    return { name: algorithm.name, hash } as AlgorithmIdentifier;
  if (algorithm.name === 'Ed25519') return { name: 'Ed25519' };
  return null;
}

/** A DER length's bytes. */
function derLength(n: number): number[] {
  if (n < 0x80) return [n];
  const out: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) out.unshift(v % 256);
  return [0x80 | out.length, ...out];
}

/**
 * WebCrypto imports RSA keys only as `rsaEncryption`: an `id-RSASSA-PSS` SubjectPublicKeyInfo is
 * rewritten with that algorithm (the key itself, the BIT STRING, is the same).
 */
function asRsaEncryption(spki: Uint8Array): Uint8Array {
  const top = readTlv(spki, 0, spki.length);
  const [, key] = children(spki, top);
  if (!key) throw new DerError('a SubjectPublicKeyInfo without a key');
  const algorithm = [
    0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00,
  ];
  const keyBytes = spki.subarray(key.start, key.end);
  const body = algorithm.length + keyBytes.length;
  const out = new Uint8Array([0x30, ...derLength(body), ...algorithm, ...keyBytes]);
  return out;
}

const latin1 = (bytes: Uint8Array) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 4096) s += String.fromCharCode(...bytes.subarray(i, i + 4096));
  return s;
};

/** WebCrypto keys: keyed by algorithm and the whole DER, 256 at most, least recently used out. */
const webKeys = new Map<string, Promise<CryptoKey>>();

function webKey(
  spki: Uint8Array,
  parameters: AlgorithmIdentifier | EcKeyImportParams | RsaHashedImportParams,
): Promise<CryptoKey> {
  const id = `${JSON.stringify(parameters)}|${latin1(spki)}`;
  let key = webKeys.get(id);
  if (key) webKeys.delete(id);
  else {
    key = crypto.subtle.importKey('spki', bs(spki), parameters, false, ['verify']);
    key.catch(() => webKeys.delete(id));
    if (webKeys.size >= 256) webKeys.delete(webKeys.keys().next().value as string);
  }
  webKeys.set(id, key);
  return key;
}

/**
 * Whether `signature` over `data` verifies with the key `spki` under `algorithm` (ECDSA signatures raw
 * `r‖s`, of the key's curve size). `false` on any mismatch, an unreadable key or an algorithm the
 * runtime lacks; never throws.
 *
 * @example
 * await verifySignature(cert.spki, { name: 'ECDSA', hash: 'SHA-256' }, tbs, rawSignature);
 */
export async function verifySignature(
  spki: Uint8Array,
  algorithm: SignatureAlgorithm,
  data: Uint8Array,
  signature: Uint8Array,
): Promise<boolean> {
  let info: KeyInfo;
  try {
    info = keyInfo(spki);
  } catch {
    return false;
  }
  if (algorithm.name === 'ECDSA' && (!info.curve || signature.length !== 2 * info.curve.bytes)) return false;
  const verifySpki = platform().verifySpki;
  if (verifySpki) {
    try {
      return await verifySpki(spki, algorithm, data, signature);
    } catch {
      // The runtime could not use this key or algorithm: WebCrypto below.
    }
  }
  const parameters = importParameters(info, algorithm);
  if (!parameters) return false;
  try {
    const der = info.algorithm === RSA_PSS ? asRsaEncryption(spki) : spki;
    if (info.algorithm !== RSA && info.algorithm !== RSA_PSS && algorithm.name.startsWith('RSA'))
      return false;
    if (info.algorithm !== ED25519 && algorithm.name === 'Ed25519') return false;
    const key = await webKey(der, parameters).catch((error: unknown) => {
      if (algorithm.name === 'RSA-PSS' || algorithm.name === 'RSASSA-PKCS1-v1_5') return null;
      throw error;
    });
    // A key WebCrypto refuses to import but RSA defines (workerd: an exponent other than 3 or 65537).
    if (key === null) {
      const { verifyRsaSignature } = await import('./rsa-verify.js');
      return await verifyRsaSignature(der, algorithm as RsaAlgorithm, data, signature);
    }
    return await crypto.subtle.verify(algorithm as AlgorithmIdentifier, key, bs(signature), bs(data));
  } catch {
    return false;
  }
}
