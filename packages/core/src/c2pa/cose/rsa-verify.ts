/**
 * RSA signature verification in JavaScript (RFC 8017: RSASSA-PSS and RSASSA-PKCS1-v1_5), for a runtime
 * whose WebCrypto refuses to import a key it could verify with: workerd imports no RSA key whose public
 * exponent is other than 3 or 65537, and C2PA signers with others exist (Adobe's signer of c2pa-rs's
 * `verify.jpeg` has 65541). Only a public-key operation, on public data: no secret to keep from timing.
 * Loaded only when such an import fails.
 */
import { children, expect, readTlv, SEQUENCE, unsignedOf } from './der.js';

/** The RSA algorithms of C2PA signatures and certificates, as WebCrypto names them. */
export interface RsaAlgorithm {
  name: 'RSA-PSS' | 'RSASSA-PKCS1-v1_5';
  hash: 'SHA-256' | 'SHA-384' | 'SHA-512';
  /** RSA-PSS only: the salt's length in bytes. */
  saltLength?: number;
}

/** DER of `DigestInfo` up to the digest (RFC 8017, section 9.2, note 1). */
const DIGEST_INFO: Record<RsaAlgorithm['hash'], number[]> = {
  'SHA-256': [
    0x30, 0x31, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01, 0x05, 0x00,
    0x04, 0x20,
  ],
  'SHA-384': [
    0x30, 0x41, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x02, 0x05, 0x00,
    0x04, 0x30,
  ],
  'SHA-512': [
    0x30, 0x51, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x03, 0x05, 0x00,
    0x04, 0x40,
  ],
};

/** `value` as exactly `length` big-endian bytes (I2OSP), or null when it does not fit. */
function bytesOf(value: bigint, length: number): Uint8Array | null {
  const out = new Uint8Array(length);
  let v = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return v === 0n ? out : null;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

/** The modulus and exponent of an RSA SubjectPublicKeyInfo (`rsaEncryption` or `id-RSASSA-PSS`). */
function rsaPublicKey(spki: Uint8Array): { n: bigint; e: bigint; bits: number } {
  const top = readTlv(spki, 0, spki.length);
  const [, bitString] = children(spki, expect(top, SEQUENCE, 'a SubjectPublicKeyInfo'));
  const key = expect(bitString, 0x03, 'a public key BIT STRING');
  const sequence = readTlv(spki, key.body + 1, key.end);
  const [modulus, exponent] = children(spki, expect(sequence, SEQUENCE, 'an RSA public key'));
  const n = unsignedOf(spki.subarray(expect(modulus, 0x02, 'a modulus').body, modulus!.end));
  const e = unsignedOf(spki.subarray(expect(exponent, 0x02, 'an exponent').body, exponent!.end));
  return { n, e, bits: n.toString(2).length };
}

type Hash = (data: Uint8Array) => Uint8Array;

async function hashOf(name: RsaAlgorithm['hash']): Promise<Hash> {
  const { sha256, sha384, sha512 } = await import('@noble/hashes/sha2.js');
  return name === 'SHA-256' ? sha256 : name === 'SHA-384' ? sha384 : sha512;
}

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** MGF1 (RFC 8017, B.2.1): `length` bytes of mask from `seed`. */
function mgf1(hash: Hash, seed: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length);
  const input = new Uint8Array(seed.length + 4);
  input.set(seed);
  for (let counter = 0, at = 0; at < length; counter++) {
    new DataView(input.buffer).setUint32(seed.length, counter);
    const block = hash(input);
    out.set(block.subarray(0, Math.min(block.length, length - at)), at);
    at += block.length;
  }
  return out;
}

/** EMSA-PSS-VERIFY (RFC 8017, 9.1.2) of `em`, `emBits` long, for the message hash `mHash`. */
function pssEncodingHolds(
  hash: Hash,
  mHash: Uint8Array,
  em: Uint8Array,
  emBits: number,
  sLen: number,
): boolean {
  const hLen = mHash.length;
  const emLen = em.length;
  if (emLen < hLen + sLen + 2 || em[emLen - 1] !== 0xbc) return false;
  const maskedDb = em.subarray(0, emLen - hLen - 1);
  const h = em.subarray(emLen - hLen - 1, emLen - 1);
  const topBits = 8 * emLen - emBits;
  if (topBits > 0 && maskedDb[0]! >> (8 - topBits) !== 0) return false;
  const db = mgf1(hash, h, maskedDb.length).map((m, i) => m ^ maskedDb[i]!);
  db[0] = db[0]! & (0xff >> topBits);
  const padding = emLen - hLen - sLen - 2;
  for (let i = 0; i < padding; i++) if (db[i] !== 0) return false;
  if (db[padding] !== 0x01) return false;
  const salt = db.subarray(db.length - sLen);
  const mPrime = new Uint8Array(8 + hLen + sLen);
  mPrime.set(mHash, 8);
  mPrime.set(salt, 8 + hLen);
  return equal(hash(mPrime), h);
}

/**
 * Whether `signature` over `data` verifies with the RSA key `spki` under `algorithm`. `false` on any
 * mismatch or unreadable key; never throws.
 *
 * @example
 * await verifyRsaSignature(spki, { name: 'RSA-PSS', hash: 'SHA-256', saltLength: 32 }, data, signature);
 */
export async function verifyRsaSignature(
  spki: Uint8Array,
  algorithm: RsaAlgorithm,
  data: Uint8Array,
  signature: Uint8Array,
): Promise<boolean> {
  try {
    const { n, e, bits } = rsaPublicKey(spki);
    const k = Math.ceil(bits / 8);
    if (signature.length !== k) return false;
    const s = unsignedOf(signature);
    if (s >= n) return false;
    const m = modPow(s, e, n);
    const hash = await hashOf(algorithm.hash);
    const mHash = hash(data);
    if (algorithm.name === 'RSASSA-PKCS1-v1_5') {
      const em = bytesOf(m, k);
      const prefix = DIGEST_INFO[algorithm.hash];
      const t = prefix.length + mHash.length;
      if (!em || k < t + 11) return false;
      const expected = new Uint8Array(k).fill(0xff);
      expected[0] = 0x00;
      expected[1] = 0x01;
      expected[k - t - 1] = 0x00;
      expected.set(prefix, k - t);
      expected.set(mHash, k - mHash.length);
      return equal(em, expected);
    }
    const emBits = bits - 1;
    const em = bytesOf(m, Math.ceil(emBits / 8));
    return em !== null && pssEncodingHolds(hash, mHash, em, emBits, algorithm.saltLength ?? mHash.length);
  } catch {
    return false;
  }
}
