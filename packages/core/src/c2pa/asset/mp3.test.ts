import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestCertificates,
  deterministicSigner,
  type TestCertificates,
} from '../../../../../test-vectors/lib/certificates.js';
import { id3v23Tag, mp3Audio, mp3Frames } from '../../../../../test-vectors/lib/riff-mp3-media.js';
import { readLicenseAssertion } from '../read/index.js';
import { embedLicenseAssertion } from '../write/embed.js';
import { stripManifest } from '../write/strip.js';
import { detectMediaType, normalizeMediaType } from './container.js';
import { findRemoteManifestUrl, locateManifest } from './index.js';
import { Mp3Asset } from './mp3.js';

let certs: TestCertificates;
beforeAll(async () => {
  certs = await createTestCertificates();
});

const data = { receipt: 'h.p.s', verify_url: 'https://licensing.example/r/rcpt_1' };

function embed(bytes: Uint8Array, receipt = data.receipt) {
  const signer = {
    certificate: certs.trusted.leafPem,
    privateKey: deterministicSigner(certs.trusted.leafSecretKey),
  };
  return embedLicenseAssertion(bytes, 'audio/mpeg', { ...data, receipt }, signer);
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
const latin1 = (b: Uint8Array) => Buffer.from(b).toString('latin1');
const synchsafe = (b: Uint8Array, at: number) =>
  ((b[at]! & 0x7f) << 21) | ((b[at + 1]! & 0x7f) << 14) | ((b[at + 2]! & 0x7f) << 7) | (b[at + 3]! & 0x7f);
const synchsafeBytes = (n: number) => [(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f];

/** An ID3v2 tag of version `major` from frames (id, content), with `padding` zero bytes. */
function id3Tag(major: 3 | 4, frames: Array<[string, Uint8Array]>, padding = 0, flags = 0): Uint8Array {
  const bodies = frames.map(([id, content]) => {
    const head = Buffer.alloc(10);
    head.write(id, 0, 'latin1');
    if (major === 4) head.set(synchsafeBytes(content.length), 4);
    else head.writeUInt32BE(content.length, 4);
    return Buffer.concat([head, content]);
  });
  const body = Buffer.concat([...bodies, Buffer.alloc(padding)]);
  const head = Buffer.from([0x49, 0x44, 0x33, major, 0, flags, ...synchsafeBytes(body.length)]);
  return new Uint8Array(Buffer.concat([head, body]));
}

/** GEOB content: encoding, MIME type, file name, description, object. */
function geob(mime: string, object: Uint8Array, encoding = 0): Uint8Array {
  const text = (s: string) =>
    encoding === 1
      ? Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${s}\0`, 'utf16le')])
      : Buffer.from(`${s}\0`, 'latin1');
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([encoding]),
      Buffer.from(`${mime}\0`, 'latin1'),
      text('c2pa'),
      text('store'),
      object,
    ]),
  );
}

const jumbf = new Uint8Array([0, 0, 0, 8, 0x6a, 0x75, 0x6d, 0x62]);

describe('MP3 media types', () => {
  it('detects MP3 by its ID3 tag or its first MPEG audio frame, not AAC or JPEG', () => {
    expect(detectMediaType(mp3Frames(1))).toBe('audio/mpeg');
    expect(detectMediaType(mp3Audio(1, 'a title'))).toBe('audio/mpeg');
    expect(detectMediaType(new Uint8Array([0xff, 0xf1, 0x50, 0x80]))).toBeNull(); // ADTS (AAC)
    expect(detectMediaType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });

  it('normalizes the MP3 aliases callers write', () => {
    for (const alias of ['audio/mpeg', 'audio/mp3', 'audio/x-mp3', 'Audio/MPEG3'])
      expect(normalizeMediaType(alias)).toBe('audio/mpeg');
  });
});

describe('the manifest in an MP3 without an ID3 tag', () => {
  it('is a new ID3v2.4 tag that holds only the GEOB frame; the strip removes the tag', async () => {
    const original = mp3Frames(1);
    const signed = await embed(original);
    expect(latin1(signed.subarray(0, 5))).toBe('ID3\x04\x00');
    const tagEnd = 10 + synchsafe(signed, 6);
    expect(same(signed.subarray(tagEnd), original)).toBe(true);
    expect(latin1(signed.subarray(10, 14))).toBe('GEOB');
    expect(latin1(signed.subarray(21, 38))).toBe('application/c2pa\0');
    const location = locateManifest(signed)!;
    expect(location.ranges).toEqual([{ start: 0, end: tagEnd }]);
    expect(location.patches).toBeUndefined();
    // The data hash excludes the store only, where c2pa-rs locates it.
    expect(location.storeRange).toEqual({ start: tagEnd - location.jumbf!.length, end: tagEnd });
    expect(same(stripManifest(signed), original)).toBe(true);
    expect(await readLicenseAssertion(signed)).toMatchObject({ found: true, assertion: data });
  });
});

describe.each([
  ['ID3v2.3, with padding', mp3Audio(1, 'a title')],
  ['ID3v2.3, without padding', new Uint8Array([...id3v23Tag('a title'), ...mp3Frames(1)])],
  [
    'ID3v2.4, with padding',
    new Uint8Array([...id3Tag(4, [['TIT2', new Uint8Array([0, 0x41])]], 20), ...mp3Frames(2)]),
  ],
])('the manifest in an MP3 with an %s tag', (_name, original) => {
  it('is a GEOB frame after the last frame; the tag keeps its version, the strip gives back the original', async () => {
    const signed = await embed(original);
    const size = synchsafe(original, 6);
    const location = locateManifest(signed)!;
    const [range] = location.ranges;
    expect(location.ranges).toHaveLength(1);
    expect(signed[3]).toBe(original[3]);
    expect(latin1(signed.subarray(range!.start, range!.start + 4))).toBe('GEOB');
    expect(synchsafe(signed, 6)).toBe(size + range!.end - range!.start);
    expect(location.patches).toEqual([{ at: 6, bytes: original.slice(6, 10) }]);
    expect(location.storeRange!.end).toBe(range!.end);
    expect(same(stripManifest(signed), original)).toBe(true);
    expect(await readLicenseAssertion(signed)).toMatchObject({ found: true, assertion: data });
    const again = await embed(signed, 'other.receipt.jws');
    expect(same(stripManifest(again), original)).toBe(true);
  });
});

describe('the MP3 writer', () => {
  it('refuses tags it would have to rewrite to add a frame', () => {
    const frames = mp3Frames(1);
    const tag = (major: 3 | 4, flags: number) =>
      new Uint8Array([...id3Tag(major, [['TIT2', new Uint8Array([0, 0x41])]], 0, flags), ...frames]);
    expect(() => new Mp3Asset(tag(3, 0x80))).toThrow(/unsynchronised/);
    expect(() => new Mp3Asset(tag(3, 0x40))).toThrow(/extended header/);
    expect(() => new Mp3Asset(tag(4, 0x10))).toThrow(/footer/);
    const v22 = new Uint8Array([0x49, 0x44, 0x33, 2, 0, 0, 0, 0, 0, 6, 0x54, 0x54, 0x32, 0, 0, 0, ...frames]);
    expect(() => new Mp3Asset(v22)).toThrow(/ID3v2.2/);
    expect(() => new Mp3Asset(new Uint8Array([...id3Tag(3, []), ...frames]))).toThrow(/empty/);
    const damaged = tag(3, 0);
    damaged[17] = 0x7f; // the TIT2 frame's size runs past the tag
    expect(() => new Mp3Asset(damaged)).toThrow(/damaged/);
    expect(() => new Mp3Asset(new Uint8Array([1, 2, 3]))).toThrow(/not an MP3/);
  });

  it('reserves room once per length and writes exactly the reserved length', async () => {
    const asset = new Mp3Asset(mp3Frames(1));
    expect(asset.getManifestJUMBF()).toBeUndefined();
    await asset.ensureManifestSpace(20);
    await asset.ensureManifestSpace(10);
    const range = asset.getHashExclusionRange();
    expect(range.length).toBe(10);
    expect(range.start + 10).toBe(asset.getDataLength() - mp3Frames(1).length);
    await expect(asset.writeManifestJUMBF(new Uint8Array(11))).rejects.toThrow(/wrong amount/);
    await asset.writeManifestJUMBF(new Uint8Array(10).fill(7));
    expect([...asset.getManifestJUMBF()!]).toEqual(new Array(10).fill(7));
  });
});

describe('locating the manifest of an MP3', () => {
  const frames = mp3Frames(1);

  it('finds none in a plain file, with or without a tag', () => {
    expect(locateManifest(frames)).toEqual({ mediaType: 'audio/mpeg', ranges: [], jumbf: null });
    expect(locateManifest(mp3Audio(1, 'x'))).toEqual({ mediaType: 'audio/mpeg', ranges: [], jumbf: null });
  });

  it('reads the older MIME type and UTF-16 strings, and ignores GEOB frames of other types', () => {
    for (const [mime, encoding] of [
      ['application/x-c2pa-manifest-store', 0],
      ['application/c2pa', 1],
    ] as const) {
      const file = new Uint8Array([
        ...id3Tag(3, [
          ['GEOB', geob('image/png', new Uint8Array(4))],
          ['GEOB', geob(mime, jumbf, encoding)],
        ]),
        ...frames,
      ]);
      const location = locateManifest(file)!;
      expect(same(location.jumbf!, jumbf), mime).toBe(true);
      expect(location.ranges).toHaveLength(1);
    }
  });

  it('reports several manifest frames, a damaged tag and a transformed frame as problems, never throwing', () => {
    const two = new Uint8Array([
      ...id3Tag(4, [
        ['GEOB', geob('application/c2pa', jumbf)],
        ['GEOB', geob('application/c2pa', jumbf)],
      ]),
      ...frames,
    ]);
    expect(locateManifest(two)).toMatchObject({ jumbf: null, problem: /several/ });
    const unsynchronised = new Uint8Array([
      ...id3Tag(4, [['GEOB', geob('application/c2pa', jumbf)]], 0, 0x80),
      ...frames,
    ]);
    expect(locateManifest(unsynchronised)).toMatchObject({ jumbf: null, problem: /unsynchronised/ });
    const compressed = new Uint8Array([
      ...id3Tag(3, [['GEOB', geob('application/c2pa', jumbf)]], 4),
      ...frames,
    ]);
    compressed[19] = 0x80;
    expect(locateManifest(compressed)).toMatchObject({ jumbf: null, problem: /compressed/ });
    for (let cut = 0; cut <= 80; cut++) expect(() => locateManifest(two.subarray(0, cut))).not.toThrow();
  });

  it('reads XMP from a PRIV frame owned by XMP, where a remote manifest is named', () => {
    const xmp = '<rdf:Description dcterms:provenance="https://manifests.example/m.c2pa"/>';
    const file = new Uint8Array([
      ...id3Tag(3, [['PRIV', new Uint8Array(Buffer.from(`XMP\0${xmp}`, 'latin1'))]]),
      ...frames,
    ]);
    expect(findRemoteManifestUrl(file)).toBe('https://manifests.example/m.c2pa');
  });
});
