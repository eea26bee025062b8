import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, TlpClient, TlpConnectionError, TlpError } from './index.js';

const REQ = 'req_01m88z4qy26060g7vb0f56c083';
const CHECK = {
  id: 'chk_01m88z4qy26060g7vb0f56c083',
  object: 'check',
  status: 'allowed',
  decision: 'allow',
};
const BODY = {
  inputs: [{ role: 'prompt' as const, text: 'Ada Vance' }],
  use: {
    modality: 'image' as const,
    kind: 'depiction' as const,
    purpose: 'advertising' as const,
    commercial: true,
    channels: ['web' as const],
    territories: ['US' as const],
  },
  execution: { provider: 'acme', model: 'imagegen-2' },
};

function problem(status: number, code: string, headers: Record<string, string> = {}): Response {
  return new Response(
    JSON.stringify({
      type: `http://x/docs/errors/${code}`,
      title: code,
      status,
      code,
      request_id: REQ,
      param: 'use',
    }),
    { status, headers: { 'content-type': 'application/problem+json', 'request-id': REQ, ...headers } },
  );
}

function ok(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A client over scripted answers, recording each request and each wait. */
function scripted(
  answers: Array<Response | Error>,
  options: { maxRetries?: number; maxDelayMs?: number } = {},
) {
  const requests: Array<{ method: string; url: string; headers: Headers; body: string }> = [];
  const waits: number[] = [];
  const client = new TlpClient({
    baseUrl: 'http://sandbox.test/',
    apiKey: 'rk_test_key',
    retry: { ...options, sleep: async (ms) => void waits.push(ms) },
    fetch: async (request) => {
      requests.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: await request.text(),
      });
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      if (next instanceof Error) throw next;
      return next;
    },
  });
  return { client, requests, waits };
}

describe('TlpClient', () => {
  it('sends the key and pins Service-Version on every request', async () => {
    const { client, requests } = scripted([ok(CHECK)]);
    await client.checks.retrieve(CHECK.id);
    expect(requests[0]!.url).toBe(`http://sandbox.test/v1/checks/${CHECK.id}`);
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer rk_test_key');
    expect(requests[0]!.headers.get('service-version')).toBe('2026-10-15');
    expect(requests[0]!.headers.has('idempotency-key')).toBe(false);
  });

  it('serviceVersion: null sends no Service-Version (the account pin applies)', async () => {
    const requests: Headers[] = [];
    const client = new TlpClient({
      baseUrl: 'http://sandbox.test',
      serviceVersion: null,
      fetch: async (r) => {
        requests.push(r.headers);
        return ok({ id: 'rcpt_x' });
      },
    });
    await client.receipts.retrieve('rcpt_01m88z4qy26060g7vb0f56c083');
    expect(requests[0]!.has('service-version')).toBe(false);
    expect(requests[0]!.has('authorization')).toBe(false);
  });

  it('keeps one Idempotency-Key and the same body across retries, waiting Retry-After', async () => {
    const { client, requests, waits } = scripted([
      problem(429, 'rate_limited', { 'retry-after': '2' }),
      problem(409, 'idempotency_key_in_use', { 'retry-after': '1' }),
      problem(503, 'service_unavailable', { 'retry-after': '3' }),
      ok(CHECK),
    ]);
    await expect(client.checks.create(BODY)).resolves.toMatchObject({ id: CHECK.id });
    expect(requests).toHaveLength(4);
    const keys = new Set(requests.map((r) => r.headers.get('idempotency-key')));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(requests.map((r) => r.body)).size).toBe(1);
    expect(JSON.parse(requests[0]!.body)).toEqual(BODY);
    expect(waits).toEqual([2000, 1000, 3000]);
  });

  it('uses the key it is given, and backs off exponentially without Retry-After', async () => {
    const { client, requests, waits } = scripted([
      problem(500, 'internal_error'),
      problem(500, 'internal_error'),
      ok(CHECK),
    ]);
    await client.checks.create(BODY, { idempotencyKey: 'my-key-1' });
    expect(requests.map((r) => r.headers.get('idempotency-key'))).toEqual([
      'my-key-1',
      'my-key-1',
      'my-key-1',
    ]);
    expect(waits).toEqual([500, 1000]);
  });

  it('never retries a live 403 live_not_activated, and throws it typed', async () => {
    const { client, requests } = scripted([problem(403, 'live_not_activated'), ok(CHECK)]);
    const err = await client.checks.create(BODY).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TlpError);
    expect(err).toMatchObject({
      status: 403,
      code: 'live_not_activated',
      requestId: REQ,
      param: 'use',
      retryable: false,
    });
    expect(requests).toHaveLength(1);
  });

  it('retries a 408 request_timeout (a body that arrived too slowly) with the same key and body', async () => {
    const { client, requests } = scripted([problem(408, 'request_timeout'), ok(CHECK)]);
    await expect(client.checks.create(BODY)).resolves.toMatchObject({ status: 'allowed' });
    expect(requests).toHaveLength(2);
    expect(requests[0]!.headers.get('idempotency-key')).toBe(requests[1]!.headers.get('idempotency-key'));
  });

  it('does not retry other 409s, nor 4xx', async () => {
    for (const [status, code] of [
      [409, 'authorization_consumed'],
      [400, 'parameter_invalid'],
      [422, 'idempotency_key_reused'],
      [404, 'resource_not_found'],
    ] as const) {
      const { client, requests } = scripted([problem(status, code), ok(CHECK)]);
      await expect(client.checks.create(BODY)).rejects.toMatchObject({ status, code });
      expect(requests).toHaveLength(1);
    }
  });

  it('retries a 202 check still checking, with the same key, but never a 202 generation', async () => {
    const pending = { ...CHECK, status: 'checking', decision: null };
    const { client, requests, waits } = scripted([ok(pending, 202), ok(CHECK)]);
    await expect(client.checks.create(BODY)).resolves.toMatchObject({ status: 'allowed' });
    expect(requests).toHaveLength(2);
    expect(requests[0]!.headers.get('idempotency-key')).toBe(requests[1]!.headers.get('idempotency-key'));
    expect(waits).toEqual([500]);

    const gen = { id: 'gen_01m88z4qy26060g7vb0f56c083', object: 'generation', status: 'checking' };
    const g = scripted([new Response(JSON.stringify(gen), { status: 202, headers: { 'retry-after': '5' } })]);
    await expect(
      g.client.generations.create({
        check: CHECK.id,
        artifact: { sha256: 'a'.repeat(64), media_type: 'image/png' },
        execution: { provider: 'acme', model: 'imagegen-2' },
      }),
    ).resolves.toMatchObject({ status: 'checking' });
    expect(g.requests).toHaveLength(1);
  });

  it('gives up after maxRetries and throws the last answer, and does not wait past maxDelayMs', async () => {
    const { client, requests } = scripted(
      [
        problem(503, 'service_unavailable'),
        problem(503, 'service_unavailable'),
        problem(503, 'service_unavailable'),
      ],
      { maxRetries: 2 },
    );
    await expect(client.account.retrieve()).rejects.toMatchObject({ status: 503, retryable: true });
    expect(requests).toHaveLength(3);

    const long = scripted([problem(429, 'rate_limited', { 'retry-after': '3600' }), ok({})], {
      maxDelayMs: 10_000,
    });
    const err = (await long.client.account.retrieve().catch((e: unknown) => e)) as TlpError;
    expect(err.retryAfter).toBe(3600);
    expect(long.requests).toHaveLength(1);
  });

  it('retries a request that got no answer, then throws TlpConnectionError', async () => {
    const { client, requests } = scripted([new TypeError('fetch failed'), ok(CHECK)]);
    await expect(client.checks.create(BODY)).resolves.toMatchObject({ id: CHECK.id });
    expect(requests[0]!.headers.get('idempotency-key')).toBe(requests[1]!.headers.get('idempotency-key'));
    const down = scripted([new TypeError('a'), new TypeError('b')], { maxRetries: 1 });
    await expect(down.client.account.retrieve()).rejects.toBeInstanceOf(TlpConnectionError);
  });

  it('lists are async iterators over cursors', async () => {
    const lic = (n: number) => ({ id: `lic_${n}`, object: 'license' });
    const { client, requests } = scripted([
      ok({ object: 'list', data: [lic(1), lic(2)], has_more: true, next_cursor: 'c1' }),
      ok({ object: 'list', data: [lic(3)], has_more: false, next_cursor: null }),
    ]);
    const ids: string[] = [];
    for await (const l of client.licenses.list({ status: 'active', limit: 2 })) ids.push(l.id);
    expect(ids).toEqual(['lic_1', 'lic_2', 'lic_3']);
    expect(new URL(requests[0]!.url).search).toBe('?status=active&limit=2');
    expect(new URL(requests[1]!.url).searchParams.get('cursor')).toBe('c1');
    expect(new URL(requests[1]!.url).searchParams.get('status')).toBe('active');
  });

  it('makes version-4 UUID keys, also where randomUUID is missing (plain-HTTP pages)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const k of keys) expect(k).toMatch(uuid);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('TlpClient.softBindings', () => {
  it('asks byBinding with alg and value in the body, byContent with the image as the body, and fetches a manifest', async () => {
    const matches = {
      matches: [{ manifestId: 'urn:c2pa:0b6b2c5e-3f0a-8d41-9c2e-5a7f1e0d4b33', similarityScore: 97 }],
    };
    const store = new Uint8Array([0, 0, 0, 8, 0x6a, 0x75, 0x6d, 0x62]);
    const { client, requests } = scripted([
      ok(matches),
      ok(matches),
      new Response(store, { headers: { 'content-type': 'application/c2pa' } }),
      problem(404, 'resource_not_found'),
    ]);
    expect(await client.softBindings.byBinding('io.iscc.v0', 'IQHTWg+RInxA6A==', 5)).toEqual(matches);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://sandbox.test/v1/matches/byBinding?maxResults=5',
      body: JSON.stringify({ alg: 'io.iscc.v0', value: 'IQHTWg+RInxA6A==' }),
    });
    const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    expect(await client.softBindings.byContent(image)).toEqual(matches);
    expect(requests[1]).toMatchObject({
      url: 'http://sandbox.test/v1/matches/byContent?alg=io.iscc.v0',
      body: '\xff\xd8\xff'.replace(/[\x80-\xff]/g, '\ufffd'),
    });
    expect(requests[1]!.headers.get('content-type')).toBe('image/jpeg');
    expect(await client.softBindings.manifest(matches.matches[0]!.manifestId)).toEqual(store);
    expect(requests[2]!.url).toBe(
      'http://sandbox.test/v1/manifests/urn%3Ac2pa%3A0b6b2c5e-3f0a-8d41-9c2e-5a7f1e0d4b33',
    );
    await expect(client.softBindings.manifest('urn:c2pa:x')).rejects.toMatchObject({
      code: 'resource_not_found',
    });
  });
});
