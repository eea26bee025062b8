import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../keys/api-keys.js';
import { revokeApiKey } from '../keys/key-rows.js';
import { licenseIdOf } from '../test-harness/decisions.js';
import { recordTransactions } from '../test-harness/recording-store.js';
import { type ApiResponse, startTestServer, type TestServer } from '../test-harness/server.js';

// Two workers of one server on one database (SQLite shared by a cluster's workers; on PostgreSQL a
// schema, as two hosts would share it). Worker A is stopped right after a change to what B caches has
// committed, before A runs another line: B must still learn the change.
let a: TestServer;
let b: TestServer;
/** Worker A stops (throws, as a crash would) right after the commit that writes `table`. */
let killAfter: string | undefined;
beforeAll(async () => {
  a = await startTestServer({ cluster: { run: 'killed-after-commit', worker: 'a' } });
  b = await startTestServer({
    dir: a.dir,
    testKey: a.testKey,
    cluster: { run: 'killed-after-commit', worker: 'b' },
  });
  recordTransactions(a.deps.store, {
    onCommit(writes) {
      if (killAfter && writes.includes(`update ${killAfter}`)) {
        killAfter = undefined;
        throw new Error('worker A killed right after the commit');
      }
    },
  });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** Asks B until `learned` says B has learned the change (B may hear of it a moment after the commit). */
async function untilB(ask: () => Promise<ApiResponse>, learned: (r: ApiResponse) => boolean) {
  let answer = await ask();
  for (let waited = 0; !learned(answer) && waited < 3000; waited += 50) {
    await sleep(50);
    answer = await ask();
  }
  return answer;
}

describe('a worker killed right after it committed a change leaves no other worker with a stale cache', () => {
  it('an API key revoked: the other worker refuses it', async () => {
    const created = await a.api('/v1/test_helpers/api_keys', { body: { scopes: [] } });
    expect(created.status, created.text).toBe(200);
    const key = created.json.secret as string;
    // B caches the key.
    expect((await b.api('/v1/account', { key })).status).toBe(200);

    killAfter = 'api_keys';
    await expect(revokeApiKey(a.deps.store, created.json.id, new Date().toISOString())).rejects.toThrow(
      /killed/,
    );
    const row = await b.deps.store.db
      .selectFrom('api_keys')
      .select('revoked_at')
      .where('hash', '=', hashApiKey(key))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at, 'the revocation committed').not.toBeNull();

    const refused = await untilB(
      () => b.api('/v1/account', { key }),
      (r) => r.status === 401,
    );
    expect(refused.status, refused.text).toBe(401);
    expect(refused.json.code).toBe('invalid_api_key');
  });

  it('a license suspended: the other worker answers it suspended', async () => {
    const license = await licenseIdOf(b, 'ada-vance');
    // B caches the license.
    expect((await b.api(`/v1/licenses/${license}`)).json.status).toBe('active');

    killAfter = 'licenses';
    const killed = await a.api(`/v1/test_helpers/licenses/${license}/suspend`, { body: {} });
    expect(killed.status).toBe(500);
    const row = await b.deps.store.db
      .selectFrom('licenses')
      .select('status')
      .where('id', '=', license)
      .executeTakeFirstOrThrow();
    expect(row.status, 'the suspension committed').toBe('suspended');

    const seen = await untilB(
      () => b.api(`/v1/licenses/${license}`),
      (r) => r.json.status === 'suspended',
    );
    expect(seen.json.status, seen.text).toBe('suspended');
  });
});
