import type { IncomingHttpHeaders } from 'node:http';
import { contract, type Exchange } from './contract.js';
import { recordChecked } from './contract-state.js';

/**
 * Checks one answer received over the wire against the OpenAPI document (for servers the harness does not
 * wrap: `main.ts` in a child process). A mismatch fails the running test (see contract-setup.ts).
 */
export function recordAnswer(exchange: Exchange): void {
  try {
    recordChecked(contract().check(exchange));
  } catch (err) {
    recordChecked([`${exchange.method} ${exchange.path}: the contract check failed: ${String(err)}`]);
  }
}

/** `fetch`, with the answer checked against the OpenAPI document (see {@link recordAnswer}). */
export async function checkedFetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, init);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    headers[name] = value;
  });
  recordAnswer({
    method: init.method ?? 'GET',
    path: new URL(url).pathname,
    status: res.status,
    headers,
    body: await res.clone().text(),
  });
  return res;
}

/** The headers of a `node:http` answer as an {@link Exchange} holds them. */
export function exchangeHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers))
    if (v !== undefined) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}
