import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';

/** The responses built here: they already carry `Request-Id` and the prepared headers. */
const stamped = new WeakSet<Response>();

export function isStamped(res: Response): boolean {
  return stamped.has(res);
}

/**
 * Builds a response with plain-object headers: `Request-Id`, the headers the pipeline prepared
 * (RateLimit, Service-Version) and the given ones. Plain headers let the Node adapter write the
 * response directly instead of going through a WHATWG `Headers` object, which is a large share of a
 * short request's cost.
 */
export function respond(
  c: Context<AppEnv>,
  body: string | Uint8Array | null,
  status: number,
  contentType: string | null,
  extra?: Record<string, string>,
): Response {
  const headers: Record<string, string> = {};
  if (contentType !== null) headers['content-type'] = contentType;
  headers['request-id'] = c.get('requestId');
  const prepared = c.get('preparedHeaders');
  if (prepared) Object.assign(headers, prepared);
  if (extra) for (const k in extra) headers[k.toLowerCase()] = extra[k]!;
  const res = new Response(body as BodyInit | null, { status, headers });
  stamped.add(res);
  return res;
}

export function json(c: Context<AppEnv>, value: unknown, status = 200): Response {
  return respond(c, JSON.stringify(value), status, 'application/json');
}
