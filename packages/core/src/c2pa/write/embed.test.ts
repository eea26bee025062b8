import { readFileSync } from 'node:fs';
import { PNG } from '@trustnxt/c2pa-ts/asset';
import { SuperBox } from '@trustnxt/c2pa-ts/jumbf';
import { type ActionAssertion, ClaimVersion, ManifestStore } from '@trustnxt/c2pa-ts/manifest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestCertificates,
  deterministicSigner,
  type TestCertificates,
} from '../../../../../test-vectors/lib/certificates.js';
import { solidImage } from '../../../../../test-vectors/lib/solid-image.js';
import { toHex } from '../../lib/base64-encode.js';
import { locateManifest } from '../asset/index.js';
import { readLicenseAssertion } from '../read/index.js';
import { embedLicenseAssertion, TRAINED_ALGORITHMIC_MEDIA } from './embed.js';
import { stripManifest } from './strip.js';

let certs: TestCertificates;
beforeAll(async () => {
  certs = await createTestCertificates();
});

const data = { receipt: 'h.p.s', verify_url: 'https://licensing.example/r/rcpt_1' };

const image = (format: 'png' | 'jpeg', r = 10) => solidImage(format, 40, 30, [r, 120, 200]);

const detSigner = () => ({
  certificate: certs.trusted.leafPem,
  privateKey: deterministicSigner(certs.trusted.leafSecretKey),
});

function activeManifest(bytes: Uint8Array) {
  const store = ManifestStore.read(SuperBox.fromBuffer(locateManifest(bytes)!.jumbf!.slice()));
  return store.getActiveManifest()!;
}

describe.each(['png', 'jpeg'] as const)('embedLicenseAssertion (%s)', (format) => {
  it('writes a v2 claim with c2pa.created by a trained algorithm, the license and a data hash', async () => {
    const signed = await embedLicenseAssertion(await image(format), `image/${format}`, data, detSigner());
    const manifest = activeManifest(signed);
    expect(manifest.claim!.version).toBe(ClaimVersion.V2);
    expect(manifest.claim!.instanceID).toMatch(/^xmp:iid:[0-9a-f-]{36}$/);
    expect(manifest.label).toMatch(
      /^urn:c2pa:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const labels = manifest.assertions!.assertions.map((a) => a.label);
    expect(labels).toEqual(['c2pa.actions.v2', 'ai.tlp.license', 'c2pa.hash.data']);
    const actions = manifest.assertions!.assertions[0] as ActionAssertion;
    expect(actions.actions).toEqual([
      { action: 'c2pa.created', digitalSourceType: TRAINED_ALGORITHMIC_MEDIA },
    ]);
    const read = await readLicenseAssertion(signed);
    expect(read).toMatchObject({ found: true, assertion: { label: 'ai.tlp.license', ...data } });
  });

  it('is deterministic with a deterministic signer, and derives the instance ID from the content', async () => {
    const original = await image(format);
    const a = await embedLicenseAssertion(original, `image/${format}`, data, detSigner());
    const b = await embedLicenseAssertion(original.slice(), `image/${format}`, data, detSigner());
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const other = await embedLicenseAssertion(await image(format, 99), `image/${format}`, data, detSigner());
    expect(activeManifest(other).claim!.instanceID).not.toBe(activeManifest(a).claim!.instanceID);
    const digest = toHex(
      new Uint8Array(await crypto.subtle.digest('SHA-256', original as Uint8Array<ArrayBuffer>)),
    );
    const iid = activeManifest(a).claim!.instanceID!.slice('xmp:iid:'.length).replace(/-/g, '');
    expect(iid.slice(0, 12)).toBe(digest.slice(0, 12));
  });

  it('signs with a PKCS#8 PEM key too, and takes a custom label', async () => {
    const signer = { certificate: certs.trusted.leafPem, privateKey: certs.trusted.leafKeyPem };
    const signed = await embedLicenseAssertion(await image(format), `image/${format}`, data, signer, {
      label: 'ai.acme.license',
    });
    expect(await readLicenseAssertion(signed)).toMatchObject({
      found: true,
      assertion: { label: 'ai.acme.license' },
    });
  });

  it('replaces a manifest already in the file, keeping the original bytes around it', async () => {
    const original = await image(format);
    const first = await embedLicenseAssertion(original, `image/${format}`, data, detSigner());
    const second = await embedLicenseAssertion(
      first,
      `image/${format}`,
      { ...data, receipt: 'a.b.c' },
      detSigner(),
    );
    expect(Buffer.from(stripManifest(second)).equals(Buffer.from(original))).toBe(true);
    expect(await readLicenseAssertion(second)).toMatchObject({
      found: true,
      assertion: { receipt: 'a.b.c' },
    });
  });

  it('leaves the caller’s bytes untouched', async () => {
    const original = await image(format);
    const copy = original.slice();
    await embedLicenseAssertion(original, `image/${format}`, data, detSigner());
    expect(Buffer.from(original).equals(Buffer.from(copy))).toBe(true);
  });
});

describe('embedLicenseAssertion input checks', () => {
  it('throws a TypeError for an unsupported media type', async () => {
    const png = await image('png');
    await expect(embedLicenseAssertion(png, 'image/bmp', data, detSigner())).rejects.toThrow(
      /supports image\/png, image\/jpeg/,
    );
    await expect(embedLicenseAssertion(png, 'image/bmp', data, detSigner())).rejects.toBeInstanceOf(
      TypeError,
    );
  });

  it('throws a TypeError for a format it reads but does not write (GIF, TIFF, SVG, PDF)', async () => {
    for (const [path, type] of [
      ['media/no-manifest.gif', 'image/gif'],
      ['media/no-manifest.tiff', 'image/tiff'],
      ['media/no-manifest.svg', 'image/svg+xml'],
      ['third-party/c2pa-rs/basic.pdf', 'application/pdf'],
    ] as const) {
      const bytes = new Uint8Array(
        readFileSync(new URL(`../../../../../test-vectors/${path}`, import.meta.url)),
      );
      await expect(embedLicenseAssertion(bytes, type, data, detSigner()), type).rejects.toThrow(
        new TypeError(`embedLicenseAssertion reads ${type} files but does not write them`),
      );
    }
  });

  it('throws a TypeError when the bytes are not of the media type', async () => {
    await expect(embedLicenseAssertion(await image('png'), 'image/jpeg', data, detSigner())).rejects.toThrow(
      /the bytes are image\/png, not image\/jpeg/,
    );
    await expect(embedLicenseAssertion(new Uint8Array(10), 'image/png', data, detSigner())).rejects.toThrow(
      TypeError,
    );
  });

  it('throws a TypeError for bad data, label or signer', async () => {
    const png = await image('png');
    await expect(
      embedLicenseAssertion(png, 'image/png', { receipt: '', verify_url: 'x' }, detSigner()),
    ).rejects.toThrow(TypeError);
    await expect(
      embedLicenseAssertion(png, 'image/png', data, detSigner(), { label: 'bad' }),
    ).rejects.toThrow(TypeError);
    await expect(
      embedLicenseAssertion(png, 'image/png', data, {
        certificate: 'x',
        privateKey: certs.trusted.leafKeyPem,
      }),
    ).rejects.toThrow(TypeError);
  });

  it('refuses a PNG with data after IEND, which the manifest would not keep', async () => {
    const png = await image('png');
    const trailing = new Uint8Array([...png, 1, 2, 3]);
    await expect(embedLicenseAssertion(trailing, 'image/png', data, detSigner())).rejects.toThrow(
      /outside its manifest/,
    );
  });

  it('throws when the private key does not match the certificate', async () => {
    const signer = { certificate: certs.trusted.leafPem, privateKey: certs.untrusted.leafKeyPem };
    await expect(embedLicenseAssertion(await image('png'), 'image/png', data, signer)).rejects.toThrow(
      /does not verify/,
    );
  });

  it('writes the manifest before the first IDAT of a PNG', async () => {
    const signed = await embedLicenseAssertion(await image('png'), 'image/png', data, detSigner());
    const info = new PNG(signed).dumpInfo();
    expect(info.indexOf('caBX')).toBeLessThan(info.indexOf('IDAT'));
  });
});
