import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCheck } from '../../test-harness/decisions.js';
import {
  countRows,
  expectProblem,
  keyWithScopes,
  startTestServer,
  type TestServer,
} from '../../test-harness/server.js';
import { SCOPES } from '../auth/index.js';

// An Idempotency-Key's stored answer is bound to the API key that made it: another key of the account
// sending the same Idempotency-Key is refused (422), never answered the other key's outcome; and every
// scope check, a partial one included, runs before the key's record is read
// (docs/decisions/26-an-idempotency-key-is-bound-to-its-api-key.md).

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const keyWith = (scopes: readonly string[]) => keyWithScopes(s, scopes);
const count = (table: 'checks' | 'verifications') => countRows(s, table);
const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });
const lookup = { sha256: 'a'.repeat(64) };

describe('a stored answer is bound to the API key that made it', () => {
  it('a digest lookup by a key lacking generations:read is 403 before the Idempotency-Key is read, not the stored answer', async () => {
    const first = await s.api('/v1/verifications', { body: lookup, ...withKey('digest-1') });
    expect(first.status, first.text).toBe(200);
    const scopeless = await keyWith([]);
    const p = expectProblem(
      await s.api('/v1/verifications', { key: scopeless, body: lookup, ...withKey('digest-1') }),
      403,
      'insufficient_scope',
    );
    expect(p.detail).toContain('generations:read');
  });

  it('read ahead (POST /v1/verifications): another key, same key and body, is 422 and nothing is stored', async () => {
    const first = await s.api('/v1/verifications', { body: lookup, ...withKey('read-ahead-1') });
    expect(first.status).toBe(200);
    const other = await keyWith(['generations:read']);
    const stored = await count('verifications');
    const again = await s.api('/v1/verifications', { key: other, body: lookup, ...withKey('read-ahead-1') });
    const p = expectProblem(again, 422, 'idempotency_key_reused');
    expect(again.text).not.toContain(first.json.id);
    expect(p.detail).toContain('another API key');
    expect(await count('verifications')).toBe(stored);
    // The key that made it is still answered its outcome.
    const replay = await s.api('/v1/verifications', { body: lookup, ...withKey('read-ahead-1') });
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it("the 422 names neither the other key's endpoint nor its body", async () => {
    await s.api('/v1/test_helpers/api_keys', { body: { scopes: ['talent:read'] }, ...withKey('endpoint-1') });
    const other = await keyWith(SCOPES);
    const p = expectProblem(
      await s.api('/v1/verifications', { key: other, body: lookup, ...withKey('endpoint-1') }),
      422,
      'idempotency_key_reused',
    );
    expect(p.detail).not.toContain('api_keys');
  });

  it('met at commit (POST /v1/checks): another key, same key and body, is 422 and no check is stored', async () => {
    const first = await postCheck(s, 'Ada Vance', {}, withKey('commit-1'));
    expect(first.status).toBe(200);
    const other = await keyWith(['checks:write']);
    const checks = await count('checks');
    const again = await postCheck(s, 'Ada Vance', {}, { key: other, ...withKey('commit-1') });
    expectProblem(again, 422, 'idempotency_key_reused');
    expect(again.text).not.toContain(first.json.id);
    expect(await count('checks')).toBe(checks);
    const replay = await postCheck(s, 'Ada Vance', {}, withKey('commit-1'));
    expect(replay.text).toBe(first.text);
  });

  it('met at commit in a group commit with new checks: the other key is 422, every new check is stored', async () => {
    const first = await postCheck(s, 'Ada Vance', {}, withKey('group-0'));
    expect(first.status).toBe(200);
    const other = await keyWith(['checks:write']);
    const checks = await count('checks');
    const keys = Array.from({ length: 12 }, (_, i) => `group-${i + 1}`);
    const [theirs, ...fresh] = await Promise.all([
      postCheck(s, 'Ada Vance', {}, { key: other, ...withKey('group-0') }),
      ...keys.map((key) => postCheck(s, 'Ada Vance', {}, withKey(key))),
    ]);
    expectProblem(theirs!, 422, 'idempotency_key_reused');
    for (const r of fresh) expect(r.status).toBe(200);
    expect(await count('checks')).toBe(checks + keys.length);
  });

  it('a record stored before answers were bound to keys (no key) is replayed to no key', async () => {
    const first = await postCheck(s, 'Ada Vance', {}, withKey('unbound-1'));
    expect(first.status).toBe(200);
    await s.deps.store.db
      .updateTable('idempotency_keys')
      .set({ api_key_id: null })
      .where('key', '=', 'unbound-1')
      .execute();
    const again = await postCheck(s, 'Ada Vance', {}, withKey('unbound-1'));
    const p = expectProblem(again, 422, 'idempotency_key_reused');
    expect(again.text).not.toContain(first.json.id);
    expect(p.detail).toContain('before');
  });
});
