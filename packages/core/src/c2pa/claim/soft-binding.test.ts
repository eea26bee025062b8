import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestCertificates,
  type TestCertificates,
} from '../../../../../test-vectors/lib/certificates.js';
import { PLACEHOLDER_LICENSE } from '../../../../../test-vectors/lib/fixtures.js';
import { initOfficialReader, officialVerdict } from '../../../../../test-vectors/lib/official-reader.js';
import { solidImage } from '../../../../../test-vectors/lib/solid-image.js';
import { readLicenseAssertion } from '../read/index.js';
import { embedLicenseAssertion } from '../write/embed.js';
import {
  base64Decode,
  SOFT_BINDING_LABEL,
  type SoftBindingAssertion,
  softBindingAssertion,
} from './soft-binding.js';

let certs: TestCertificates;
beforeAll(async () => {
  certs = await createTestCertificates();
  initOfficialReader();
});

const data = PLACEHOLDER_LICENSE;

/** The ISCC-UNIT of a 64-bit Image-Code: header 0x2101, then 8 bytes. */
const unit = Uint8Array.from([0x21, 0x01, 0xd3, 0x5a, 0x0f, 0x91, 0x22, 0x7c, 0x40, 0xe8]);
const softBinding: SoftBindingAssertion = {
  label: SOFT_BINDING_LABEL,
  data: { alg: 'io.iscc.v0', blocks: [{ scope: {}, value: Buffer.from(unit).toString('base64') }] },
};

describe('the soft binding assertion', () => {
  it.each([
    ['image/png', 'png'],
    ['image/jpeg', 'jpeg'],
  ] as const)(
    'embedded in a %s, c2pa-rs reads it (alg, value bytes) and validates the manifest',
    async (type, format) => {
      const file = await embedLicenseAssertion(
        await solidImage(format, 64, 48, [90, 60, 30]),
        type,
        data,
        {
          certificate: certs.trusted.leafPem,
          privateKey: certs.trusted.leafKeyPem,
        },
        { softBinding },
      );
      const verdict = await officialVerdict(file, type, certs.trusted.rootPem);
      expect(verdict.state).toBe('Trusted');
      expect(verdict.failures).toEqual([]);
      const read = verdict.assertions?.find((a) => a.label === SOFT_BINDING_LABEL);
      // c2pa-rs gives a CBOR byte string back as an array of numbers.
      expect(read?.data).toEqual({ alg: 'io.iscc.v0', blocks: [{ scope: {}, value: [...unit] }] });
      expect(verdict.assertions?.map((a) => a.label)).toContain('ai.tlp.license');
      // Our own reader still finds the license assertion beside it.
      expect(await readLicenseAssertion(file)).toMatchObject({
        found: true,
        assertion: { label: 'ai.tlp.license', ...data },
        manifest: { signatureValid: true, bindingValid: true, failures: [] },
      });
    },
  );

  it('writes the value as bytes and the scope as an empty map', () => {
    expect(softBindingAssertion(softBinding)).toEqual({
      label: 'c2pa.soft-binding',
      content: { alg: 'io.iscc.v0', blocks: [{ scope: {}, value: unit }] },
    });
  });

  it('refuses what is not a soft binding', () => {
    const bad = (d: unknown) => () => softBindingAssertion(d as SoftBindingAssertion);
    expect(bad({ label: 'c2pa.hash.data', data: softBinding.data })).toThrow(TypeError);
    expect(bad({ label: SOFT_BINDING_LABEL, data: { blocks: softBinding.data.blocks } })).toThrow(/alg/);
    expect(bad({ label: SOFT_BINDING_LABEL, data: { alg: 'io.iscc.v0', blocks: [] } })).toThrow(/blocks/);
    expect(
      bad({
        label: SOFT_BINDING_LABEL,
        data: { alg: 'io.iscc.v0', blocks: [{ scope: {}, value: 'not base64!' }] },
      }),
    ).toThrow(/base64/);
    expect(
      bad({
        label: SOFT_BINDING_LABEL,
        data: { alg: 'io.iscc.v0', blocks: [{ scope: { region: [] }, value: 'AA==' }] },
      }),
    ).toThrow(/scope/);
  });
});

describe('base64Decode', () => {
  it('decodes canonical padded base64 and refuses the rest', () => {
    expect([...(base64Decode('IQHTWg+RInxA6A==') ?? [])]).toEqual([...unit]);
    expect(base64Decode('IQHTWg-RInxA6A==')).toBeNull(); // base64url
    expect(base64Decode('IQHTWg+RInxA6A')).toBeNull(); // unpadded
    expect(base64Decode('IQHTWg+RInxA6B==')).toBeNull(); // non-zero unused bits
    expect([...(base64Decode('') ?? [1])]).toEqual([]);
  });
});
