/**
 * Files whose manifest store is followed, inside its container piece, by bytes of its own
 * (lib/trailing-store-bytes.ts): two zero bytes (what an M4A in the wild carries in its C2PA `uuid` box)
 * or two non-zero ones. c2pa-rs reads one superbox and nothing after it, so it calls each good; the
 * differential test (`packages/core/src/c2pa/differential.test.ts`) compares both readers on each.
 */
import type { OutFile } from './generate-tokens.js';
import { mp4 } from './lib/bmff-media.js';
import type { Vector } from './lib/manifest.js';
import { wavAudio } from './lib/riff-mp3-media.js';
import { solidImage } from './lib/solid-image.js';
import { licensedWithTrailingBytes } from './lib/trailing-store-bytes.js';

/** Name, media type, the medium, and where its vector goes. */
const PADDED: Array<[string, string, () => Promise<Uint8Array> | Uint8Array]> = [
  ['jpg', 'image/jpeg', () => solidImage('jpeg', 16, 16, [90, 60, 30])],
  ['png', 'image/png', () => solidImage('png', 16, 16, [90, 60, 30])],
  ['mp4', 'video/mp4', () => mp4(3)],
  ['wav', 'audio/wav', () => wavAudio(3)],
];

export async function generateStorePaddingVectors(): Promise<{ files: OutFile[]; vectors: Vector[] }> {
  const files: OutFile[] = [];
  const vectors: Vector[] = [];
  for (const [ext, mediaType, make] of PADDED) {
    for (const [name, trailing, what] of [
      ['zeros', new Uint8Array(2), 'two zero bytes'],
      ['bytes', new Uint8Array([0x01, 0x02]), 'two non-zero bytes'],
    ] as const) {
      const path = `media/store-${name}-after.${ext}`;
      files.push({ path, data: await licensedWithTrailingBytes(await make(), mediaType, trailing) });
      vectors.push({
        file: path,
        kind: 'media',
        description: `${ext.toUpperCase()}: licensed, ${what} after the manifest store inside its container piece`,
        options: { mode: 'test', trustVectorRoot: true },
        expected: { valid: true, trusted: true },
      });
    }
  }
  return { files, vectors };
}
