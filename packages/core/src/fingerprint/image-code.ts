/**
 * The ISCC Content-Code Image v0 (ISO 24138), the perceptual fingerprint C2PA's soft-binding list names
 * `io.iscc.v0`: the 2-D DCT of a normalised 32x32 grayscale image, and one bit per coefficient of the
 * low-frequency corner, set when the coefficient is above the median of its 8x8 block. Exactly as
 * iscc-core's `gen_image_code_v0` computes it (its conformance vectors are in test-vectors/iscc/).
 */
import { encodeIsccImageCode, type IsccImageBits, isIsccImageBits } from './codec.js';
import { dct } from './dct.js';

/** The side of the normalised image. */
export const ISCC_IMAGE_SIDE = 32;

/**
 * The 8x8 blocks of the coefficient matrix each 64 bits are drawn from, as (column, row) offsets: the
 * first 64 bits come from the corner, the next from one column right, one row down, then both.
 */
const BLOCKS: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [1, 0],
  [0, 1],
  [1, 1],
];

/** The median of `values` as Python's `statistics.median` gives it: the mean of the middle two. */
function median(values: Float64Array): number {
  const sorted = values.slice().sort();
  const middle = sorted.length / 2;
  return (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The 2-D DCT of the 32x32 pixels: each row transformed, then each column; `[row][column]`. */
function dctMatrix(pixels: ArrayLike<number>): Float64Array[] {
  const side = ISCC_IMAGE_SIDE;
  const rows: Float64Array[] = [];
  for (let y = 0; y < side; y++) {
    const row = new Float64Array(side);
    for (let x = 0; x < side; x++) row[x] = pixels[y * side + x]!;
    rows.push(dct(row));
  }
  const matrix = Array.from({ length: side }, () => new Float64Array(side));
  const column = new Float64Array(side);
  for (let x = 0; x < side; x++) {
    for (let y = 0; y < side; y++) column[y] = rows[y]![x]!;
    const transformed = dct(column);
    for (let y = 0; y < side; y++) matrix[y]![x] = transformed[y]!;
  }
  return matrix;
}

/** The digest of an image code (`bits` / 8 bytes), iscc-core's `soft_hash_image_v0`. */
export function isccImageDigest(pixels: ArrayLike<number>, bits: IsccImageBits = 64): Uint8Array {
  if (!isIsccImageBits(bits)) throw new RangeError(`an image code has 64, 128 or 256 bits, not ${bits}`);
  const count = ISCC_IMAGE_SIDE * ISCC_IMAGE_SIDE;
  if (pixels.length !== count)
    throw new RangeError(`an image code takes ${count} pixels, got ${pixels.length}`);
  for (let i = 0; i < count; i++) {
    const value = pixels[i]!;
    if (!Number.isInteger(value) || value < 0 || value > 255)
      throw new RangeError(`pixel ${i} is ${value}: pixels are integers from 0 to 255`);
  }
  const matrix = dctMatrix(pixels);
  const digest = new Uint8Array(bits / 8);
  const block = new Float64Array(64);
  let bit = 0;
  for (const [column, row] of BLOCKS) {
    if (bit >= bits) break;
    for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) block[y * 8 + x] = matrix[row + y]![column + x]!;
    const middle = median(block);
    for (const value of block) {
      if (value > middle) digest[bit >> 3]! |= 0x80 >> (bit & 7);
      bit++;
    }
  }
  return digest;
}

/**
 * The ISCC Content-Code Image v0 of a normalised image, `ISCC:…`.
 *
 * @param pixels The 1,024 grayscale values (integers 0 to 255) of the 32x32 image, row by row, as
 *   {@link normalizeForIscc} gives them.
 * @param bits 64 (the default, what TLP stores and C2PA soft bindings carry), 128 or 256.
 * @throws RangeError for another number of pixels or bits, or a value that is not an integer 0 to 255.
 *
 * @example
 * ```ts
 * import { isccImageCode, normalizeForIscc } from '@tlp/core/fingerprint';
 * const { data, width, height } = context.getImageData(0, 0, w, h); // RGBA, any size
 * isccImageCode(normalizeForIscc(data, width, height)); // 'ISCC:EEA4GQZQTY6J5DTH'
 * ```
 */
export function isccImageCode(pixels: ArrayLike<number>, bits: IsccImageBits = 64): string {
  return encodeIsccImageCode(isccImageDigest(pixels, bits), bits);
}
