import type { Server } from 'node:net';
import { createServer } from 'node:net';
import { StartupError } from '../bootstrap.js';

/** Ports looked at after a busy one, for one to suggest. */
const SUGGESTION_TRIES = 20;

/** The command to give `PORT=…` to: `npm start` under npm, else the variable alone. */
function startCommand(port: number, env: NodeJS.ProcessEnv): string {
  return env.npm_lifecycle_event === 'start' ? `PORT=${port} npm start` : `PORT=${port}`;
}

/** Whether `port` can be bound on `host` now (bound and let go at once). */
function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * The first port after `port` free on `host`, to suggest (the next one when none of the few looked at
 * is free: the user then tries again).
 */
async function freePortAfter(port: number, host: string): Promise<number> {
  for (let p = port + 1; p <= Math.min(port + SUGGESTION_TRIES, 65535); p++) {
    if (await isFree(p, host)) return p;
  }
  return port < 65535 ? port + 1 : 8787;
}

/**
 * Why a port could not be bound, in a sentence that says what to do (`port 8787 is in use: start with
 * PORT=8788 npm start`), as a `StartupError` (printed without a stack); anything else as it came.
 */
export async function explainListenError(
  err: unknown,
  port: number,
  host: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<unknown> {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const where = host === '127.0.0.1' ? `port ${port}` : `port ${port} on ${host}`;
  if (code === 'EADDRINUSE') {
    const other = await freePortAfter(port, host);
    return new StartupError(`${where} is in use: start with ${startCommand(other, env)}`);
  }
  if (code === 'EACCES') {
    const other = port < 1024 ? 8787 : await freePortAfter(port, host);
    return new StartupError(
      `${where} may not be opened by this user: start with ${startCommand(other, env)}`,
    );
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new StartupError(
      `HOST '${host}' is not an address of this machine (HOST=127.0.0.1 serves this one)`,
    );
  }
  return err;
}

/**
 * Binds `server` to `port` on `host`; a port that cannot be had stops the start with what to do
 * (see {@link explainListenError}).
 */
export async function listen(server: Server, port: number, host: string): Promise<void> {
  try {
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(port, host, () => {
        server.off('error', fail);
        ok();
      });
    });
  } catch (err) {
    throw await explainListenError(err, port, host);
  }
}
