/**
 * Pillow's `Image.resize(size, Image.BICUBIC)` of an 8-bit grayscale image, to the same integers: the
 * convolution of libImaging/Resample.c (two passes, horizontal then vertical, each rounded and clipped
 * to 8 bits), its bicubic kernel (a = −0.5) widened by the reduction factor when shrinking (so a large
 * picture is averaged, not sampled), its coefficients normalised to sum 1 and then fixed to 22
 * fractional bits. The arithmetic is Pillow's, in the same order, so every output value is equal.
 */

/** Fractional bits of the fixed-point coefficients: 32 − 8 − 2, as Pillow. */
const PRECISION_BITS = 22;
const HALF = 1 << (PRECISION_BITS - 1);

/** The bicubic convolution kernel with a = −0.5, support 2. */
function bicubic(x: number): number {
  const a = -0.5;
  if (x < 0) x = -x;
  if (x < 1) return ((a + 2) * x - (a + 3)) * x * x + 1;
  if (x < 2) return (((x - 5) * x + 8) * x - 4) * a;
  return 0;
}

/** For each output index: the first input index, how many follow, and their fixed-point weights. */
interface Coefficients {
  first: Int32Array;
  count: Int32Array;
  /** `size` weights per output index. */
  weights: Int32Array;
  size: number;
}

/** Pillow's `precompute_coeffs` and `normalize_coeffs_8bpc` for the span [0, inSize) onto outSize. */
function coefficients(inSize: number, outSize: number): Coefficients {
  const scale = inSize / outSize;
  const filterScale = Math.max(scale, 1);
  const support = 2 * filterScale;
  const size = Math.ceil(support) * 2 + 1;
  const first = new Int32Array(outSize);
  const count = new Int32Array(outSize);
  const weights = new Int32Array(outSize * size);
  const inverse = 1 / filterScale;
  const kernel = new Float64Array(size);
  for (let out = 0; out < outSize; out++) {
    const center = (out + 0.5) * scale;
    const min = Math.max(Math.trunc(center - support + 0.5), 0);
    const max = Math.min(Math.trunc(center + support + 0.5), inSize) - min;
    let sum = 0;
    for (let x = 0; x < max; x++) {
      const w = bicubic((x + min - center + 0.5) * inverse);
      kernel[x] = w;
      sum += w;
    }
    for (let x = 0; x < max; x++) {
      const w = sum !== 0 ? kernel[x]! / sum : kernel[x]!;
      // C's (int) conversion truncates toward zero.
      weights[out * size + x] = Math.trunc(
        w < 0 ? -0.5 + w * (1 << PRECISION_BITS) : 0.5 + w * (1 << PRECISION_BITS),
      );
    }
    first[out] = min;
    count[out] = max;
  }
  return { first, count, weights, size };
}

/** A fixed-point sum back to 8 bits: Pillow's `clip8`. */
const clip8 = (sum: number) => Math.min(255, Math.max(0, sum >> PRECISION_BITS));

/**
 * Resizes the `width` x `height` region at (`left`, `top`) of a grayscale image (`stride` bytes a row)
 * to `outWidth` x `outHeight` with Pillow's bicubic filter.
 */
export function resizeBicubic(
  gray: Uint8Array,
  stride: number,
  region: { left: number; top: number; width: number; height: number },
  outWidth: number,
  outHeight: number,
): Uint8Array {
  const { left, top, width, height } = region;
  const vertical = coefficients(height, outHeight);
  // Only the rows the vertical pass reads are resized horizontally (as Pillow does).
  const firstRow = vertical.first[0]!;
  const lastRow = vertical.first[outHeight - 1]! + vertical.count[outHeight - 1]!;

  // Horizontal pass (skipped, as in Pillow, when the width does not change).
  let rows: Uint8Array;
  let rowsStride: number;
  let rowsLeft: number;
  let rowsTop: number;
  if (width !== outWidth) {
    const horizontal = coefficients(width, outWidth);
    rows = new Uint8Array(outWidth * (lastRow - firstRow));
    for (let y = firstRow; y < lastRow; y++) {
      const line = (top + y) * stride + left;
      const outLine = (y - firstRow) * outWidth;
      for (let x = 0; x < outWidth; x++) {
        const from = line + horizontal.first[x]!;
        const n = horizontal.count[x]!;
        const k = x * horizontal.size;
        let sum = HALF;
        for (let i = 0; i < n; i++) sum += gray[from + i]! * horizontal.weights[k + i]!;
        rows[outLine + x] = clip8(sum);
      }
    }
    rowsStride = outWidth;
    rowsLeft = 0;
    rowsTop = -firstRow;
  } else {
    rows = gray;
    rowsStride = stride;
    rowsLeft = left;
    rowsTop = top;
  }
  if (height === outHeight) {
    const out = new Uint8Array(outWidth * outHeight);
    for (let y = 0; y < outHeight; y++)
      out.set(
        rows.subarray(
          (rowsTop + y) * rowsStride + rowsLeft,
          (rowsTop + y) * rowsStride + rowsLeft + outWidth,
        ),
        y * outWidth,
      );
    return out;
  }

  // Vertical pass.
  const out = new Uint8Array(outWidth * outHeight);
  for (let y = 0; y < outHeight; y++) {
    const from = vertical.first[y]!;
    const n = vertical.count[y]!;
    const k = y * vertical.size;
    for (let x = 0; x < outWidth; x++) {
      let sum = HALF;
      for (let i = 0; i < n; i++)
        sum += rows[(rowsTop + from + i) * rowsStride + rowsLeft + x]! * vertical.weights[k + i]!;
      out[y * outWidth + x] = clip8(sum);
    }
  }
  return out;
}
