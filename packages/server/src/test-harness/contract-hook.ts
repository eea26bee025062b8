import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { NodeListener } from '../connections/listener.js';
import { contract, type Exchange } from './contract.js';
import { recordChecked } from './contract-state.js';

function flatten(headers: OutgoingHttpHeaders | undefined, into: Record<string, string>): void {
  if (!headers) return;
  for (const [k, v] of Object.entries(headers)) {
    if (v !== undefined) into[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : String(v);
  }
}

/**
 * Wraps a node listener so that each answer's status, headers and body are checked against the
 * document when it ends. Only for tests: the answer is buffered a second time.
 */
export function checkedListener(listener: NodeListener): NodeListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    let headArgs: OutgoingHttpHeaders | undefined;
    const take = (chunk: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      const last = rest[rest.length - 1];
      if (last && typeof last === 'object' && !Array.isArray(last)) headArgs = last as OutgoingHttpHeaders;
      return writeHead(status, ...rest);
    }) as ServerResponse['writeHead'];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      take(chunk);
      return write(chunk, ...rest);
    }) as ServerResponse['write'];
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== 'function') take(chunk);
      const headers: Record<string, string> = {};
      flatten(res.getHeaders(), headers);
      flatten(headArgs, headers);
      const exchange: Exchange = {
        method: req.method ?? 'GET',
        path: new URL(req.url ?? '/', 'http://x').pathname,
        status: res.statusCode,
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      try {
        recordChecked(contract().check(exchange));
      } catch (err) {
        recordChecked([`${exchange.method} ${exchange.path}: the contract check failed: ${String(err)}`]);
      }
      return end(chunk, ...rest);
    }) as ServerResponse['end'];
    listener(req, res);
  };
}
