/**
 * Signing keys of every kind a claim signature may name, including the ones no library generates
 * (an RSA exponent of 1 or 2, a modulus past 4096 bits, RSA-PSS key parameters that contradict the
 * COSE algorithm), for the tests that compare ours with the official reader. RSA is done here with
 * BigInt over primes Node generates (fast, and any modulus and exponent); EC and Ed25519 keys are
 * Node's. Each key gives its SubjectPublicKeyInfo and a raw signer of the COSE algorithm asked for.
 * Node only; never used by the library.
 */
import { createHash, generateKeyPairSync, generatePrimeSync, type KeyObject, sign } from 'node:crypto';
import { concat as concatBytes } from '../../packages/core/src/c2pa/asset/bytes.js';

// --- DER ---------------------------------------------------------------------------------------

function tlv(tag: number, body: Uint8Array): Uint8Array {
  const n = body.length;
  const length =
    n < 0x80
      ? [n]
      : n < 0x100
        ? [0x81, n]
        : n < 0x10000
          ? [0x82, n >> 8, n & 0xff]
          : [0x83, n >> 16, (n >> 8) & 0xff, n & 0xff];
  return new Uint8Array([tag, ...length, ...body]);
}
const concat = (...parts: Uint8Array[]) => concatBytes(parts);
const seq = (...parts: Uint8Array[]) => tlv(0x30, concat(...parts));
const nul = () => new Uint8Array([0x05, 0x00]);
function oid(text: string): Uint8Array {
  const [a, b, ...rest] = text.split('.').map(Number) as [number, number, ...number[]];
  const out = [40 * a + b];
  for (const n of rest) {
    const groups = [n & 0x7f];
    for (let v = Math.floor(n / 128); v > 0; v = Math.floor(v / 128)) groups.unshift((v & 0x7f) | 0x80);
    out.push(...groups);
  }
  return tlv(0x06, new Uint8Array(out));
}
function bytesOf(n: bigint, length?: number): Uint8Array {
  let hex = n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const raw = Uint8Array.from(Buffer.from(hex, 'hex'));
  if (length === undefined) return raw;
  const out = new Uint8Array(length);
  out.set(raw, length - raw.length);
  return out;
}
function integer(n: bigint): Uint8Array {
  const raw = bytesOf(n);
  return tlv(0x02, raw[0]! & 0x80 ? concat(new Uint8Array([0]), raw) : raw);
}
const bitString = (body: Uint8Array) => tlv(0x03, concat(new Uint8Array([0]), body));
const context = (n: number, body: Uint8Array) => tlv(0xa0 | n, body);

const RSA_ENCRYPTION = '1.2.840.113549.1.1.1';
const RSASSA_PSS = '1.2.840.113549.1.1.10';
const MGF1 = '1.2.840.113549.1.1.8';
const HASH_OIDS = {
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
};
type Hash = keyof typeof HASH_OIDS;
const HASH_BYTES: Record<Hash, number> = { sha256: 32, sha384: 48, sha512: 64 };

// --- RSA with BigInt -----------------------------------------------------------------------------

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}
function modInverse(a: bigint, m: bigint): bigint {
  let [r0, r1, s0, s1] = [a % m, m, 1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  if (r0 !== 1n) throw new Error('not invertible');
  return ((s0 % m) + m) % m;
}
const bitLength = (n: bigint) => n.toString(2).length;
const digest = (hash: Hash, data: Uint8Array) => new Uint8Array(createHash(hash).update(data).digest());

function mgf1(hash: Hash, seed: Uint8Array, length: number): Uint8Array {
  const out: Uint8Array[] = [];
  for (let counter = 0; out.length * HASH_BYTES[hash] < length; counter++) {
    out.push(
      digest(hash, concat(seed, new Uint8Array([counter >>> 24, counter >>> 16, counter >>> 8, counter]))),
    );
  }
  return concat(...out).subarray(0, length);
}

/** EMSA-PSS-ENCODE (RFC 8017 §9.1.1), salt as long as the hash and fixed: deterministic. */
function pssEncode(hash: Hash, message: Uint8Array, emBits: number, saltByte = 0x5a): Uint8Array {
  const hLen = HASH_BYTES[hash];
  const emLen = Math.ceil(emBits / 8);
  const salt = new Uint8Array(hLen).fill(saltByte);
  const h = digest(hash, concat(new Uint8Array(8), digest(hash, message), salt));
  const db = concat(new Uint8Array(emLen - 2 * hLen - 2), new Uint8Array([1]), salt);
  const mask = mgf1(hash, h, db.length);
  const masked = db.map((b, i) => b ^ mask[i]!);
  masked[0] = masked[0]! & (0xff >> (8 * emLen - emBits));
  return concat(masked, h, new Uint8Array([0xbc]));
}

/** EMSA-PKCS1-v1_5 with SHA-256 (RS256, which C2PA does not allow). */
function pkcs1Encode(message: Uint8Array, k: number): Uint8Array {
  const info = seq(seq(oid(HASH_OIDS.sha256), nul()), tlv(0x04, digest('sha256', message)));
  return concat(
    new Uint8Array([0, 1]),
    new Uint8Array(k - info.length - 3).fill(0xff),
    new Uint8Array([0]),
    info,
  );
}

const toBig = (b: Uint8Array) => BigInt(`0x${Buffer.from(b).toString('hex') || '0'}`);

export interface TestKey {
  /** DER SubjectPublicKeyInfo. */
  spki: Uint8Array;
  /** A signature of `data` by COSE algorithm label (`-7` ES256, `-37` PS256, `-8` EdDSA, `-257` RS256). */
  sign(alg: number, data: Uint8Array): Uint8Array;
}

export interface RsaKeyOptions {
  /**
   * Bits of each prime of the modulus (default two of 1024). More than two primes make large moduli
   * fast to generate: a verifier sees only the modulus and the exponent.
   */
  primeBits?: number[];
  /** Public exponent (default 65537). 1 and even ones are allowed: see {@link rsaKey}. */
  exponent?: bigint;
  /**
   * The key's algorithm in its SubjectPublicKeyInfo: rsaEncryption (default), RSASSA-PSS without
   * parameters (`pss`), or RSASSA-PSS with parameters naming a hash (`pss-sha256`, …).
   */
  keyType?: 'rsa' | 'pss' | `pss-${Hash}`;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

function rsaPrime(bits: number, exponent: bigint): bigint {
  // p ≡ 3 (mod 4): square roots are a power (for the even exponent); p - 1 prime to an odd exponent.
  for (;;) {
    const p = generatePrimeSync(bits, { bigint: true, add: 4n, rem: 3n }) as bigint;
    if (exponent === 1n) return p;
    // An even exponent 2k (k odd): k must be invertible mod p - 1.
    if (gcd(exponent % 2n === 0n ? exponent / 2n : exponent, p - 1n) === 1n) return p;
  }
}

/**
 * An RSA key of any shape. With an odd exponent > 1, a key of distinct primes. With exponent 1 a
 * signature is the encoded message itself (any modulus verifies it). With an even exponent e = 2k
 * (k odd), primes p ≡ 3 (mod 4), where a square root is `m^((p+1)/4)`: the encoded message is tried
 * with salts until its k-th root is a square modulo each.
 */
export function rsaKey(options: RsaKeyOptions = {}): TestKey {
  const e = options.exponent ?? 65537n;
  const sizes = options.primeBits ?? [1024, 1024];
  const bits = sizes.reduce((a, b) => a + b, 0);
  const even = e % 2n === 0n;
  let primes: bigint[];
  // A modulus of exactly the sum of the primes' bits (their product may have one fewer).
  do primes = sizes.map((size) => rsaPrime(size, e));
  while (bitLength(primes.reduce((a, b) => a * b, 1n)) !== bits || new Set(primes).size !== primes.length);
  const n = primes.reduce((a, b) => a * b, 1n);
  const phi = primes.reduce((a, q) => a * (q - 1n), 1n);
  const d = e === 1n || even ? 0n : modInverse(e, phi);
  const k = Math.ceil(bitLength(n) / 8);
  const keyBits = seq(integer(n), integer(e));
  const type = options.keyType ?? 'rsa';
  let algorithm: Uint8Array;
  if (type === 'rsa') algorithm = seq(oid(RSA_ENCRYPTION), nul());
  else if (type === 'pss') algorithm = seq(oid(RSASSA_PSS));
  else {
    const hash = type.slice(4) as Hash;
    const hashAlg = seq(oid(HASH_OIDS[hash]), nul());
    algorithm = seq(
      oid(RSASSA_PSS),
      seq(
        context(0, hashAlg),
        context(1, seq(oid(MGF1), hashAlg)),
        context(2, integer(BigInt(HASH_BYTES[hash]))),
      ),
    );
  }
  const spki = seq(algorithm, bitString(keyBits));
  const power = (m: bigint): bigint => {
    if (e === 1n) return m;
    if (even) {
      // e = 2k, k odd: modulo each prime, s = √(m^(1/k)) (a square root is a power, p ≡ 3 mod 4);
      // then the Chinese remainder theorem.
      const half = e / 2n;
      if (half % 2n === 0n) throw new Error('only exponents 2k with k odd are supported');
      let s = 0n;
      for (const p of primes) {
        const t = half === 1n ? m % p : modPow(m, modInverse(half, p - 1n), p);
        const root = modPow(t, (p + 1n) / 4n, p);
        if ((root * root) % p !== t) throw new Error('not a square');
        const rest = n / p;
        s = (s + root * rest * modInverse(rest % p, p)) % n;
      }
      return s;
    }
    return modPow(m, d, n);
  };
  return {
    spki,
    sign(alg, data) {
      if (alg === -257) return bytesOf(power(toBig(pkcs1Encode(data, k))), k);
      const hash: Hash | undefined = { [-37]: 'sha256', [-38]: 'sha384', [-39]: 'sha512' }[alg] as Hash;
      if (!hash) throw new Error(`an RSA key does not sign alg ${alg}`);
      if (even) return evenSignature(hash, data, n, power);
      return bytesOf(power(toBig(pssEncode(hash, data, bitLength(n) - 1))), k);
    },
  };
}

/** A PSS signature for exponent 2: a salt for which the encoded message is a square mod the prime. */
function evenSignature(hash: Hash, data: Uint8Array, n: bigint, power: (m: bigint) => bigint): Uint8Array {
  const k = Math.ceil(bitLength(n) / 8);
  for (let salt = 0; salt < 256; salt++) {
    try {
      return bytesOf(power(toBig(pssEncode(hash, data, bitLength(n) - 1, salt))), k);
    } catch {
      // not a square: the next salt
    }
  }
  throw new Error('no salt gave a square');
}

const EC_HASHES: Record<number, Hash> = { [-7]: 'sha256', [-35]: 'sha384', [-36]: 'sha512' };

function nodeKey(privateKey: KeyObject, publicKey: KeyObject): TestKey {
  return {
    spki: new Uint8Array(publicKey.export({ type: 'spki', format: 'der' })),
    sign(alg, data) {
      if (alg === -8) return new Uint8Array(sign(null, data, privateKey));
      const ec = EC_HASHES[alg];
      if (ec) return new Uint8Array(sign(ec, data, { key: privateKey, dsaEncoding: 'ieee-p1363' }));
      throw new Error(`this key does not sign alg ${alg}`);
    },
  };
}

/** An EC key on `curve` (`P-256`, `P-384`, `P-521`) or an Ed25519 key. */
export function nodeTestKey(kind: 'P-256' | 'P-384' | 'P-521' | 'Ed25519'): TestKey {
  const { privateKey, publicKey } =
    kind === 'Ed25519' ? generateKeyPairSync('ed25519') : generateKeyPairSync('ec', { namedCurve: kind });
  return nodeKey(privateKey, publicKey);
}

/** A DER (not raw) ECDSA signature of `data` with the hash of `alg`, from an EC key of {@link nodeTestKey}'s kind. */
export function derEcdsaSigner(
  curve: 'P-256',
): TestKey & { signDer(alg: number, data: Uint8Array): Uint8Array } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: curve });
  return {
    ...nodeKey(privateKey, publicKey),
    signDer: (alg, data) => new Uint8Array(sign(EC_HASHES[alg] ?? 'sha256', data, privateKey)),
  };
}
