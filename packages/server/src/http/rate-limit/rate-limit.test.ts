import { afterEach, describe, expect, it } from 'vitest';
import { expectProblem, startTestServer, type TestServer } from '../../test-harness/server.js';

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('rate limits over HTTP', () => {
  it('default policy: 5 per second per account, RateLimit headers, 429 rate_limited + Retry-After', async () => {
    let now = 0;
    s = await startTestServer({ rateLimits: true, rateLimitNow: () => now });
    for (let i = 0; i < 5; i++) {
      const r = await s.api('/v1/account');
      expect(r.status).toBe(200);
      expect(r.headers.get('ratelimit-policy')).toBe('"default";q=5;w=1');
      expect(r.headers.get('ratelimit')).toBe(`"default";r=${4 - i};t=1`);
    }
    const limited = await s.api('/v1/licenses');
    const p = expectProblem(limited, 429, 'rate_limited');
    expect(p.detail).toMatch(/nothing ran/);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.headers.get('ratelimit')).toBe('"default";r=0;t=1');
    now += 1000;
    expect((await s.api('/v1/account')).status).toBe(200);
  });

  it('a refused request ran nothing', async () => {
    let now = 0;
    s = await startTestServer({ rateLimits: true, rateLimitNow: () => now });
    for (let i = 0; i < 5; i++) await s.api('/v1/account');
    const r = await s.api('/v1/test_helpers/clock/advance', {
      body: { seconds: 3600 },
      headers: { 'Idempotency-Key': 'limited' },
    });
    expectProblem(r, 429, 'rate_limited');
    const account = await s.deps.store.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', s.accountId)
      .executeTakeFirstOrThrow();
    expect(Number(account.clock_offset_ms)).toBe(0);
    expect(await s.deps.store.db.selectFrom('idempotency_keys').selectAll().execute()).toHaveLength(0);
    now += 1000;
    const retried = await s.api('/v1/test_helpers/clock/advance', {
      body: { seconds: 3600 },
      headers: { 'Idempotency-Key': 'limited' },
    });
    expect(retried.json.offset_seconds).toBe(3600);
  });

  it('the test and live keys of one account share its buckets; an unauthenticated call takes none', async () => {
    const now = 0;
    s = await startTestServer({ rateLimits: true, rateLimitNow: () => now });
    for (let i = 0; i < 3; i++) await s.api('/v1/account', { key: null });
    for (let i = 0; i < 3; i++) expect((await s.api('/v1/account')).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await s.api('/v1/account', { key: s.liveKey })).status).toBe(200);
    expectProblem(await s.api('/v1/account', { key: s.liveKey }), 429, 'rate_limited');
  });

  it('public receipt reads are limited per IP address, without a key', async () => {
    let now = 0;
    s = await startTestServer({ rateLimits: true, rateLimitNow: () => now });
    const path = '/v1/receipts/rcpt_01m82z0fhr7r75978w90e3fg0v';
    for (let i = 0; i < 10; i++) {
      const r = await s.api(path, { key: null });
      expectProblem(r, 404, 'resource_not_found');
      expect(r.headers.get('ratelimit-policy')).toBe('"receipts";q=10;w=60');
    }
    const limited = await s.api(path, { key: null });
    expectProblem(limited, 429, 'rate_limited');
    expect(limited.headers.get('retry-after')).toBe('6');
    // Authenticated calls of the account have their own bucket.
    expect((await s.api('/v1/account')).status).toBe(200);
    now += 6000;
    expectProblem(await s.api(path, { key: null }), 404, 'resource_not_found');
  });
});
