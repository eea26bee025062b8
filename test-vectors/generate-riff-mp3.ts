/**
 * Media vectors for WAV, WebP and MP3: per format a plain file, a licensed one (signer chained to the
 * vectors' root) and a tampered one (one media byte changed after signing); for MP3 also a licensed file
 * whose original has an ID3v2.3 tag of its own. Deterministic: media synthesised in code
 * (lib/riff-mp3-media.ts), certificates and C2PA signatures RFC 6979, no clock or randomness.
 */
import { createHash } from 'node:crypto';
import { locateManifest } from '../packages/core/src/c2pa/asset/index.js';
import type { OutFile } from './generate-tokens.js';
import type { Vector } from './lib/manifest.js';
import { licensedSample } from './lib/media-samples.js';
import { mp3Audio, wavAudio, webpImage } from './lib/riff-mp3-media.js';

const _sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * One media byte changed: the last byte before the manifest (the end of the RIFF form's last media
 * chunk), or, when the manifest comes first (an MP3's new ID3 tag), the file's last byte.
 */
function tamper(licensed: Uint8Array): Uint8Array {
  const first = locateManifest(licensed)!.ranges[0]!;
  const at = first.start > 40 ? first.start - 1 : licensed.length - 1;
  const out = licensed.slice();
  out[at] = (out[at] as number) ^ 0x01;
  return out;
}

export async function generateRiffMp3Vectors(): Promise<{ files: OutFile[]; vectors: Vector[] }> {
  const files: OutFile[] = [];
  const vectors: Vector[] = [];
  const trusting = { mode: 'test' as const, trustVectorRoot: true };

  const license = licensedSample;
  const add = (path: string, data: Uint8Array, description: string, expected: Vector['expected']) => {
    files.push({ path: `media/${path}`, data });
    vectors.push({ file: `media/${path}`, kind: 'media', description, options: trusting, expected });
  };

  const media = [
    ['audio/wav', 'wav', 'WAV', wavAudio(1)],
    ['image/webp', 'webp', 'WebP', await webpImage(1)],
    ['audio/mpeg', 'mp3', 'MP3', mp3Audio(1)],
  ] as const;
  for (const [mediaType, ext, name, original] of media) {
    const licensed = await license(original, mediaType);
    add(`no-manifest.${ext}`, original, `${name}: no C2PA manifest`, { valid: false, code: 'no_manifest' });
    add(`licensed.${ext}`, licensed, `${name}: licensed, signer chained to the trusted root`, {
      valid: true,
      trusted: true,
    });
    add(`tampered.${ext}`, tamper(licensed), `${name}: one media byte changed after signing`, {
      valid: false,
      code: 'manifest_invalid',
    });
  }
  const tagged = await license(mp3Audio(1, 'TLP test tone'), 'audio/mpeg');
  add('licensed-id3.mp3', tagged, 'MP3: licensed, the manifest added to the ID3v2.3 tag it had', {
    valid: true,
    trusted: true,
  });
  return { files, vectors };
}
