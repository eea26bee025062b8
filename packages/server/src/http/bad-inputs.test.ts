import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-harness/server.js';

let s: TestServer;
let ada: string;
beforeAll(async () => {
  s = await startTestServer();
  ada = (await s.api('/v1/licenses?limit=100')).json.data[0].id;
});
afterAll(() => s.close());

/** Sends raw bytes (for requests fetch would refuse to build) and returns the status line and body. */
function raw(bytes: string | Buffer): Promise<{ status: number; text: string }> {
  const url = new URL(s.origin);
  return new Promise((resolve, reject) => {
    const sock = connect(Number(url.port), url.hostname);
    let data = '';
    sock.setEncoding('latin1');
    sock.on('data', (d) => {
      data += d;
    });
    sock.on('end', () => resolve({ status: Number(data.split(' ')[1]), text: data }));
    sock.on('error', reject);
    sock.write(bytes);
  });
}

function assertClean(status: number, headers: Headers, text: string, what: string) {
  expect(status, what).toBeLessThan(500);
  expect(headers.get('request-id'), what).toMatch(/^req_/);
  if (status >= 400) {
    expect(headers.get('content-type'), what).toBe('application/problem+json');
    const body = JSON.parse(text);
    expect(body.request_id, what).toBe(headers.get('request-id'));
    expect(typeof body.code, what).toBe('string');
  }
}

describe('bad inputs never give a 5xx', () => {
  it('odd paths, queries, methods, headers and bodies', async () => {
    const paths = [
      '/v1/licenses/%ZZ',
      '/v1/licenses/%00',
      '/v1/licenses/lic_%F0%9F%98%80',
      `/v1/licenses/${ada}/`,
      `/v1/licenses/${ada.toUpperCase()}`,
      '/v1//licenses',
      '/v1/licenses?limit=%ZZ',
      '/v1/licenses?cursor=%00%01',
      `/v1/licenses?talent=${'a'.repeat(5000)}`,
      '/v1/licenses?status=active&status=active',
      '/v1/facets/',
      '/v1/',
      '/v1',
      '/',
      '/.well-known/',
      '/v1/test_helpers/licenses/lic_x/suspend',
      `/v1/test_helpers/licenses/${ada}/explode`,
      '/v1/receipts/rcpt_bad',
      '/../../etc/passwd',
    ];
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
    for (const path of paths) {
      for (const method of methods) {
        const res = await fetch(`${s.origin}${path}`, {
          method,
          headers: { Authorization: `Bearer ${s.testKey}`, 'Content-Type': 'application/json' },
          body: method === 'GET' || method === 'HEAD' ? undefined : '{"x":',
        });
        const text = await res.text();
        if (method !== 'HEAD') assertClean(res.status, res.headers, text, `${method} ${path}`);
        else expect(res.status).toBeLessThan(500);
      }
    }
  });

  it('odd headers: authorization, version, idempotency key, content type', async () => {
    const headerSets: Record<string, string>[] = [
      { Authorization: 'Bearer' },
      { Authorization: 'Bearer  ' },
      { Authorization: `Bearer ${s.testKey} extra` },
      { Authorization: `bearer ${s.testKey}` },
      { Authorization: 'Bearer rk_test_\u00e9' },
      { Authorization: `Bearer ${s.testKey}`, 'Service-Version': '\u00ff'.repeat(500) },
      { Authorization: `Bearer ${s.testKey}`, 'Idempotency-Key': '\u00ff' },
      { Authorization: `Bearer ${s.testKey}`, 'Content-Type': 'application/json; charset=latin1' },
      { Authorization: `Bearer ${s.testKey}`, 'Content-Type': '' },
      { Authorization: `Bearer ${s.testKey}`, 'Content-Length': '99999999999999999999' },
    ];
    for (const headers of headerSets) {
      for (const path of ['/v1/account', '/v1/test_helpers/clock/advance']) {
        const method = path === '/v1/account' ? 'GET' : 'POST';
        const body = method === 'POST' && !('Content-Length' in headers) ? '{"seconds": 1}' : undefined;
        const res = await fetch(`${s.origin}${path}`, { method, headers, body }).catch(() => null);
        if (!res) continue; // fetch refused to send it: nothing reached the server
        assertClean(res.status, res.headers, await res.text(), JSON.stringify(headers));
      }
    }
  });

  it('malformed HTTP that only a raw socket can send', async () => {
    for (const bytes of [
      'GET /v1/licenses/%ZZ%ZZ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /v1/licenses?limit=\u00ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      `POST /v1/test_helpers/clock/advance HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${s.testKey}\r\nContent-Type: application/json\r\nContent-Length: 4\r\nConnection: close\r\n\r\n\xff\xfe\xfd\xfc`,
      'GARBAGE\r\n\r\n',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      `GET /v1/account HTTP/1.1\r\nHost: [bad\r\nAuthorization: Bearer ${s.testKey}\r\nConnection: close\r\n\r\n`,
      'GET /v1/licenses?limit=2 HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n',
    ]) {
      const r = await raw(Buffer.from(bytes, 'latin1'));
      expect(r.status, bytes).toBeLessThan(500);
      if (bytes.includes('Host: ') && !bytes.startsWith('GARBAGE'))
        expect(r.text).toMatch(/request-id: req_/i);
    }
  });

  it('random JSON bodies for every POST endpoint', async () => {
    const posts = [
      '/v1/test_helpers/api_keys',
      '/v1/test_helpers/clock/advance',
      `/v1/test_helpers/licenses/${ada}/suspend`,
      `/v1/test_helpers/licenses/${ada}/resume`,
      '/v1/checks',
      '/v1/generations',
      '/v1/verifications',
      '/v1/test_helpers/checks/chk_01m82z0fhr7r75978w90e3fg0v/resolve',
      '/v1/test_helpers/generations/gen_01m82z0fhr7r75978w90e3fg0v/release',
      '/v1/generations/gen_01m82z0fhr7r75978w90e3fg0v/withdraw',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...posts), fc.jsonValue({ maxDepth: 3 }), async (path, value) => {
        const res = await fetch(`${s.origin}${path}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${s.testKey}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(value),
        });
        assertClean(res.status, res.headers, await res.text(), `${path} ${JSON.stringify(value)}`);
      }),
      { numRuns: 150 },
    );
  });
});

describe('counterexamples found by operations-fuzz.test.ts', () => {
  it('a query parameter without a name is invalid_request, not a parameter_invalid naming nothing', async () => {
    for (const query of ['?=', '?=x', '?limit=1&=', '?=&limit=1']) {
      const r = await s.api(`/v1/generations${query}`);
      assertClean(r.status, r.headers, r.text, query);
      expect(r.json.code, query).toBe('invalid_request');
      expect(r.json.param, query).toBeUndefined();
    }
  });

  it('a body field with an empty name is named [""] in param, never an empty param', async () => {
    const cases: [string, unknown, string][] = [
      [`/v1/test_helpers/licenses/${ada}/revoke`, { '': [] }, '[""]'],
      ['/v1/test_helpers/clock/advance', { seconds: 1, '': 1 }, '[""]'],
      [
        '/v1/checks',
        { inputs: [{ role: 'prompt', text: 'x', '': 1 }], use: {}, execution: {} },
        'inputs[0][""]',
      ],
    ];
    for (const [path, body, param] of cases) {
      const r = await s.api(path, { body });
      assertClean(r.status, r.headers, r.text, path);
      expect(r.json, path).toMatchObject({ code: 'parameter_invalid', param });
    }
  });
});
