import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { openSandbox, StartupError } from './bootstrap.js';
import { newId } from './ids.js';
import { answerClientErrors, createListener } from './listener.js';

/**
 * `npm start`: reads the environment of the run contract, opens (or creates and seeds) the database,
 * serves the app, prints `Test key:` / `Live key:` on the start that created the database and then
 * `Listening: <origin>`. SIGTERM (or SIGINT): stop accepting, let running requests finish, close the
 * database, exit 0.
 */
async function main(): Promise<void> {
  const env = process.env;
  const port = env.PORT !== undefined && env.PORT !== '' ? Number(env.PORT) : 8787;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new StartupError(`PORT '${env.PORT}' is not a port`);
  const host = env.HOST || '127.0.0.1';
  if (env.TLP_DATABASE_URL) {
    throw new StartupError(
      'TLP_DATABASE_URL (PostgreSQL) is not supported yet; unset it to use the SQLite file TLP_DB',
    );
  }
  const rateLimits = (env.TLP_RATE_LIMITS ?? 'on').toLowerCase() !== 'off';
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

  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  let origin = '';
  let inFlight = 0;
  let stopping = false;
  let onIdle: (() => void) | undefined;
  const server = createServer((req, res) => {
    inFlight++;
    res.on('close', () => {
      inFlight--;
      if (inFlight === 0) onIdle?.();
    });
    if (stopping) res.shouldKeepAlive = false;
    if (handler) return handler(req, res);
    // Listening already, database not open yet (the port is bound first, to learn it when PORT=0).
    const requestId = newId('req');
    const body = JSON.stringify({
      type: `${origin}/docs/errors/service_unavailable`,
      title: 'Service unavailable',
      status: 503,
      code: 'service_unavailable',
      request_id: requestId,
      detail: 'the server is starting; retry after Retry-After',
    });
    res.writeHead(503, {
      'Content-Type': 'application/problem+json',
      'Request-Id': requestId,
      'Retry-After': '1',
    });
    res.end(body);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok());
  });
  const actualPort = (server.address() as AddressInfo).port;
  origin = (env.TLP_ORIGIN || `http://localhost:${actualPort}`).replace(/\/+$/, '');
  const dbPath = resolve(env.TLP_DB || './.data/sandbox.db');

  const sandbox = await openSandbox({
    dbPath,
    origin,
    config: {
      rateLimits,
      // The web verifier built beside this package (`web/dist` of the repository).
      webRoot: fileURLToPath(new URL('../../../web/dist/', import.meta.url)),
      ...(env.TLP_SERVICE ? { service: env.TLP_SERVICE } : {}),
    },
    testKey: env.TLP_TEST_KEY || undefined,
    liveKey: env.TLP_LIVE_KEY || undefined,
    logger,
  });
  handler = createListener(sandbox.deps);
  answerClientErrors(server, sandbox.deps);

  if (sandbox.created) {
    // Printed once: only hashes are stored, so no later start can print them again.
    process.stdout.write(`Test key: ${sandbox.created.testKey}\nLive key: ${sandbox.created.liveKey}\n`);
  }
  process.stdout.write(`Listening: ${origin}\n`);
  logger.info({ origin, db: dbPath, rate_limits: rateLimits }, 'listening');

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, in_flight: inFlight }, 'stopping');
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    server.close(() => {
      // Every connection is closed, so every request has finished: the database can close.
      void sandbox.deps.store.close().then(() => {
        logger.info('stopped');
        logger.flush();
        process.exitCode = 0;
      });
    });
    server.closeIdleConnections();
    onIdle = () => server.closeIdleConnections();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof StartupError) {
    process.stderr.write(`tlp-server: ${err.message}\n`);
  } else {
    process.stderr.write(`tlp-server: failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  }
  process.exit(1);
});
