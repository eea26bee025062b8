import cluster from 'node:cluster';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino, { type Logger } from 'pino';
import { DEV_KEK_FILE, openSandbox, type Sandbox, StartupError } from './bootstrap.js';
import { defaultConfig } from './config.js';
import { createHttpServer, HTTP_SERVER_DEFAULTS } from './connections/index.js';
import { createListener } from './connections/listener.js';
import { createDrain, DRAIN_DEFAULTS } from './health/drain.js';
import { Lifecycle } from './health/lifecycle.js';
import { trustedProxyList } from './http/rate-limit/client-address.js';
import { KeyEncryptionError, loadKeyEncryptionKey } from './keys/key-encryption.js';
import { settleClaims } from './store/idempotency-keys.js';
import { DEFAULT_PG_POOL, openStore, prepareDataDir, SCHEMA_NAME } from './store/index.js';

interface RunEnv {
  port: number;
  host: string;
  dbPath: string;
  /** PostgreSQL (`TLP_DATABASE_URL`, `TLP_PG_POOL`) instead of the SQLite file. */
  database: { url: string; pool: number; schema?: string } | undefined;
  /** What the log line names: the SQLite path, or the PostgreSQL URL without its password. */
  dbLabel: string;
  rateLimits: boolean;
  /** `TLP_MAX_IMAGE_PIXELS`, when set. */
  maxImagePixels: number | undefined;
  workers: number;
  /** Open connections one client address may hold (`TLP_MAX_CONNECTIONS_PER_ADDRESS`). */
  maxConnectionsPerAddress: number;
  /** Reverse proxies whose `Forwarded` / `X-Forwarded-For` is believed (`TLP_TRUSTED_PROXIES`); none by default. */
  trustedProxies: string[];
  /** `TLP_DRAIN_GRACE_MS`, `TLP_DRAIN_TIMEOUT_MS` (see `createDrain`). */
  drain: { graceMs: number; timeoutMs: number };
  logger: Logger;
}

/** A duration in milliseconds from the environment, or its default; anything else stops the start. */
function millis(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new StartupError(`${name} '${raw}' is not a duration in milliseconds (an integer, 0 or more)`);
  return value;
}

function readEnv(): RunEnv {
  const env = process.env;
  const port = env.PORT !== undefined && env.PORT !== '' ? Number(env.PORT) : 8787;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new StartupError(`PORT '${env.PORT}' is not a port`);
  let database: RunEnv['database'];
  let dbLabel = '';
  if (env.TLP_DATABASE_URL) {
    let url: URL;
    try {
      url = new URL(env.TLP_DATABASE_URL);
    } catch {
      throw new StartupError(
        'TLP_DATABASE_URL is not a URL: expected postgres://user:password@host:port/database',
      );
    }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
      throw new StartupError(`TLP_DATABASE_URL must be a postgres:// URL, not ${url.protocol}`);
    }
    const pool = env.TLP_PG_POOL ? Number(env.TLP_PG_POOL) : DEFAULT_PG_POOL;
    if (!Number.isInteger(pool) || pool < 1 || pool > 1000) {
      throw new StartupError(`TLP_PG_POOL '${env.TLP_PG_POOL}' is not a number of connections (1 to 1000)`);
    }
    const schema = env.TLP_DATABASE_SCHEMA || undefined;
    if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
      throw new StartupError(`TLP_DATABASE_SCHEMA '${schema}' is not a schema name ([a-z_][a-z0-9_]*)`);
    }
    database = { url: env.TLP_DATABASE_URL, pool, ...(schema ? { schema } : {}) };
    if (url.password) url.password = '***';
    dbLabel = url.toString();
  }
  // One process unless asked: on the 2-vCPU machines measured here a second worker added ~5% to
  // `POST /v1/checks` and nothing to reads (README, "Processes"). `TLP_WORKERS=auto`: one per CPU.
  const workers =
    env.TLP_WORKERS === 'auto' ? availableParallelism() : env.TLP_WORKERS ? Number(env.TLP_WORKERS) : 1;
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    throw new StartupError(
      `TLP_WORKERS '${env.TLP_WORKERS}' is not a number of processes (1 to 64, or auto)`,
    );
  const maxImagePixels = env.TLP_MAX_IMAGE_PIXELS ? Number(env.TLP_MAX_IMAGE_PIXELS) : undefined;
  if (maxImagePixels !== undefined && (!Number.isSafeInteger(maxImagePixels) || maxImagePixels < 1))
    throw new StartupError(
      `TLP_MAX_IMAGE_PIXELS '${env.TLP_MAX_IMAGE_PIXELS}' is not a number of pixels (a positive integer)`,
    );
  const maxConnectionsPerAddress = env.TLP_MAX_CONNECTIONS_PER_ADDRESS
    ? Number(env.TLP_MAX_CONNECTIONS_PER_ADDRESS)
    : HTTP_SERVER_DEFAULTS.maxConnectionsPerAddress;
  if (
    !Number.isInteger(maxConnectionsPerAddress) ||
    maxConnectionsPerAddress < 1 ||
    maxConnectionsPerAddress > 1_000_000
  )
    throw new StartupError(
      `TLP_MAX_CONNECTIONS_PER_ADDRESS '${env.TLP_MAX_CONNECTIONS_PER_ADDRESS}' is not a number of connections (1 to 1000000)`,
    );
  const trustedProxies = (env.TLP_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  try {
    trustedProxyList(trustedProxies);
  } catch (err) {
    throw new StartupError(`TLP_TRUSTED_PROXIES: ${(err as Error).message}`);
  }
  const drain = {
    graceMs: millis('TLP_DRAIN_GRACE_MS', DRAIN_DEFAULTS.graceMs),
    timeoutMs: millis('TLP_DRAIN_TIMEOUT_MS', DRAIN_DEFAULTS.timeoutMs),
  };
  const logger = pino(
    // No request headers or bodies are ever passed to the logger, so no key can reach a log line.
    { level: env.LOG_LEVEL || 'info', base: { pid: process.pid } },
    // Buffered and written synchronously in 4 KiB blocks: one write per request would cost more than
    // the request, and asynchronous writes would add a thread pool hop per block. A log line is not
    // data: a SIGKILL may lose the last block, never an acknowledged object.
    pino.destination({ dest: 2, sync: true, minLength: 4096 }),
  );
  // A quiet server still shows its lines within a second.
  setInterval(() => logger.flush(), 1000).unref();
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dbPath: resolve(env.TLP_DB || './.data/sandbox.db'),
    database,
    dbLabel: dbLabel || resolve(env.TLP_DB || './.data/sandbox.db'),
    rateLimits: (env.TLP_RATE_LIMITS ?? 'on').toLowerCase() !== 'off',
    maxImagePixels,
    workers,
    maxConnectionsPerAddress,
    trustedProxies,
    drain,
    logger,
  };
}

function originOf(port: number): string {
  return (process.env.TLP_ORIGIN || `http://localhost:${port}`).replace(/\/+$/, '');
}

function printStarted(sandbox: Sandbox, origin: string): void {
  const { created, keyEncryption } = sandbox;
  if (created) {
    // Printed once: only hashes are stored, so no later start can print them again.
    process.stdout.write(`Test key: ${created.testKey}\nLive key: ${created.liveKey}\n`);
  }
  if (keyEncryption.source === 'generated') {
    process.stdout.write(
      `Key-encryption key: generated ${keyEncryption.path} (0600), which encrypts the signing keys in the database; for development only: in production set TLP_KEY_ENCRYPTION_KEY or TLP_KEY_ENCRYPTION_KEY_FILE and keep the key apart from the database and its backups\n`,
    );
  }
  process.stdout.write(`Listening: ${origin}\n`);
}

/**
 * The key-encryption key of the signing keys: `TLP_KEY_ENCRYPTION_KEY`, else the file
 * `TLP_KEY_ENCRYPTION_KEY_FILE` names, else the development key file beside the database (generated on the
 * first start). A key file others can read stops the start.
 */
function keyEncryptionOf(run: RunEnv): ReturnType<typeof loadKeyEncryptionKey> {
  try {
    return loadKeyEncryptionKey(process.env, join(prepareDataDir(run.dbPath), DEV_KEK_FILE));
  } catch (err) {
    if (err instanceof KeyEncryptionError) throw new StartupError(err.message);
    throw err;
  }
}

/** What a worker tells the primary. */
type WorkerMessage = { type: 'ready'; port: number };
/** What the primary tells a worker: drain (with the grace of the signal), or cut everything now. */
type PrimaryMessage = { type: 'stop'; graceMs?: number } | { type: 'force' };

/**
 * The primary of several workers (`TLP_WORKERS`): it creates or opens the database first (so that
 * workers never race to seed it, and claims of an earlier run are settled once), then forks the
 * workers, which share the listening port (node:cluster hands each new connection to one of them). Once all are ready it prints the run contract's lines. A worker that dies
 * is replaced, and its unfinished idempotency claims are dropped. SIGTERM and SIGINT are passed on to every
 * worker as messages (a second signal: cut now); the primary exits when all have finished.
 */
async function runPrimary(run: RunEnv): Promise<void> {
  const { logger } = run;
  const sandbox = await openSandbox({
    dbPath: run.dbPath,
    database: run.database,
    origin: originOf(run.port),
    keyEncryption: keyEncryptionOf(run),
    testKey: process.env.TLP_TEST_KEY || undefined,
    liveKey: process.env.TLP_LIVE_KEY || undefined,
    logger,
  });
  await sandbox.deps.store.close();
  const runId = sandbox.deps.runId;
  let next = 0;
  let ready = 0;
  let announced = false;
  let stopping = false;
  /** A worker stopped forced (or failed) while the service stopped: the primary's exit says so. */
  let cutShort = false;
  const fork = () => {
    const worker = `${runId}.${++next}`;
    const w = cluster.fork({ TLP_RUN_ID: runId, TLP_WORKER_ID: worker });
    w.on('message', (m: WorkerMessage) => {
      if (m?.type !== 'ready' || announced) return;
      if (++ready === run.workers) {
        announced = true;
        printStarted(sandbox, originOf(m.port));
        logger.info({ workers: run.workers, db: run.dbLabel, rate_limits: run.rateLimits }, 'listening');
      }
    });
    w.on('exit', (code, signal) => {
      if (stopping) {
        if (code !== 0) cutShort = true;
        if (Object.keys(cluster.workers ?? {}).length === 0) {
          logger.info({ forced: cutShort }, 'stopped');
          logger.flush();
          process.exit(cutShort ? 1 : 0);
        }
        return;
      }
      if (!announced) {
        // A worker that cannot start (its error is on stderr): the server cannot either.
        process.stderr.write(`tlp-server: a worker exited (${code ?? signal}) while starting\n`);
        for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGKILL');
        process.exit(1);
      }
      logger.error({ worker, code, signal }, 'worker exited; starting another');
      void dropClaims(run, worker).finally(fork);
    });
  };
  for (let i = 0; i < run.workers; i++) fork();
  // A first signal drains every worker (SIGINT without the grace), a second one cuts them.
  let signals = 0;
  const stop = (signal: string) => {
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
  const store = await openStore(run.database ?? { path: run.dbPath, writerThread: false, shared: true });
  try {
    await settleClaims(store, Date.now(), { worker });
  } finally {
    await store.close();
  }
}

/**
 * One serving process: alone (`TLP_WORKERS=1`) or a worker of the primary above. It opens the database
 * (migrations, fixtures, keys) first and binds the port only then, so that no connection reaches a
 * process that cannot serve it (a worker of a cluster gets connections only once it listens). SIGTERM
 * drains (see `createDrain`): `/readyz` answers 503 at once, the port stays open for
 * `TLP_DRAIN_GRACE_MS`, then closes; running requests finish and the database closes; exit 0. SIGINT
 * (Ctrl-C) drains without the grace. A second SIGTERM, or `TLP_DRAIN_TIMEOUT_MS`, cuts what still runs.
 */
async function runServer(run: RunEnv): Promise<void> {
  const { logger } = run;
  const clustered = cluster.isWorker;
  const configOverrides = {
    rateLimits: run.rateLimits,
    trustedProxies: run.trustedProxies,
    ...(run.maxImagePixels !== undefined ? { maxImagePixels: run.maxImagePixels } : {}),
    // The web verifier built beside this package (`web/dist` of the repository).
    webRoot: fileURLToPath(new URL('../../../web/dist/', import.meta.url)),
    // The publisher embed built beside this package (`packages/embed/dist`).
    embedRoot: fileURLToPath(new URL('../../embed/dist/', import.meta.url)),
    ...(process.env.TLP_SERVICE ? { service: process.env.TLP_SERVICE } : {}),
  };
  const sandbox = await openSandbox({
    dbPath: run.dbPath,
    database: run.database,
    // With PORT=0 the port, hence the default origin, is known once bound: the config is made again then.
    origin: originOf(run.port),
    config: configOverrides,
    keyEncryption: keyEncryptionOf(run),
    testKey: process.env.TLP_TEST_KEY || undefined,
    liveKey: process.env.TLP_LIVE_KEY || undefined,
    logger,
    ...(clustered
      ? { cluster: { run: process.env.TLP_RUN_ID ?? '', worker: process.env.TLP_WORKER_ID ?? '' } }
      : {}),
  });
  const lifecycle = new Lifecycle();
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  let docsUrl = sandbox.deps.config.docsUrl;
  const server = createHttpServer((req, res) => handler!(req, res), {
    docsUrl: () => docsUrl,
    maxConnectionsPerAddress: run.maxConnectionsPerAddress,
  });
  const drain = createDrain(server, lifecycle, {
    graceMs: run.drain.graceMs,
    timeoutMs: run.drain.timeoutMs,
    onStopped(forced) {
      // Every connection is closed (or was cut): the database can close.
      void sandbox.deps.store.close().then(() => {
        logger.info({ forced }, 'stopped');
        logger.flush();
        process.exitCode = forced ? 1 : 0;
        // A worker's channel to a primary that is gone no longer holds the process.
        if (clustered || forced) process.exit(process.exitCode);
      });
    },
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(run.port, run.host, () => ok());
  });
  const actualPort = (server.address() as AddressInfo).port;
  const origin = originOf(actualPort);
  const deps = { ...sandbox.deps, config: defaultConfig(origin, configOverrides), lifecycle };
  docsUrl = deps.config.docsUrl;
  // Set before the first connection can be read (this turn of the event loop).
  handler = drain.listener(createListener(deps));

  if (clustered) {
    process.send?.({ type: 'ready', port: actualPort } satisfies WorkerMessage);
  } else {
    printStarted(sandbox, origin);
    logger.info({ origin, db: run.dbLabel, rate_limits: run.rateLimits }, 'listening');
  }
  // The sample media are signed now, at start (not at the first visitor's click): one request to itself.
  // A drain does not wait for it: it is cut at the stop, and made again on the next start or visit.
  const self = `http://${run.host.includes(':') ? `[${run.host}]` : run.host}:${actualPort}`;
  const warmUp = new AbortController();
  void fetch(`${self}/samples/licensed.jpg`, { signal: warmUp.signal })
    .then((r) => r.arrayBuffer())
    .catch((err: unknown) => {
      if (!warmUp.signal.aborted) logger.warn({ err }, 'the sample media could not be made');
    });

  const stop = (signal: string, graceMs?: number) => {
    if (lifecycle.draining) return;
    logger.info({ signal, grace_ms: graceMs ?? run.drain.graceMs }, 'stopping');
    warmUp.abort();
    drain.begin(graceMs === undefined ? {} : { graceMs });
  };
  // The first signal drains, a second one of the same kind cuts what still runs.
  let terms = 0;
  let ints = 0;
  process.on('SIGTERM', () => (++terms > 1 ? drain.force() : stop('SIGTERM')));
  process.on('SIGINT', () => (++ints > 1 ? drain.force() : stop('SIGINT', 0)));
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
  if (cluster.isPrimary && run.workers > 1) await runPrimary(run);
  else await runServer(run);
}

main().catch((err: unknown) => {
  if (err instanceof StartupError) {
    process.stderr.write(`tlp-server: ${err.message}\n`);
  } else {
    process.stderr.write(`tlp-server: failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  }
  process.exit(1);
});
