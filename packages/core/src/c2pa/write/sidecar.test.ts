import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestCertificates,
  type TestCertificates,
} from '../../../../../test-vectors/lib/certificates.js';
import { PLACEHOLDER_LICENSE } from '../../../../../test-vectors/lib/fixtures.js';
import { initOfficialReader, officialVerdict } from '../../../../../test-vectors/lib/official-reader.js';
import { inspectWithRemoteStore, jpegNamingRemote } from '../../../../../test-vectors/lib/remote-jpeg.js';
import { SOFT_BINDING_LABEL, type SoftBindingAssertion } from '../claim/soft-binding.js';
import { createSidecarManifest } from './sidecar.js';

let certs: TestCertificates;
beforeAll(async () => {
  certs = await createTestCertificates();
  initOfficialReader();
});

const license = PLACEHOLDER_LICENSE;
const softBinding: SoftBindingAssertion = {
  label: SOFT_BINDING_LABEL,
  data: { alg: 'io.iscc.v0', blocks: [{ scope: {}, value: 'IQHTWg+RInxA6A==' }] },
};
const manifestLabel = 'urn:c2pa:0b6b2c5e-3f0a-8d41-9c2e-5a7f1e0d4b33';

describe('a standalone manifest store (application/c2pa)', () => {
  it('is what a file naming it as its remote manifest verifies against: signature, binding, license', async () => {
    const url = 'https://licensing.example/v1/manifests/x';
    const jpeg = new Uint8Array(await jpegNamingRemote(url));
    const store = await createSidecarManifest(
      {
        manifestLabel,
        contentSha256: createHash('sha256').update(jpeg).digest('hex'),
        license,
        softBinding,
      },
      { certificate: certs.trusted.leafPem, privateKey: certs.trusted.leafKeyPem },
    );
    const inspection = await inspectWithRemoteStore(jpeg, store, [certs.trusted.rootPem]);
    expect(inspection.failure).toBeUndefined();
    expect(inspection.manifest).toMatchObject({
      signatureValid: true,
      bindingValid: true,
      trusted: true,
      failures: [],
      remoteUrl: url,
    });
    expect(inspection.assertion).toEqual({ label: 'ai.tlp.license', ...license });
  });

  it('c2pa-rs reads it as the remote manifest of the file it names: trusted, no failure code', async () => {
    const jpeg = new Uint8Array(await jpegNamingRemote('https://licensing.example/v1/manifests/y'));
    const store = await createSidecarManifest(
      { manifestLabel, contentSha256: createHash('sha256').update(jpeg).digest('hex'), license, softBinding },
      { certificate: certs.trusted.leafPem, privateKey: certs.trusted.leafKeyPem },
    );
    const verdict = await officialVerdict(jpeg, 'image/jpeg', certs.trusted.rootPem, store);
    expect(verdict).toMatchObject({ state: 'Trusted', failures: [], label: manifestLabel });
    expect(verdict.assertions?.map((a) => a.label)).toEqual(
      expect.arrayContaining(['c2pa.actions.v2', 'ai.tlp.license', SOFT_BINDING_LABEL]),
    );
    // Read on its own, without the content, c2pa-rs hashes the store itself for the data hash, which
    // cannot match; the signature, the trust and every other assertion pass.
    const alone = await officialVerdict(store, 'application/c2pa', certs.trusted.rootPem);
    expect(alone).toMatchObject({ label: manifestLabel, failures: ['assertion.dataHash.mismatch'] });
  });

  it('a content digest that is not SHA-256 hex, or a label that is not a C2PA URN, is a TypeError', async () => {
    const signer = { certificate: certs.trusted.leafPem, privateKey: certs.trusted.leafKeyPem };
    await expect(
      createSidecarManifest({ manifestLabel, contentSha256: 'xyz', license }, signer),
    ).rejects.toThrow(TypeError);
    await expect(
      createSidecarManifest({ manifestLabel: 'gen_1', contentSha256: 'ab'.repeat(32), license }, signer),
    ).rejects.toThrow(TypeError);
  });
});
