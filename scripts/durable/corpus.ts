/**
 * The robustness corpus of the image fingerprint: real photographs from Debian packages, each taken as
 * a licensed original, then changed the way platforms change pictures (re-encoded, resized, cropped,
 * converted, brightened) and the way they are not expected to be recognised (mirrored, rotated,
 * cropped hard). For each threshold t: the recall of each change (the changed copy's nearest stored
 * code is its own original's, within t) and the false matches (pairs of different originals within t).
 *
 * Every photograph comes from a package `.ci/run` installs (python3-skimage, lomiri-wallpapers-16.04,
 * lomiri-wallpapers-20.04, mate-backgrounds); none is in the repository.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
  type DecodedImage,
  decodeIsccImageCode,
  encodeIsccImageCode,
  fingerprintPixels,
  hammingDistance,
  type IsccImageBits,
} from '@tlp/core/fingerprint';
import { fingerprintInNode } from '@tlp/core/fingerprint/node';
import sharp, { type Sharp } from 'sharp';

const SKIMAGE = '/usr/lib/python3/dist-packages/skimage/data';
const BACKGROUNDS = '/usr/share/backgrounds';

/**
 * The photographs: the packages' pictures that are photographs (their drawings, renders, patterns and
 * synthetic test images left out), one of each near-identical pair (skimage's stereo motorcycle).
 */
export const PHOTOGRAPHS: readonly { package: string; path: string }[] = [
  ...[
    'astronaut.png',
    'brick.png',
    'camera.png',
    'chelsea.png',
    'coffee.png',
    'coins.png',
    'grass.png',
    'gravel.png',
    'hubble_deep_field.jpg',
    'ihc.png',
    'moon.png',
    'motorcycle_left.png',
    'page.png',
    'retina.jpg',
    'rocket.jpg',
    'text.png',
  ].map((name) => ({ package: 'python3-skimage', path: `${SKIMAGE}/${name}` })),
  ...[
    'Bridge_by_Sander_Klootwijk.jpg',
    'Dragonfly_by_Bolly.jpg',
    'Picture_0B_by_freespace.jpg',
    'Picture_1A_by_freespace.jpg',
    'Wine_by_Jakkub_Mede.jpg',
    'aitzgorri_by_Aitzol_Berasategi.jpg',
    'free_by_Peter_Nerlich.jpg',
    'friends_by_Aitzol_Berasategi.jpg',
    'greentock_by_Peter_Nerlich.jpg',
    'life_by_Aitzol_Berasategi.jpg',
    'picosdeeuropa_by_Aitzol_Berasategi.jpg',
    'seeding_by_Clements_Engelhardt.jpg',
    'sunset_by_Aitzol_Berasategi.jpg',
  ].map((name) => ({ package: 'lomiri-wallpapers-16.04', path: `${BACKGROUNDS}/${name}` })),
  { package: 'lomiri-wallpapers-20.04', path: `${BACKGROUNDS}/Kleiber_by_Lukas_Baubkus.jpg` },
  ...[
    'Aqua.jpg',
    'Blinds.jpg',
    'Dune.jpg',
    'FreshFlower.jpg',
    'Garden.jpg',
    'GreenMeadow.jpg',
    'LadyBird.jpg',
    'RainDrops.jpg',
    'Storm.jpg',
    'TwoWings.jpg',
    'Wood.jpg',
    'YellowFlower.jpg',
  ].map((name) => ({ package: 'mate-backgrounds', path: `${BACKGROUNDS}/mate/nature/${name}` })),
];

/** The photographs missing on this machine, with the packages that bring them. */
export function missingPhotographs(): { packages: string[]; paths: string[] } {
  const missing = PHOTOGRAPHS.filter((p) => !existsSync(p.path));
  return { packages: [...new Set(missing.map((p) => p.package))], paths: missing.map((p) => p.path) };
}

/**
 * The licensed original made of a photograph: at most 2,048 pixels on its longer side (the size of a
 * generated picture; the largest wallpapers are 24 megapixels), orientation and colour profile applied,
 * JPEG at quality 95, no metadata: what a generation service would deliver and store the code of.
 */
export async function licensedOriginal(photograph: Buffer): Promise<Buffer> {
  return sharp(photograph)
    .rotate()
    .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/**
 * A change made to an original: a new file (a re-encoding), or new pixels (a geometric or tonal change,
 * measured alone: its pixels go to the normaliser as they are, with no lossy encoding after it).
 */
export interface Transform {
  name: string;
  /** Expected to be recognised (the targets apply), or measured as a known limit. */
  benign: boolean;
  apply(
    original: Buffer,
    width: number,
    height: number,
  ): Promise<{ file: Buffer } | { pixels: DecodedImage }>;
}

const file = async (image: Sharp) => ({ file: await image.toBuffer() });
const pixels = async (image: Sharp) => {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { pixels: { data: new Uint8Array(data), width: info.width, height: info.height } };
};
const crop = (fraction: number) => (original: Buffer, width: number, height: number) => {
  const left = Math.round(width * fraction);
  const top = Math.round(height * fraction);
  return pixels(sharp(original).extract({ left, top, width: width - 2 * left, height: height - 2 * top }));
};

export const TRANSFORMS: readonly Transform[] = [
  ...[95, 85, 75, 60].map((quality) => ({
    name: `JPEG quality ${quality}`,
    benign: true,
    apply: (original: Buffer) => file(sharp(original).jpeg({ quality })),
  })),
  ...[50, 25].map((percent) => ({
    name: `resized to ${percent}%`,
    benign: true,
    apply: (original: Buffer, width: number) =>
      pixels(sharp(original).resize({ width: Math.round((width * percent) / 100) })),
  })),
  { name: 'cropped 5% on each side', benign: true, apply: crop(0.05) },
  { name: 'WebP (quality 80)', benign: true, apply: (o) => file(sharp(o).webp({ quality: 80 })) },
  { name: 'PNG', benign: true, apply: (o) => file(sharp(o).png()) },
  { name: 'brightness +10%', benign: true, apply: (o) => pixels(sharp(o).modulate({ brightness: 1.1 })) },
  { name: 'brightness −10%', benign: true, apply: (o) => pixels(sharp(o).modulate({ brightness: 0.9 })) },
  { name: 'mirrored', benign: false, apply: (o) => pixels(sharp(o).flop()) },
  { name: 'rotated 90°', benign: false, apply: (o) => pixels(sharp(o).rotate(90)) },
  { name: 'cropped 25% (12.5% on each side)', benign: false, apply: crop(0.125) },
];

/**
 * What the corpus gave: each original's code, and each changed copy's, at 256 bits (the 64- and 128-bit
 * codes are their first 64 and 128 bits: {@link truncateCode}).
 */
export interface CorpusCodes {
  photographs: { path: string; package: string; width: number; height: number; iscc: string }[];
  /** `transformed[transform][photograph]`: the changed copy's code. */
  transformed: Record<string, string[]>;
}

/** The 256-bit code of a changed copy: a file decoded by sharp as the server does, or pixels as they are. */
async function codeOf(copy: { file: Buffer } | { pixels: DecodedImage }): Promise<string> {
  if ('file' in copy) return (await fingerprintInNode(copy.file, { bits: 256 })).iscc;
  return fingerprintPixels(copy.pixels, 256).iscc;
}

/** The code of `bits` bits a longer image code begins with (the blocks come in order). */
export function truncateCode(code: string, bits: IsccImageBits): string {
  const decoded = decodeIsccImageCode(code);
  if (!decoded || decoded.bits < bits)
    throw new RangeError(`not an image code of ${bits} bits or more: ${code}`);
  return encodeIsccImageCode(decoded.digest, bits);
}

/** Fingerprints every photograph's licensed original and every change of it. */
export async function fingerprintCorpus(
  options: { onPhotograph?: (path: string, index: number) => void; transforms?: readonly Transform[] } = {},
): Promise<CorpusCodes> {
  const transforms = options.transforms ?? TRANSFORMS;
  const codes: CorpusCodes = { photographs: [], transformed: {} };
  for (const t of transforms) codes.transformed[t.name] = [];
  for (const [index, photograph] of PHOTOGRAPHS.entries()) {
    options.onPhotograph?.(photograph.path, index);
    const original = await licensedOriginal(await readFile(photograph.path));
    const { iscc, width, height } = await fingerprintInNode(original, { bits: 256 });
    codes.photographs.push({ ...photograph, width, height, iscc });
    const copies = await Promise.all(
      transforms.map(async (t) => codeOf(await t.apply(original, width, height))),
    );
    for (const [i, t] of transforms.entries()) codes.transformed[t.name]!.push(copies[i]!);
  }
  return codes;
}

/** One change's figures at one threshold. */
export interface TransformRow {
  transform: string;
  benign: boolean;
  /** Distance of each changed copy to its own original. */
  distances: number[];
  /** Per threshold 0..maxThreshold: the share of copies recognised (nearest code its own, within t). */
  recall: number[];
}

export interface CorpusFigures {
  photographs: number;
  bits: IsccImageBits;
  maxThreshold: number;
  rows: TransformRow[];
  /** Per threshold: the share of all benign copies recognised. */
  benignRecall: number[];
  /** Per threshold: pairs of different originals within t. */
  falseMatches: number[];
  /** The smallest distance between two different originals, and between which. */
  closestPair: { distance: number; a: string; b: string };
  /** The distances between different originals: mean, standard deviation, count of each distance. */
  unrelated: { mean: number; sd: number; histogram: Record<number, number> };
}

/**
 * The figures of a corpus at `bits` bits for thresholds 0 to `maxThreshold`. A copy is recognised at t
 * when its own original is strictly the nearest stored code and at most t bits away (a tie is not a match).
 */
export function corpusFigures(
  codes: CorpusCodes,
  { bits = 64, maxThreshold = 20 }: { bits?: IsccImageBits; maxThreshold?: number } = {},
): CorpusFigures {
  const stored = codes.photographs.map((p) => truncateCode(p.iscc, bits));
  const thresholds = Array.from({ length: maxThreshold + 1 }, (_, t) => t);
  const rows: TransformRow[] = TRANSFORMS.filter((t) => codes.transformed[t.name]).map((t) => {
    const copies = codes.transformed[t.name]!.map((code) => truncateCode(code, bits));
    const matches = copies.map((copy, own) => {
      const distances = stored.map((code) => hammingDistance(copy, code));
      const ownDistance = distances[own]!;
      const nearestOther = Math.min(...distances.filter((_, i) => i !== own));
      return { ownDistance, nearest: ownDistance < nearestOther };
    });
    return {
      transform: t.name,
      benign: t.benign,
      distances: matches.map((m) => m.ownDistance),
      recall: thresholds.map(
        (threshold) => matches.filter((m) => m.nearest && m.ownDistance <= threshold).length / copies.length,
      ),
    };
  });
  const benign = rows.filter((r) => r.benign);
  const benignRecall = thresholds.map(
    (_, t) =>
      benign.reduce((sum, r) => sum + r.recall[t]! * r.distances.length, 0) /
      benign.reduce((sum, r) => sum + r.distances.length, 0),
  );
  const pairs: { distance: number; a: string; b: string }[] = [];
  for (let i = 0; i < stored.length; i++)
    for (let j = i + 1; j < stored.length; j++)
      pairs.push({
        distance: hammingDistance(stored[i]!, stored[j]!),
        a: codes.photographs[i]!.path,
        b: codes.photographs[j]!.path,
      });
  const closestPair = pairs.reduce((best, p) => (p.distance < best.distance ? p : best));
  const mean = pairs.reduce((sum, p) => sum + p.distance, 0) / pairs.length;
  const sd = Math.sqrt(pairs.reduce((sum, p) => sum + (p.distance - mean) ** 2, 0) / pairs.length);
  const histogram: Record<number, number> = {};
  for (const p of pairs) histogram[p.distance] = (histogram[p.distance] ?? 0) + 1;
  return {
    photographs: stored.length,
    bits,
    maxThreshold,
    rows,
    benignRecall,
    falseMatches: thresholds.map((t) => pairs.filter((p) => p.distance <= t).length),
    closestPair,
    unrelated: { mean, sd, histogram },
  };
}

/** The table: one row a change, one column a threshold (recall in %), then benign recall and false matches. */
export function formatTable(
  figures: CorpusFigures,
  columns: number[] = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20],
): string {
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`.padStart(5);
  const width = Math.max(...figures.rows.map((r) => r.transform.length), 'false matches (pairs)'.length) + 2;
  const lines = [
    `${'t ='.padEnd(width)}${columns.map((t) => String(t).padStart(5)).join('')}   max distance`,
  ];
  for (const r of figures.rows)
    lines.push(
      `${`${r.benign ? '' : '(non-goal) '}${r.transform}`.padEnd(width)}${columns.map((t) => pct(r.recall[t]!)).join('')}   ${Math.max(...r.distances)}`,
    );
  lines.push(
    `${'all benign changes'.padEnd(width)}${columns.map((t) => pct(figures.benignRecall[t]!)).join('')}`,
  );
  lines.push(
    `${'false matches (pairs)'.padEnd(width)}${columns.map((t) => String(figures.falseMatches[t]).padStart(5)).join('')}`,
  );
  return lines.join('\n');
}
