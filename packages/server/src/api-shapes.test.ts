import { account, discovery, facet, jwks, license, list, problem } from '@tlp/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-harness/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** Parses with a schema of @tlp/core and reports every issue, not just the first. */
function conforms(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const r = schema.safeParse(value);
  if (!r.success) throw new Error(`does not conform: ${JSON.stringify(r.error, null, 1).slice(0, 2000)}`);
}

describe('responses conform to the @tlp/core schemas', () => {
  it('account, test and live', async () => {
    conforms(account, (await s.api('/v1/account')).json);
    conforms(account, (await s.api('/v1/account', { key: s.liveKey })).json);
  });

  it('every fixture license, one by one and as a list', async () => {
    const page = (await s.api('/v1/licenses?limit=100')).json;
    conforms(list(license), page);
    for (const l of page.data) conforms(license, (await s.api(`/v1/licenses/${l.id}`)).json);
    conforms(list(license), (await s.api('/v1/licenses', { key: s.liveKey })).json);
  });

  it('every facet of the fixture licenses', async () => {
    const page = (await s.api('/v1/licenses?limit=100')).json;
    const ids = new Set<string>(page.data.flatMap((l: { scope: { facets: string[] } }) => l.scope.facets));
    expect(ids.size).toBeGreaterThan(10);
    for (const id of ids) conforms(facet, (await s.api(`/v1/facets/${id}`)).json);
  });

  it('discovery and JWKS', async () => {
    conforms(discovery, (await s.api('/.well-known/talent-license', { key: null })).json);
    conforms(jwks, (await s.api('/.well-known/jwks.json', { key: null })).json);
  });

  it('problems of many kinds', async () => {
    const bodies = await Promise.all([
      s.api('/v1/account', { key: null }),
      s.api('/v1/account', { key: 'rk_test_nope' }),
      s.api('/v1/licenses?limit=0'),
      s.api('/v1/licenses/lic_01m82z0fhr7r75978w90e3fg0v'),
      s.api('/v1/sessions'),
      s.api('/v1/test_helpers/clock/advance', { body: '{' }),
      s.api('/v1/account', { headers: { 'Service-Version': '1999-01-01' } }),
    ]);
    for (const r of bodies) conforms(problem, r.json);
  });
});
