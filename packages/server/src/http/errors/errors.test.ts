import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, startTestServer, type TestServer } from '../../test-harness/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('request ids and problem details', () => {
  it('every response carries Request-Id req_…, success or error', async () => {
    const responses = await Promise.all([
      s.api('/v1/account'),
      s.api('/v1/account', { key: null }),
      s.api('/.well-known/jwks.json', { key: null }),
      s.api('/nowhere', { key: null }),
      s.api('/v1/licenses?limit=0'),
    ]);
    const ids = responses.map((r) => r.headers.get('request-id'));
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-hjkmnp-tv-z]{26}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('errors are application/problem+json with type, title, status, code, request_id', async () => {
    const r = await s.api('/v1/licenses?limit=0');
    const p = expectProblem(r, 400, 'parameter_invalid');
    expect(p.type).toBe(`${s.origin}/docs/errors/parameter_invalid`);
    expect(p.param).toBe('limit');
    expect(p.detail).toMatch(/1 to 100/);
  });

  it('an unmatched path names the cause: an ID not valid for the path', async () => {
    const r = await s.api('/v1/licenses/chk_01m82z0fhr7r75978w90e3fg0v');
    const p = expectProblem(r, 404, 'resource_not_found');
    expect(p.detail).toMatch(/chk_ ID.*license ID \(lic_/);
    const bad = expectProblem(await s.api('/v1/facets/fct_NOTVALID'), 404, 'resource_not_found');
    expect(bad.detail).toMatch(/not a valid facet ID/);
  });

  it('an unmatched path names the cause: a /.well-known/ route asked for under /v1', async () => {
    for (const path of ['/v1/.well-known/jwks.json', '/v1/.well-known/talent-license']) {
      const p = expectProblem(await s.api(path, { key: null }), 404, 'resource_not_found');
      expect(p.detail).toContain('origin root');
      expect(p.detail).toContain(`${s.origin}${path.slice(3)}`);
    }
  });

  it('an unknown path or method is a 404 problem naming the route', async () => {
    const p = expectProblem(await s.api('/v1/unknown_things'), 404, 'resource_not_found');
    expect(p.detail).toBe('no route GET /v1/unknown_things');
    const m = expectProblem(await s.api('/v1/account', { method: 'DELETE' }), 404, 'resource_not_found');
    expect(m.detail).toBe('no route DELETE /v1/account');
    const root = expectProblem(await s.api('/account', { key: null }), 404, 'resource_not_found');
    expect(root.detail).toMatch(/under \/v1/);
  });

  it('an unexpected failure is a 500 internal_error problem, never a stack trace', async () => {
    const t = await startTestServer();
    await t.deps.store.close(); // the database going away is not the caller's fault
    const r = await t.api('/v1/account');
    const p = expectProblem(r, 500, 'internal_error');
    expect(r.text).not.toMatch(/at .*\.ts/);
    expect(p.detail).toBe('an unexpected error occurred');
    await t.close();
  });
});
