/**
 * Media vectors for GIF, TIFF, DNG, SVG, AVI and FLAC: per format the plain file (made in code,
 * lib/format-media.ts), the licensed one c2pa-rs signed (`c2pa-rs-signed/licensed.<ext>`, made by
 * sign-formats-with-c2pa-wasm.ts and committed: c2pa-rs's ids are random) and a tampered one (one media
 * byte of the licensed file changed). The PDF reader's vectors are c2pa-rs's own PDF files
 * (third-party/c2pa-rs): c2pa-rs does not write PDF.
 */
import { readFileSync } from 'node:fs';
import { openMedia } from '../packages/core/src/c2pa/asset/container.js';
import type { OutFile } from './generate-tokens.js';
import { aviVideo, flacAudio, gifImage, svgImage, tiffImage } from './lib/format-media.js';
import type { Vector } from './lib/manifest.js';

/** Extension, name, and the plain medium c2pa-rs signed (sign-formats-with-c2pa-wasm.ts signs these). */
export const SIGNED_FORMATS: Array<[string, string, () => Promise<Uint8Array> | Uint8Array]> = [
  ['gif', 'GIF', () => gifImage(1)],
  ['tiff', 'TIFF', () => tiffImage(1)],
  ['dng', 'DNG', () => tiffImage(2, true)],
  ['svg', 'SVG', () => svgImage(1)],
  ['avi', 'AVI', () => aviVideo(1)],
  ['flac', 'FLAC', () => flacAudio(1)],
];

/**
 * One media byte changed: the last byte before the manifest, or the file's last byte when the manifest
 * comes first (FLAC's ID3 tag) or last.
 */
export async function tamper(licensed: Uint8Array): Promise<Uint8Array> {
  const first = (await openMedia(licensed))?.location.ranges[0];
  if (!first) throw new Error('no manifest to tamper around');
  const at = first.start > 40 ? first.start - 1 : licensed.length - 1;
  const out = licensed.slice();
  out[at] = (out[at] as number) ^ 0x01;
  return out;
}

export async function generateFormatVectors(): Promise<{ files: OutFile[]; vectors: Vector[] }> {
  const files: OutFile[] = [];
  const vectors: Vector[] = [];
  const add = (path: string, data: Uint8Array, description: string, expected: Vector['expected']) => {
    files.push({ path: `media/${path}`, data });
    vectors.push({
      file: `media/${path}`,
      kind: 'media',
      description,
      options: { mode: 'test', trustVectorRoot: true },
      expected,
    });
  };
  for (const [ext, name, make] of SIGNED_FORMATS) {
    const licensed = new Uint8Array(
      readFileSync(new URL(`./c2pa-rs-signed/licensed.${ext}`, import.meta.url)),
    );
    add(`no-manifest.${ext}`, await make(), `${name}: no C2PA manifest`, {
      valid: false,
      code: 'no_manifest',
    });
    add(
      `licensed.${ext}`,
      licensed,
      `${name} signed by c2pa-rs: licensed, signer chained to the trusted root`,
      {
        valid: true,
        trusted: true,
      },
    );
    add(
      `tampered.${ext}`,
      await tamper(licensed),
      `${name} signed by c2pa-rs: one media byte changed after signing`,
      {
        valid: false,
        code: 'manifest_invalid',
      },
    );
  }
  return { files, vectors };
}
