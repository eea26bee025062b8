import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setPlatform } from '../platform/current.js';
import { nodePlatform } from '../platform/node.js';
import { webCryptoPlatform } from '../platform/webcrypto.js';
import { sha256Digest, verifyDigest } from './sha256.js';

const hex = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

function chunksOf(bytes: Uint8Array, sizes: number[]): Uint8Array[] {
  const out: Uint8Array[] = [];
  let offset = 0;
  for (const size of sizes) {
    if (offset >= bytes.length) break;
    out.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  if (offset < bytes.length) out.push(bytes.subarray(offset));
  return out;
}

describe.each([
  ['WebCrypto + noble', webCryptoPlatform],
  ['node:crypto', nodePlatform],
])('sha256Digest on %s', (_name, platform) => {
  it('bytes, streams and async iterables give the same digest as node:crypto', async () => {
    setPlatform(platform);
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 5000 }),
        fc.array(fc.integer({ min: 1, max: 700 })),
        async (bytes, sizes) => {
          const expected = `sha256:${hex(bytes)}`;
          expect(await sha256Digest(bytes)).toBe(expected);
          const chunks = chunksOf(bytes, sizes);
          const stream = new ReadableStream<Uint8Array>({
            start(controller) {
              for (const c of chunks) controller.enqueue(c);
              controller.close();
            },
          });
          expect(await sha256Digest(stream)).toBe(expected);
          expect(
            await sha256Digest(
              (async function* () {
                yield* chunks;
              })(),
            ),
          ).toBe(expected);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('verifyDigest', () => {
  const bytes = new TextEncoder().encode('hello');
  const digest = hex(bytes);
  it('accepts sha256:<hex> and bare hex', async () => {
    expect(await verifyDigest(bytes, `sha256:${digest}`)).toBe(true);
    expect(await verifyDigest(bytes, digest)).toBe(true);
  });
  it('rejects other bytes, uppercase, and junk, without throwing', async () => {
    expect(await verifyDigest(new Uint8Array([1]), digest)).toBe(false);
    expect(await verifyDigest(bytes, digest.toUpperCase())).toBe(false);
    expect(await verifyDigest(bytes, 'md5:abc')).toBe(false);
    expect(await verifyDigest(42 as unknown as Uint8Array, digest)).toBe(false);
    expect(await verifyDigest(bytes, null as unknown as string)).toBe(false);
  });
  it('sha256Digest rejects a non-byte input with a TypeError', async () => {
    await expect(sha256Digest('text' as unknown as Uint8Array)).rejects.toThrow(TypeError);
  });
});
