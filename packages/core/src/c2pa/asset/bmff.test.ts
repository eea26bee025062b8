import { beforeAll, describe, expect, it } from 'vitest';
import {
  avif,
  box,
  fullBox,
  heic,
  m4a,
  mov,
  mp4,
  mp4NamingRemoteManifest,
} from '../../../../../test-vectors/lib/bmff-media.js';
import {
  createTestCertificates,
  deterministicSigner,
  type TestCertificates,
} from '../../../../../test-vectors/lib/certificates.js';
import { inspectManifest, readLicenseAssertion } from '../read/index.js';
import { embedLicenseAssertion } from '../write/embed.js';
import { stripManifest } from '../write/strip.js';
import { boxesAt, C2PA_UUID, layoutOf } from './bmff.js';
import { u32 } from './bytes.js';
import { detectMediaType, normalizeMediaType } from './container.js';
import { locateManifest } from './index.js';
import { detectBmff as detect } from './signatures.js';

let certs: TestCertificates;
beforeAll(async () => {
  certs = await createTestCertificates();
});

const data = { receipt: 'a.b.c', verify_url: 'https://licensing.example/r/rcpt_1' };
const signer = () => ({
  certificate: certs.trusted.leafPem,
  privateKey: deterministicSigner(certs.trusted.leafSecretKey),
});
const embed = (bytes: Uint8Array, mediaType: string) =>
  embedLicenseAssertion(bytes, mediaType, data, signer());

const ftypOf = (major: string, ...compatible: string[]) => {
  const text = [major, '\0\0\0\0', ...compatible].join('');
  const b = new Uint8Array(8 + text.length);
  new DataView(b.buffer).setUint32(0, b.length);
  b.set(
    [...`ftyp${text}`].map((c) => c.charCodeAt(0)),
    4,
  );
  return b;
};

/** The `stco` entries of the first track. */
function chunkOffsetsOf(file: Uint8Array, name: 'stco' | 'co64' = 'stco'): number[] {
  const layout = layoutOf(file);
  const stco = boxesAt(layout.boxes, `/moov/trak/mdia/minf/stbl/${name}`)[0]!;
  const count = u32(file, stco.start + 12);
  const size = name === 'stco' ? 4 : 8;
  return Array.from({ length: count }, (_, i) => {
    const at = stco.start + 16 + i * size;
    return size === 4 ? u32(file, at) : u32(file, at) * 2 ** 32 + u32(file, at + 4);
  });
}

describe('BMFF detection', () => {
  it.each([
    [['isom', 'isom', 'mp41'], 'video/mp4'],
    [['mp42', 'mp42'], 'video/mp4'],
    [['qt  ', 'qt  '], 'video/quicktime'],
    [['M4A ', 'M4A ', 'mp42'], 'audio/mp4'],
    [['heic', 'mif1', 'heic'], 'image/heic'],
    [['mif1', 'mif1', 'heic'], 'image/heic'],
    [['mif1', 'mif1'], 'image/heif'],
    [['mif1', 'mif1', 'avif'], 'image/avif'],
    [['avif', 'mif1', 'avif'], 'image/avif'],
  ])('reads the brands %j as %s', (brands, mediaType) => {
    const [major, ...compatible] = brands as [string, ...string[]];
    expect(detect(ftypOf(major, ...compatible))).toBe(mediaType);
  });

  it.each([
    ['jp2 ', 'JPEG 2000'],
    ['crx ', 'Canon CR3'],
    ['3gp4', '3GP'],
  ])('leaves %j (%s) to other readers', (major) => {
    expect(detect(ftypOf(major, major))).toBeNull();
  });

  it('needs a whole ftyp box first', () => {
    expect(detect(ftypOf('isom').subarray(0, 12))).toBeNull();
    expect(detect(new Uint8Array(32))).toBeNull();
  });

  it('spells audio/x-m4a as audio/mp4', () => {
    expect(normalizeMediaType('audio/x-m4a')).toBe('audio/mp4');
    expect(normalizeMediaType('video/mp4; codecs="avc1"')).toBe('video/mp4');
  });
});

describe.each([
  ['video/mp4', 'MP4', () => mp4()],
  ['video/mp4', 'MP4 with 64-bit chunk offsets', () => mp4(7, true)],
  ['video/mp4', 'MP4 whose mdat has a 64-bit size, after moov', () => mp4(8, false, true, true)],
  ['video/quicktime', 'MOV', () => mov()],
  ['audio/mp4', 'M4A', () => m4a()],
  ['image/heic', 'HEIC', () => heic()],
  ['image/avif', 'AVIF (sharp)', () => avif()],
] as const)('a licensed %s (%s)', (mediaType, _name, make) => {
  it('holds the store in a C2PA uuid box right after ftyp, and strips back to the original byte for byte', async () => {
    const original = await make();
    expect(detectMediaType(original)).toBe(mediaType);
    const file = await embed(original, mediaType);
    const layout = layoutOf(file);
    expect(layout.boxes[0]!.type).toBe('ftyp');
    const uuid = layout.boxes[1]!;
    expect(uuid.type).toBe('uuid');
    expect(file.subarray(uuid.start + 8, uuid.start + 24)).toEqual(C2PA_UUID);
    const location = locateManifest(file)!;
    expect(location.ranges).toEqual([{ start: uuid.start, end: uuid.end }]);
    expect(location.jumbf).not.toBeNull();
    expect(stripManifest(file)).toEqual(original);
    const read = await readLicenseAssertion(file);
    expect(read).toMatchObject({ found: true, assertion: { label: 'ai.tlp.license', ...data } });
  });

  it('replaces a manifest already in the file, the content staying the original', async () => {
    const original = await make();
    const again = await embed(await embed(original, mediaType), mediaType);
    expect(layoutOf(again).boxes.filter((b) => b.type === 'uuid')).toHaveLength(1);
    expect(stripManifest(again)).toEqual(original);
    expect(await readLicenseAssertion(again)).toMatchObject({ found: true });
  });

  it('is invalid (BMFF hash mismatch) once one byte of its media data changes', async () => {
    const file = await embed(await make(), mediaType);
    const mdat = layoutOf(file).boxes.find((b) => b.type === 'mdat')!;
    const tampered = file.slice();
    tampered[mdat.end - 3] = (tampered[mdat.end - 3] as number) ^ 0x40;
    const read = await readLicenseAssertion(tampered);
    expect(read.found).toBe(false);
    expect(read).toMatchObject({ code: 'manifest_invalid' });
    if (!read.found) expect(read.message).toContain('assertion.bmffHash.mismatch');
  });
});

describe('the offsets a manifest moves', () => {
  it('moves every stco chunk offset by the C2PA box, and gives the old values back as patches', async () => {
    const original = mp4();
    const file = await embed(original, 'video/mp4');
    const location = locateManifest(file)!;
    const size = location.ranges[0]!.end - location.ranges[0]!.start;
    expect(chunkOffsetsOf(file)).toEqual(chunkOffsetsOf(original).map((o) => o + size));
    expect(location.patches).toHaveLength(chunkOffsetsOf(original).length);
    // Each moved offset points at the same media bytes as before.
    for (const [i, offset] of chunkOffsetsOf(file).entries()) {
      const before = chunkOffsetsOf(original)[i]!;
      expect(file.subarray(offset, offset + 16)).toEqual(original.subarray(before, before + 16));
    }
  });

  it('moves co64 chunk offsets too', async () => {
    const original = mp4(7, true);
    const file = await embed(original, 'video/mp4');
    const size = locateManifest(file)!.ranges[0]!.end - locateManifest(file)!.ranges[0]!.start;
    expect(chunkOffsetsOf(file, 'co64')).toEqual(chunkOffsetsOf(original, 'co64').map((o) => o + size));
  });

  it('moves the iloc extent of a HEIF item so that it still points at the item data', async () => {
    const original = heic();
    const file = await embed(original, 'image/heic');
    const extentAt = (f: Uint8Array) => {
      const iloc = boxesAt(layoutOf(f).boxes, '/meta/iloc')[0]!;
      return u32(f, iloc.start + 22); // header, version/flags, sizes, count, item, dri, extent count
    };
    const mdat = (f: Uint8Array) => layoutOf(f).boxes.find((b) => b.type === 'mdat')!;
    expect(extentAt(original)).toBe(mdat(original).start + 8);
    expect(extentAt(file)).toBe(mdat(file).start + 8);
  });

  it('is invalid when the moved offsets are put back without the box being removed', async () => {
    const file = await embed(mp4(), 'video/mp4');
    const stco = boxesAt(layoutOf(file).boxes, '/moov/trak/mdia/minf/stbl/stco')[0]!;
    const changed = file.slice();
    const size = locateManifest(file)!.ranges[0]!.end - locateManifest(file)!.ranges[0]!.start;
    const at = stco.start + 16;
    new DataView(changed.buffer).setUint32(at, u32(file, at) - size);
    const read = await readLicenseAssertion(changed);
    expect(read).toMatchObject({ found: false, code: 'manifest_invalid' });
  });
});

describe('what the BMFF hash leaves out, as c2pa-rs does', () => {
  it('free boxes: their bytes may change without invalidating the manifest', async () => {
    const file = await embed(mp4(), 'video/mp4');
    const free = layoutOf(file).boxes.find((b) => b.type === 'free')!;
    const changed = file.slice();
    changed[free.end - 1] = 0x5a;
    expect(await readLicenseAssertion(changed)).toMatchObject({ found: true });
    // …but the content, which the receipt's digest names, did change
    expect(stripManifest(changed)).not.toEqual(stripManifest(file));
  });

  it('box positions: swapping two top-level boxes of equal bytes is a mismatch (offsets are hashed)', async () => {
    const file = await embed(mp4(), 'video/mp4');
    const layout = layoutOf(file);
    const moov = layout.boxes.find((b) => b.type === 'moov')!;
    const free = layout.boxes.find((b) => b.type === 'free')!;
    // Move the free box before moov: the same bytes in another order; moov's offset changes.
    const moved = new Uint8Array(file.length);
    moved.set(file.subarray(0, moov.start));
    moved.set(file.subarray(free.start, free.end), moov.start);
    moved.set(file.subarray(moov.start, moov.end), moov.start + (free.end - free.start));
    moved.set(file.subarray(free.end), free.end);
    expect(await readLicenseAssertion(moved)).toMatchObject({ found: false, code: 'manifest_invalid' });
  });
});

describe('a BMFF file naming a remote manifest in its XMP', () => {
  it('is remote_manifest with the URL, from the bytes and from a Blob', async () => {
    const url = 'https://manifests.example/m/1.c2pa';
    const file = mp4NamingRemoteManifest(url);
    const read = await readLicenseAssertion(file);
    expect(read).toMatchObject({ found: false, code: 'remote_manifest' });
    expect(await readLicenseAssertion(new Blob([file as Uint8Array<ArrayBuffer>]))).toEqual(read);
    const inspection = await inspectManifest(new Blob([file as Uint8Array<ArrayBuffer>]));
    expect(inspection.manifest?.remoteUrl).toBe(url);
  });
});

describe('files the BMFF writer refuses or the reader finds damaged', () => {
  it('refuses a fragmented MP4 (moof), whose offsets it does not move', async () => {
    const original = mp4();
    const fragmented = new Uint8Array([
      ...original,
      ...box('moof', fullBox('mfhd', 0, 0, new Uint8Array(4))),
    ]);
    await expect(embed(fragmented, 'video/mp4')).rejects.toThrow(/moof/);
  });

  it('refuses bytes cut short', async () => {
    await expect(embed(mp4().subarray(0, 200), 'video/mp4')).rejects.toThrow(TypeError);
  });

  it('finds two manifest boxes damaged, without throwing', async () => {
    const file = await embed(mp4(), 'video/mp4');
    const uuid = layoutOf(file).boxes[1]!;
    const twice = new Uint8Array([...file.subarray(0, uuid.end), ...file.subarray(uuid.start)]);
    const location = locateManifest(twice)!;
    expect(location.ranges).toHaveLength(2);
    expect(location.problem).toMatch(/several/);
    expect(await readLicenseAssertion(twice)).toMatchObject({ found: false, code: 'manifest_invalid' });
  });

  it('reads a licensed file cut anywhere without throwing, and never as valid', async () => {
    const file = await embed(mp4(), 'video/mp4');
    for (let cut = 16; cut < file.length; cut += 397) {
      const read = await readLicenseAssertion(file.subarray(0, cut));
      expect(read.found, `cut at ${cut}`).toBe(false);
    }
  });
});
