/** Small helpers shared by the benches: timed loops and figures with their ratio to a baseline. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  baseline: { name: string; value: number } | null;
  ratio: number | null;
  /** The ratio of each paired round, when `ratio` is their median (`ratioOf`). */
  ratios?: number[];
  ratioOf?: string;
  /** With several baselines (variants of one work), how many rounds each was the round's fastest. */
  baselineWins?: number[];
  /** e.g. '>= 0.8' (ratio) or '<= 40960' (value when there is no baseline). */
  target: string;
  pass: boolean;
}

/** Operations per second of `fn` run back to back for about `ms`. */
export async function opsPerSecond(fn: () => unknown, ms = 1000): Promise<number> {
  const end = performance.now() + ms;
  let n = 0;
  const start = performance.now();
  while (performance.now() < end) {
    for (let i = 0; i < 50; i++) await fn();
    n += 50;
  }
  return n / ((performance.now() - start) / 1000);
}

/**
 * `rounds` paired measurements of `a` and `b`, back to back, in alternating order (so neither always runs
 * first). Pass both lists to {@link ratioFigure} as `paired`: the ratio is then the median of the rounds'
 * ratios, which a machine drifting over minutes affects far less than a ratio of two medians.
 */
export async function alternate<T>(
  rounds: number,
  a: () => Promise<T>,
  b: () => Promise<T>,
): Promise<[T[], T[]]> {
  const as: T[] = [];
  const bs: T[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      as.push(await a());
      bs.push(await b());
    } else {
      bs.push(await b());
      as.push(await a());
    }
  }
  return [as, bs];
}

export function median(values: number[]): number {
  const s = [...values].sort((x, y) => x - y);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/**
 * A figure compared with a baseline: `ratio = value / baseline`. With `paired` (the lists of
 * {@link alternate}), the ratio is the median of the per-round ratios and `value`/`baseline` their medians.
 */
export function ratioFigure(
  name: string,
  value: number,
  unit: string,
  baseline: { name: string; value: number },
  target: { op: '>=' | '<='; ratio: number },
  paired?: [number[], number[]],
): Figure {
  const ratios = paired ? paired[0].map((v, i) => v / (paired[1][i] as number)) : undefined;
  const ratio = ratios ? median(ratios) : value / baseline.value;
  const pass = target.op === '>=' ? ratio >= target.ratio : ratio <= target.ratio;
  return {
    name,
    value,
    unit,
    baseline,
    ratio,
    ...(ratios
      ? { ratios: ratios.map((r) => Math.round(r * 1000) / 1000), ratioOf: 'median of paired rounds' }
      : {}),
    target: `${target.op} ${target.ratio}`,
    pass,
  };
}

export function absoluteFigure(
  name: string,
  value: number,
  unit: string,
  op: '<=' | '>=',
  limit: number,
): Figure {
  return {
    name,
    value,
    unit,
    baseline: null,
    ratio: null,
    target: `${op} ${limit} ${unit}`,
    pass: op === '<=' ? value <= limit : value >= limit,
  };
}
