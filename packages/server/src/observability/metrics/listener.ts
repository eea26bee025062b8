import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Routes } from '../../http/chain.js';
/** What a scrape reads: this process's metrics, or a primary's of all its workers. */
export interface MetricsSource {
  text(): Promise<{ body: string; contentType: string }>;
}

/** The text of every metric, or what went wrong collecting it (a 500 of this listener only). */
async function scrape(metrics: MetricsSource): Promise<{ status: number; body: string; type: string }> {
  try {
    const { body, contentType } = await metrics.text();
    return { status: 200, body, type: contentType };
  } catch (err) {
    return {
      status: 500,
      body: `metrics could not be collected: ${(err as Error).message}\n`,
      type: 'text/plain',
    };
  }
}

/**
 * The metrics listener (`TLP_METRICS_PORT`): `GET /metrics` (and `HEAD`) answer the Prometheus text
 * format; anything else 404. It is a port of its own, bound to `TLP_METRICS_HOST` (127.0.0.1 unless set),
 * so that the public port never serves it unless the operator opts in (`TLP_METRICS_PUBLIC=on`).
 */
export async function startMetricsListener(
  metrics: MetricsSource,
  where: { port: number; host: string },
): Promise<Server> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found: GET /metrics\n');
      return;
    }
    void scrape(metrics).then(({ status, body, type }) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  });
  // A scrape is one short request; no connection is kept long.
  server.keepAliveTimeout = 5000;
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(where.port, where.host, () => ok());
  });
  return server;
}

export function metricsPort(server: Server): number {
  return (server.address() as AddressInfo).port;
}

/** `GET /metrics` on the public port, for an operator who opted in (`TLP_METRICS_PUBLIC=on`). */
export function publicMetricsRoute(routes: Routes, metrics: MetricsSource): void {
  routes.get('/metrics', async (c) => {
    const { status, body, type } = await scrape(metrics);
    return new Response(body, {
      status,
      headers: { 'content-type': type, 'cache-control': 'no-store', 'request-id': c.get('requestId') },
    });
  });
}
