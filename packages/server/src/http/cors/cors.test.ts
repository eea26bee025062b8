import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCheck, postGeneration } from '../../test-harness/decisions.js';
import { type ApiResponse, startTestServer, type TestServer } from '../../test-harness/server.js';
import { cors, preflight as preflightStep } from './index.js';

/** A page on another origin, as a browser would name it. */
const ORIGIN = 'https://elsewhere.example';
const UNKNOWN_RECEIPT = 'rcpt_01m82z0fhr7r75978w90e3fg0v';
const EXPOSED = 'Request-Id, RateLimit, RateLimit-Policy, Retry-After';
const ALLOWED_HEADERS = 'Content-Type, Service-Version, Idempotency-Key';

let s: TestServer;
let receipt: string;
beforeAll(async () => {
  s = await startTestServer();
  const check = (await postCheck(s, 'A portrait of Ada Vance')).json;
  receipt = (await postGeneration(s, check.id)).json.receipt;
});
afterAll(() => s.close());

/** A request from a page on {@link ORIGIN}, without a key. */
const fromPage = (path: string, init: Parameters<TestServer['api']>[1] = {}) =>
  s.api(path, { key: null, ...init, headers: { Origin: ORIGIN, ...init.headers } });

/** A preflight of a browser that wants to send `method` with a JSON body. */
const preflight = (path: string, method: string, server: TestServer = s) =>
  server.api(path, {
    method: 'OPTIONS',
    key: null,
    headers: {
      Origin: ORIGIN,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': 'content-type, service-version',
    },
  });

function expectOpen(res: ApiResponse, where: string): void {
  expect(res.headers.get('access-control-allow-origin'), where).toBe('*');
  expect(res.headers.get('access-control-expose-headers'), where).toBe(EXPOSED);
  expect(res.headers.get('access-control-allow-credentials'), where).toBeNull();
}

function expectClosed(res: ApiResponse, where: string): void {
  for (const name of [
    'access-control-allow-origin',
    'access-control-expose-headers',
    'access-control-allow-methods',
    'access-control-allow-headers',
    'access-control-allow-credentials',
  ]) {
    expect(res.headers.get(name), `${where}: ${name}`).toBeNull();
  }
}

/** Public paths and the method a page uses on each. */
const PUBLIC: Array<[string, 'GET' | 'POST']> = [
  ['/.well-known/talent-license', 'GET'],
  ['/.well-known/jwks.json', 'GET'],
  ['/openapi.json', 'GET'],
  ['/docs', 'GET'],
  ['/docs/', 'GET'],
  ['/docs/errors', 'GET'],
  ['/docs/errors/rate_limited', 'GET'],
  [`/v1/receipts/${UNKNOWN_RECEIPT}`, 'GET'],
  ['/v1/verifications', 'POST'],
];

describe('CORS on the public routes', () => {
  it('opens the public documents and pages to any origin, without credentials', async () => {
    for (const [path] of PUBLIC.filter(([p, m]) => m === 'GET' && !p.startsWith('/v1/'))) {
      const res = await fromPage(path);
      expect(res.status, path).toBe(200);
      expectOpen(res, path);
    }
  });

  it('opens a receipt read and a keyless verification, and their error answers', async () => {
    const found = await fromPage(`/v1/receipts/${receipt}`);
    expect(found.status).toBe(200);
    expectOpen(found, 'receipt');
    // A 404 must be readable across origins too, or the page cannot tell "no such receipt" from a network fault.
    const missing = await fromPage(`/v1/receipts/${UNKNOWN_RECEIPT}`);
    expect(missing.status).toBe(404);
    expectOpen(missing, 'missing receipt');
    // So must the 404 of a malformed ID, and its preflight must let the page ask.
    const malformed = await fromPage('/v1/receipts/rcpt_not-an-id');
    expect(malformed.status).toBe(404);
    expect(malformed.json.detail).toMatch(/not a valid receipt ID/);
    expectOpen(malformed, 'malformed receipt ID');
    expect((await preflight('/v1/receipts/rcpt_not-an-id', 'GET')).status).toBe(204);
    const verified = await fromPage('/v1/verifications', { body: { receipt } });
    expect(verified.status).toBe(200);
    expectOpen(verified, 'verification');
    const bad = await fromPage('/v1/verifications', { body: {} });
    expect(bad.json.code).toBe('parameter_missing');
    expectOpen(bad, 'verification 400');
    const version = await fromPage('/.well-known/jwks.json', {
      headers: { 'Service-Version': '1999-01-01' },
    });
    expect(version.json.code).toBe('version_unsupported');
    expectOpen(version, 'jwks 400');
    const docs = await fromPage('/docs/errors/no_such_code');
    expect(docs.status).toBe(404);
    expectOpen(docs, 'docs 404');
  });

  it('answers the preflight of every public route with 204, the headers a page may send, never Authorization', async () => {
    for (const [path, method] of PUBLIC) {
      const res = await preflight(path, method);
      expect(res.status, path).toBe(204);
      expect(res.text, path).toBe('');
      expectOpen(res, path);
      const methods = res.headers.get('access-control-allow-methods')!.split(', ');
      expect(methods, path).toContain(method);
      expect(methods, path).not.toContain(method === 'GET' ? 'POST' : 'GET');
      expect(res.headers.get('access-control-allow-headers'), path).toBe(ALLOWED_HEADERS);
      expect(res.headers.get('access-control-allow-headers')!.toLowerCase()).not.toContain('authorization');
      expect(Number(res.headers.get('access-control-max-age')), path).toBeGreaterThan(0);
      expect(res.headers.get('request-id'), path).toMatch(/^req_/);
    }
  });

  it('does not open a request that carries a key, even on a public route', async () => {
    const keyed = await s.api('/v1/verifications', { body: { receipt }, headers: { Origin: ORIGIN } });
    expect(keyed.status).toBe(200);
    expectClosed(keyed, 'keyed verification');
  });
});

describe('preflights are not limited and need no version', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ rateLimits: true });
  });
  afterAll(() => t.close());

  it('answers preflights past the receipts limit, and the 429 itself is readable across origins', async () => {
    let limited: ApiResponse | undefined;
    for (let i = 0; i < 30 && !limited; i++) {
      const res = await t.api(`/v1/receipts/${UNKNOWN_RECEIPT}`, { key: null, headers: { Origin: ORIGIN } });
      if (res.status === 429) limited = res;
    }
    expect(limited?.json.code).toBe('rate_limited');
    expectOpen(limited!, '429');
    expect(limited!.headers.get('retry-after')).toMatch(/^\d+$/);
    for (let i = 0; i < 20; i++) {
      const res = await preflight(`/v1/receipts/${UNKNOWN_RECEIPT}`, 'GET', t);
      expect(res.status).toBe(204);
      expect(res.headers.get('ratelimit')).toBeNull();
    }
    const versioned = await t.api('/v1/verifications', {
      method: 'OPTIONS',
      key: null,
      headers: { Origin: ORIGIN, 'Service-Version': 'not-a-version' },
    });
    expect(versioned.status).toBe(204);
  });
});

describe('a body too large for a keyless verification', () => {
  it('is a 413 a page can read, whether its length is declared or not', async () => {
    const t = await startTestServer({ config: { maxBodyBytes: 100 } });
    try {
      const body = JSON.stringify({ receipt: `rcpt_${'x'.repeat(200)}` });
      const declared = await t.api('/v1/verifications', { key: null, body, headers: { Origin: ORIGIN } });
      expect(declared.json.code).toBe('payload_too_large');
      expectOpen(declared, 'declared 413');
      const stream = new Blob([body]).stream();
      const chunked = await fetch(`${t.origin}/v1/verifications`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);
      expect(chunked.headers.get('access-control-allow-origin')).toBe('*');
    } finally {
      await t.close();
    }
  });
});

describe('keyed routes stay closed to other origins', () => {
  const KEYED: Array<[string, 'GET' | 'POST', unknown?]> = [
    ['/v1/account', 'GET'],
    ['/v1/licenses', 'GET'],
    ['/v1/generations', 'GET'],
    ['/v1/checks', 'POST', { use: 'nothing' }],
    ['/v1/test_helpers/clock/advance', 'POST', { seconds: 1 }],
  ];

  it('sends no CORS header on their answers, successes and errors alike', async () => {
    for (const [path, method, body] of KEYED) {
      const res = await s.api(path, { method, body, headers: { Origin: ORIGIN } });
      expectClosed(res, `${method} ${path} → ${res.status}`);
      const keyless = await s.api(path, { method, body, key: null, headers: { Origin: ORIGIN } });
      expect(keyless.status, path).toBe(401);
      expectClosed(keyless, `${method} ${path} without a key`);
    }
  });

  it('answers their preflights with the 404 of a method the route does not have, and no CORS header', async () => {
    for (const [path, method] of KEYED) {
      const res = await preflight(path, method);
      expect(res.status, path).toBe(404);
      expect(res.json.code, path).toBe('resource_not_found');
      expectClosed(res, `OPTIONS ${path}`);
    }
  });
});

describe('the options', () => {
  it('refuse Authorization among the allowed headers, and a maxAge that is not whole seconds', () => {
    expect(() => cors({ allowHeaders: ['Content-Type', 'authorization'] })).toThrow(TypeError);
    expect(() => preflightStep(['GET'], { allowHeaders: ['Authorization'] })).toThrow(/never belong/);
    expect(() => preflightStep(['GET'], { maxAge: -1 })).toThrow(TypeError);
    expect(() => preflightStep(['GET'], { maxAge: 60 })).not.toThrow();
  });
});
