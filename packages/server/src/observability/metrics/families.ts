import type { Metric, MetricValue, Registry } from 'prom-client';

type Labels = Record<string, string | number>;

/**
 * A counter or histogram family whose hot path is a plain increment: each series is found by a key the
 * caller builds from its label values (its labels made once, when the series first appears), and
 * prom-client only formats the families at a scrape (it calls `get`). prom-client's own instruments hash
 * the label object on every observation, which cost a check more than the metrics were worth.
 */
abstract class Family<S> {
  readonly aggregator = 'sum' as const;
  protected readonly series = new Map<string, S>();

  constructor(
    readonly name: string,
    readonly help: string,
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Metric);
  }

  /** The series of `key`, made with `labels()` when it is new. */
  at(key: string, labels: () => Labels): S {
    let s = this.series.get(key);
    if (s === undefined) {
      s = this.create(labels());
      this.series.set(key, s);
    }
    return s;
  }

  protected abstract create(labels: Labels): S;
  abstract get(): {
    name: string;
    help: string;
    type: string;
    aggregator: 'sum';
    values: MetricValue<string>[];
  };
}

export interface CounterSeries {
  readonly labels: Labels;
  value: number;
}

export class CounterFamily extends Family<CounterSeries> {
  readonly type = 'counter';

  protected create(labels: Labels): CounterSeries {
    return { labels, value: 0 };
  }

  get() {
    const values = [...this.series.values()].map((s) => ({ labels: s.labels, value: s.value }));
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}

export class HistogramSeries {
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Labels,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length);
  }

  observe(value: number): void {
    const bounds = this.bounds;
    let i = 0;
    while (i < bounds.length && value > bounds[i]!) i++;
    if (i < bounds.length) this.counts[i]!++;
    this.sum += value;
    this.count++;
  }
}

export class HistogramFamily extends Family<HistogramSeries> {
  readonly type = 'histogram';

  constructor(
    name: string,
    help: string,
    registry: Registry,
    readonly bounds: readonly number[],
  ) {
    super(name, help, registry);
  }

  protected create(labels: Labels): HistogramSeries {
    return new HistogramSeries(labels, this.bounds);
  }

  get() {
    const values: (MetricValue<string> & { metricName: string })[] = [];
    for (const s of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((le, i) => {
        cumulative += s.counts[i]!;
        values.push({ metricName: `${this.name}_bucket`, labels: { ...s.labels, le }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { ...s.labels, le: '+Inf' }, value: s.count });
      values.push({ metricName: `${this.name}_sum`, labels: s.labels, value: s.sum });
      values.push({ metricName: `${this.name}_count`, labels: s.labels, value: s.count });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}
