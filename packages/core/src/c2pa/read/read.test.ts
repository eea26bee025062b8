import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestCertificates,
  deterministicSigner,
  type TestCertificates,
} from '../../../../../test-vectors/lib/certificates.js';
import { solidImage } from '../../../../../test-vectors/lib/solid-image.js';
import { locateManifest } from '../asset/index.js';
import { embedLicenseAssertion } from '../write/embed.js';
import { inspectManifest, readLicenseAssertion } from './index.js';

let certs: TestCertificates;
beforeAll(async () => {
  certs = await createTestCertificates();
});

const data = { receipt: 'h.p.s', verify_url: 'https://licensing.example/r/rcpt_1' };

const image = (format: 'png' | 'jpeg') => solidImage(format, 48, 32, [240, 20, 60]);

async function signed(format: 'png' | 'jpeg', options: { label?: string; untrusted?: boolean } = {}) {
  const chain = options.untrusted ? certs.untrusted : certs.trusted;
  const signer = { certificate: chain.leafPem, privateKey: deterministicSigner(chain.leafSecretKey) };
  const label = options.label === undefined ? {} : { label: options.label };
  return embedLicenseAssertion(await image(format), `image/${format}`, data, signer, label);
}

/** Flips one byte of the image data after the manifest (a "pixel"). */
function tamperPixel(bytes: Uint8Array): Uint8Array {
  const out = bytes.slice();
  const after = locateManifest(out)!.ranges.at(-1)!.end;
  const at = after + Math.floor((out.length - after) / 2);
  out[at] = (out[at] as number) ^ 0x01;
  return out;
}

/** Changes one character of the claim's instance ID: the claim no longer matches its signature. */
function tamperClaim(bytes: Uint8Array): Uint8Array {
  const out = bytes.slice();
  const at = Buffer.from(out).indexOf('xmp:iid:') + 8;
  out[at] = out[at] === 0x30 ? 0x31 : 0x30;
  return out;
}

describe.each(['png', 'jpeg'] as const)('readLicenseAssertion (%s)', (format) => {
  it('finds the license in a valid manifest and reports the signer', async () => {
    const read = await readLicenseAssertion(await signed(format));
    expect(read).toEqual({
      found: true,
      assertion: { label: 'ai.tlp.license', ...data },
      manifest: {
        present: true,
        signatureValid: true,
        bindingValid: true,
        trusted: false,
        signer: {
          subject: 'CN=TLP Test C2PA Signer (trusted), O=TLP Test, C=DE',
          issuer: 'CN=TLP Test Root CA (trusted), O=TLP Test, C=DE',
          sha256: certs.trusted.leafSha256,
          notAfter: '2045-01-01T00:00:00.000Z',
        },
        failures: [],
      },
    });
  });

  it('reports trust against the given anchors', async () => {
    const file = await signed(format);
    const trusted = await readLicenseAssertion(file, { trustAnchors: [certs.trusted.rootPem] });
    expect(trusted).toMatchObject({ found: true, manifest: { trusted: true } });
    const other = await readLicenseAssertion(file, { trustAnchors: [certs.untrusted.rootPem] });
    expect(other).toMatchObject({ found: true, manifest: { trusted: false } });
  });

  it('accepts any ai.<service>.license label, or exactly the one asked for', async () => {
    const acme = await signed(format, { label: 'ai.acme.license' });
    expect(await readLicenseAssertion(acme)).toMatchObject({
      found: true,
      assertion: { label: 'ai.acme.license' },
    });
    expect(await readLicenseAssertion(acme, { label: 'ai.acme.license' })).toMatchObject({ found: true });
    expect(await readLicenseAssertion(acme, { label: 'ai.tlp.license' })).toMatchObject({
      found: false,
      code: 'no_license_assertion',
    });
    const other = await signed(format, { label: 'com.example.note' });
    expect(await readLicenseAssertion(other)).toMatchObject({ found: false, code: 'no_license_assertion' });
  });

  it('takes the content digest from the verified data hash when it covers exactly the content', async () => {
    for (const receipt of ['h.p.s', 'x'.repeat(70_000)]) {
      const original = await image(format);
      const signer = { certificate: certs.trusted.leafPem, privateKey: certs.trusted.leafKeyPem };
      const file = await embedLicenseAssertion(original, `image/${format}`, { ...data, receipt }, signer);
      const digest = new Uint8Array(
        await crypto.subtle.digest('SHA-256', original as Uint8Array<ArrayBuffer>),
      );
      const inspection = await inspectManifest(file);
      expect(inspection.contentDigest).toBe(`sha256:${Buffer.from(digest).toString('hex')}`);
    }
  });

  it('says no_manifest for an image without one', async () => {
    expect(await readLicenseAssertion(await image(format))).toMatchObject({
      found: false,
      code: 'no_manifest',
    });
  });

  it('says manifest_invalid with assertion.dataHash.mismatch for a changed pixel', async () => {
    const file = tamperPixel(await signed(format));
    expect(await readLicenseAssertion(file)).toMatchObject({ found: false, code: 'manifest_invalid' });
    const inspection = await inspectManifest(file);
    expect(inspection.manifest).toMatchObject({ signatureValid: true, bindingValid: false });
    expect(inspection.manifest!.failures).toEqual(['assertion.dataHash.mismatch']);
    expect(inspection.assertion).toMatchObject(data);
  });

  it('says manifest_invalid with claimSignature.mismatch for a changed claim, and still checks the binding', async () => {
    const inspection = await inspectManifest(tamperClaim(await signed(format)));
    expect(inspection.failure?.code).toBe('manifest_invalid');
    expect(inspection.manifest).toMatchObject({ signatureValid: false, bindingValid: true });
    expect(inspection.manifest!.failures).toContain('claimSignature.mismatch');
  });

  it('never throws on a truncated file', async () => {
    const file = await signed(format);
    for (let cut = 0; cut < file.length; cut += 97) {
      const read = await readLicenseAssertion(file.subarray(0, cut));
      expect(read.found).toBe(false);
    }
    const cutInManifest = file.subarray(0, locateManifest(file)!.ranges[0]!.start + 100);
    expect(await readLicenseAssertion(cutInManifest)).toMatchObject({
      found: false,
      code: 'manifest_invalid',
    });
  });

  it('never throws on a damaged manifest, and rejects nearly every damaged byte', async () => {
    const file = await signed(format);
    const { start, end } = locateManifest(file)!.ranges[0]!;
    // The padding of the claim signature's unprotected header (`pad`: bstr, 2-byte length) is signed
    // by nothing and read by no one: a damaged byte there is accepted, as c2pa-rs accepts it.
    const pad = Buffer.from(file).indexOf(Buffer.from([0x63, 0x70, 0x61, 0x64, 0x59])) + 7;
    const padEnd = pad + (((file[pad - 2] as number) << 8) | (file[pad - 1] as number));
    expect(pad).toBeGreaterThan(start);
    let accepted = 0;
    let tried = 0;
    for (let at = start + 24; at < end; at += 17) {
      if (at >= pad && at < padEnd) {
        const damaged = file.slice();
        damaged[at] = (damaged[at] as number) ^ 0xff;
        expect(await readLicenseAssertion(damaged)).toMatchObject({ found: true });
        continue;
      }
      const damaged = file.slice();
      damaged[at] = (damaged[at] as number) ^ 0xff;
      const read = await readLicenseAssertion(damaged);
      tried++;
      // c2pa-ts does not check the lengths of JUMBF super boxes, which no signature covers.
      if (read.found) accepted++;
      else expect(['manifest_invalid', 'no_license_assertion', 'no_manifest']).toContain(read.code);
    }
    expect(accepted / tried).toBeLessThan(0.05);
  });
});

describe('readLicenseAssertion on other input', () => {
  it('says unsupported_media_type for random bytes and non-bytes, and never throws', async () => {
    const random = crypto.getRandomValues(new Uint8Array(4096));
    random[0] = 0; // not a PNG or JPEG signature by accident
    expect(await readLicenseAssertion(random)).toMatchObject({
      found: false,
      code: 'unsupported_media_type',
    });
    expect(await readLicenseAssertion(new Uint8Array(0))).toMatchObject({ code: 'unsupported_media_type' });
    for (const junk of [null, undefined, 'png', 42, {}]) {
      expect(await readLicenseAssertion(junk as unknown as Uint8Array)).toMatchObject({
        found: false,
        code: 'unsupported_media_type',
      });
    }
  });

  it('reads a PNG or JPEG signature followed by garbage as a file without a manifest', async () => {
    const png = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...crypto.getRandomValues(new Uint8Array(500)),
    ]);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, ...crypto.getRandomValues(new Uint8Array(500))]);
    for (const bytes of [png, jpeg]) {
      const read = await readLicenseAssertion(bytes);
      expect(read.found).toBe(false);
    }
  });

  it('accepts an ArrayBuffer', async () => {
    const file = await signed('png');
    const buffer = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
    expect(await readLicenseAssertion(buffer as unknown as Uint8Array)).toMatchObject({ found: true });
  });
});
