import cluster from 'node:cluster';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { DEV_KEK_FILE, openSandbox, type Sandbox, StartupError } from './bootstrap.js';
import { databaseOf, type Environment, EnvironmentError, readEnvironment } from './config/environment.js';
import { defaultConfig } from './config/server.js';
import { CONNECTION_REFUSED, createHttpServer } from './connections/index.js';
import { createListener } from './connections/listener.js';
import { createDrain } from './health/drain.js';
import { Lifecycle } from './health/lifecycle.js';
import { KeyEncryptionError, loadKeyEncryptionKey } from './keys/key-encryption.js';
import { createLogger, logFormat } from './logging/logger.js';
import { instrument } from './observability/index.js';
import { startMetricsListener } from './observability/metrics/listener.js';
import { startTelemetry, type TelemetrySettings, telemetrySettings } from './observability/settings.js';
import type { Tracing } from './observability/tracing/index.js';
import { type Started, startedText } from './startup/announce.js';
import { type DataPlace, StartAttempt } from './startup/first-start.js';
import { listen } from './startup/listen.js';
import { nodeVersionWarning } from './startup/node-version.js';
import { settleClaims } from './store/idempotency-keys.js';
import { DataDirError, openStore, prepareDataDir } from './store/index.js';

interface RunEnv {
  /** The environment, parsed (`config/environment.ts`): each variable, or its default. */
  env: Environment;
  /** PostgreSQL (`TLP_DATABASE_URL`, `TLP_PG_POOL`, `TLP_DATABASE_SCHEMA`) instead of the SQLite file. */
  database: { url: string; pool: number; schema?: string } | undefined;
  /** What the log line names: the SQLite path, or the PostgreSQL URL without its password. */
  dbLabel: string;
  /** Metrics (`TLP_METRICS_*`) and traces (`OTEL_*`): see `observability/settings.ts`. */
  telemetry: TelemetrySettings;
  /** Once tracing runs, each log line carries the active span's IDs through it. */
  tracing: { current?: Tracing };
  logger: Logger;
  /** Standard output is a terminal: the keys are boxed for the person reading it. */
  boxKeys: boolean;
}

function readEnv(): RunEnv {
  // A person at a terminal reads short lines and boxed keys; anything else gets JSON lines.
  const terminal = process.stdout.isTTY === true && process.stderr.isTTY === true;
  const env = readEnvironment();
  const database = databaseOf(env);
  let dbLabel = env.TLP_DB;
  if (database) {
    const url = new URL(database.url);
    if (url.password) url.password = '***';
    dbLabel = url.toString();
  }
  const format = logFormat(env.TLP_LOG_FORMAT, terminal);
  const telemetry = telemetrySettings(env);
  const tracing: RunEnv['tracing'] = {};
  const logger = createLogger({
    level: env.LOG_LEVEL,
    format,
    color: format === 'pretty' && process.stderr.isTTY === true && env.NO_COLOR === undefined,
    // With tracing, every line logged within a request names its trace and span.
    ...(telemetry.tracing ? { mixin: () => tracing.current?.logFields() ?? {} } : {}),
  });
  return { env, database, dbLabel, telemetry, tracing, logger, boxKeys: process.stdout.isTTY === true };
}

/** `127.0.0.1:9464`, `[::1]:9464`: where a server listens. */
function hostPort(server: Server): string {
  const { address, port } = server.address() as AddressInfo;
  return `${address.includes(':') ? `[${address}]` : address}:${port}`;
}

function originOf(run: RunEnv, port: number): string {
  return run.env.TLP_ORIGIN ?? `http://localhost:${port}`;
}

/** Where the start keeps its data, for a start that fails to take back (`StartAttempt`). */
function dataPlace(run: RunEnv): DataPlace {
  return { dbPath: run.env.TLP_DB, database: run.database };
}

function printStarted(run: RunEnv, started: Started): void {
  process.stdout.write(startedText(started, { boxed: run.boxKeys }));
}

/**
 * The key-encryption key of the signing keys: `TLP_KEY_ENCRYPTION_KEY`, else the file
 * `TLP_KEY_ENCRYPTION_KEY_FILE` names, else the development key file beside the database (generated on the
 * first start). A key file others can read stops the start.
 */
function keyEncryptionOf(run: RunEnv): ReturnType<typeof loadKeyEncryptionKey> {
  try {
    return loadKeyEncryptionKey(run.env, join(prepareDataDir(run.env.TLP_DB), DEV_KEK_FILE));
  } catch (err) {
    if (err instanceof KeyEncryptionError || err instanceof DataDirError) throw new StartupError(err.message);
    throw err;
  }
}

/** What a worker tells the primary: it listens, or it cannot start (and why, for the primary to say once). */
type WorkerMessage = { type: 'ready'; port: number } | { type: 'failed'; message: string };
/** What the primary tells a worker: drain (with the grace of the signal), or cut everything now. */
type PrimaryMessage = { type: 'stop'; graceMs?: number } | { type: 'force' };

/**
 * Until a start listens, SIGINT and SIGTERM are remembered rather than obeyed at once, so that the start
 * can take back what it made (see `StartAttempt`) before it exits. `check` throws once one came.
 */
function holdSignals(): { check: () => void; release: () => void } {
  let signal: string | undefined;
  const hold = (s: NodeJS.Signals) => {
    signal ??= s;
  };
  process.on('SIGINT', hold);
  process.on('SIGTERM', hold);
  return {
    check() {
      if (signal) throw new StartupError(`stopped (${signal}) before it was listening; nothing was kept`);
    },
    release() {
      process.off('SIGINT', hold);
      process.off('SIGTERM', hold);
    },
  };
}

/**
 * The primary of several workers (`TLP_WORKERS`): it creates or opens the database first (so that
 * workers never race to seed it, and claims of an earlier run are settled once), then forks the
 * workers, which share the listening port (node:cluster hands each new connection to one of them). Once
 * all are ready it prints the run contract's lines; if one cannot start (a busy port, say), it says why
 * once, stops the others and takes back what the start made. A worker that dies later is replaced, and
 * its unfinished idempotency claims are dropped. SIGTERM and SIGINT are passed on to every worker as
 * messages (a second signal: cut now); the primary exits when all have finished.
 */
async function runPrimary(run: RunEnv): Promise<void> {
  const { logger } = run;
  const attempt = new StartAttempt(dataPlace(run));
  const held = holdSignals();
  let sandbox: Awaited<ReturnType<typeof openSandbox>>;
  try {
    sandbox = await openSandbox({
      dbPath: run.env.TLP_DB,
      database: run.database,
      origin: originOf(run, run.env.PORT),
      keyEncryption: keyEncryptionOf(run),
      testKey: run.env.TLP_TEST_KEY,
      liveKey: run.env.TLP_LIVE_KEY,
      logger,
    });
    if (sandbox.created) attempt.seeded();
    await sandbox.deps.store.close();
    held.check();
  } catch (err) {
    await attempt.undo();
    throw err;
  } finally {
    held.release();
  }
  // The workers' metrics, summed, on the one metrics port (workers do not listen on it).
  const metricsPort = run.telemetry.metrics?.port;
  if (metricsPort !== undefined) {
    const { workersMetrics } = await import('./observability/metrics/cluster.js');
    const listener = await startMetricsListener(workersMetrics(), {
      port: metricsPort,
      host: run.telemetry.metrics!.host,
    });
    listener.unref();
  }
  const runId = sandbox.deps.runId;
  let next = 0;
  let ready = 0;
  let announced = false;
  let stopping = false;
  /** A worker stopped forced (or failed) while the service stopped: the primary's exit says so. */
  let cutShort = false;
  /** Why the start failed, as the first worker that could not start said it. */
  let failure: string | undefined;
  let failing = false;
  /** A worker exited before every worker listened: the start failed; nothing it made is kept. */
  const failStart = async (reason: string) => {
    if (failing) return;
    failing = true;
    const others = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined && !w.isDead());
    const gone = others.map((w) => new Promise((resolve) => w!.once('exit', resolve)));
    for (const w of others) w!.process.kill('SIGKILL');
    await Promise.all(gone);
    await attempt.undo();
    logger.flush();
    process.stderr.write(`tlp-server: ${failure ?? reason}\n`);
    process.exit(1);
  };
  const fork = () => {
    const worker = `${runId}.${++next}`;
    const w = cluster.fork({ TLP_RUN_ID: runId, TLP_WORKER_ID: worker });
    w.on('message', (m: WorkerMessage) => {
      if (m?.type === 'failed') failure ??= m.message;
      if (m?.type !== 'ready' || announced) return;
      if (++ready === run.env.TLP_WORKERS) {
        announced = true;
        printStarted(run, { ...sandbox, origin: originOf(run, m.port) });
        logger.info(
          { workers: run.env.TLP_WORKERS, db: run.dbLabel, rate_limits: run.env.TLP_RATE_LIMITS },
          'listening',
        );
      }
    });
    w.on('exit', (code, signal) => {
      if (!announced) return void failStart(`a worker exited (${code ?? signal}) while starting`);
      if (stopping) {
        if (code !== 0) cutShort = true;
        if (Object.keys(cluster.workers ?? {}).length === 0) {
          logger.info({ forced: cutShort }, 'stopped');
          logger.flush();
          process.exit(cutShort ? 1 : 0);
        }
        return;
      }
      logger.error({ worker, code, signal }, 'worker exited; starting another');
      void dropClaims(run, worker).finally(fork);
    });
  };
  for (let i = 0; i < run.env.TLP_WORKERS; i++) fork();
  // A first signal drains every worker (SIGINT without the grace), a second one cuts them.
  let signals = 0;
  const stop = (signal: string) => {
    // Before every worker listens, a stop is a start that failed: nothing it made is kept.
    if (!announced) return void failStart(`stopped (${signal}) before it was listening; nothing was kept`);
    stopping = true;
    const message: PrimaryMessage =
      ++signals > 1 ? { type: 'force' } : { type: 'stop', ...(signal === 'SIGINT' ? { graceMs: 0 } : {}) };
    logger.info({ signal, forced: message.type === 'force' }, 'stopping');
    for (const w of Object.values(cluster.workers ?? {})) w?.send(message);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** The idempotency claims a dead worker held will never finish: retries may run them again. */
async function dropClaims(run: RunEnv, worker: string): Promise<void> {
  const store = await openStore(run.database ?? { path: run.env.TLP_DB, writerThread: false, shared: true });
  try {
    await settleClaims(store, Date.now(), { worker });
  } finally {
    await store.close();
  }
}

/**
 * One serving process: alone (`TLP_WORKERS=1`) or a worker of the primary above. Alone, it binds its port
 * first, so that a busy port stops the start before anything is made, then opens the database
 * (migrations, fixtures, keys); a request that arrives meanwhile waits for it. A worker of a cluster
 * opens the database first and binds only then, since the primary hands it connections once it listens
 * (and the primary made the data). A start that fails takes back what it made (`StartAttempt`). SIGTERM
 * drains (see `createDrain`): `/readyz` answers 503 at once, the port stays open for
 * `TLP_DRAIN_GRACE_MS`, then closes; running requests finish and the database closes; exit 0. SIGINT
 * (Ctrl-C) drains without the grace. A second SIGTERM, or `TLP_DRAIN_TIMEOUT_MS`, cuts what still runs.
 */
async function runServer(run: RunEnv): Promise<void> {
  const { logger } = run;
  const clustered = cluster.isWorker;
  const configOverrides = {
    rateLimits: run.env.TLP_RATE_LIMITS,
    trustedProxies: run.env.TLP_TRUSTED_PROXIES,
    maxImagePixels: run.env.TLP_MAX_IMAGE_PIXELS,
    matchDistance: run.env.TLP_MATCH_DISTANCE,
    // The web verifier built beside this package (`web/dist` of the repository).
    webRoot: fileURLToPath(new URL('../../../web/dist/', import.meta.url)),
    // The publisher embed built beside this package (`packages/embed/dist`).
    embedRoot: fileURLToPath(new URL('../../embed/dist/', import.meta.url)),
    service: run.env.TLP_SERVICE,
  };
  const telemetry = await startTelemetry(run.telemetry);
  run.tracing.current = telemetry.tracing;
  const metrics = telemetry.metrics;
  let metricsListener: Server | undefined;
  const lifecycle = new Lifecycle();
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  /** Requests that arrived while the database opened: answered once it is. */
  const waiting: Array<[IncomingMessage, ServerResponse]> = [];
  let docsUrl = defaultConfig(originOf(run, run.env.PORT)).docsUrl;
  const server = createHttpServer((req, res) => (handler ? handler(req, res) : waiting.push([req, res])), {
    docsUrl: () => docsUrl,
    maxConnectionsPerAddress: run.env.TLP_MAX_CONNECTIONS_PER_ADDRESS,
    maxConnections: run.env.TLP_MAX_CONNECTIONS,
  });
  if (metrics) server.on(CONNECTION_REFUSED, (cap: string) => metrics.connectionRefused(cap));
  let sandbox: Sandbox | undefined;
  const drain = createDrain(server, lifecycle, {
    graceMs: run.env.TLP_DRAIN_GRACE_MS,
    timeoutMs: run.env.TLP_DRAIN_TIMEOUT_MS,
    onStopped(forced) {
      // Every connection is closed (or was cut): the database can close, the last spans be exported, and
      // the metrics listener close (a scrape during the drain still sees the last requests counted).
      metricsListener?.close();
      void Promise.all([sandbox!.deps.store.close(), telemetry.tracing?.shutdown().catch(() => {})]).then(
        () => {
          logger.info({ forced }, 'stopped');
          logger.flush();
          process.exitCode = forced ? 1 : 0;
          // A worker's channel to a primary that is gone no longer holds the process.
          if (clustered || forced) process.exit(process.exitCode);
        },
      );
    },
  });
  const held = clustered ? undefined : holdSignals();
  let attempt: StartAttempt | undefined;
  try {
    if (!clustered) {
      await listen(server, run.env.PORT, run.env.HOST);
      // Noted once the port is this process's: no other start on it can be making the same files.
      attempt = new StartAttempt(dataPlace(run));
    }
    sandbox = await openSandbox({
      dbPath: run.env.TLP_DB,
      database: run.database,
      // A worker with PORT=0 learns its port once bound: the config is made again then.
      origin: originOf(run, clustered ? run.env.PORT : (server.address() as AddressInfo).port),
      config: configOverrides,
      keyEncryption: keyEncryptionOf(run),
      testKey: run.env.TLP_TEST_KEY,
      liveKey: run.env.TLP_LIVE_KEY,
      logger,
      ...(clustered
        ? { cluster: { run: run.env.TLP_RUN_ID ?? '', worker: run.env.TLP_WORKER_ID ?? '' } }
        : {}),
    });
    if (sandbox.created) attempt?.seeded();
    held?.check();
    if (clustered) await listen(server, run.env.PORT, run.env.HOST);
  } catch (err) {
    server.closeAllConnections();
    server.close();
    await sandbox?.deps.store.close();
    await attempt?.undo();
    held?.release();
    throw err;
  }
  const actualPort = (server.address() as AddressInfo).port;
  const origin = originOf(run, actualPort);
  if (metrics && clustered) {
    const { shareWithPrimary } = await import('./observability/metrics/cluster.js');
    shareWithPrimary(metrics);
  } else if (metrics && run.telemetry.metrics?.port !== undefined) {
    metricsListener = await startMetricsListener(metrics, {
      port: run.telemetry.metrics.port,
      host: run.telemetry.metrics.host,
    });
  }
  const deps = instrument(
    { ...sandbox.deps, config: defaultConfig(origin, configOverrides), lifecycle },
    telemetry,
  );
  docsUrl = deps.config.docsUrl;
  handler = drain.listener(createListener(deps));
  for (const [req, res] of waiting.splice(0)) handler(req, res);

  // The sample media are signed once listening, at start (not at the first visitor's click): one
  // request to itself. A drain does not wait for it: it is cut at the stop, and made again on the next
  // start or visit.
  const warmUp = new AbortController();
  const stop = (signal: string, graceMs?: number) => {
    if (lifecycle.draining) return;
    logger.info({ signal, grace_ms: graceMs ?? run.env.TLP_DRAIN_GRACE_MS }, 'stopping');
    warmUp.abort();
    drain.begin(graceMs === undefined ? {} : { graceMs });
  };
  // The first signal drains, a second one of the same kind cuts what still runs. Installed before the
  // start's own are let go, and before `Listening:` is printed: a signal is never left to kill the process.
  let terms = 0;
  let ints = 0;
  process.on('SIGTERM', () => (++terms > 1 ? drain.force() : stop('SIGTERM')));
  process.on('SIGINT', () => (++ints > 1 ? drain.force() : stop('SIGINT', 0)));
  held?.release();

  if (clustered) {
    process.send?.({ type: 'ready', port: actualPort } satisfies WorkerMessage);
  } else {
    printStarted(run, { ...sandbox, origin });
    logger.info(
      {
        origin,
        db: run.dbLabel,
        rate_limits: run.env.TLP_RATE_LIMITS,
        ...(metricsListener ? { metrics: `http://${hostPort(metricsListener)}/metrics` } : {}),
        ...(telemetry.tracing ? { tracing: true } : {}),
      },
      'listening',
    );
  }
  const host = run.env.HOST;
  const self = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  const signing = Date.now();
  void fetch(`${self}/samples/licensed.jpg`, { signal: warmUp.signal })
    .then(async (r) => {
      await r.arrayBuffer();
      if (!r.ok) throw new Error(`GET /samples/licensed.jpg answered ${r.status}`);
      // Said once, by the process alone or the first worker (the others find the samples made).
      if (!clustered || run.env.TLP_WORKER_ID?.endsWith('.1'))
        logger.info({ ms: Date.now() - signing, url: `${origin}/samples/index.json` }, 'samples signed');
    })
    .catch((err: unknown) => {
      if (!warmUp.signal.aborted) logger.warn({ err }, 'the sample media could not be made');
    });
  if (clustered) {
    // The primary passes its signals on as messages: a worker that gets the signal itself too (a
    // whole process group signalled) still counts it once.
    process.on('message', (m: PrimaryMessage) => {
      if (m?.type === 'stop') stop('primary', m.graceMs);
      else if (m?.type === 'force') drain.force();
    });
    // The primary was killed: finish what runs here and stop too.
    process.once('disconnect', () => {
      if (!lifecycle.draining) stop('disconnect', 0);
    });
  }
}

/**
 * `npm start`: reads the environment of the run contract, opens (or creates and seeds) the database,
 * serves the app, prints `Test key:` / `Live key:` on the start that created the database and then
 * `Listening: <origin>`. SIGTERM (or SIGINT): stop accepting, let running requests finish, close the
 * database, exit 0. With `TLP_WORKERS` > 1 (or `auto`, one per CPU) a primary runs that many workers
 * on one port and one database.
 */
async function main(): Promise<void> {
  const run = readEnv();
  // Said once: by the process alone, or by the primary of several.
  const oldNode = cluster.isPrimary ? nodeVersionWarning() : null;
  if (oldNode) run.logger.warn(oldNode);
  try {
    if (cluster.isPrimary && run.env.TLP_WORKERS > 1) await runPrimary(run);
    else await runServer(run);
  } catch (err) {
    // The lines logged so far come before the reason the start stopped.
    run.logger.flush();
    throw err;
  }
}

main().catch((err: unknown) => {
  if (err instanceof StartupError || err instanceof EnvironmentError) {
    // A worker's reason is the primary's to say, once for all workers.
    if (cluster.isWorker && process.send) {
      process.send({ type: 'failed', message: err.message } satisfies WorkerMessage, () => process.exit(1));
      return;
    }
    process.stderr.write(`tlp-server: ${err.message}\n`);
  } else {
    process.stderr.write(`tlp-server: failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  }
  process.exit(1);
});
