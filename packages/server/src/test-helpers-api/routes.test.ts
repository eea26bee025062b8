import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function licenseId(t: TestServer, handle: string): Promise<string> {
  const row = await t.deps.store.db
    .selectFrom('licenses')
    .select('id')
    .where('handle', '=', handle)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('test helpers', () => {
  it('POST /v1/test_helpers/api_keys returns a restricted key once, which then works', async () => {
    s = await startTestServer();
    const r = await s.api('/v1/test_helpers/api_keys', { body: { scopes: ['licenses:read'] } });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      id: expect.stringMatching(/^key_[0-9a-hjkmnp-tv-z]{26}$/),
      object: 'api_key',
      livemode: false,
      secret: expect.stringMatching(/^rk_test_[0-9A-Za-z]{43}$/),
      scopes: ['licenses:read'],
      created_at: expect.any(String),
    });
    expect((await s.api('/v1/licenses', { key: r.json.secret })).status).toBe(200);
  });

  it('a replayed key creation answers the key without its secret; no secret reaches the store or the logs', async () => {
    let logged = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        logged += chunk.toString();
        done();
      },
    });
    s = await startTestServer({ logger: pino({ level: 'trace' }, sink) });
    const send = () =>
      s!.api('/v1/test_helpers/api_keys', {
        body: { scopes: ['licenses:read'] },
        headers: { 'Idempotency-Key': 'make-key-1' },
      });
    const first = await send();
    expect(first.status).toBe(200);
    const secret: string = first.json.secret;
    expect(secret).toMatch(/^rk_test_[0-9A-Za-z]{43}$/);
    const replay = await send();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json).toEqual({ ...first.json, secret: undefined });
    expect(replay.text).not.toContain(secret);
    expect(replay.text).not.toContain('rk_test_');
    // Nothing the database holds carries the secret: not the idempotency record, not the key row.
    for (const table of ['idempotency_keys', 'api_keys'] as const) {
      const rows = await s.deps.store.db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(secret);
    }
    // The key shown once still works.
    expect((await s.api('/v1/licenses', { key: secret })).status).toBe(200);
    expect(logged).toContain('/v1/test_helpers/api_keys');
    expect(logged).not.toContain(secret);
  });

  it('suspend, resume and revoke move a license; other moves are 409 invalid_state_transition', async () => {
    s = await startTestServer();
    const id = await licenseId(s, 'ada-vance');
    const suspended = await s.api(`/v1/test_helpers/licenses/${id}/suspend`, { body: {} });
    expect(suspended.json).toMatchObject({ id, status: 'suspended', suspended_at: expect.any(String) });
    expect((await s.api(`/v1/licenses/${id}`)).json.status).toBe('suspended');
    expectProblem(
      await s.api(`/v1/test_helpers/licenses/${id}/suspend`, { body: {} }),
      409,
      'invalid_state_transition',
    );
    const resumed = await s.api(`/v1/test_helpers/licenses/${id}/resume`, { method: 'POST' });
    expect(resumed.json).toMatchObject({ status: 'active', suspended_at: null });
    const p = expectProblem(
      await s.api(`/v1/test_helpers/licenses/${id}/resume`, { method: 'POST' }),
      409,
      'invalid_state_transition',
    );
    expect(p.detail).toMatch(/active license cannot be resumed/);
    const revoked = await s.api(`/v1/test_helpers/licenses/${id}/revoke`, { body: {} });
    expect(revoked.json).toMatchObject({ status: 'void', revoked_at: expect.any(String) });
    for (const action of ['suspend', 'resume', 'revoke']) {
      expectProblem(
        await s.api(`/v1/test_helpers/licenses/${id}/${action}`, { body: {} }),
        409,
        'invalid_state_transition',
      );
    }
    expectProblem(
      await s.api('/v1/test_helpers/licenses/lic_01m82z0fhr7r75978w90e3fg0v/suspend', { body: {} }),
      404,
      'resource_not_found',
    );
    expectProblem(
      await s.api(`/v1/test_helpers/licenses/${id}/suspend`, { body: { why: 1 } }),
      400,
      'parameter_invalid',
    );
  });

  it('clock/advance moves the account clock forward, persisted, and timestamps follow it', async () => {
    s = await startTestServer();
    const r = await s.api('/v1/test_helpers/clock/advance', { body: { seconds: 86_400 } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ object: 'test_clock', account: s.accountId, offset_seconds: 86_400 });
    expect(Date.parse(r.json.now) - Date.now()).toBeGreaterThan(86_399_000);
    const id = await licenseId(s, 'eva-stone');
    const suspended = await s.api(`/v1/test_helpers/licenses/${id}/suspend`, { body: {} });
    expect(Date.parse(suspended.json.suspended_at) - Date.now()).toBeGreaterThan(86_399_000);
    for (const seconds of [0, -5, 1.5, '60', null, 10 * 400 * 86_400]) {
      const p = expectProblem(
        await s.api('/v1/test_helpers/clock/advance', { body: { seconds } }),
        400,
        'parameter_invalid',
      );
      expect(p.param).toBe('seconds');
    }
  });
});
