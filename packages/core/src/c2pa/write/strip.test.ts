import { JPEG, PNG } from '@trustnxt/c2pa-ts/asset';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestCertificates,
  deterministicSigner,
  type TestCertificates,
} from '../../../../../test-vectors/lib/certificates.js';
import { solidImage } from '../../../../../test-vectors/lib/solid-image.js';
import { detectMediaType, normalizeMediaType } from '../asset/container.js';
import { locateManifest } from '../asset/index.js';
import { embedLicenseAssertion } from './embed.js';
import { stripManifest } from './strip.js';

let certs: TestCertificates;
beforeAll(async () => {
  certs = await createTestCertificates();
});

const data = { receipt: 'h.p.s', verify_url: 'https://licensing.example/r/rcpt_1' };

const image = (format: 'png' | 'jpeg', size = 40) => solidImage(format, size, size, [10, 120, 200]);

function embed(bytes: Uint8Array, format: 'png' | 'jpeg') {
  const signer = {
    certificate: certs.trusted.leafPem,
    privateKey: deterministicSigner(certs.trusted.leafSecretKey),
  };
  return embedLicenseAssertion(bytes, `image/${format}`, data, signer);
}

describe('media types', () => {
  it('detects PNG and JPEG from their first bytes, nothing else', async () => {
    expect(detectMediaType(await image('png'))).toBe('image/png');
    expect(detectMediaType(await image('jpeg'))).toBe('image/jpeg');
    expect(detectMediaType(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull();
    expect(detectMediaType(new Uint8Array(0))).toBeNull();
    expect(detectMediaType('png' as unknown as Uint8Array)).toBeNull();
  });

  it('normalizes the way callers write media types', () => {
    expect(normalizeMediaType('IMAGE/PNG')).toBe('image/png');
    expect(normalizeMediaType('image/jpg')).toBe('image/jpeg');
    expect(normalizeMediaType('image/jpeg; q=1')).toBe('image/jpeg');
    expect(normalizeMediaType('image/tif')).toBe('image/tiff');
    expect(normalizeMediaType('image/bmp')).toBeNull();
  });
});

describe.each(['png', 'jpeg'] as const)('stripManifest (%s)', (format) => {
  it('gives back the exact original bytes after embedding', async () => {
    const original = await image(format);
    const signed = await embed(original, format);
    expect(signed.length).toBeGreaterThan(original.length);
    expect(Buffer.from(stripManifest(signed)).equals(Buffer.from(original))).toBe(true);
  });

  it('also for an image large enough to need several JPEG segments', async () => {
    const original = await image(format, 64);
    const receipt = 'x'.repeat(70_000); // the manifest outgrows one 64 KiB APP11 segment
    const signer = { certificate: certs.trusted.leafPem, privateKey: certs.trusted.leafKeyPem };
    const signed = await embedLicenseAssertion(original, `image/${format}`, { ...data, receipt }, signer);
    const location = locateManifest(signed)!;
    if (format === 'jpeg') expect(location.ranges.length).toBeGreaterThan(1);
    expect(Buffer.from(stripManifest(signed)).equals(Buffer.from(original))).toBe(true);
  });

  it('finds the same manifest store c2pa-ts finds', async () => {
    const signed = await embed(await image(format), format);
    const ours = locateManifest(signed)!.jumbf!;
    const theirs = (format === 'png' ? new PNG(signed) : new JPEG(signed)).getManifestJUMBF()!;
    expect(Buffer.from(ours).equals(Buffer.from(theirs))).toBe(true);
  });

  it('returns bytes without a manifest as they are', async () => {
    const original = await image(format);
    expect(stripManifest(original)).toBe(original);
  });

  it('never throws on a truncated file', async () => {
    const signed = await embed(await image(format), format);
    for (const cut of [9, 30, 200, 600, signed.length - 10]) {
      const truncated = signed.subarray(0, cut);
      expect(() => stripManifest(truncated)).not.toThrow();
      expect(() => locateManifest(truncated)).not.toThrow();
    }
  });
});

describe('stripManifest', () => {
  it('throws a TypeError for other formats', () => {
    expect(() => stripManifest(new Uint8Array([1, 2, 3, 4]))).toThrow(TypeError);
  });
});
