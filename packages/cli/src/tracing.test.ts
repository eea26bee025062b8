import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTracing, tracingProtocol } from './tracing.js';

/** One server for both ends: `/v1/traces` is the OTLP/HTTP receiver (JSON), anything else the issuer. */
let server: Server;
let origin: string;
const seen: IncomingHttpHeaders[] = [];
const spans: {
  traceId: string;
  spanId: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
}[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const payload = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: typeof spans }[] }[] };
        for (const rs of payload.resourceSpans) for (const ss of rs.scopeSpans) spans.push(...ss.spans);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      seen.push(req.headers);
      res
        .writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'application/json' })
        .end('{"keys":[]}');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((ok) => server.close(ok)));

describe("tracing of the CLI's outbound requests", () => {
  it('is off without an OTLP endpoint, or when disabled', async () => {
    expect(tracingProtocol({})).toBeNull();
    expect(tracingProtocol({ OTEL_EXPORTER_OTLP_ENDPOINT: origin, OTEL_SDK_DISABLED: 'true' })).toBeNull();
    expect(tracingProtocol({ OTEL_EXPORTER_OTLP_ENDPOINT: origin, OTEL_TRACES_EXPORTER: 'none' })).toBeNull();
    expect(tracingProtocol({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${origin}/v1/traces` })).toBe(
      'http/protobuf',
    );
    expect(await cliTracing({})).toBeNull();
  });

  it('each request is a client span whose traceparent the server receives', async () => {
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: origin, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' };
    const tracing = (await cliTracing(env))!;
    const ok = await tracing.fetch(`${origin}/.well-known/jwks.json?x=1`, {
      headers: { accept: 'application/json' },
    });
    expect(ok.status).toBe(200);
    expect((await tracing.fetch(`${origin}/missing`)).status).toBe(404);
    await tracing.shutdown();
    expect(seen).toHaveLength(2);
    expect(seen[0]!.accept).toBe('application/json');
    for (const [i, headers] of seen.entries()) {
      const [, traceId, spanId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(headers.traceparent))!;
      const span = spans.find((s) => s.spanId === spanId)!;
      expect(span, `span of request ${i}`).toBeDefined();
      expect(span).toMatchObject({ traceId, name: 'GET', kind: 3 });
      const attribute = (key: string) => Object.values(span.attributes.find((a) => a.key === key)!.value)[0];
      expect(attribute('http.response.status_code')).toBe(i === 0 ? 200 : 404);
      // No query string: a receipt lookup's query may name what the user verifies.
      expect(attribute('url.full')).toBe(i === 0 ? `${origin}/.well-known/jwks.json` : `${origin}/missing`);
    }
  });
});
