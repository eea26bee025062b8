import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';
import { Lifecycle } from './lifecycle.js';

let s: TestServer;
beforeAll(async () => {
  // Rate limits on, as in production: health checks must never be limited.
  s = await startTestServer({ rateLimits: true });
});
afterAll(() => s.close());

describe('GET /livez and GET /readyz', () => {
  it('/livez answers 200 alive with no key, never cached', async () => {
    const res = await s.api('/livez', { key: null });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'alive' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('request-id')).toMatch(/^req_/);
  });

  it('/readyz answers 200 ready once the store is open, seeded and the keys are loaded', async () => {
    const res = await s.api('/readyz', { key: null });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ready' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is not rate limited: a burst far above any allowance is answered 200 throughout', async () => {
    // One after another on a kept-alive connection (at once, they would meet the cap on connections).
    const statuses = [];
    for (let i = 0; i < 300; i++) statuses.push(await s.api(i % 2 ? '/readyz' : '/livez', { key: null }));
    expect(statuses.filter((r) => r.status !== 200).map((r) => r.text)).toEqual([]);
    expect(statuses.every((r) => r.headers.get('ratelimit') === null)).toBe(true);
  });

  it('a draining process answers /readyz 503 with Retry-After at once, and /livez still 200', async () => {
    const lifecycle = new Lifecycle();
    s.deps.lifecycle = lifecycle;
    try {
      lifecycle.drain();
      const res = await s.api('/readyz', { key: null });
      const problem = expectProblem(res, 503, 'service_unavailable');
      expect(problem.detail).toBe('this process is stopping; send requests to another one');
      expect(res.headers.get('retry-after')).toBe('1');
      expect((await s.api('/livez', { key: null })).status).toBe(200);
    } finally {
      delete s.deps.lifecycle;
    }
    expect((await s.api('/readyz', { key: null })).status).toBe(200);
  });

  it('a process whose database is closed is not ready', async () => {
    const other = await startTestServer();
    try {
      await other.deps.store.close();
      const res = await other.api('/readyz', { key: null });
      const problem = expectProblem(res, 503, 'service_unavailable');
      expect(problem.detail).toBe('the database of this process is closed');
    } finally {
      await other.close();
    }
  });
});
