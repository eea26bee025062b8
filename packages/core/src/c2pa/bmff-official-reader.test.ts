/**
 * Agreement with the official reader (c2pa-rs in WebAssembly, `@contentauth/c2pa-wasm` 0.13.3) on ISO
 * BMFF files: it reads MP4, MOV, M4A, HEIC and AVIF given their media type, accepts every file we
 * license (with the license assertion and a `c2pa.hash.bmff.v3` binding), and both readers reject the
 * same changes and accept the same harmless ones.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  avif,
  heic,
  m4a,
  mov,
  mp4,
  mp4NamingRemoteManifest,
} from '../../../../test-vectors/lib/bmff-media.js';
import {
  createTestCertificates,
  deterministicSigner,
  type TestCertificates,
} from '../../../../test-vectors/lib/certificates.js';
import { PLACEHOLDER_LICENSE } from '../../../../test-vectors/lib/fixtures.js';
import { initOfficialReader, officialVerdict } from '../../../../test-vectors/lib/official-reader.js';
import { layoutOf } from './asset/bmff.js';
import { readLicenseAssertion } from './read/index.js';
import { embedLicenseAssertion } from './write/embed.js';
import { stripManifest } from './write/strip.js';

const vectors = fileURLToPath(new URL('../../../../test-vectors/media/', import.meta.url));
const vector = (name: string) => new Uint8Array(readFileSync(join(vectors, name)));

let certs: TestCertificates;
beforeAll(async () => {
  certs = await createTestCertificates();
  initOfficialReader();
});

const data = PLACEHOLDER_LICENSE;
const embed = (bytes: Uint8Array, mediaType: string) =>
  embedLicenseAssertion(bytes, mediaType, data, {
    certificate: certs.trusted.leafPem,
    privateKey: deterministicSigner(certs.trusted.leafSecretKey),
  });

/** Both readers' verdicts on a file. */
async function both(bytes: Uint8Array, mediaType: string) {
  const official = await officialVerdict(bytes, mediaType);
  const ours = await readLicenseAssertion(bytes);
  return { official, ours };
}

const FORMATS = [
  ['video/mp4', 'mp4'],
  ['video/quicktime', 'mov'],
  ['audio/mp4', 'm4a'],
  ['image/heic', 'heic'],
  ['image/avif', 'avif'],
] as const;

it('an MP4 naming a remote manifest in its XMP: remote for both', async () => {
  const url = 'https://manifests.example/m/1.c2pa';
  const { official, ours } = await both(mp4NamingRemoteManifest(url), 'video/mp4');
  expect(official.class).toBe('remote');
  expect(official.remoteUrl).toBe(url);
  expect(ours).toMatchObject({ found: false, code: 'remote_manifest' });
});

describe.each(FORMATS)('the committed %s vectors', (mediaType, ext) => {
  it('licensed: valid for both, with the license assertion and a BMFF v3 hash', async () => {
    const { official, ours } = await both(vector(`licensed.${ext}`), mediaType);
    expect(official.class).toBe('good');
    expect(official.failures).toEqual(['signingCredential.untrusted']);
    const labels = (official.assertions ?? []).map((a) => a.label);
    expect(labels).toContain('ai.tlp.license');
    expect(labels).toContain('c2pa.hash.bmff.v3');
    expect(ours.found).toBe(true);
  });

  it('tampered (one media byte): invalid for both, a BMFF hash mismatch', async () => {
    const { official, ours } = await both(vector(`tampered.${ext}`), mediaType);
    expect(official.class).toBe('invalid');
    expect(official.failures).toContain('assertion.bmffHash.mismatch');
    expect(ours).toMatchObject({ found: false, code: 'manifest_invalid' });
  });

  it('plain: no manifest for both', async () => {
    const { official, ours } = await both(vector(`no-manifest.${ext}`), mediaType);
    expect(official.class).toBe('none');
    expect(ours).toMatchObject({ found: false, code: 'no_manifest' });
  });
});

describe.each([
  ['video/mp4', 'MP4', () => mp4(11)],
  ['video/mp4', 'MP4, moov after mdat', () => mp4(12, false, true)],
  ['video/mp4', 'MP4, co64', () => mp4(13, true)],
  ['video/mp4', 'MP4, mdat with a 64-bit size', () => mp4(18, false, false, true)],
  ['video/quicktime', 'MOV', () => mov(14)],
  ['audio/mp4', 'M4A', () => m4a(15)],
  ['image/heic', 'HEIC', () => heic(16)],
  ['image/avif', 'AVIF', () => avif(17)],
] as const)('a %s we license (%s)', (mediaType, _name, make) => {
  it('is valid for both, and the two readers agree on each change', async () => {
    const original = await make();
    const file = await embed(original, mediaType);
    expect(stripManifest(file)).toEqual(original);
    const licensed = await both(file, mediaType);
    expect(licensed.official.class).toBe('good');
    expect(licensed.official.assertions).toContainEqual(
      expect.objectContaining({ label: 'ai.tlp.license', data }),
    );
    expect(licensed.ours.found).toBe(true);

    const layout = layoutOf(file);
    const changes: Array<[string, Uint8Array]> = [];
    for (const target of layout.boxes) {
      if (target.type === 'uuid' || target.type === 'ftyp') continue;
      // the last byte of each other top-level box (a free box's padding, moov's chunk offsets, media data)
      const changed = file.slice();
      changed[target.end - 1] = (changed[target.end - 1] as number) ^ 0x01;
      changes.push([`${target.type} at ${target.start}`, changed]);
    }
    for (const [what, changed] of changes) {
      const { official, ours } = await both(changed, mediaType);
      expect(official.class, what).not.toBe('unreadable');
      // never valid where c2pa-rs rejects, never a tamper alarm where it accepts
      expect(ours.found, `${what}: ${official.class} ${official.failures}`).toBe(official.class === 'good');
    }
  });
});

describe("c2pa-rs's own MP4 fixtures (test-vectors/third-party/c2pa-rs)", () => {
  const thirdParty = fileURLToPath(new URL('../../../../test-vectors/third-party/c2pa-rs/', import.meta.url));
  const fixture = (name: string) => new Uint8Array(readFileSync(join(thirdParty, name)));
  /** What the official reader says of each: a change on either side shows here. */
  const OFFICIAL = {
    // c2pa.hash.bmff.v2 whose exclusions carry null fields (CBOR) and stco/co64 subsets, an update chain
    'video1.mp4': 'good',
    // c2pa.hash.bmff (v1: no box offsets hashed), which c2pa-ts does not count as a hard binding
    'legacy.mp4': 'good',
    'dashinit.mp4': 'invalid', // fragmented init segment: assertion.bmffHash.mismatch
    'nested_moov_1000.mp4': 'unreadable', // boxes nested 1,000 deep, no manifest
  } as const;

  it.each(Object.entries(OFFICIAL))(
    '%s: %s for the official reader, and the same for ours',
    async (name, expected) => {
      const bytes = fixture(name);
      const { official, ours } = await both(bytes, 'video/mp4');
      expect(official.class, official.error ?? official.failures.join(' ')).toBe(expected);
      const fromBlob = await readLicenseAssertion(new Blob([bytes as Uint8Array<ArrayBuffer>]));
      expect(fromBlob).toEqual(ours);
      const said = ours.found ? 'found' : `${ours.code}: ${ours.message}`;
      if (expected === 'good') expect(ours.found ? 'found' : ours.code, said).toBe('no_license_assertion');
      else if (expected === 'invalid')
        expect(ours.found ? 'found' : ours.code, said).toBe('manifest_invalid');
      else expect(ours.found, said).toBe(false);
    },
  );

  it.each(['video1.mp4', 'legacy.mp4'])('%s with one media byte changed: invalid for both', async (name) => {
    const bytes = fixture(name);
    const mdat = layoutOf(bytes).boxes.find((b) => b.type === 'mdat')!;
    const changed = bytes.slice();
    changed[mdat.end - 100] = (changed[mdat.end - 100] as number) ^ 0x01;
    const { official, ours } = await both(changed, 'video/mp4');
    expect(official.class).toBe('invalid');
    expect(official.failures).toContain('assertion.bmffHash.mismatch');
    expect(ours).toMatchObject({ found: false, code: 'manifest_invalid' });
    if (!ours.found) expect(ours.message).toContain('assertion.bmffHash.mismatch');
  });
});
