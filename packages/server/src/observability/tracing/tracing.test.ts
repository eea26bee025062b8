import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvironment } from '../../config/environment.js';
import { postCheck, postGeneration } from '../../test-harness/decisions.js';
import { startTestServer, type TestServer } from '../../test-harness/server.js';
import { instrument } from '../index.js';
import { tracingConfig } from '../settings.js';
import { startTracing, type Tracing } from './index.js';

/** A span as OTLP/HTTP's JSON encoding sends it (IDs in hex). */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: Record<string, unknown> }[];
}

/** A small OTLP/HTTP receiver (JSON protocol): what the collector would get. */
const received: OtlpSpan[] = [];
const resources: unknown[] = [];
let receiver: Server;
let tracing: Tracing;
let s: TestServer;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', () => {
      expect(req.url).toBe('/v1/traces');
      expect(req.headers['content-type']).toBe('application/json');
      const payload = JSON.parse(body) as {
        resourceSpans: { resource: unknown; scopeSpans: { spans: OtlpSpan[] }[] }[];
      };
      for (const rs of payload.resourceSpans) {
        resources.push(rs.resource);
        for (const ss of rs.scopeSpans) received.push(...ss.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', ok));
  const env = {
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_SERVICE_NAME: 'tlp-under-test',
  };
  // The exporter and the resource read the standard variables themselves.
  Object.assign(process.env, env);
  tracing = await startTracing(tracingConfig(readEnvironment(env))!);
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line) logLines.push(JSON.parse(line));
      done();
    },
  });
  s = await startTestServer({
    logger: pino({ level: 'debug', mixin: () => tracing.logFields() }, sink),
    instrument: (deps) => instrument(deps, { tracing }),
  });
  // The account's first request pins its API version (a transaction of its own): done before the checks.
  await s.api('/v1/account');
});
afterAll(async () => {
  await s.close();
  await tracing.shutdown();
  await new Promise((ok) => receiver.close(ok));
});

const attribute = (span: OtlpSpan, key: string) => {
  const v = span.attributes?.find((a) => a.key === key)?.value;
  return v ? Object.values(v)[0] : undefined;
};

/** The spans of one trace, as children lists by parent span ID. */
async function trace(traceId: string): Promise<{ spans: OtlpSpan[]; children: (id: string) => OtlpSpan[] }> {
  await tracing.flush();
  const spans = received.filter((sp) => sp.traceId === traceId);
  return { spans, children: (id) => spans.filter((sp) => sp.parentSpanId === id) };
}

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';

describe('traces of a running server (OTLP/HTTP, JSON)', () => {
  it("a check continues the caller's trace: the server span is the child of traceparent, and evaluation, signing and the commit are its children", async () => {
    const r = await postCheck(
      s,
      'A portrait of Ada Vance',
      {},
      { headers: { traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` } },
    );
    expect(r.status).toBe(200);
    expect(r.json.decision).toBe('allow');
    // The answer names the server span, in the caller's trace.
    const returned = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(r.headers.get('traceparent') ?? '');
    expect(returned?.[1]).toBe(TRACE_ID);
    const serverSpanId = returned![2]!;
    const { spans, children } = await trace(TRACE_ID);
    const server = spans.find((sp) => sp.spanId === serverSpanId)!;
    expect(server).toMatchObject({ name: 'POST /v1/checks', parentSpanId: PARENT_ID, kind: 2 });
    expect(attribute(server, 'http.response.status_code')).toBe(200);
    expect(attribute(server, 'http.route')).toBe('/v1/checks');
    expect(attribute(server, 'tlp.operation')).toBe('createCheck');
    expect(attribute(server, 'tlp.request_id')).toBe(r.headers.get('request-id'));
    const names = children(serverSpanId)
      .map((sp) => sp.name)
      .sort();
    // One evaluation; the authorization and the receipt signed; the check's rows group-committed.
    expect(names).toEqual(['tlp.evaluate', 'tlp.sign', 'tlp.sign', 'tlp.store.group_commit']);
    expect(resources.some((res) => JSON.stringify(res).includes('"tlp-under-test"'))).toBe(true);
  });

  it('a generation: its decision in a store transaction span, evaluated inside it', async () => {
    const check = await postCheck(s, 'A portrait of Ada Vance');
    const r = await postGeneration(s, check.json.id);
    expect(r.status).toBe(200);
    const [, traceId, serverSpanId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/.exec(
      r.headers.get('traceparent')!,
    )!;
    const { spans, children } = await trace(traceId!);
    const server = spans.find((sp) => sp.spanId === serverSpanId)!;
    expect(server.name).toBe('POST /v1/generations');
    expect(server.parentSpanId ?? '').toBe('');
    const transaction = children(serverSpanId!).find((sp) => sp.name === 'tlp.store.transaction');
    expect(transaction).toBeDefined();
    expect(children(transaction!.spanId).map((sp) => sp.name)).toContain('tlp.evaluate');
  });

  it('a malformed traceparent is ignored: the request is answered and starts a trace of its own', async () => {
    for (const bad of [
      'garbage',
      `00-${'0'.repeat(32)}-${PARENT_ID}-01`,
      `00-${TRACE_ID}-${'0'.repeat(16)}-01`,
      `ff-${TRACE_ID}-${PARENT_ID}-01`,
      `00-${TRACE_ID.toUpperCase()}-${PARENT_ID}-01`,
      `00-${TRACE_ID}-${PARENT_ID}`,
      `00-${TRACE_ID}-${PARENT_ID}-01-extra-${'x'.repeat(2000)}`,
      '',
    ]) {
      const r = await s.api('/v1/account', { headers: { traceparent: bad, tracestate: '=,,=bad' } });
      expect(r.status, bad).toBe(200);
      const id = /^00-([0-9a-f]{32})-[0-9a-f]{16}-0[01]$/.exec(r.headers.get('traceparent') ?? '')?.[1];
      expect(id, bad).toBeDefined();
      expect(id).not.toBe(TRACE_ID);
    }
  });

  it('each log line of a request carries its trace and span IDs', async () => {
    const r = await s.api('/v1/account', { headers: { traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` } });
    const [, traceId, spanId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(r.headers.get('traceparent')!)!;
    await new Promise((ok) => setImmediate(ok));
    const line = logLines.find((l) => l.req_id === r.headers.get('request-id'));
    expect(line).toMatchObject({ msg: 'request', trace_id: traceId, span_id: spanId });
  });
});
