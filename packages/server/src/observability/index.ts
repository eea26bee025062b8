import type { AppDeps } from '../app-env.js';
import { readiness } from '../health/readiness.js';
import type { KeyCustody } from '../keys/custody.js';
import { storedCodesOf } from '../soft-bindings/code-index.js';
import type { Store } from '../store/index.js';
import type { PostgresStore } from '../store/postgres/postgres-store.js';
import type { ServerMetrics } from './metrics/server-metrics.js';
import type { Tracing } from './tracing/index.js';

/** What an operator can see of the server: its metrics, its traces; each absent when off. */
export interface Telemetry {
  metrics?: ServerMetrics | undefined;
  tracing?: Tracing | undefined;
  /** `GET /metrics` on the public port too (`TLP_METRICS_PUBLIC=on`); else it answers 404 there. */
  metricsOnPublicPort?: boolean;
}

/**
 * The app's dependencies with telemetry: requests are counted and traced by the entry of every request
 * (`http/telemetry`), and here the store's transactions and group commits and every signature are timed
 * and traced (as child spans of the request's), the store's queue, pool, caches and soft-binding index
 * reported at each scrape, and readiness probed at each scrape. Nothing changes when `telemetry` has neither.
 */
export function instrument(deps: AppDeps, telemetry: Telemetry): AppDeps {
  const { metrics, tracing } = telemetry;
  if (!metrics && !tracing) return deps;
  observeStore(deps.store, telemetry);
  if (metrics) {
    const withTelemetry = { ...deps, telemetry };
    metrics.watchReadiness(async () => {
      const reason = await readiness(withTelemetry);
      return reason === null ? 'ready' : reason === 'database_unreachable' ? reason : 'other';
    });
  }
  return { ...deps, keyCustody: observedCustody(deps.keyCustody, telemetry), telemetry };
}

/** Runs `fn` timed (`seconds` told) and, with tracing, in a child span named `name`. */
function observed<T>(
  telemetry: Telemetry,
  name: string,
  fn: () => Promise<T>,
  seconds: ((s: number) => void) | undefined,
): Promise<T> {
  const run = telemetry.tracing ? () => telemetry.tracing!.span(name, fn) : fn;
  if (!seconds) return run();
  const started = performance.now();
  const done = () => seconds((performance.now() - started) / 1000);
  return run().then(
    (value) => {
      done();
      return value;
    },
    (err: unknown) => {
      done();
      throw err;
    },
  );
}

/**
 * Times and traces the store's read-write transactions (`tlp.store.transaction`) and each write's wait
 * for its group commit (`tlp.store.group_commit`), and reports its write queue, PostgreSQL pool, read
 * caches and soft-binding index at each scrape.
 */
function observeStore(store: Store, telemetry: Telemetry): void {
  const { metrics } = telemetry;
  const transaction = store.transaction.bind(store);
  const toTransaction = metrics ? (s: number) => metrics.storeTime('transaction', s) : undefined;
  store.transaction = (fn, options) =>
    observed(telemetry, 'tlp.store.transaction', () => transaction(fn, options), toTransaction);
  const writes = store.writes;
  const run = writes.run.bind(writes);
  const toCommit = metrics ? (s: number) => metrics.storeTime('group_commit', s) : undefined;
  writes.run = (statements) => observed(telemetry, 'tlp.store.group_commit', () => run(statements), toCommit);
  if (!metrics) return;
  writes.onBatch = (n) => metrics.groupCommit(n);
  const pool = store.kind === 'postgres' ? (store as PostgresStore).pool : null;
  metrics.watchStore({
    queued: () => writes.queued,
    pool: () => (pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null),
    cache: () => store.cache.lookups,
    softBindings: () => {
      const codes = storedCodesOf(store);
      return { codes: codes.index.size, bytes: codes.index.bytes, caughtUp: codes.caughtUp };
    },
  });
}

/** The custody's signers, each signature timed (`tlp_signing_duration_seconds`) and traced (`tlp.sign`). */
function observedCustody(custody: KeyCustody, telemetry: Telemetry): KeyCustody {
  const { metrics } = telemetry;
  const toSigned = metrics ? (s: number) => metrics.signed(s) : undefined;
  return {
    seal: (kid, pem) => custody.seal(kid, pem),
    signer(kid, stored) {
      const signer = custody.signer(kid, stored);
      return {
        kid: signer.kid,
        sign: (data) => observed(telemetry, 'tlp.sign', () => signer.sign(data), toSigned),
      };
    },
  };
}
