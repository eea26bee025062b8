import { describe, expect, it } from 'vitest';
import { nodePlatform } from './node.js';
import { webCryptoPlatform } from './webcrypto.js';

describe.each([
  ['node:crypto', nodePlatform],
  ['WebCrypto', webCryptoPlatform],
])('%s platform', (_name, platform) => {
  it('returns plain Uint8Arrays whose slice() copies (a Buffer would share memory)', async () => {
    const data = new TextEncoder().encode('abc');
    const incremental = platform.createSha256();
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
    const incremental = platform.createSha256();
    incremental.update(text('a'));
    incremental.update(text('bc'));
    expect(hex(incremental.digest())).toBe(abc);
    // RFC 4231, test case 2 (key "Jefe").
    expect(hex(await platform.hmacSha256(text('Jefe'), text('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});
