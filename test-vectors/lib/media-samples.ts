/**
 * Plain media of every format the protocol licenses (no manifest in them), small and the same on every
 * run: what the tests of the CLI, the page and the sandbox embed a license into, submit and verify. Real
 * files of their format (images encoded by sharp; audio and video written box by box, with the sample
 * tables a C2PA writer has to mend when it moves the media), not just their first bytes.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
// From the sources, as generate-images.ts does: a test must not depend on a stale build.
import { embedLicenseAssertion } from '../../packages/core/src/c2pa/write/embed.js';
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

// The audio and video writers are the sandbox's own (its sample media): one copy.
import {
  bmff,
  SAMPLE_HEIGHT as HEIGHT,
  SAMPLE_DURATION_MS,
  SAMPLE_WIDTH as WIDTH,
  wav,
} from '../../packages/server/src/media/sample-media.js';

export { SAMPLE_DURATION_MS };

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

/** Constant-bitrate MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz) of silence, 1152 samples each. */
function mp3(): Uint8Array {
  const frames = Math.ceil((44100 * SAMPLE_DURATION_MS) / 1000 / 1152);
  const frame = Buffer.alloc(417);
  frame.writeUInt32BE(0xfffb9064, 0);
  return new Uint8Array(Buffer.concat(Array.from({ length: frames }, () => frame)));
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
