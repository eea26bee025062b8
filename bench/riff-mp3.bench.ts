/**
 * WAV, MP3 and WebP figures of issue 18, each beside the official reader measured in the same run:
 * verifyContent of a licensed file of a few MB per format (synthesised here: a 4 MB WAV tone, 4 MB of
 * MP3 frames, a 2 MB WebP of noise), trust anchor given, in ms per MB, vs `@contentauth/c2pa-wasm` (c2pa-rs in
 * WebAssembly) reading and validating the same bytes with the same anchor (target <= 1.0x its time).
 * Paired rounds in alternating order; the ratio is the median of the rounds' ratios.
 */
import sharp from 'sharp';
import { createTestCertificates } from '../test-vectors/lib/certificates.js';
import { licensedSample } from '../test-vectors/lib/media-samples.js';
import { mp3Frames, wavAudio } from '../test-vectors/lib/riff-mp3-media.js';
import type { Figure } from './lib.js';
import { versusOfficial } from './versus-official.js';

const ROUNDS = 7;
const CALLS = 5;
const MB = 1024 * 1024;

/** A WebP of noise (deterministic), which hardly compresses: about 2 MB. */
async function noiseWebp(): Promise<Uint8Array> {
  const width = 1600;
  const height = 1200;
  const data = Buffer.alloc(width * height * 3);
  let x = 12345;
  for (let i = 0; i < data.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    data[i] = x >>> 24;
  }
  const image = sharp(data, { raw: { width, height, channels: 3 } });
  return new Uint8Array(await image.webp({ quality: 100 }).toBuffer());
}

async function figure(
  name: string,
  mediaType: string,
  original: Uint8Array,
  rootPem: string,
): Promise<Figure> {
  const bytes = await licensedSample(original, mediaType);
  return versusOfficial({
    name: `verifyContent of a licensed ${name} (${(bytes.length / MB).toFixed(1)} MB)`,
    bytes,
    mediaType,
    rootPem,
    calls: CALLS,
    rounds: ROUNDS,
    unit: 'ms/MB',
    target: 1.0,
  });
}

export default async function run(): Promise<Figure[]> {
  const rootPem = (await createTestCertificates()).trusted.rootPem;
  return [
    await figure('WAV', 'audio/wav', wavAudio(1, 2 * 1024 * 1024), rootPem),
    await figure('MP3', 'audio/mpeg', mp3Frames(1, 10_000), rootPem),
    await figure('WebP', 'image/webp', await noiseWebp(), rootPem),
  ];
}
