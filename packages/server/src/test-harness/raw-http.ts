import { connect, type Socket } from 'node:net';
import type { ApiResponse } from './server.js';

/** What a raw connection received, parsed as one HTTP/1.1 answer, and when the server closed it. */
export interface RawAnswer extends ApiResponse {
  /** Everything received, as latin1. */
  raw: string;
  /** Milliseconds from the connection's establishment to its close by the server (or its reset). */
  closedAfterMs: number;
  /** The socket error that ended the connection (`ECONNRESET`, `EPIPE`), if any. */
  error: string | undefined;
}

/** Parses the first HTTP answer of `raw` (status line, headers, body of `Content-Length`). */
export function parseAnswer(raw: string): Omit<RawAnswer, 'raw' | 'closedAfterMs' | 'error'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Headers();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const length = Number(headers.get('content-length') ?? Number.NaN);
  const rest = split < 0 ? '' : raw.slice(split + 4);
  const text = Buffer.from(Number.isFinite(length) ? rest.slice(0, length) : rest, 'latin1').toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, text, json };
}

export interface RawOptions {
  /** Connect from this local address (`127.0.0.2`, …). */
  localAddress?: string;
  /**
   * Read nothing until `send` has finished, as a client that reads the answer once it has sent its
   * request does (what is received meanwhile waits in the system's buffer).
   */
  readAfterSend?: boolean;
}

/**
 * Opens a connection to `origin`, runs `send` on it (which may write in pieces, pause, or never finish),
 * and resolves once the server closes it, with what came back.
 */
export function rawExchange(
  origin: string,
  send: (socket: Socket) => void | Promise<void>,
  options: RawOptions = {},
): Promise<RawAnswer> {
  const url = new URL(origin);
  let started = performance.now();
  return new Promise((resolve) => {
    const socket = connect({
      port: Number(url.port),
      host: url.hostname,
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
    const chunks: Buffer[] = [];
    let error: string | undefined;
    socket.on('data', (d: Buffer) => chunks.push(d));
    if (options.readAfterSend) socket.pause();
    socket.on('error', (err: NodeJS.ErrnoException) => {
      error ??= err.code ?? err.message;
    });
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      resolve({ ...parseAnswer(raw), raw, closedAfterMs: performance.now() - started, error });
    });
    socket.once('connect', () => {
      started = performance.now();
      Promise.resolve(send(socket))
        .catch((err: unknown) => {
          error ??= String(err);
        })
        .finally(() => socket.resume());
    });
  });
}

/** Writes `bytes` and resolves when they are handed to the system (or the socket failed). */
export function write(socket: Socket, bytes: string | Buffer): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve();
    socket.write(bytes, () => resolve());
  });
}
