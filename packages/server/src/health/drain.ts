import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Lifecycle } from './lifecycle.js';

/** How a serving process stops (`TLP_DRAIN_GRACE_MS`, `TLP_DRAIN_TIMEOUT_MS`). */
export interface DrainOptions {
  /**
   * How long the process still accepts new connections once it drains, its `/readyz` answering 503
   * meanwhile: long enough for a load balancer to see it and stop sending new requests here.
   */
  graceMs: number;
  /** From the start of the drain, how long requests may still run before every connection is cut. */
  timeoutMs: number;
  /** Once every connection is closed (`forced`: cut by the deadline or a second signal). */
  onStopped: (forced: boolean) => void;
}

export const DRAIN_DEFAULTS = {
  /**
   * 10 s: more than a load balancer needs to take a host out with usual settings (HAProxy's defaults,
   * `inter 2s fall 3`, take 6 s; the configuration in docs/running.md, 2 s).
   */
  graceMs: 10_000,
  /** 30 s: the longest request (a large upload at the slowest rate allowed) may not finish; others do. */
  timeoutMs: 30_000,
} as const;

export interface Drain {
  /** Wraps the server's request listener: once draining, every answer closes its connection. */
  listener(
    inner: (req: IncomingMessage, res: ServerResponse) => void,
  ): (req: IncomingMessage, res: ServerResponse) => void;
  /**
   * Starts the drain: `/readyz` answers 503 at once; new connections are still accepted for
   * `graceMs` (each closed after its answer); then the port is closed, idle connections too, and
   * running requests finish; `onStopped(false)` once the last connection closed. Called again (a
   * second signal), or past `timeoutMs`: every connection is cut and `onStopped(true)`.
   */
  begin(options?: { graceMs?: number }): void;
  /** Cuts every connection now and reports the stop as forced. */
  force(): void;
}

/**
 * The graceful stop of one `node:http` server behind a load balancer: first tell the balancer (by
 * readiness), then stop accepting, then let what runs finish, within a deadline.
 */
export function createDrain(server: Server, lifecycle: Lifecycle, options: DrainOptions): Drain {
  let grace: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;
  let closing = false;
  let stopped = false;
  const stop = (forced: boolean) => {
    if (stopped) return;
    stopped = true;
    clearTimeout(grace);
    clearTimeout(deadline);
    options.onStopped(forced);
  };
  const close = () => {
    if (closing) return;
    closing = true;
    clearTimeout(grace);
    // The callback runs once the last connection has closed: every request has finished.
    server.close(() => stop(false));
    server.closeIdleConnections();
  };
  const force = () => {
    close();
    server.closeAllConnections();
    stop(true);
  };
  return {
    listener(inner) {
      return (req, res) => {
        // `Connection: close` on the answer; Node closes the connection once it is written.
        if (lifecycle.draining) res.shouldKeepAlive = false;
        inner(req, res);
      };
    },
    begin(o) {
      if (lifecycle.draining) return force();
      lifecycle.drain();
      deadline = setTimeout(force, options.timeoutMs);
      const graceMs = o?.graceMs ?? options.graceMs;
      if (graceMs <= 0) close();
      else grace = setTimeout(close, graceMs);
    },
    force,
  };
}
