import { constants, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { incrementalSha256 } from './incremental-sha256.js';
import { nodePlatform } from './node.js';
import { webCryptoPlatform } from './webcrypto.js';

describe.each([
  ['node:crypto', nodePlatform],
  ['WebCrypto', webCryptoPlatform],
])('%s platform', (_name, platform) => {
  it('returns plain Uint8Arrays whose slice() copies (a Buffer would share memory)', async () => {
    const data = new TextEncoder().encode('abc');
    const incremental = await incrementalSha256(platform);
    incremental.update(data);
    for (const digest of [
      await platform.sha256(data),
      incremental.digest(),
      await platform.hmacSha256(data, data),
    ]) {
      expect(Object.getPrototypeOf(digest)).toBe(Uint8Array.prototype);
      const before = digest[0];
      const part = digest.slice(0, 4);
      part[0] = (part[0] as number) ^ 0xff;
      expect(digest[0]).toBe(before);
    }
  });

  it('compute SHA-256 and HMAC-SHA256 as the standards’ test vectors say', async () => {
    const text = (s: string) => new TextEncoder().encode(s);
    const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
    // FIPS 180-2, appendix B.1 ("abc").
    const abc = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(hex(await platform.sha256(text('abc')))).toBe(abc);
    const incremental = await incrementalSha256(platform);
    incremental.update(text('a'));
    incremental.update(text('bc'));
    expect(hex(incremental.digest())).toBe(abc);
    // RFC 4231, test case 2 (key "Jefe").
    expect(hex(await platform.hmacSha256(text('Jefe'), text('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});

describe('node:crypto verifySpki (C2PA claim signatures), against node:crypto signing', () => {
  const data = new TextEncoder().encode('Sig_structure');
  const spki = (key: KeyObject) => new Uint8Array(key.export({ format: 'der', type: 'spki' }));

  it('verifies ES256 (raw r‖s), PS256 and Ed25519, and rejects another payload', async () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const es256 = sign('sha256', data, { key: ec.privateKey, dsaEncoding: 'ieee-p1363' });
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const ps256 = sign('sha256', data, {
      key: rsa.privateKey,
      padding: constants.RSA_PKCS1_PSS_PADDING,
      saltLength: 32,
    });
    const ed = generateKeyPairSync('ed25519');
    const ed25519 = sign(null, data, ed.privateKey);
    const cases = [
      [spki(ec.publicKey), { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' }, es256],
      [spki(rsa.publicKey), { name: 'RSA-PSS', saltLength: 32, hash: 'SHA-256' }, ps256],
      [spki(ed.publicKey), { name: 'Ed25519' }, ed25519],
    ] as const;
    for (const [key, algorithm, signature] of cases) {
      expect(await nodePlatform.verifySpki!(key, algorithm, data, new Uint8Array(signature))).toBe(true);
      expect(await nodePlatform.verifySpki!(key, algorithm, data.slice(1), new Uint8Array(signature))).toBe(
        false,
      );
    }
  });
});
