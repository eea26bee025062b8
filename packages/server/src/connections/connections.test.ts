import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXECUTION, USE } from '../test-harness/decisions.js';
import { rawExchange, write } from '../test-harness/raw-http.js';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';

/** Bounds short enough for a test: headers 600 ms, a body 10 kB/s after 400 ms and 1.5 s in all. */
const HEADERS_MS = 600;
const BODY = { graceMs: 400, minBytesPerSecond: 10_000, timeoutMs: 1500 };
const KEEP_ALIVE_MS = 1500;
/** What "closed by the bound" allows beyond it: Node's check interval (100 ms) and a loaded machine. */
const MARGIN_MS = 1500;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    http: {
      headersTimeoutMs: HEADERS_MS,
      requestTimeoutMs: 5000,
      keepAliveTimeoutMs: KEEP_ALIVE_MS,
      checkIntervalMs: 100,
    },
    config: { bodyRate: BODY },
  });
});
afterAll(() => s.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The head of a POST /v1/checks with the test key; `framing` is its Content-Length or chunked header. */
function checkHead(framing: string): string {
  return (
    `POST /v1/checks HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${s.testKey}\r\n` +
    `Content-Type: application/json\r\n${framing}\r\n\r\n`
  );
}

describe('what Node refuses itself is answered problem+json with a request ID', () => {
  it('a malformed request line: 400 invalid_request', async () => {
    for (const line of [
      'GARBAGE\r\n\r\n',
      'GET / HTTP/9.x\r\n\r\n',
      'GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n',
    ]) {
      const r = await rawExchange(s.origin, (sock) => void sock.write(line));
      expectProblem(r, 400, 'invalid_request');
      expect(r.headers.get('connection'), line).toBe('close');
    }
  });

  it('a malformed header: 400 invalid_request', async () => {
    for (const header of ['Bad Header: y', 'X-A\u0001: y', 'Content-Length: 1\r\nContent-Length: 2']) {
      const r = await rawExchange(s.origin, (sock) => {
        sock.write(`GET /v1/account HTTP/1.1\r\nHost: x\r\n${header}\r\n\r\n`, 'latin1');
      });
      expectProblem(r, 400, 'invalid_request');
    }
  });

  it('oversized headers: 431 with the code invalid_request', async () => {
    const r = await rawExchange(s.origin, (sock) => {
      sock.write(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    expect(r.status).toBe(431);
    expect(r.headers.get('content-type')).toBe('application/problem+json');
    expect(r.json).toMatchObject({
      status: 431,
      code: 'invalid_request',
      request_id: r.headers.get('request-id'),
    });
  });

  it('headers that never end: 408 request_timeout, and the connection closed by the bound', async () => {
    for (const partial of [
      '',
      'GET /v1/account HTTP/1.1\r\n',
      'GET /v1/account HTTP/1.1\r\nHost: x\r\nX-Slow: ',
    ]) {
      const r = await rawExchange(s.origin, async (sock) => {
        // Byte by byte: arriving at all does not extend the bound.
        for (const ch of partial) {
          await write(sock, ch);
          await sleep(10);
        }
        await write(sock, 'G'.repeat(partial === '' ? 1 : 0));
      });
      expectProblem(r, 408, 'request_timeout');
      expect(r.closedAfterMs, JSON.stringify(partial)).toBeLessThan(HEADERS_MS + MARGIN_MS);
    }
  });
});

describe("Node's own refusals are readable by a page on another origin", () => {
  it('each carries Access-Control-Allow-Origin: * and exposes its Request-Id, never credentials', async () => {
    const exchanges = [
      (sock: Socket) => void sock.write('GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n'),
      (sock: Socket) =>
        void sock.write(
          `GET /.well-known/jwks.json HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        ),
      (sock: Socket) => void sock.write('GET /.well-known/jwks.json HTTP/1.1\r\nHost: x\r\n'),
    ];
    const statuses: number[] = [];
    for (const exchange of exchanges) {
      const r = await rawExchange(s.origin, exchange);
      statuses.push(r.status);
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
      expect(r.headers.get('access-control-expose-headers')).toContain('Request-Id');
      expect(r.headers.get('access-control-allow-credentials')).toBeNull();
    }
    expect(statuses).toEqual([400, 431, 408]);
  });
});

describe('a body too slow is 408 request_timeout, not 400', () => {
  it('a body begun and never finished (Content-Length and chunked), closed by the bound', async () => {
    for (const [framing, start] of [
      ['Content-Length: 1000', '{"inputs": ['],
      ['Transfer-Encoding: chunked', '5\r\n{"inp\r\n'],
    ] as const) {
      const r = await rawExchange(s.origin, (sock) => void sock.write(checkHead(framing) + start));
      expectProblem(r, 408, 'request_timeout');
      expect(r.closedAfterMs, framing).toBeLessThan(BODY.graceMs + MARGIN_MS);
    }
  });

  it('a body trickling under the minimum rate, and one that never ends in time', async () => {
    // 20 bytes every 50 ms (400 B/s) is under 10 kB/s: refused soon after the grace.
    const trickle = await rawExchange(s.origin, async (sock) => {
      await write(sock, checkHead('Content-Length: 100000'));
      for (let i = 0; i < 100 && !sock.destroyed; i++) {
        await write(sock, ' '.repeat(20));
        await sleep(50);
      }
    });
    expectProblem(trickle, 408, 'request_timeout');
    expect(trickle.closedAfterMs).toBeLessThan(BODY.graceMs + MARGIN_MS);
    // 20 kB/s keeps the rate, but 100 kB does not fit in 1.5 s: refused at the body's bound.
    const long = await rawExchange(s.origin, async (sock) => {
      await write(sock, checkHead('Content-Length: 100000'));
      for (let i = 0; i < 100 && !sock.destroyed; i++) {
        await write(sock, ' '.repeat(1000));
        await sleep(50);
      }
    });
    expectProblem(long, 408, 'request_timeout');
    expect(long.closedAfterMs).toBeGreaterThan(BODY.timeoutMs - 100);
    expect(long.closedAfterMs).toBeLessThan(BODY.timeoutMs + MARGIN_MS);
  });

  it('a body sent in pieces at a good rate is served', async () => {
    const body = JSON.stringify({
      inputs: [{ role: 'prompt', text: 'A portrait of Ada Vance' }],
      use: USE,
      execution: EXECUTION,
    });
    const r = await rawExchange(s.origin, async (sock) => {
      await write(sock, checkHead(`Content-Length: ${body.length}\r\nConnection: close`));
      for (let i = 0; i < body.length; i += 40) {
        await write(sock, body.slice(i, i + 40));
        await sleep(5);
      }
    });
    expect(r.status, r.text).toBe(200);
    expect(r.json.decision).toBe('allow');
  });
});

describe('keep-alive', () => {
  it('an idle keep-alive connection outlives the headers bound, and is closed at its own bound', async () => {
    const get = 'GET /.well-known/jwks.json HTTP/1.1\r\nHost: x\r\n\r\n';
    let secondSentAt = 0;
    const started = performance.now();
    const r = await rawExchange(s.origin, async (sock) => {
      await write(sock, get);
      // Idle for longer than the headers bound (600 ms), shorter than keep-alive (1.5 s).
      await sleep(HEADERS_MS + 400);
      secondSentAt = performance.now() - started;
      await write(sock, get);
    });
    const answers = r.raw.split('HTTP/1.1 ').slice(1);
    expect(answers.map((a) => a.slice(0, 3))).toEqual(['200', '200']);
    // Closed, idle, after the keep-alive bound since the second answer.
    expect(r.closedAfterMs).toBeGreaterThan(secondSentAt + KEEP_ALIVE_MS - 200);
    expect(r.closedAfterMs).toBeLessThan(secondSentAt + KEEP_ALIVE_MS + MARGIN_MS);
  });
});
