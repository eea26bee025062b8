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

  it('agree on SHA-256 and HMAC', async () => {
    const data = new TextEncoder().encode('the same bytes');
    expect(await platform.sha256(data)).toEqual(await webCryptoPlatform.sha256(data));
    expect(await platform.hmacSha256(data, data)).toEqual(await webCryptoPlatform.hmacSha256(data, data));
  });
});
