import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, hashesEqual } from '../../keys/api-keys.js';
import { revokeApiKey } from '../../keys/key-rows.js';
import { expectProblem, startTestServer, type TestServer } from '../../test-harness/server.js';

let s: TestServer;
let ada: string;
beforeAll(async () => {
  s = await startTestServer();
  const list = await s.api('/v1/licenses?limit=100');
  ada = list.json.data.find((l: { handle: string }) => l.handle === 'ada-vance').id;
});
afterAll(() => s.close());

async function restrictedKey(scopes: string[]): Promise<string> {
  const r = await s.api('/v1/test_helpers/api_keys', { body: { scopes } });
  expect(r.status).toBe(200);
  expect(r.json.secret).toMatch(/^rk_test_[0-9A-Za-z]{43}$/);
  return r.json.secret;
}

describe('authentication: every row of the spec table', () => {
  it('no Authorization header: 401 authentication_required', async () => {
    const r = await s.api('/v1/account', { key: null });
    expectProblem(r, 401, 'authentication_required');
    expect(r.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('a header of another scheme: 401 authentication_required', async () => {
    const r = await s.api('/v1/account', { key: null, headers: { Authorization: `Basic ${s.testKey}` } });
    expectProblem(r, 401, 'authentication_required');
  });

  it('unknown or malformed key: 401 invalid_api_key', async () => {
    for (const key of [
      generateApiKey('test'),
      generateApiKey('live'),
      'rk_test_short',
      'sk_test_123',
      '"; DROP TABLE',
    ]) {
      expectProblem(await s.api('/v1/account', { key }), 401, 'invalid_api_key');
    }
  });

  it('revoked key: 401 invalid_api_key', async () => {
    const key = await restrictedKey([]);
    expect((await s.api('/v1/account', { key })).status).toBe(200);
    const row = await s.deps.store.db
      .selectFrom('api_keys')
      .select('id')
      .where('hash', '=', hashApiKey(key))
      .executeTakeFirstOrThrow();
    await revokeApiKey(s.deps.store, row.id, new Date().toISOString());
    expectProblem(await s.api('/v1/account', { key }), 401, 'invalid_api_key');
  });

  it('restricted key lacking the scope: 403 insufficient_scope naming the scope', async () => {
    const key = await restrictedKey(['talent:read']);
    const list = expectProblem(await s.api('/v1/licenses', { key }), 403, 'insufficient_scope');
    expect(list.detail).toContain('licenses:read');
    const one = expectProblem(await s.api(`/v1/licenses/${ada}`, { key }), 403, 'insufficient_scope');
    expect(one.detail).toContain('licenses:read');
    const licKey = await restrictedKey(['licenses:read']);
    expect((await s.api(`/v1/licenses/${ada}`, { key: licKey })).status).toBe(200);
    const facetId = (await s.api(`/v1/licenses/${ada}`)).json.scope.facets[0];
    const facet = expectProblem(
      await s.api(`/v1/facets/${facetId}`, { key: licKey }),
      403,
      'insufficient_scope',
    );
    expect(facet.detail).toContain('talent:read');
    expect((await s.api(`/v1/facets/${facetId}`, { key })).status).toBe(200);
  });

  it('GET /v1/account works with any valid key, restricted or not', async () => {
    const key = await restrictedKey([]);
    const r = await s.api('/v1/account', { key });
    expect(r.status).toBe(200);
    expect(r.json.id).toBe(s.accountId);
  });

  it('test helpers need an unrestricted key', async () => {
    const key = await restrictedKey(['licenses:read', 'licenses:write']);
    const p = expectProblem(
      await s.api(`/v1/test_helpers/licenses/${ada}/suspend`, { key, body: {} }),
      403,
      'insufficient_scope',
    );
    expect(p.detail).toMatch(/unrestricted key/);
  });

  it('a restricted key cannot be made with an unknown or repeated scope', async () => {
    const p = expectProblem(
      await s.api('/v1/test_helpers/api_keys', { body: { scopes: ['licenses:read', 'root'] } }),
      400,
      'parameter_invalid',
    );
    expect(p.param).toBe('scopes[1]');
    expectProblem(await s.api('/v1/test_helpers/api_keys', { body: {} }), 400, 'parameter_missing');
    expectProblem(
      await s.api('/v1/test_helpers/api_keys', { body: { scopes: ['talent:read', 'talent:read'] } }),
      400,
      'parameter_invalid',
    );
  });

  it('live key on a test-only endpoint: 403 livemode_mismatch', async () => {
    const facetId = (await s.api(`/v1/licenses/${ada}`)).json.scope.facets[0];
    expectProblem(await s.api(`/v1/facets/${facetId}`, { key: s.liveKey }), 403, 'livemode_mismatch');
    for (const path of [
      '/v1/test_helpers/api_keys',
      `/v1/test_helpers/licenses/${ada}/suspend`,
      '/v1/test_helpers/clock/advance',
    ]) {
      expectProblem(await s.api(path, { key: s.liveKey, body: {} }), 403, 'livemode_mismatch');
    }
  });

  it('live key reading a test license: 403 livemode_mismatch; objects carry livemode', async () => {
    expectProblem(await s.api(`/v1/licenses/${ada}`, { key: s.liveKey }), 403, 'livemode_mismatch');
    expect((await s.api(`/v1/licenses/${ada}`)).json.livemode).toBe(false);
    expect((await s.api('/v1/account', { key: s.liveKey })).json.livemode).toBe(true);
    expect((await s.api('/v1/account')).json.livemode).toBe(false);
  });

  it('Service-Account naming another account: 403 account_not_connected (connections are planned)', async () => {
    const other = 'acct_01m82z0fhr7r75978w90e3fg0v';
    const p = expectProblem(
      await s.api('/v1/licenses', { headers: { 'Service-Account': other } }),
      403,
      'account_not_connected',
    );
    expect(p.detail).toContain(other);
    const bad = expectProblem(
      await s.api('/v1/licenses', { headers: { 'Service-Account': 'me' } }),
      400,
      'parameter_invalid',
    );
    expect(bad.param).toBe('Service-Account');
    expect((await s.api('/v1/licenses', { headers: { 'Service-Account': s.accountId } })).status).toBe(200);
  });

  it('keys are stored only as hashes', async () => {
    const key = await restrictedKey(['talent:read']);
    await s.deps.store.db.selectFrom('meta').selectAll().execute(); // settle writes
    const rows = await s.deps.store.db.selectFrom('api_keys').selectAll().execute();
    for (const row of rows) expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    const files = ['sandbox.db', 'sandbox.db-wal'].map((f) => {
      try {
        return readFileSync(`${s.dir}/${f}`).toString('latin1');
      } catch {
        return '';
      }
    });
    for (const k of [s.testKey, s.liveKey, key]) {
      for (const content of files) expect(content.includes(k.slice(8))).toBe(false);
    }
    expect(rows.some((r) => r.hash === hashApiKey(key))).toBe(true);
  });

  it('hash comparison is constant-time and exact', () => {
    const h = hashApiKey('rk_test_x');
    expect(hashesEqual(h, hashApiKey('rk_test_x'))).toBe(true);
    expect(hashesEqual(h, hashApiKey('rk_test_y'))).toBe(false);
    expect(hashesEqual(h, '')).toBe(false);
    expect(hashesEqual(h, h.slice(0, 62))).toBe(false);
  });
});
