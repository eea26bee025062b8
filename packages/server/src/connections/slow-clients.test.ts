import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawAnswer, rawExchange, write } from '../test-harness/raw-http.js';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';

/**
 * Short bounds, so that the test takes seconds: headers 1 s, a body 10 kB/s after 0.5 s and 2 s in all,
 * 120 connections per client address. The slow clients come from other loopback addresses than the
 * normal one (127.0.0.1), as they would from other hosts.
 */
const HEADERS_MS = 1000;
const BODY = { graceMs: 500, minBytesPerSecond: 10_000, timeoutMs: 2000 };
const CAP = 120;
const REFUSED_MS = 500;
const LINGER_MS = 300;
/** A stalled body is answered at its bound, then read 0.5 s more (the adapter's drain) and lingers. */
const BODY_CLOSED_MS = BODY.graceMs + 500 + LINGER_MS;
/** Beyond a bound: Node's check interval (200 ms) and a loaded machine (the clients share its process). */
const MARGIN_MS = 3000;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    http: {
      headersTimeoutMs: HEADERS_MS,
      requestTimeoutMs: 4000,
      checkIntervalMs: 200,
      maxConnectionsPerAddress: CAP,
      refusedTimeoutMs: REFUSED_MS,
      lingerMs: LINGER_MS,
    },
    config: { bodyRate: BODY },
  });
});
afterAll(() => s.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Headers sent one byte every 100 ms, never finished. */
async function slowHeaders(sock: Socket): Promise<void> {
  const head = `GET /v1/account HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${s.testKey}\r\nX-Pad: ${'p'.repeat(200)}`;
  for (const ch of head) {
    if (sock.destroyed) return;
    await write(sock, ch);
    await sleep(100);
  }
}

/** Whole headers with a valid key, a body begun and never finished. */
function stalledBody(sock: Socket): void {
  sock.write(
    `POST /v1/checks HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${s.testKey}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"inputs": [',
  );
}

describe('500 slow connections at once', () => {
  it('normal requests keep answering, and every slow connection is closed by its bound', async () => {
    // 5 addresses × 100 connections: half slow headers, half stalled bodies; each address under the cap.
    const slow: { kind: 'headers' | 'body'; answer: Promise<RawAnswer> }[] = [];
    for (let a = 2; a <= 6; a++) {
      for (let i = 0; i < 100; i++) {
        const kind = i % 2 === 0 ? 'headers' : 'body';
        slow.push({
          kind,
          answer: rawExchange(s.origin, kind === 'headers' ? slowHeaders : stalledBody, {
            localAddress: `127.0.0.${a}`,
          }),
        });
      }
    }
    // Meanwhile, a normal client: reads, one after another, all answered correctly, until the slow ones
    // are all closed.
    let settled = false;
    void Promise.all(slow.map((x) => x.answer)).then(() => {
      settled = true;
    });
    const normal: number[] = [];
    while (!settled) {
      const jwks = await s.api('/.well-known/jwks.json', { key: null });
      normal.push(jwks.status);
      expect(jwks.json.keys.length).toBeGreaterThan(0);
      const account = await s.api('/v1/account');
      normal.push(account.status);
    }
    expect(normal.length).toBeGreaterThan(4);
    expect(normal.every((status) => status === 200)).toBe(true);

    const answers = await Promise.all(slow.map((x) => x.answer));
    const late: string[] = [];
    for (const [i, r] of answers.entries()) {
      const { kind } = slow[i]!;
      // Each is answered 408 request_timeout (problem+json), then closed by the server.
      expectProblem(r, 408, 'request_timeout');
      const bound = kind === 'headers' ? HEADERS_MS : BODY_CLOSED_MS;
      if (r.closedAfterMs > bound + MARGIN_MS) late.push(`${kind} #${i}: ${Math.round(r.closedAfterMs)} ms`);
    }
    expect(late).toEqual([]);
  }, 30_000);

  it('past the cap per address, extra connections are answered 503 or closed; the others are not', async () => {
    const address = '127.0.0.9';
    const silent = Array.from({ length: CAP + 30 }, () =>
      rawExchange(s.origin, () => {}, { localAddress: address }),
    );
    // The cap is counted at connection: wait until all are open, then ask on one more.
    await sleep(200);
    const asking = await rawExchange(
      s.origin,
      (sock) => void sock.write('GET /.well-known/jwks.json HTTP/1.1\r\nHost: x\r\n\r\n'),
      { localAddress: address },
    );
    expectProblem(asking, 503, 'service_unavailable');
    expect(asking.headers.get('retry-after')).toBe('1');
    // Another address is not affected.
    expect((await s.api('/.well-known/jwks.json', { key: null })).status).toBe(200);

    // The 30 past the cap are closed unanswered after REFUSED_MS; the 120 within it are answered 408 when
    // their headers' bound ends, like any connection that sends nothing.
    const closed = await Promise.all(silent);
    const refused = closed.filter((r) => r.raw === '');
    expect(refused.length).toBe(30);
    for (const r of refused) expect(r.closedAfterMs).toBeLessThan(REFUSED_MS + MARGIN_MS);
    const kept = closed.filter((r) => r.raw !== '');
    expect(kept.length).toBe(CAP);
    for (const r of kept) {
      expectProblem(r, 408, 'request_timeout');
      expect(r.closedAfterMs).toBeLessThan(HEADERS_MS + MARGIN_MS);
    }
  }, 30_000);
});
