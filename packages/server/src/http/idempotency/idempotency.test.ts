import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../keys/api-keys.js';
import { expectProblem, startTestServer, type TestServer } from '../../test-harness/server.js';

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const countKeys = async (t: TestServer) =>
  (
    await t.deps.store.db
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('Idempotency-Key', () => {
  it("another run's claim (a process elsewhere) is in use for its lease, then taken over by a retry", async () => {
    s = await startTestServer({ config: { idempotencyLeaseMs: 400 } });
    const body = { scopes: ['talent:read'] };
    const headers = { 'Idempotency-Key': 'claimed-elsewhere' };
    const now = new Date();
    const apiKey = await s.deps.store.db
      .selectFrom('api_keys')
      .select('id')
      .where('hash', '=', hashApiKey(s.testKey))
      .executeTakeFirstOrThrow();
    // What a process of another run, on the same database, left when it was killed mid-request.
    await s.deps.store.db
      .insertInto('idempotency_keys')
      .values({
        account_id: s.accountId,
        livemode: 0,
        key: 'claimed-elsewhere',
        api_key_id: apiKey.id,
        endpoint: 'POST /v1/test_helpers/api_keys',
        request_digest: createHash('sha256')
          .update(`POST /v1/test_helpers/api_keys\n${JSON.stringify(body)}`)
          .digest('hex'),
        state: 'running',
        boot_id: 'another-run.1',
        claimed_ms: Date.now(),
        response_status: null,
        response_headers: null,
        response_body: null,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
      })
      .execute();
    const before = await countKeys(s);
    expectProblem(await s.api('/v1/test_helpers/api_keys', { body, headers }), 409, 'idempotency_key_in_use');
    expect(await countKeys(s)).toBe(before);
    await new Promise((ok) => setTimeout(ok, 450));
    const retried = await s.api('/v1/test_helpers/api_keys', { body, headers });
    expect(retried.status, retried.text).toBe(200);
    expect(await countKeys(s)).toBe(before + 1);
  });

  it('same key, same body: the original response (status, body but the secret shown once, object ID); nothing runs again', async () => {
    s = await startTestServer();
    const headers = { 'Idempotency-Key': 'create-key-1' };
    const first = await s.api('/v1/test_helpers/api_keys', { body: { scopes: ['talent:read'] }, headers });
    const before = await countKeys(s);
    const again = await s.api('/v1/test_helpers/api_keys', { body: { scopes: ['talent:read'] }, headers });
    expect(again.status).toBe(first.status);
    expect(again.text).toBe(JSON.stringify({ ...first.json, secret: undefined }));
    expect(again.json.id).toBe(first.json.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('request-id')).not.toBe(first.headers.get('request-id'));
    expect(await countKeys(s)).toBe(before);
  });

  it('a refusal (4xx) stores nothing: the same request is refused again as itself, and the key stays free', async () => {
    s = await startTestServer();
    const headers = { 'Idempotency-Key': 'bad-body' };
    const first = await s.api('/v1/test_helpers/clock/advance', { body: { seconds: -1 }, headers });
    expectProblem(first, 400, 'parameter_invalid');
    const again = await s.api('/v1/test_helpers/clock/advance', { body: { seconds: -1 }, headers });
    const p = expectProblem(again, 400, 'parameter_invalid');
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(p.request_id).not.toBe(first.json.request_id);
    const fixed = await s.api('/v1/test_helpers/clock/advance', { body: { seconds: 1 }, headers });
    expect(fixed.status).toBe(200);
    expect(fixed.json.offset_seconds).toBe(1);
  });

  it('same key, different body or endpoint: 422 idempotency_key_reused; nothing runs', async () => {
    s = await startTestServer();
    const headers = { 'Idempotency-Key': 'k' };
    await s.api('/v1/test_helpers/clock/advance', { body: { seconds: 10 }, headers });
    const otherBody = await s.api('/v1/test_helpers/clock/advance', { body: { seconds: 20 }, headers });
    expectProblem(otherBody, 422, 'idempotency_key_reused');
    const before = await countKeys(s);
    const otherEndpoint = await s.api('/v1/test_helpers/api_keys', { body: { scopes: [] }, headers });
    const p = expectProblem(otherEndpoint, 422, 'idempotency_key_reused');
    expect(p.detail).toContain('POST /v1/test_helpers/clock/advance');
    expect(await countKeys(s)).toBe(before);
    const account = await s.deps.store.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', s.accountId)
      .executeTakeFirstOrThrow();
    expect(Number(account.clock_offset_ms)).toBe(10_000);
  });

  it('two concurrent requests with one key: exactly one runs, the other gets 409 + Retry-After', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let claims = 0;
    s = await startTestServer({
      hooks: {
        afterIdempotencyClaim: async () => {
          claims++;
          await gate;
        },
      },
    });
    const t = s;
    const before = await countKeys(t);
    const send = () =>
      t.api('/v1/test_helpers/api_keys', {
        body: { scopes: ['licenses:read'] },
        headers: { 'Idempotency-Key': 'race' },
      });
    const first = send();
    while (claims === 0) await new Promise((r) => setImmediate(r));
    const others = await Promise.all([send(), send(), send()]);
    for (const r of others) {
      expectProblem(r, 409, 'idempotency_key_in_use');
      expect(r.headers.get('retry-after')).toBe('1');
    }
    release();
    const done = await first;
    expect(done.status).toBe(200);
    expect(claims).toBe(1);
    expect(await countKeys(t)).toBe(before + 1);
    const replay = await send();
    expect(replay.json.id).toBe(done.json.id);
  });

  it('a 5xx releases the key, so the retry runs', async () => {
    let fail = true;
    s = await startTestServer({
      hooks: {
        afterIdempotencyClaim: async () => {
          if (fail) throw new Error('boom');
        },
      },
    });
    const send = () =>
      s!.api('/v1/test_helpers/clock/advance', {
        body: { seconds: 5 },
        headers: { 'Idempotency-Key': 'retry' },
      });
    expectProblem(await send(), 500, 'internal_error');
    fail = false;
    const ok = await send();
    expect(ok.status).toBe(200);
    expect(ok.json.offset_seconds).toBe(5);
  });

  it('is kept 24 hours of the account clock, then the key may be used anew', async () => {
    s = await startTestServer();
    const headers = { 'Idempotency-Key': 'day' };
    const first = await s.api('/v1/test_helpers/api_keys', { body: { scopes: [] }, headers });
    await s.api('/v1/test_helpers/clock/advance', { body: { seconds: 23 * 3600 } });
    expect((await s.api('/v1/test_helpers/api_keys', { body: { scopes: [] }, headers })).json.id).toBe(
      first.json.id,
    );
    await s.api('/v1/test_helpers/clock/advance', { body: { seconds: 3600 } });
    const later = await s.api('/v1/test_helpers/api_keys', { body: { scopes: [] }, headers });
    expect(later.status).toBe(200);
    expect(later.json.id).not.toBe(first.json.id);
  });

  it('is bound to the account and mode: rows are scoped by both', async () => {
    s = await startTestServer();
    await s.api('/v1/test_helpers/clock/advance', {
      body: { seconds: 1 },
      headers: { 'Idempotency-Key': 'scoped' },
    });
    const rows = await s.deps.store.db.selectFrom('idempotency_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ account_id: s.accountId, livemode: 0, key: 'scoped', state: 'done' });
    expect(rows[0]!.request_digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a key longer than 255 characters or empty is parameter_invalid', async () => {
    s = await startTestServer();
    for (const key of ['x'.repeat(256), '']) {
      const p = expectProblem(
        await s.api('/v1/test_helpers/clock/advance', {
          body: { seconds: 1 },
          headers: { 'Idempotency-Key': key },
        }),
        400,
        'parameter_invalid',
      );
      expect(p.param).toBe('Idempotency-Key');
    }
    expect(
      (
        await s.api('/v1/test_helpers/clock/advance', {
          body: { seconds: 1 },
          headers: { 'Idempotency-Key': 'y'.repeat(255) },
        })
      ).status,
    ).toBe(200);
  });
});
