/**
 * Plain media of every format the protocol licenses (no manifest in them), small and the same on every
 * run: what the tests of the CLI, the page and the sandbox embed a license into, submit and verify. Real
 * files of their format (images encoded by sharp; audio and video written box by box, with the sample
 * tables a C2PA writer has to mend when it moves the media), not just their first bytes.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
// From the sources, as generate-images.ts does: a test must not depend on a stale build.
import { embedLicenseAssertion } from '../../packages/core/src/c2pa/embed.js';
import { createTestCertificates, deterministicSigner } from './certificates.js';
import { IDS, ISSUER, receiptClaims, receiptHeader, TEST_KEY } from './fixtures.js';
import { signJws } from './jws.js';

/** The media types there is a sample of: every one the issue on media lists, in their canonical spelling. */
export const SAMPLE_MEDIA_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
  'audio/wav',
  'audio/mpeg',
  'audio/mp4',
  'video/mp4',
  'video/quicktime',
] as const;
export type SampleMediaType = (typeof SAMPLE_MEDIA_TYPES)[number];

/** The duration of the audio and video samples. */
export const SAMPLE_DURATION_MS = 2000;

const WIDTH = 48;
const HEIGHT = 32;

function pixels(): Buffer {
  const data = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      data[i] = (x * 255) / WIDTH;
      data[i + 1] = (y * 255) / HEIGHT;
      data[i + 2] = (x * y) & 0xff;
    }
  }
  return data;
}

const image = () => sharp(pixels(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } });

/** `from` replaced by `to` (same length) wherever it occurs in `bytes[start, end)`. */
function swap(bytes: Buffer, from: string, to: string, start = 0, end = bytes.length): void {
  for (let at = bytes.indexOf(from, start, 'latin1'); at >= 0 && at < end; ) {
    bytes.write(to, at, 'latin1');
    at = bytes.indexOf(from, at + to.length, 'latin1');
  }
}

/**
 * A HEIF image from sharp's AVIF: the same boxes and offsets, other brands. `hevc`: the item and its
 * codec configuration renamed to HEVC (`hvc1`, `hvcC`), which is what an iPhone's HEIC holds and what a
 * decoder without an HEVC codec cannot show; otherwise the AV1 coding stays (a HEIF that decodes).
 */
async function heif(hevc: boolean): Promise<Uint8Array> {
  const avif = Buffer.from(await image().avif({ quality: 60 }).toBuffer());
  const ftypEnd = avif.readUInt32BE(0);
  swap(avif, 'avif', hevc ? 'heic' : 'miaf', 8, ftypEnd);
  if (hevc) {
    swap(avif, 'av01', 'hvc1', ftypEnd);
    swap(avif, 'av1C', 'hvcC', ftypEnd);
  }
  if (!hevc) avif.write('mif1', 8, 'latin1');
  return new Uint8Array(avif);
}

/** A 16-bit mono PCM WAV: a 440 Hz tone at 8 kHz. */
function wav(): Uint8Array {
  const rate = 8000;
  const samples = (rate * SAMPLE_DURATION_MS) / 1000;
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    b.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return new Uint8Array(b);
}

/** Constant-bitrate MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz) of silence, 1152 samples each. */
function mp3(): Uint8Array {
  const frames = Math.ceil((44100 * SAMPLE_DURATION_MS) / 1000 / 1152);
  const frame = Buffer.alloc(417);
  frame.writeUInt32BE(0xfffb9064, 0);
  return new Uint8Array(Buffer.concat(Array.from({ length: frames }, () => frame)));
}

function box(type: string, ...bodies: Buffer[]): Buffer {
  const body = Buffer.concat(bodies);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** A full box: version 0, flags, then the fields (32-bit big-endian each unless a Buffer). */
function fullBox(type: string, flags: number, ...fields: Array<number | Buffer>): Buffer {
  const parts = fields.map((f) => {
    if (Buffer.isBuffer(f)) return f;
    const b = Buffer.alloc(4);
    b.writeUInt32BE(f >>> 0, 0);
    return b;
  });
  const head = Buffer.alloc(4);
  head.writeUInt32BE(flags & 0xffffff, 0);
  return box(type, head, ...parts);
}

const MATRIX = Buffer.from(
  [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].flatMap((v) => [
    (v >>> 24) & 0xff,
    (v >>> 16) & 0xff,
    (v >>> 8) & 0xff,
    v & 0xff,
  ]),
);

/**
 * An ISO BMFF movie: `ftyp`, a `moov` with one track whose sample table points (`stco`) into the
 * `mdat` after it. The samples are not coded media (no decoder shows them) but every container parser
 * reads the file, its duration and its sample offsets.
 */
function bmff(brands: string[], handler: 'vide' | 'soun', mdatBytes = 1280): Uint8Array {
  const timescale = 1000;
  const samples = 20;
  const sampleSize = Math.ceil(mdatBytes / samples);
  const ftyp = box(
    'ftyp',
    Buffer.from(brands[0]!, 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from(brands.join(''), 'latin1'),
  );
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    0,
    timescale,
    SAMPLE_DURATION_MS,
    0x10000,
    Buffer.from([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    MATRIX,
    Buffer.alloc(24),
    2,
  );
  const tkhd = fullBox(
    'tkhd',
    3,
    0,
    0,
    1,
    0,
    SAMPLE_DURATION_MS,
    Buffer.alloc(8),
    Buffer.from([0, 0, 0, 0, handler === 'soun' ? 1 : 0, 0, 0, 0]),
    MATRIX,
    handler === 'vide' ? WIDTH << 16 : 0,
    handler === 'vide' ? HEIGHT << 16 : 0,
  );
  const mdhd = fullBox('mdhd', 0, 0, 0, timescale, SAMPLE_DURATION_MS, Buffer.from([0x55, 0xc4, 0, 0]));
  const hdlr = fullBox(
    'hdlr',
    0,
    0,
    Buffer.from(handler, 'latin1'),
    Buffer.alloc(12),
    Buffer.from('tlp\0', 'latin1'),
  );
  const header = handler === 'vide' ? fullBox('vmhd', 1, Buffer.alloc(8)) : fullBox('smhd', 0, 0);
  const dinf = box('dinf', fullBox('dref', 0, 1, fullBox('url ', 1)));
  const stblOf = (mdatData: number) =>
    box(
      'stbl',
      fullBox('stsd', 0, 0),
      fullBox('stts', 0, 1, samples, SAMPLE_DURATION_MS / samples),
      fullBox('stsc', 0, 1, 1, samples, 1),
      fullBox('stsz', 0, sampleSize, samples),
      fullBox('stco', 0, 1, mdatData),
    );
  const moovOf = (mdatData: number) =>
    box(
      'moov',
      mvhd,
      box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', header, dinf, stblOf(mdatData)))),
    );
  const moovLength = moovOf(0).length;
  const data = Buffer.alloc(samples * sampleSize);
  for (let i = 0; i < data.length; i++) data[i] = (i * 31 + (i >>> 12)) & 0xff;
  const moov = moovOf(ftyp.length + moovLength + 8);
  return new Uint8Array(Buffer.concat([ftyp, moov, box('mdat', data)]));
}

/**
 * A plain file of `mediaType` (one of {@link SAMPLE_MEDIA_TYPES}): no manifest, the same on every run.
 * `mdatBytes`: the size of the media data of MP4, MOV and M4A (1,280 bytes by default), for large files.
 */
export async function mediaSample(
  mediaType: SampleMediaType,
  { mdatBytes }: { mdatBytes?: number } = {},
): Promise<Uint8Array> {
  switch (mediaType) {
    case 'image/png':
      return new Uint8Array(await image().png().toBuffer());
    case 'image/jpeg':
      return new Uint8Array(await image().jpeg({ quality: 90 }).toBuffer());
    case 'image/webp':
      return new Uint8Array(await image().webp({ lossless: true }).toBuffer());
    case 'image/avif':
      return new Uint8Array(await image().avif({ quality: 60 }).toBuffer());
    case 'image/heic':
      return heif(true);
    case 'image/heif':
      return heif(false);
    case 'audio/wav':
      return wav();
    case 'audio/mpeg':
      return mp3();
    case 'audio/mp4':
      return bmff(['M4A ', 'M4A ', 'mp42', 'isom'], 'soun', mdatBytes);
    case 'video/mp4':
      return bmff(['isom', 'isom', 'iso2', 'mp41'], 'vide', mdatBytes);
    case 'video/quicktime':
      return bmff(['qt  ', 'qt  '], 'vide', mdatBytes);
  }
}

/** The sample whose canonical type, as `normalize` spells it, is `mediaType`; `null` when there is none. */
export function sampleTypeFor(
  mediaType: string,
  normalize: (type: string) => string | null,
): SampleMediaType | null {
  return SAMPLE_MEDIA_TYPES.find((t) => t === mediaType || normalize(t) === mediaType) ?? null;
}

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * `bytes` carrying the license assertion: a test receipt (the vectors' key, `mode: test`) for their own
 * SHA-256, in a C2PA manifest signed by the trusted test chain (`test-vectors/keys/ca-root.pem`),
 * deterministically (RFC 6979): the same bytes give the same file, as the committed vectors need.
 */
export async function licensedSample(bytes: Uint8Array, mediaType: string): Promise<Uint8Array> {
  const certs = await createTestCertificates();
  const receipt = signJws(
    receiptHeader(TEST_KEY),
    receiptClaims({ artifactSha256: sha256Hex(bytes), mediaType }),
    TEST_KEY,
  );
  return embedLicenseAssertion(
    bytes,
    mediaType,
    { receipt, verify_url: `${ISSUER}/r/${IDS.receipt}` },
    { certificate: certs.trusted.leafPem, privateKey: deterministicSigner(certs.trusted.leafSecretKey) },
  );
}
