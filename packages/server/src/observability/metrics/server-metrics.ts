import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { CounterFamily, type CounterSeries, HistogramFamily, type HistogramSeries } from './families.js';
import { decisionLabel, modeLabel, reasonLabel, statusClass, statusLabel } from './labels.js';

/**
 * Request latency buckets, in seconds: dense from 1 ms to 100 ms, where checks and reads answer (the
 * checks bench's p99 is a few milliseconds on one core), then up to 10 s for generations with large
 * artifacts and requests waiting on a database that cannot be reached.
 */
export const REQUEST_SECONDS_BUCKETS = [
  0.001, 0.002, 0.003, 0.005, 0.0075, 0.01, 0.015, 0.02, 0.03, 0.05, 0.075, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

/** Store and signing latency buckets, in seconds: 100 µs to 5 s. */
export const STORE_SECONDS_BUCKETS = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
];

/** Writes in one group commit: 1 to the most a batch holds (256). */
export const GROUP_COMMIT_SIZE_BUCKETS = [1, 2, 4, 8, 16, 32, 64, 128, 256];

/** What the store tells the metrics at each scrape (see `observability/store.ts`). */
export interface StoreGauges {
  /** Writes waiting for the next group commit. */
  queued(): number;
  /** PostgreSQL's pool: connections open, idle and requests waiting for one; null on SQLite. */
  pool(): { total: number; idle: number; waiting: number } | null;
  /** Read-cache lookups so far, by cache. */
  cache(): { keys: { hits: number; misses: number }; licenses: { hits: number; misses: number } };
  /** The soft-binding code index this process holds in memory: codes, bytes, rows its catch-ups read. */
  softBindings(): { codes: number; bytes: number; caughtUp: number };
}

/**
 * The server's metrics on a registry of their own (one per app, so that tests and several apps in one
 * process do not add up): names follow Prometheus's conventions (`tlp_…_total` counters, `_seconds`
 * in base units), every label value from a closed list (`labels.ts`). docs/running.md says what each
 * tells an operator.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  readonly #requests: CounterFamily;
  readonly #requestSeconds: HistogramFamily;
  readonly #replays: CounterFamily;
  readonly #rateLimited: CounterFamily;
  readonly #connectionsRefused: CounterFamily;
  readonly #decisions: CounterFamily;
  readonly #reasons: CounterFamily;
  readonly #storeSeconds: HistogramFamily;
  readonly #groupCommitSize: HistogramFamily;
  readonly #signingSeconds: HistogramFamily;
  /** The series a request adds to, by operation, then status and mode: two map lookups a request. */
  readonly #requestSeries = new Map<string, Map<number, { count: CounterSeries; time: HistogramSeries }>>();
  readonly #transaction: HistogramSeries;
  readonly #groupCommit: HistogramSeries;
  readonly #batch: HistogramSeries;
  readonly #signing: HistogramSeries;
  #store: StoreGauges | undefined;
  #readiness: (() => Promise<'ready' | 'database_unreachable' | 'other'>) | undefined;

  constructor() {
    const registers = [this.registry];
    const registry = this.registry;
    collectDefaultMetrics({ register: registry });
    this.#requests = new CounterFamily(
      'tlp_http_requests_total',
      'HTTP requests answered, by operation (its operationId), status and key mode.',
      registry,
    );
    this.#requestSeconds = new HistogramFamily(
      'tlp_http_request_duration_seconds',
      'Time from the request to its answer, by operation, status class and key mode.',
      registry,
      REQUEST_SECONDS_BUCKETS,
    );
    this.#replays = new CounterFamily(
      'tlp_idempotent_replays_total',
      'Requests answered with the stored outcome of their Idempotency-Key (Idempotent-Replayed: true).',
      registry,
    );
    this.#rateLimited = new CounterFamily(
      'tlp_rate_limited_total',
      'Requests refused 429 rate_limited, by operation.',
      registry,
    );
    this.#connectionsRefused = new CounterFamily(
      'tlp_connections_refused_total',
      'Connections refused 503 by a cap: client (TLP_MAX_CONNECTIONS_PER_ADDRESS, an IPv6 /64 one client) or server (the ceiling).',
      registry,
    );
    this.#decisions = new CounterFamily(
      'tlp_decisions_total',
      'Checks and generations stored, by object and decision.',
      registry,
    );
    this.#reasons = new CounterFamily(
      'tlp_decision_reasons_total',
      'Reasons given with stored checks and generations, by object, decision and reason code.',
      registry,
    );
    this.#storeSeconds = new HistogramFamily(
      'tlp_store_duration_seconds',
      'Store latency: a read-write transaction (transaction), or a write waiting for its group commit (group_commit).',
      registry,
      STORE_SECONDS_BUCKETS,
    );
    this.#transaction = this.#storeSeconds.at('transaction', () => ({ kind: 'transaction' }));
    this.#groupCommit = this.#storeSeconds.at('group_commit', () => ({ kind: 'group_commit' }));
    this.#groupCommitSize = new HistogramFamily(
      'tlp_store_group_commit_writes',
      'Writes committed together in one group commit (one transaction, one flush).',
      registry,
      GROUP_COMMIT_SIZE_BUCKETS,
    );
    this.#batch = this.#groupCommitSize.at('', () => ({}));
    this.#signingSeconds = new HistogramFamily(
      'tlp_signing_duration_seconds',
      'Time to sign one JWS (a receipt or an authorization).',
      registry,
      STORE_SECONDS_BUCKETS,
    );
    this.#signing = this.#signingSeconds.at('', () => ({}));
    const metrics = this;
    new Gauge({
      name: 'tlp_store_write_queue',
      help: 'Writes waiting for the next group commit.',
      registers,
      collect() {
        this.set(metrics.#store?.queued() ?? 0);
      },
    });
    new Gauge({
      name: 'tlp_store_pool_connections',
      help: 'PostgreSQL connections of this process, by state (in_use, idle).',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = metrics.#store?.pool();
        if (!pool) return;
        this.set({ state: 'in_use' }, pool.total - pool.idle);
        this.set({ state: 'idle' }, pool.idle);
      },
    });
    new Gauge({
      name: 'tlp_store_pool_waiting',
      help: 'Requests waiting for a PostgreSQL connection of this process.',
      registers,
      collect() {
        const pool = metrics.#store?.pool();
        if (pool) this.set(pool.waiting);
      },
    });
    new Counter({
      name: 'tlp_cache_lookups_total',
      help: 'Read-cache lookups, by cache (keys, licenses) and result (hit, miss).',
      labelNames: ['cache', 'result'],
      registers,
      collect() {
        const stats = metrics.#store?.cache();
        if (!stats) return;
        this.reset();
        for (const cache of ['keys', 'licenses'] as const) {
          this.inc({ cache, result: 'hit' }, stats[cache].hits);
          this.inc({ cache, result: 'miss' }, stats[cache].misses);
        }
      },
    });
    new Gauge({
      name: 'tlp_soft_binding_index_codes',
      help: 'Image codes this process holds in its in-memory soft-binding index (loaded at its first lookup).',
      registers,
      // Each worker holds its own copy of the same rows.
      aggregator: 'max',
      collect() {
        const index = metrics.#store?.softBindings();
        if (index) this.set(index.codes);
      },
    });
    new Gauge({
      name: 'tlp_soft_binding_index_bytes',
      help: 'Bytes of the in-memory soft-binding index of this process (of all workers: their sum).',
      registers,
      collect() {
        const index = metrics.#store?.softBindings();
        if (index) this.set(index.bytes);
      },
    });
    new Counter({
      name: 'tlp_soft_binding_catch_up_rows_total',
      help: 'Rows the soft-binding index read from the database: its first load, then the rows other processes and this one stored.',
      registers,
      collect() {
        const index = metrics.#store?.softBindings();
        if (!index) return;
        this.reset();
        this.inc(index.caughtUp);
      },
    });
    new Gauge({
      name: 'tlp_ready',
      help: 'Whether this process would answer GET /readyz 200 now (1) or 503 (0).',
      registers,
      // Several workers: ready only when every one is.
      aggregator: 'min',
      async collect() {
        if (!metrics.#readiness) return;
        this.set((await metrics.#readiness()) === 'ready' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'tlp_database_reachable',
      help: 'Whether the database answered a trivial query within 1 s at this scrape (1) or not (0).',
      registers,
      aggregator: 'min',
      async collect() {
        if (!metrics.#readiness) return;
        this.set((await metrics.#readiness()) === 'database_unreachable' ? 0 : 1);
      },
    });
  }

  /** One answered request. */
  request(operation: string, status: number, livemode: boolean | undefined, seconds: number): void {
    let byAnswer = this.#requestSeries.get(operation);
    if (byAnswer === undefined) {
      byAnswer = new Map();
      this.#requestSeries.set(operation, byAnswer);
    }
    const answer = status * 4 + (livemode === undefined ? 0 : livemode ? 1 : 2);
    let series = byAnswer.get(answer);
    if (series === undefined) {
      const mode = modeLabel(livemode);
      const s = statusLabel(status);
      const cls = statusClass(status);
      series = {
        count: this.#requests.at(`${operation} ${s} ${mode}`, () => ({ operation, status: s, mode })),
        time: this.#requestSeconds.at(`${operation} ${cls} ${mode}`, () => ({
          operation,
          status_class: cls,
          mode,
        })),
      };
      byAnswer.set(answer, series);
    }
    series.count.value++;
    series.time.observe(seconds);
    if (status === 429) this.#rateLimited.at(operation, () => ({ operation })).value++;
  }

  replayed(operation: string): void {
    this.#replays.at(operation, () => ({ operation })).value++;
  }

  connectionRefused(cap: string): void {
    const c = cap === 'server' ? 'server' : 'client';
    this.#connectionsRefused.at(c, () => ({ cap: c })).value++;
  }

  /** A check or generation stored with its decision and reasons. */
  decided(
    object: 'check' | 'generation',
    decision: string | null,
    reasons: readonly { code: string }[],
  ): void {
    const d = decisionLabel(decision);
    this.#decisions.at(`${object} ${d}`, () => ({ object, decision: d })).value++;
    for (const r of reasons) {
      const reason = reasonLabel(r.code);
      this.#reasons.at(`${object} ${d} ${reason}`, () => ({ object, decision: d, reason })).value++;
    }
  }

  storeTime(kind: 'transaction' | 'group_commit', seconds: number): void {
    (kind === 'transaction' ? this.#transaction : this.#groupCommit).observe(seconds);
  }

  groupCommit(writes: number): void {
    this.#batch.observe(writes);
  }

  signed(seconds: number): void {
    this.#signing.observe(seconds);
  }

  /** What the store reports at each scrape. */
  watchStore(gauges: StoreGauges): void {
    this.#store = gauges;
  }

  /**
   * How readiness is probed at each scrape (`tlp_ready`, `tlp_database_reachable`): once per scrape, the
   * two gauges sharing the answer.
   */
  watchReadiness(probe: () => Promise<'ready' | 'database_unreachable' | 'other'>): void {
    let pending: Promise<'ready' | 'database_unreachable' | 'other'> | undefined;
    this.#readiness = () => {
      pending ??= probe().finally(() => {
        setImmediate(() => {
          pending = undefined;
        });
      });
      return pending;
    };
  }

  /** The Prometheus text exposition of every metric. */
  async text(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
