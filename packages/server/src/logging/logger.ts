import { fstatSync, openSync } from 'node:fs';
import pino, { type Logger } from 'pino';
import { prettyStream } from './pretty.js';

/** How the log is written: JSON lines (a log collector) or one short line a record (a person). */
export type LogFormat = 'json' | 'pretty';

export const LOG_FORMATS = ['json', 'pretty'] as const satisfies readonly LogFormat[];

/**
 * The log's format: `TLP_LOG_FORMAT` when set (read by `config/environment.ts`, which refuses any
 * other), else `pretty` when a person watches (standard output and the log's stream, standard error,
 * are both a terminal) and `json` otherwise (a pipe, a file, a service manager, a container).
 */
export function logFormat(asked: LogFormat | undefined, terminal: boolean): LogFormat {
  return asked ?? (terminal ? 'pretty' : 'json');
}

/**
 * The server's logger, on standard error. JSON lines are buffered and written synchronously in 4 KiB
 * blocks (flushed every second): one write per request would cost more than the request, and
 * asynchronous writes would add a thread pool hop per block; a SIGKILL may lose the last block, never an
 * acknowledged object. Pretty lines go out one by one: a terminal shows each as it happens. No request
 * header or body is ever passed to the logger, so no key can reach a line.
 */
export function createLogger(options: {
  level: string;
  format: LogFormat;
  /** Paint pretty lines (a terminal, and no `NO_COLOR`). */
  color?: boolean;
  /** Where pretty lines go (standard error unless a test says). */
  out?: { write(text: string): unknown };
  /** Fields added to every line (the active trace and span, with tracing on). */
  mixin?: () => Record<string, unknown>;
}): Logger {
  const base = {
    level: options.level,
    base: { pid: process.pid },
    ...(options.mixin ? { mixin: options.mixin } : {}),
  };
  if (options.format === 'pretty') {
    return pino(base, prettyStream(options.out ?? process.stderr, { color: options.color ?? false }));
  }
  const logger = pino(base, pino.destination({ dest: logFd(), sync: true, minLength: 4096 }));
  // A quiet server still shows its lines within a second.
  setInterval(() => logger.flush(), 1000).unref();
  return logger;
}

/**
 * Where JSON lines are written: standard error, through a file description of its own when it is a
 * pipe. A pipe shared with Node processes is non-blocking (npm in front of `npm start` makes it so, and
 * so does this process once it reads `process.stderr`), and a synchronous write to a full non-blocking
 * pipe fails with EAGAIN, which pino's destination answers by sleeping 100 ms, the whole server with it,
 * each time the reader (a terminal, `tee`, a service manager) falls a moment behind: the user's
 * `npm start` answered half what the benchmark, logging to a file, measured. Opened again (Linux's
 * `/proc/self/fd/2`), the pipe is blocking: a write waits for the reader as long as it must, no longer,
 * as on a file. Anything else (a file, a terminal, a socket, another system) is written as it is, fd 2.
 */
export function logFd(): number {
  try {
    if (fstatSync(2).isFIFO()) return openSync('/proc/self/fd/2', 'w');
  } catch {
    // No /proc (not Linux), or a pipe that cannot be opened again: standard error as it is.
  }
  return 2;
}
