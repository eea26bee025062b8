import { constants, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RsaAlgorithm, verifyRsaSignature } from './rsa-verify.js';

const HASHES = ['SHA-256', 'SHA-384', 'SHA-512'] as const;
const SALT = { 'SHA-256': 32, 'SHA-384': 48, 'SHA-512': 64 };

/** Keys with exponents workerd's WebCrypto refuses (65541, as Adobe's signer of verify.jpeg) and 65537. */
const keys = [
  { bits: 2048, e: 65541 },
  { bits: 3072, e: 65537 },
  { bits: 2049, e: 3 },
].map(({ bits, e }) => ({
  bits,
  e,
  ...generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: e }),
}));

function sign(key: KeyObject, algorithm: RsaAlgorithm, data: Uint8Array): Uint8Array {
  const signer = createSign(algorithm.hash.replace('-', '').toLowerCase());
  signer.update(data);
  return new Uint8Array(
    signer.sign(
      algorithm.name === 'RSA-PSS'
        ? { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: algorithm.saltLength! }
        : { key, padding: constants.RSA_PKCS1_PADDING },
    ),
  );
}

const algorithms: RsaAlgorithm[] = HASHES.flatMap((hash) => [
  { name: 'RSA-PSS', hash, saltLength: SALT[hash] },
  { name: 'RSASSA-PKCS1-v1_5', hash },
]);

describe('verifyRsaSignature, the JavaScript RSA verifier where WebCrypto refuses a key', () => {
  for (const { bits, e, publicKey, privateKey } of keys) {
    const spki = new Uint8Array(publicKey.export({ type: 'spki', format: 'der' }));
    for (const algorithm of algorithms) {
      it(`verifies what node:crypto signs, and nothing else (${algorithm.name} ${algorithm.hash}, ${bits} bits, e = ${e})`, async () => {
        await fc.assert(
          fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), fc.nat(), async (data, flip) => {
            const signature = sign(privateKey, algorithm, data);
            expect(await verifyRsaSignature(spki, algorithm, data, signature)).toBe(true);
            const bad = signature.slice();
            bad[flip % bad.length]! ^= 1 << (flip % 8);
            expect(await verifyRsaSignature(spki, algorithm, data, bad)).toBe(false);
            const other = new Uint8Array([...data, 0]);
            expect(await verifyRsaSignature(spki, algorithm, other, signature)).toBe(false);
          }),
          { numRuns: 8 },
        );
      });
    }
  }

  it('refuses a PSS signature checked with another salt length or hash, and a PKCS #1 one as PSS', async () => {
    const { publicKey, privateKey } = keys[0]!;
    const spki = new Uint8Array(publicKey.export({ type: 'spki', format: 'der' }));
    const data = new TextEncoder().encode('claim');
    const pss = sign(privateKey, { name: 'RSA-PSS', hash: 'SHA-256', saltLength: 32 }, data);
    expect(
      await verifyRsaSignature(spki, { name: 'RSA-PSS', hash: 'SHA-256', saltLength: 20 }, data, pss),
    ).toBe(false);
    expect(
      await verifyRsaSignature(spki, { name: 'RSA-PSS', hash: 'SHA-384', saltLength: 32 }, data, pss),
    ).toBe(false);
    const pkcs = sign(privateKey, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, data);
    expect(
      await verifyRsaSignature(spki, { name: 'RSA-PSS', hash: 'SHA-256', saltLength: 32 }, data, pkcs),
    ).toBe(false);
    expect(await verifyRsaSignature(spki, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, data, pss)).toBe(
      false,
    );
  });

  it('answers false, without throwing, for an unreadable key or a signature of the wrong length', async () => {
    const data = new Uint8Array(4);
    const algorithm: RsaAlgorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
    expect(
      await verifyRsaSignature(
        new Uint8Array([0x30, 0x03, 0x02, 0x01]),
        algorithm,
        data,
        new Uint8Array(256),
      ),
    ).toBe(false);
    const spki = new Uint8Array(keys[0]!.publicKey.export({ type: 'spki', format: 'der' }));
    expect(await verifyRsaSignature(spki, algorithm, data, new Uint8Array(255))).toBe(false);
    expect(await verifyRsaSignature(spki, algorithm, data, new Uint8Array(256).fill(0xff))).toBe(false);
  });
});
