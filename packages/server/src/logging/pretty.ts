/**
 * The server's log for a person at a terminal: one short line a record (`14:03:09 POST /v1/checks 201
 * 3.1 ms`), instead of the JSON line a log collector reads. It reads pino's JSON lines, so that the
 * records are the same in either format and only their drawing differs.
 */

/** A record as pino writes it: `level`, `time`, `msg`, and the fields given. */
type LogRecord = Record<string, unknown> & { level?: number; time?: number; msg?: string };

/** pino's level numbers, named; `info` is left unnamed (most lines are info). */
const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields every record has, or that a line says in its own way. */
const OWN_FIELDS = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'err']);

const paint = {
  dim: (t: string) => `\x1b[2m${t}\x1b[22m`,
  green: (t: string) => `\x1b[32m${t}\x1b[39m`,
  yellow: (t: string) => `\x1b[33m${t}\x1b[39m`,
  red: (t: string) => `\x1b[31m${t}\x1b[39m`,
};
const plain = {
  dim: (t: string) => t,
  green: (t: string) => t,
  yellow: (t: string) => t,
  red: (t: string) => t,
};

function clock(time: unknown): string {
  const d = typeof time === 'number' ? new Date(time) : new Date();
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/** `key=value` for each field a line does not say otherwise (strings unquoted when they have no space). */
function fields(record: LogRecord): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (OWN_FIELDS.has(key) || value === undefined) continue;
    const text = typeof value === 'string' && !/\s/.test(value) ? value : JSON.stringify(value);
    parts.push(`${key}=${text}`);
  }
  return parts.join(' ');
}

/**
 * One record as one short line (and the stack of an error under it, which a person needs to act on),
 * ending in a newline; `color` paints the time dim and the level and status by their gravity.
 */
export function prettyLine(record: LogRecord, { color = false }: { color?: boolean } = {}): string {
  const p = color ? paint : plain;
  const level = record.level ?? 30;
  const name = LEVEL_NAMES[level];
  const gravity = level >= 50 ? p.red : level >= 40 ? p.yellow : (t: string) => t;
  const head = `${p.dim(clock(record.time))}${name ? ` ${gravity(name)}` : ''}`;
  let body: string;
  if (record.msg === 'request' && typeof record.method === 'string') {
    const status = Number(record.status);
    const painted = status >= 500 ? p.red : status >= 400 ? p.yellow : p.green;
    // The request's ID and account are left to the JSON log: a person reads the method, path and status.
    const { method, path, status: _s, ms, req_id: _r, account: _a, ...rest } = record;
    const more = fields(rest);
    body = `${method} ${String(path)} ${painted(String(status))} ${p.dim(`${String(ms)} ms`)}${more ? ` ${more}` : ''}`;
  } else {
    const more = fields(record);
    body = `${record.msg ?? ''}${more ? ` ${p.dim(more)}` : ''}`;
  }
  const err = record.err as { message?: string; stack?: string } | undefined;
  const error = err ? `\n${err.stack ?? err.message ?? JSON.stringify(err)}` : '';
  return `${head} ${body}${error}\n`;
}

/**
 * A destination for pino that writes each JSON line it is given as a {@link prettyLine} to `out`
 * (a line that is not JSON is passed on as it came).
 */
export function prettyStream(
  out: { write(text: string): unknown },
  options: { color?: boolean } = {},
): { write(chunk: string): void } {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        if (line === '') continue;
        let record: LogRecord;
        try {
          record = JSON.parse(line) as LogRecord;
        } catch {
          out.write(`${line}\n`);
          continue;
        }
        out.write(prettyLine(record, options));
      }
    },
  };
}
