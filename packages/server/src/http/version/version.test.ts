import { afterEach, describe, expect, it } from 'vitest';
import { expectProblem, startTestServer, type TestServer } from '../../test-harness/server.js';

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('Service-Version', () => {
  it('an account is pinned to the current version at its first request', async () => {
    s = await startTestServer();
    const before = await s.deps.store.db
      .selectFrom('accounts')
      .select('api_version')
      .where('id', '=', s.accountId)
      .executeTakeFirstOrThrow();
    expect(before.api_version).toBeNull();
    const r = await s.api('/v1/account');
    expect(r.json.api_version).toBe('2026-10-15');
    expect(r.headers.get('service-version')).toBe('2026-10-15');
    const after = await s.deps.store.db
      .selectFrom('accounts')
      .select('api_version')
      .where('id', '=', s.accountId)
      .executeTakeFirstOrThrow();
    expect(after.api_version).toBe('2026-10-15');
  });

  it('a supported header is used for that request and echoed', async () => {
    s = await startTestServer();
    const r = await s.api('/v1/licenses?limit=1', { headers: { 'Service-Version': '2026-10-15' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('service-version')).toBe('2026-10-15');
  });

  it('an unknown version is 400 version_unsupported, also on public routes, and the pin stays unset', async () => {
    s = await startTestServer();
    for (const v of ['2020-01-01', 'latest', '2026-10-15x', '']) {
      const p = expectProblem(
        await s.api('/v1/account', { headers: { 'Service-Version': v } }),
        400,
        'version_unsupported',
      );
      expect(p.detail).toContain('2026-10-15');
    }
    expectProblem(
      await s.api('/.well-known/talent-license', { key: null, headers: { 'Service-Version': '1999-01-01' } }),
      400,
      'version_unsupported',
    );
  });
});
