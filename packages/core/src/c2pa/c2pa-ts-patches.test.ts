/**
 * Each hunk of `patches/@trustnxt+c2pa-ts+0.9.4.patch`, shown on the c2pa-rs file that needs it,
 * against c2pa-ts itself: this fails when `npm install` did not apply the patch (see patches/README.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Asset } from '@trustnxt/c2pa-ts/asset';
import { SuperBox } from '@trustnxt/c2pa-ts/jumbf';
import { ActionAssertion, ManifestStore } from '@trustnxt/c2pa-ts/manifest';
import { describe, expect, it } from 'vitest';
import { signedJpeg } from '../../../../test-vectors/lib/cose-resign.js';
import { initOfficialReader, officialVerdict } from '../../../../test-vectors/lib/official-reader.js';
import { locateManifest } from './formats/index.js';
import { inspectManifest } from './read.js';

const dir = fileURLToPath(new URL('../../../../test-vectors/third-party/c2pa-rs/', import.meta.url));

function open(name: string) {
  const bytes = new Uint8Array(readFileSync(join(dir, name)));
  const jumbf = locateManifest(bytes)!.jumbf!;
  const asset = {
    mimeType: 'image/jpeg',
    getDataLength: () => bytes.length,
    getDataRange: async (start?: number, length?: number) =>
      start === undefined ? bytes : bytes.subarray(start, length === undefined ? undefined : start + length),
    getManifestJUMBF: () => jumbf,
  } as unknown as Asset;
  return { read: () => ManifestStore.read(SuperBox.fromBuffer(jumbf.slice())), asset };
}

const failures = async (name: string) => {
  const { read, asset } = open(name);
  const result = await read().validate(asset);
  return result.statusEntries.filter((e) => !e.success).map((e) => e.code);
};

describe('the c2pa-ts patches', () => {
  it.each(['C_with_CAWG_data.jpg', 'CACA.jpg'])(
    'read sigTst2 time-stamp tokens (ContentInfo) in %s',
    (name) => {
      const store = open(name).read();
      const tokens = store.manifests.flatMap((m) => m.signature?.signatureData.timestampTokens ?? []);
      expect(tokens.some((t) => t.version === 2)).toBe(true);
    },
  );

  it('accept a data hash padded with non-zero bytes (verify.jpeg)', () => {
    expect(open('verify.jpeg').read().manifests.length).toBeGreaterThan(1);
  });

  it('accept a claim signature whose unprotected padding is not all zero (licensed.png, a pad byte changed)', () => {
    const bytes = new Uint8Array(
      readFileSync(fileURLToPath(new URL('../../../../test-vectors/images/licensed.png', import.meta.url))),
    );
    const jumbf = locateManifest(bytes)!.jumbf!.slice();
    // the COSE unprotected header's `pad`: text "pad", then bstr with a 2-byte length
    const at = Buffer.from(jumbf).indexOf(Buffer.from([0x63, 0x70, 0x61, 0x64, 0x59])) + 7;
    expect(at).toBeGreaterThan(7);
    jumbf[at + 10] = 0xff;
    const store = ManifestStore.read(SuperBox.fromBuffer(jumbf));
    expect(store.getActiveManifest()?.signature?.signatureData.paddingLength).toBeGreaterThan(10);
  });

  it('read the ingredients list of a c2pa.actions assertion, and count a v3 parentOf (update_manifest.jpg)', async () => {
    const active = open('update_manifest.jpg').read().getActiveManifest()!;
    const actions = active.assertions!.assertions.find(
      (a) => a instanceof ActionAssertion,
    ) as ActionAssertion;
    expect(actions.actions[0]).toMatchObject({ action: 'c2pa.opened' });
    expect(actions.actions[0]!.parameters?.ingredients).toHaveLength(1);
    const codes = await failures('update_manifest.jpg');
    expect(codes).not.toContain('manifest.update.wrongParents');
    expect(codes).not.toContain('assertion.action.ingredientMismatch');
  });

  it.each(['boxhash.jpg', 'ocsp.jpg'])('leave the 2.x action rules out of v1 claims (%s)', async (name) => {
    expect(await failures(name)).not.toContain('assertion.action.ingredientMismatch');
  });

  // Flips the certificate-agreement scan found (CERT_SCAN=full): c2pa-wasm calls each file good, and
  // c2pa-ts failed the whole store ("Failed to deserialize signature content").
  const flipped = (name: string, offset: number) => {
    const bytes = new Uint8Array(readFileSync(join(dir, name)));
    bytes[offset] = bytes[offset]! ^ 0xff;
    return ManifestStore.read(SuperBox.fromBuffer(locateManifest(bytes)!.jumbf!.slice()));
  };

  it.each([
    ['legacy.mp4', 19119], // x5chain[1], its first byte
    ['boxhash.jpg', 109746 + 50], // x5chain[2]
  ])(
    'read a store whose x5chain holds a chain certificate it cannot parse (%s +%i), without it',
    (name, at) => {
      const signature = flipped(name, at).getActiveManifest()!.signature!.signatureData;
      expect(signature.certificate).toBeDefined();
    },
  );

  it("read a store where another manifest's signing certificate cannot be parsed (verify.jpeg's ingredient)", () => {
    const store = flipped('verify.jpeg', 1139695 + 50);
    expect(store.getActiveManifest()!.signature!.signatureData.certificate).toBeDefined();
    expect(store.manifests.some((m) => m.signature && !m.signature.signatureData.certificate)).toBe(true);
  });

  it.each([
    ['C.jpg', 33799 + 150],
    ['boxhash.jpg', 110561 + 150],
  ])('read a store whose time-stamp token cannot be parsed (%s +%i), without it', (name, at) => {
    expect(flipped(name, at).getActiveManifest()!.signature!.signatureData.timestampTokens).toEqual([]);
  });

  it('fail a v2 claim whose c2pa.created action has no digital source type, as c2pa-rs does', async () => {
    initOfficialReader();
    const bytes = await signedJpeg(true);
    const official = await officialVerdict(bytes, 'image/jpeg');
    expect(official.failures).toContain('assertion.action.malformed');
    const inspection = await inspectManifest(bytes);
    expect(inspection.failure?.code).toBe('manifest_invalid');
    expect(inspection.manifest?.failures).toContain('assertion.action.malformed');
    // with one, both call it good
    expect((await officialVerdict(await signedJpeg(), 'image/jpeg')).class).toBe('good');
    expect((await inspectManifest(await signedJpeg())).failure?.code).toBe('no_license_assertion');
  });
});
