import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('GET /v1/account', () => {
  it('returns the account of the key, with its pinned version and platform', async () => {
    const r = await s.api('/v1/account');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      id: s.accountId,
      object: 'account',
      livemode: false,
      display_name: 'Sandbox Platform',
      api_version: '2026-10-15',
      platform: {
        client_id: expect.stringMatching(/^client_[0-9a-f]{24}$/),
        display_name: 'Sandbox Platform',
      },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(r.json.id).toMatch(/^acct_[0-9a-hjkmnp-tv-z]{26}$/);
  });

  it('the live key reads the same account in live mode', async () => {
    const r = await s.api('/v1/account', { key: s.liveKey });
    expect(r.json.id).toBe(s.accountId);
    expect(r.json.livemode).toBe(true);
  });
});

describe('GET /v1/facets/{facet_id}', () => {
  it('returns a facet of a fixture talent', async () => {
    const ada = (await s.api('/v1/licenses?limit=100')).json.data.find(
      (l: { handle: string }) => l.handle === 'ada-vance',
    );
    for (const id of ada.scope.facets) {
      const r = await s.api(`/v1/facets/${id}`);
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        id,
        object: 'facet',
        livemode: false,
        talent: ada.talent,
        status: 'ready',
        provider_bindings: [],
      });
      expect(['likeness', 'name']).toContain(r.json.type);
      expect(r.json.material).toEqual({ items: expect.any(Number), updated_at: expect.any(String) });
      expect(Object.keys(r.json).sort()).toEqual([
        'created_at',
        'id',
        'label',
        'livemode',
        'material',
        'modalities',
        'object',
        'provider_bindings',
        'status',
        'talent',
        'type',
        'updated_at',
      ]);
    }
  });

  it('an unknown facet is 404; the live key is refused', async () => {
    expectProblem(await s.api('/v1/facets/fct_01m82z0fhr7r75978w90e3fg0v'), 404, 'resource_not_found');
    expectProblem(
      await s.api('/v1/facets/fct_01m82z0fhr7r75978w90e3fg0v', { key: s.liveKey }),
      403,
      'livemode_mismatch',
    );
  });
});
