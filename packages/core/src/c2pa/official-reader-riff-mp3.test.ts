/**
 * WAV, WebP and MP3 judged side by side with the official C2PA reader (c2pa-rs in WebAssembly,
 * `@contentauth/c2pa-wasm` 0.13.3, which reads all three): every file we license is valid there with
 * the license assertion, a media byte changed makes it invalid for both, a plain file has no manifest
 * for both, and a data hash that excludes more than the store (which c2pa-rs rejects) is invalid here too.
 */
import { readFileSync } from 'node:fs';
import { MP3 } from '@trustnxt/c2pa-ts/asset';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestCertificates,
  deterministicSigner,
  type TestCertificates,
} from '../../../../test-vectors/lib/certificates.js';
import { PLACEHOLDER_LICENSE } from '../../../../test-vectors/lib/fixtures.js';
import { initOfficialReader, officialVerdict } from '../../../../test-vectors/lib/official-reader.js';
import { mp3Audio, wavAudio, webpImage } from '../../../../test-vectors/lib/riff-mp3-media.js';
import { locateManifest } from './asset/index.js';
import { mp3 } from './asset/mp3.js';
import { riff } from './asset/riff.js';
import { readLicenseAssertion } from './read/index.js';
import { embedLicenseAssertion } from './write/embed.js';

let certs: TestCertificates;
beforeAll(async () => {
  certs = await createTestCertificates();
  initOfficialReader();
});

const data = PLACEHOLDER_LICENSE;

const signer = () => ({
  certificate: certs.trusted.leafPem,
  privateKey: deterministicSigner(certs.trusted.leafSecretKey),
});

const media = [
  ['WAV', 'audio/wav', async () => wavAudio(1)],
  ['lossy WebP', 'image/webp', () => webpImage(1)],
  ['lossless WebP', 'image/webp', () => webpImage(1, true)],
  ['MP3 without a tag', 'audio/mpeg', async () => mp3Audio(1)],
  ['MP3 with an ID3v2.3 tag', 'audio/mpeg', async () => mp3Audio(1, 'a title')],
  ['MP3 with an ID3v2.4 tag', 'audio/mpeg', async () => mp3Audio(1, 'a title', 4)],
] as const;

describe.each(media)('the official reader and ours on a %s', (_name, mediaType, make) => {
  it('licensed: valid for both, with the license assertion (stores of odd and even length)', async () => {
    for (const receipt of [data.receipt, `${data.receipt}x`]) {
      const file = await embedLicenseAssertion(await make(), mediaType, { ...data, receipt }, signer());
      const official = await officialVerdict(file, mediaType);
      expect(official.state).toBe('Valid');
      expect(official.failures).toEqual(['signingCredential.untrusted']);
      expect(official.assertions).toContainEqual(
        expect.objectContaining({ label: 'ai.tlp.license', data: { ...data, receipt } }),
      );
      expect((await officialVerdict(file, mediaType, certs.trusted.rootPem)).state).toBe('Trusted');
      expect(await readLicenseAssertion(file)).toMatchObject({ found: true, assertion: { receipt } });
    }
  });

  it('a media byte changed: invalid for both, a data hash mismatch', async () => {
    const file = await embedLicenseAssertion(await make(), mediaType, data, signer());
    const location = locateManifest(file)!;
    // A byte of the media, away from the manifest: the last byte before the manifest's first range,
    // or the file's last byte when the manifest comes first.
    const first = location.ranges[0]!;
    const at = first.start > 40 ? first.start - 1 : file.length - 1;
    const tampered = file.slice();
    tampered[at] = (tampered[at] as number) ^ 0x01;
    const official = await officialVerdict(tampered, mediaType);
    expect(official.class).toBe('invalid');
    expect(official.failures).toContain('assertion.dataHash.mismatch');
    const ours = await readLicenseAssertion(tampered);
    expect(ours).toMatchObject({ found: false, code: 'manifest_invalid' });
  });

  it('plain: no manifest for both', async () => {
    const plain = await make();
    expect((await officialVerdict(plain, mediaType)).class).toBe('none');
    expect(await readLicenseAssertion(plain)).toMatchObject({ found: false, code: 'no_manifest' });
  });
});

describe('a data hash that excludes more than the store', () => {
  it('is invalid for both (c2pa-ts’s MP3 writer excludes the whole ID3 tag)', async () => {
    const original = mp3.writer;
    try {
      (mp3 as { writer: typeof mp3.writer }).writer = (content) => new MP3(content);
      const file = await embedLicenseAssertion(mp3Audio(1), 'audio/mpeg', data, signer());
      const official = await officialVerdict(file, 'audio/mpeg');
      expect(official.failures).toContain('assertion.dataHash.mismatch');
      const ours = await readLicenseAssertion(file);
      expect(ours).toMatchObject({ found: false, code: 'manifest_invalid' });
      expect((ours as { message: string }).message).toContain('assertion.dataHash.mismatch');
    } finally {
      (mp3 as { writer: typeof mp3.writer }).writer = original;
    }
  });

  it('is invalid for both (a RIFF chunk’s pad byte excluded with the store)', async () => {
    const original = riff.writer;
    try {
      (riff as { writer: typeof riff.writer }).writer = (content, mediaType) => {
        const asset = original!(content, mediaType);
        const exact = asset.getHashExclusionRange.bind(asset);
        asset.getHashExclusionRange = () => {
          const range = exact();
          return { start: range.start, length: range.length + (range.length & 1) };
        };
        return asset;
      };
      // A receipt that makes the store's length odd, so the chunk has a pad byte.
      let file: Uint8Array | undefined;
      for (const receipt of [data.receipt, `${data.receipt}x`]) {
        const candidate = await embedLicenseAssertion(
          wavAudio(1),
          'audio/wav',
          { ...data, receipt },
          signer(),
        );
        if (locateManifest(candidate)!.jumbf!.length % 2 === 1) file = candidate;
      }
      const official = await officialVerdict(file!, 'audio/wav');
      expect(official.failures).toContain('assertion.dataHash.mismatch');
      expect(await readLicenseAssertion(file!)).toMatchObject({ found: false, code: 'manifest_invalid' });
    } finally {
      (riff as { writer: typeof riff.writer }).writer = original;
    }
  });
});

describe('the committed WAV, WebP and MP3 vectors (test-vectors/media/)', () => {
  const vector = (name: string) =>
    new Uint8Array(readFileSync(new URL(`../../../../test-vectors/media/${name}`, import.meta.url)));
  const types = { wav: 'audio/wav', webp: 'image/webp', mp3: 'audio/mpeg' } as const;

  it.each(Object.entries(types))(
    '.%s: licensed trusted, tampered invalid, plain none, for the official reader',
    async (ext, mediaType) => {
      const root = readFileSync(
        new URL('../../../../test-vectors/keys/ca-root.pem', import.meta.url),
        'utf8',
      );
      const licensed = [`licensed.${ext}`, ...(ext === 'mp3' ? ['licensed-id3.mp3'] : [])];
      for (const name of licensed) {
        const official = await officialVerdict(vector(name), mediaType, root);
        expect(official.state, name).toBe('Trusted');
        expect(official.assertions?.map((a) => a.label)).toContain('ai.tlp.license');
      }
      const tampered = await officialVerdict(vector(`tampered.${ext}`), mediaType);
      expect(tampered.class).toBe('invalid');
      expect(tampered.failures).toContain('assertion.dataHash.mismatch');
      expect((await officialVerdict(vector(`no-manifest.${ext}`), mediaType)).class).toBe('none');
    },
  );
});

describe('c2pa-rs’s own WAV, MP3 and WebP fixtures (test-vectors/third-party/c2pa-rs)', () => {
  const fixture = (name: string) =>
    new Uint8Array(
      readFileSync(new URL(`../../../../test-vectors/third-party/c2pa-rs/${name}`, import.meta.url)),
    );

  it.each([
    // A RIFF bomb (chunks nested a thousand deep) and an ID3v2.3 frame whose decompressed size underflows:
    // no manifest for either reader, and no hang or throw here.
    ['riff_bomb_1000.wav', 'audio/wav', 'none', 'no_manifest'],
    ['id3v23_compression_underflow.mp3', 'audio/mpeg', 'none', 'no_manifest'],
    // XMP without a provenance URL.
    ['test_xmp.webp', 'image/webp', 'none', 'no_manifest'],
    // The RIFF size runs a megabyte past the file and no C2PA chunk is anywhere in it: c2pa-rs refuses the
    // file as invalid RIFF; ours finds no manifest. Never valid either way.
    ['sample3.invalid.wav', 'audio/wav', 'unreadable', 'no_manifest'],
  ] as const)('%s: official %s, ours %s', async (name, mediaType, officialClass, code) => {
    const bytes = fixture(name);
    expect((await officialVerdict(bytes, mediaType)).class).toBe(officialClass);
    expect(await readLicenseAssertion(bytes)).toMatchObject({ found: false, code });
    expect(locateManifest(bytes)).toMatchObject({ mediaType, ranges: [] });
  });
});
