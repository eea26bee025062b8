/**
 * The discrete cosine transform (DCT-II, unscaled) of the ISCC Content-Code Image, as iscc-core computes
 * it: Byeong Gi Lee's recursive split of an N-point transform into two N/2-point ones (sums and scaled
 * differences), the order of every addition and division kept, so that each coefficient is the same
 * double as the reference's and a coefficient that sits on the median falls on the same side of it.
 */

/**
 * cos((i + 0.5) · π / n) for n = 32, 16, 8, 4, 2 and i < n / 2, as the C library computes it (CPython's
 * `math.cos`), the 31 cosines a 32-point transform uses. V8's `Math.cos` is off by one unit in the last
 * place for two of them (n = 32, i = 7 and 8), which moves a coefficient across the median of some
 * images. Made by:
 *
 *     python3 -c "import math; [print(repr(math.cos((i + 0.5) * math.pi / n))) for n in (32, 16, 8, 4, 2) for i in range(n // 2)]"
 */
const COSINES: Readonly<Record<number, readonly number[]>> = {
  32: [
    0.9987954562051724, 0.989176509964781, 0.970031253194544, 0.9415440651830208, 0.9039892931234433,
    0.8577286100002721, 0.8032075314806449, 0.7409511253549591, 0.6715589548470183, 0.5956993044924335,
    0.5141027441932217, 0.4275550934302822, 0.33688985339222005, 0.24298017990326398, 0.14673047445536175,
    0.049067674327418126,
  ],
  16: [
    0.9951847266721969, 0.9569403357322088, 0.881921264348355, 0.773010453362737, 0.6343932841636455,
    0.4713967368259978, 0.29028467725446233, 0.09801714032956077,
  ],
  8: [0.9807852804032304, 0.8314696123025452, 0.5555702330196023, 0.19509032201612833],
  4: [0.9238795325112867, 0.38268343236508984],
  // biome-ignore lint/suspicious/noApproximativeNumericConstant: the table is the C library's output, as printed.
  2: [0.7071067811865476],
};

/** Scratch space for each size of the recursion, so that a transform allocates nothing. */
const SCRATCH = new Map(
  [32, 16, 8, 4, 2].map((n) => [
    n,
    {
      sums: new Float64Array(n / 2),
      differences: new Float64Array(n / 2),
      even: new Float64Array(n / 2),
      odd: new Float64Array(n / 2),
    },
  ]),
);

/** Writes the DCT of `input[0..n)` into `out[0..n)` (`n` a power of two, 1 to 32). */
function transform(input: ArrayLike<number>, n: number, out: Float64Array): void {
  if (n === 1) {
    out[0] = input[0]!;
    return;
  }
  const cosines = COSINES[n];
  const scratch = SCRATCH.get(n);
  if (!cosines || !scratch) throw new RangeError(`the DCT takes 1 to 32 values, a power of two; got ${n}`);
  const { sums, differences, even, odd } = scratch;
  const half = n / 2;
  for (let i = 0; i < half; i++) {
    const a = input[i]!;
    const b = input[n - 1 - i]!;
    sums[i] = a + b;
    differences[i] = (a - b) / (cosines[i]! * 2);
  }
  transform(sums, half, even);
  transform(differences, half, odd);
  for (let i = 0; i < half - 1; i++) {
    out[2 * i] = even[i]!;
    out[2 * i + 1] = odd[i]! + odd[i + 1]!;
  }
  out[n - 2] = even[half - 1]!;
  out[n - 1] = odd[half - 1]!;
}

/** The DCT of `input` (length 32, 16, 8, 4, 2 or 1), in a new array. */
export function dct(input: ArrayLike<number>): Float64Array {
  const out = new Float64Array(input.length);
  transform(input, input.length, out);
  return out;
}
