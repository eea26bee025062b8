/**
 * Our normalisation against the reference's (iscc-sdk's steps with Debian's Pillow, in
 * pillow_normalize.py beside this file), on Debian's images: from the same decoded RGBA, the same 1,024
 * values exactly; from the file's bytes decoded by sharp, a code within 4 bits of the reference's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hammingDistance } from './distance.js';
import { isccImageCode } from './image-code.js';
import { fingerprintInNode } from './node.js';
import { normalizeForIscc } from './normalize.js';

const PYTHON = '/usr/bin/python3';
const SKIMAGE = '/usr/lib/python3/dist-packages/skimage/data';
const BACKGROUNDS = '/usr/share/backgrounds';

/** Every image python3-skimage ships that Pillow opens (photographs, drawings, palettes, transparency,
 * 10x10 and 5x3 ones), a wallpaper with transparency, and three large JPEG photographs. */
const DEBIAN_IMAGES = [
  ...[
    'astronaut.png',
    'block.png',
    'brick.png',
    'bw_text.png',
    'camera.png',
    'cell.png',
    'checker_bilevel.png',
    'chelsea.png',
    'chessboard_GRAY.png',
    'chessboard_RGB.png',
    'clock_motion.png',
    'coffee.png',
    'coins.png',
    'color.png',
    'foo3x5x4indexed.png',
    'grass.png',
    'gravel.png',
    'green_palette.png',
    'horse.png',
    'hubble_deep_field.jpg',
    'ihc.png',
    'logo.png',
    'microaneurysms.png',
    'moon.png',
    'motorcycle_left.png',
    'page.png',
    'palette_color.png',
    'palette_gray.png',
    'phantom.png',
    'retina.jpg',
    'rocket.jpg',
    'text.png',
  ].map((name) => `${SKIMAGE}/${name}`),
  `${BACKGROUNDS}/mate/abstract/Arc-Colors-Transparent-Wallpaper.png`,
  `${BACKGROUNDS}/mate/nature/Storm.jpg`,
  `${BACKGROUNDS}/Picture_1A_by_freespace.jpg`,
  `${BACKGROUNDS}/Kleiber_by_Lukas_Baubkus.jpg`,
];

interface Reference {
  file: string;
  width: number;
  height: number;
  pixels: number[];
  rgba: Uint8Array;
}

let dir: string;
let references: Reference[];
/** A JPEG with EXIF orientation 6 (turn 90° clockwise to view), made from chelsea.png. */
let oriented: string;

beforeAll(async () => {
  const missing = DEBIAN_IMAGES.filter((f) => !existsSync(f));
  // Not a skip: .ci/run installs python3-pil, python3-skimage and the wallpapers.
  expect(
    missing,
    'apt-get install python3-skimage mate-backgrounds lomiri-wallpapers-16.04 lomiri-wallpapers-20.04',
  ).toEqual([]);
  dir = mkdtempSync(join(tmpdir(), 'tlp-iscc-'));
  oriented = join(dir, 'oriented.jpg');
  writeFileSync(
    oriented,
    await sharp(`${SKIMAGE}/chelsea.png`).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer(),
  );
  const files = [...DEBIAN_IMAGES, oriented];
  const script = new URL('./pillow_normalize.py', import.meta.url).pathname;
  const lines = execFileSync(PYTHON, [script, join(dir, 'rgba'), ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  references = lines
    .trim()
    .split('\n')
    .map((line, index) => ({
      ...JSON.parse(line),
      rgba: new Uint8Array(readFileSync(join(dir, 'rgba', `${index}.rgba`))),
    }));
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('normalizeForIscc against Pillow with iscc-sdk normalisation', () => {
  it('gives the same 1,024 values as Pillow from the pixels Pillow decoded, for every image', () => {
    expect(references.length).toBe(DEBIAN_IMAGES.length + 1);
    const different = references
      .filter((r) => {
        const ours = normalizeForIscc(r.rgba, r.width, r.height);
        return ours.some((value, i) => value !== r.pixels[i]);
      })
      .map((r) => r.file);
    expect(different).toEqual([]);
  });

  it('a file decoded by sharp gives a code within 4 bits of the reference code of the same file', async () => {
    const distances: Record<string, number> = {};
    for (const r of references) {
      const node = await fingerprintInNode(readFileSync(r.file));
      expect([node.width, node.height], r.file).toEqual([r.width, r.height]);
      distances[r.file.split('/').pop()!] = hammingDistance(node.iscc, isccImageCode(r.pixels));
    }
    const over = Object.entries(distances).filter(([, d]) => d > 4);
    expect(over, JSON.stringify(distances)).toEqual([]);
  });

  it('applies the EXIF orientation as Pillow does: the turned picture, width and height swapped', async () => {
    const reference = references.at(-1)!;
    const { width, height } = await sharp(`${SKIMAGE}/chelsea.png`).metadata();
    expect([reference.width, reference.height]).toEqual([height, width]);
    const node = await fingerprintInNode(readFileSync(oriented));
    expect([node.width, node.height]).toEqual([height, width]);
    expect(hammingDistance(node.iscc, isccImageCode(reference.pixels))).toBeLessThanOrEqual(4);
    // And not the unturned picture's code.
    const unturned = await fingerprintInNode(await sharp(readFileSync(oriented)).jpeg().toBuffer());
    expect(hammingDistance(node.iscc, unturned.iscc)).toBeGreaterThan(14);
  });
});

describe('normalizeForIscc', () => {
  const solid = (width: number, height: number, rgba: [number, number, number, number]) => {
    const data = new Uint8Array(width * height * 4);
    for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
    return data;
  };

  it('trims a uniform border, transparent or opaque: the framed picture normalises as the picture alone', () => {
    const picture = new Uint8Array(40 * 30 * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 7919) % 251));
    for (const border of [
      [0, 0, 0, 0],
      [255, 255, 255, 255],
      [12, 200, 40, 255],
    ] as [number, number, number, number][]) {
      const framed = solid(60, 50, border);
      for (let y = 0; y < 30; y++)
        framed.set(picture.subarray(y * 160, (y + 1) * 160), ((y + 10) * 60 + 7) * 4);
      expect([...normalizeForIscc(framed, 60, 50)], String(border)).toEqual([
        ...normalizeForIscc(picture, 40, 30),
      ]);
    }
  });

  it('lays transparency on white: a fully transparent image is white, whatever its color channels', () => {
    expect([...normalizeForIscc(solid(9, 7, [10, 20, 30, 0]), 9, 7)]).toEqual(new Array(1024).fill(255));
  });

  it('refuses sizes that are not positive integers and buffers that are not width x height x 4 bytes', () => {
    expect(() => normalizeForIscc(new Uint8Array(0), 0, 0)).toThrow(RangeError);
    expect(() => normalizeForIscc(new Uint8Array(8), 2.5, 1)).toThrow(RangeError);
    expect(() => normalizeForIscc(new Uint8Array(7), 2, 1)).toThrow(/8 bytes, not 7/);
  });
});
