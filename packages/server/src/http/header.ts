import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';

interface NodeBindings {
  incoming?: {
    headers?: Record<string, string | string[] | undefined>;
    rawHeaders?: string[];
  };
}

/**
 * A request header by lowercase name. Under Node it reads the headers Node has already parsed, which
 * avoids building a WHATWG `Headers` object for every request; elsewhere (`app.request()` in tests) it
 * falls back to Hono's accessor. Repeated headers are joined as `Headers.get` would.
 */
export function header(c: Context<AppEnv>, name: string): string | undefined {
  const incoming = (c.env as NodeBindings | undefined)?.incoming;
  if (incoming?.headers) {
    const v = incoming.headers[name];
    return Array.isArray(v) ? v.join(', ') : v;
  }
  return c.req.header(name);
}

/**
 * How many times a request carries a header (lowercase `name`). Node keeps only the first of some
 * repeated headers (`authorization` among them) in `headers`; `rawHeaders` has them all (name, value,
 * name, value…). Elsewhere repeated headers arrive joined with `, `, which no single value of the headers
 * asked about here contains.
 */
export function headerCount(c: Context<AppEnv>, name: string): number {
  const raw = (c.env as NodeBindings | undefined)?.incoming?.rawHeaders;
  if (raw) {
    let count = 0;
    for (let i = 0; i < raw.length; i += 2) {
      const n = raw[i] as string;
      if (n.length === name.length && n.toLowerCase() === name) count++;
    }
    return count;
  }
  const value = c.req.header(name);
  return value === undefined ? 0 : value.split(', ').length;
}
