import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestCertificates,
  deterministicSigner,
  type TestCertificates,
} from '../../../../../test-vectors/lib/certificates.js';
import { wavAudio, webpImage } from '../../../../../test-vectors/lib/riff-mp3-media.js';
import { readLicenseAssertion } from '../read/index.js';
import { embedLicenseAssertion } from '../write/embed.js';
import { stripManifest } from '../write/strip.js';
import { detectMediaType, normalizeMediaType } from './container.js';
import { findRemoteManifestUrl, locateManifest } from './index.js';
import { RiffAsset } from './riff.js';

let certs: TestCertificates;
beforeAll(async () => {
  certs = await createTestCertificates();
});

const data = { receipt: 'h.p.s', verify_url: 'https://licensing.example/r/rcpt_1' };

function embed(bytes: Uint8Array, mediaType: string, receipt = data.receipt) {
  const signer = {
    certificate: certs.trusted.leafPem,
    privateKey: deterministicSigner(certs.trusted.leafSecretKey),
  };
  return embedLicenseAssertion(bytes, mediaType, { ...data, receipt }, signer);
}

const u32le = (b: Uint8Array, at: number) => Buffer.from(b).readUInt32LE(at);
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/** A RIFF file from its form type and chunks (id, payload), pad bytes added. */
function riffFile(form: string, chunks: Array<[string, Uint8Array]>): Uint8Array {
  const parts = chunks.map(([id, payload]) => {
    const head = Buffer.alloc(8);
    head.write(id, 0, 'latin1');
    head.writeUInt32LE(payload.length, 4);
    return Buffer.concat([head, payload, Buffer.alloc(payload.length & 1)]);
  });
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(4 + body.length, 4);
  head.write(form, 8, 'latin1');
  return new Uint8Array(Buffer.concat([head, body]));
}

describe('RIFF media types', () => {
  it('detects WAV, WebP and AVI from their RIFF form type, no other RIFF form', async () => {
    expect(detectMediaType(wavAudio(1))).toBe('audio/wav');
    expect(detectMediaType(await webpImage(1))).toBe('image/webp');
    expect(detectMediaType(riffFile('AVI ', [['hdrl', new Uint8Array(4)]]))).toBe('video/avi');
    expect(detectMediaType(riffFile('RMID', [['data', new Uint8Array(4)]]))).toBeNull();
    expect(detectMediaType(wavAudio(1).subarray(0, 11))).toBeNull();
  });

  it('normalizes the WAV aliases callers write', () => {
    for (const alias of ['audio/wav', 'audio/x-wav', 'audio/wave', 'AUDIO/VND.WAVE'])
      expect(normalizeMediaType(alias)).toBe('audio/wav');
    expect(normalizeMediaType('image/webp')).toBe('image/webp');
  });
});

describe.each([
  ['WAV', 'audio/wav', async () => wavAudio(1)],
  ['lossy WebP', 'image/webp', () => webpImage(1)],
  ['lossless WebP', 'image/webp', () => webpImage(1, true)],
] as const)('the manifest in a %s', (_name, mediaType, make) => {
  it('is a C2PA chunk at the end of the RIFF form; the strip gives back the original', async () => {
    const original = await make();
    // Two receipts one byte apart: one of the stores has an odd length, and its chunk a pad byte.
    for (const receipt of ['h.p.s', 'h.p.ss']) {
      const signed = await embed(original, mediaType, receipt);
      const location = locateManifest(signed)!;
      expect(location.mediaType).toBe(mediaType);
      const [range] = location.ranges;
      expect(location.ranges).toHaveLength(1);
      expect(range!.start).toBe(original.length);
      expect(range!.end).toBe(signed.length);
      expect(Buffer.from(signed.subarray(range!.start, range!.start + 4)).toString('latin1')).toBe('C2PA');
      const storeLength = u32le(signed, range!.start + 4);
      expect(location.jumbf).toHaveLength(storeLength);
      expect(range!.end - range!.start).toBe(8 + storeLength + (storeLength & 1));
      // c2pa-rs takes the store to be the chunk without its pad byte.
      expect(location.storeRange).toEqual({ start: range!.start, end: range!.start + 8 + storeLength });
      expect(u32le(signed, 4)).toBe(signed.length - 8);
      expect(location.patches).toEqual([{ at: 4, bytes: original.slice(4, 8) }]);
      expect(same(stripManifest(signed), original)).toBe(true);
      expect(await readLicenseAssertion(signed)).toMatchObject({ found: true, assertion: { receipt } });
    }
  });

  it('is replaced when a licensed file is licensed again', async () => {
    const original = await make();
    const again = await embed(await embed(original, mediaType), mediaType, 'other.receipt.jws');
    expect(locateManifest(again)!.ranges).toHaveLength(1);
    expect(same(stripManifest(again), original)).toBe(true);
    expect(await readLicenseAssertion(again)).toMatchObject({ assertion: { receipt: 'other.receipt.jws' } });
  });
});

describe('the RIFF writer', () => {
  it('leaves a WebP decodable and its VP8X header as it was', async () => {
    const plain = await webpImage(3);
    const signed = await embed(plain, 'image/webp');
    expect((await sharp(Buffer.from(signed)).metadata()).width).toBe(48);
    const extended = new Uint8Array(
      await sharp(Buffer.from(plain)).webp({ quality: 80 }).withMetadata().toBuffer(),
    );
    expect(Buffer.from(extended.subarray(12, 16)).toString('latin1')).toBe('VP8X');
    const signedExtended = await embed(extended, 'image/webp');
    expect(same(signedExtended.subarray(12, 30), extended.subarray(12, 30))).toBe(true);
    expect((await sharp(Buffer.from(signedExtended)).metadata()).height).toBe(32);
  });

  it('keeps bytes after the RIFF form after the manifest chunk, and gives them back', async () => {
    const original = new Uint8Array(Buffer.concat([wavAudio(2), Buffer.from('trailing')]));
    const signed = await embed(original, 'audio/wav');
    expect(Buffer.from(signed.subarray(signed.length - 8)).toString('latin1')).toBe('trailing');
    expect(same(stripManifest(signed), original)).toBe(true);
  });

  it('refuses a RIFF form whose size runs past the data or whose chunks do not fill it', () => {
    const wav = wavAudio(1);
    const long = wav.slice();
    long.set([0xff, 0xff, 0, 0], 4);
    expect(() => new RiffAsset(long, 'audio/wav')).toThrow(/runs past the end/);
    const short = wav.slice();
    short.set([0x21, 0, 0, 0], 4); // 33: the data chunk's header lies across the form's end
    expect(() => new RiffAsset(short, 'audio/wav')).toThrow(/do not fill/);
    expect(() => new RiffAsset(new Uint8Array(12), 'audio/wav')).toThrow(/not a RIFF/);
  });

  it('reserves room once per length and writes exactly the reserved length', async () => {
    const asset = new RiffAsset(wavAudio(1), 'audio/wav');
    expect(asset.getManifestJUMBF()).toBeUndefined();
    expect(() => asset.getHashExclusionRange()).toThrow();
    await asset.ensureManifestSpace(11);
    await asset.ensureManifestSpace(10);
    expect(asset.getDataLength()).toBe(wavAudio(1).length + 18);
    expect(asset.getHashExclusionRange()).toEqual({ start: wavAudio(1).length, length: 18 });
    await expect(asset.writeManifestJUMBF(new Uint8Array(11))).rejects.toThrow(/wrong amount/);
    await asset.writeManifestJUMBF(new Uint8Array(10).fill(7));
    expect([...asset.getManifestJUMBF()!]).toEqual(new Array(10).fill(7));
  });
});

describe('locating the manifest of a RIFF file', () => {
  const jumbf = new Uint8Array([0, 0, 0, 8, 0x6a, 0x75, 0x6d, 0x62]);

  it('finds none in a plain file', () => {
    expect(locateManifest(wavAudio(1))).toEqual({ mediaType: 'audio/wav', ranges: [], jumbf: null });
  });

  it('finds a C2PA chunk wherever it is among the top-level chunks', () => {
    const file = riffFile('WAVE', [
      ['C2PA', jumbf],
      ['data', new Uint8Array(3)],
    ]);
    const location = locateManifest(file)!;
    expect(location.ranges).toEqual([{ start: 12, end: 28 }]);
    expect(same(location.jumbf!, jumbf)).toBe(true);
    expect(same(stripManifest(file), riffFile('WAVE', [['data', new Uint8Array(3)]]))).toBe(true);
  });

  it('reports several chunks and a chunk cut short as problems, never throwing', () => {
    const two = riffFile('WAVE', [
      ['C2PA', jumbf],
      ['C2PA', jumbf],
    ]);
    expect(locateManifest(two)).toMatchObject({ jumbf: null, problem: /several/ });
    const whole = riffFile('WEBP', [['C2PA', jumbf]]);
    for (let cut = 0; cut <= whole.length; cut++)
      expect(() => locateManifest(whole.subarray(0, cut))).not.toThrow();
    expect(locateManifest(whole.subarray(0, whole.length - 2))).toMatchObject({
      jumbf: null,
      problem: /cut short/,
    });
  });

  it('reads the XMP chunk, where a remote manifest is named', () => {
    const xmp =
      '<x:xmpmeta><rdf:RDF><rdf:Description dcterms:provenance="https://manifests.example/m.c2pa"/></rdf:RDF></x:xmpmeta>';
    const file = riffFile('WEBP', [
      ['VP8L', new Uint8Array(5)],
      ['XMP ', new TextEncoder().encode(xmp)],
    ]);
    expect(findRemoteManifestUrl(file)).toBe('https://manifests.example/m.c2pa');
  });
});
