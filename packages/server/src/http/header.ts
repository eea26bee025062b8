import type { Context } from 'hono';
import type { AppEnv } from '../env.js';

interface NodeBindings {
  incoming?: { headers?: Record<string, string | string[] | undefined> };
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
