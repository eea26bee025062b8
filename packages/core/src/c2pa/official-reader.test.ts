import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestCertificates,
  deterministicSigner,
  type TestCertificates,
} from '../../../../test-vectors/lib/certificates.js';
import { PLACEHOLDER_LICENSE } from '../../../../test-vectors/lib/fixtures.js';
import { initOfficialReader, officialVerdict } from '../../../../test-vectors/lib/official-reader.js';
import { solidImage } from '../../../../test-vectors/lib/solid-image.js';
import { locateManifest } from './asset/index.js';
import { embedLicenseAssertion } from './write/embed.js';
import { stripManifest } from './write/strip.js';

let certs: TestCertificates;
beforeAll(async () => {
  certs = await createTestCertificates();
  initOfficialReader();
});

/** The official reader's report on a file: state, failure codes, active label and assertions. */
async function officialRead(mediaType: string, bytes: Uint8Array, trustAnchor?: string) {
  const verdict = await officialVerdict(bytes, mediaType, trustAnchor);
  if (verdict.state === undefined)
    throw new Error(`the official reader could not read the file: ${verdict.error}`);
  return verdict;
}

const data = PLACEHOLDER_LICENSE;

const image = (format: 'png' | 'jpeg', width: number, height: number) =>
  solidImage(format, width, height, [12, 34, 56]);

const signers = () => ({
  'deterministic signer': {
    certificate: certs.trusted.leafPem,
    privateKey: deterministicSigner(certs.trusted.leafSecretKey),
  },
  'PKCS#8 PEM key': { certificate: certs.trusted.leafPem, privateKey: certs.trusted.leafKeyPem },
});

describe.each([
  ['image/png', 'png'],
  ['image/jpeg', 'jpeg'],
] as const)('the official reader reads our %s', (mediaType, format) => {
  it.each(['deterministic signer', 'PKCS#8 PEM key'] as const)('as valid C2PA (%s)', async (signerName) => {
    const file = await embedLicenseAssertion(
      await image(format, 64, 48),
      mediaType,
      data,
      signers()[signerName],
    );
    const untrusted = await officialRead(mediaType, file);
    expect(untrusted.state).toBe('Valid');
    expect(untrusted.failures).toEqual(['signingCredential.untrusted']);
    expect(untrusted.assertions).toContainEqual(expect.objectContaining({ label: 'ai.tlp.license', data }));
    expect(untrusted.assertions).toContainEqual(
      expect.objectContaining({
        label: 'c2pa.actions.v2',
        data: {
          actions: [
            {
              action: 'c2pa.created',
              digitalSourceType: 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia',
            },
          ],
        },
      }),
    );

    const trusted = await officialRead(mediaType, file, certs.trusted.rootPem);
    expect(trusted.state).toBe('Trusted');
    expect(trusted.failures).toEqual([]);
  });

  it('as valid with a custom label and a large manifest', async () => {
    const big = { ...data, receipt: `${data.receipt}${'A'.repeat(70_000)}` };
    const file = await embedLicenseAssertion(
      await image(format, 300, 200),
      mediaType,
      big,
      signers()['PKCS#8 PEM key'],
      {
        label: 'ai.acme.license',
      },
    );
    if (format === 'jpeg') expect(locateManifest(file)!.ranges.length).toBeGreaterThan(1);
    const report = await officialRead(mediaType, file, certs.trusted.rootPem);
    expect(report.state).toBe('Trusted');
    expect(report.assertions).toContainEqual(
      expect.objectContaining({ label: 'ai.acme.license', data: big }),
    );
  });

  it('as trusted with Exif and ICC metadata (and a progressive JPEG), and strips back to it', async () => {
    const create = { width: 120, height: 80, channels: 3 as const, background: { r: 1, g: 2, b: 3 } };
    const withMetadata = sharp({ create })
      .withExif({ IFD0: { Copyright: 'TLP test' } })
      .withIccProfile('srgb');
    const encoded = format === 'jpeg' ? withMetadata.jpeg({ progressive: true }) : withMetadata.png();
    const original = new Uint8Array(await encoded.toBuffer());
    const file = await embedLicenseAssertion(original, mediaType, data, signers()['PKCS#8 PEM key']);
    const report = await officialRead(mediaType, file, certs.trusted.rootPem);
    expect(report.state).toBe('Trusted');
    expect(Buffer.from(stripManifest(file)).equals(Buffer.from(original))).toBe(true);
  });

  it('as trusted when signed under an intermediate CA carried in the manifest', async () => {
    const { leafPem, leafKeyPem, intermediatePem, rootPem } = certs.intermediate;
    const signer = { certificate: leafPem, chain: [intermediatePem], privateKey: leafKeyPem };
    const file = await embedLicenseAssertion(await image(format, 32, 32), mediaType, data, signer);
    const report = await officialRead(mediaType, file, rootPem);
    expect(report.state).toBe('Trusted');
    expect(report.failures).toEqual([]);
  });

  it('as untrusted when signed under an unrelated CA', async () => {
    const signer = { certificate: certs.untrusted.leafPem, privateKey: certs.untrusted.leafKeyPem };
    const file = await embedLicenseAssertion(await image(format, 32, 32), mediaType, data, signer);
    const report = await officialRead(mediaType, file, certs.trusted.rootPem);
    expect(report.state).toBe('Valid');
    expect(report.failures).toEqual(['signingCredential.untrusted']);
  });

  it('as invalid with assertion.dataHash.mismatch after a pixel changed', async () => {
    const file = await embedLicenseAssertion(
      await image(format, 64, 48),
      mediaType,
      data,
      signers()['PKCS#8 PEM key'],
    );
    const after = locateManifest(file)!.ranges.at(-1)!.end;
    const at = after + Math.floor((file.length - after) / 2);
    file[at] = (file[at] as number) ^ 0x01;
    const report = await officialRead(mediaType, file, certs.trusted.rootPem);
    expect(report.state).toBe('Invalid');
    expect(report.failures).toContain('assertion.dataHash.mismatch');
  });
});
