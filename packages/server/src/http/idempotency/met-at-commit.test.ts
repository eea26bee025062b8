import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCheck } from '../../test-harness/decisions.js';
import { countRows, expectProblem, startTestServer, type TestServer } from '../../test-harness/server.js';

// POST /v1/checks declares an effect that only inserts (`insertsOnly`): its Idempotency-Key is not read
// before the work but met at commit. What a client sees must be what a key read ahead gives.

let s: TestServer;
/** Reads of `idempotency_keys` through the store since the last `reads.length = 0`. */
const reads: string[] = [];
beforeAll(async () => {
  s = await startTestServer();
  const db = s.deps.store.db.withPlugin(readsOf('idempotency_keys', reads));
  Object.defineProperty(s.deps.store, 'db', { value: db, configurable: true });
});
afterAll(() => s.close());

const count = (table: 'checks' | 'idempotency_keys') => countRows(s, table);

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

describe('an Idempotency-Key met at commit (POST /v1/checks)', () => {
  it('a first request reads no key before its work; a key read ahead (another POST) does', async () => {
    reads.length = 0;
    expect((await postCheck(s, 'Ada Vance', {}, withKey('no-read-1'))).status).toBe(200);
    expect(reads).toEqual([]);
    await s.api('/v1/test_helpers/api_keys', { body: { scopes: [] }, ...withKey('no-read-2') });
    expect(reads).toEqual(['select']);
  });

  it('a retry answers the stored bytes with Idempotent-Replayed, and stores no second check', async () => {
    const first = await postCheck(s, 'Ada Vance', {}, withKey('retry-1'));
    expect(first.status).toBe(200);
    const [checks, keys] = [await count('checks'), await count('idempotency_keys')];
    const again = await postCheck(s, 'Ada Vance', {}, withKey('retry-1'));
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect([await count('checks'), await count('idempotency_keys')]).toEqual([checks, keys]);
  });

  it('a retry sent at once with new checks (group-committed together) is answered the stored check, and every new one is stored', async () => {
    const first = await postCheck(s, 'Ada Vance', {}, withKey('batch-0'));
    const checks = await count('checks');
    const keys = Array.from({ length: 16 }, (_, i) => `batch-${i + 1}`);
    const [retry, ...fresh] = await Promise.all([
      postCheck(s, 'Ada Vance', {}, withKey('batch-0')),
      ...keys.map((key) => postCheck(s, 'Ada Vance', {}, withKey(key))),
    ]);
    expect(retry!.text).toBe(first.text);
    expect(retry!.headers.get('idempotent-replayed')).toBe('true');
    for (const r of fresh) {
      expect(r.status).toBe(200);
      expect(r.headers.get('idempotent-replayed')).toBeNull();
    }
    expect(await count('checks')).toBe(checks + keys.length);
  });

  it('another body or endpoint under the key is 422 idempotency_key_reused, and nothing is stored', async () => {
    await postCheck(s, 'Ada Vance', {}, withKey('reused-1'));
    const checks = await count('checks');
    expectProblem(await postCheck(s, 'Milo Hart', {}, withKey('reused-1')), 422, 'idempotency_key_reused');
    await s.api('/v1/test_helpers/api_keys', { body: { scopes: [] }, ...withKey('reused-2') });
    const p = expectProblem(
      await postCheck(s, 'Ada Vance', {}, withKey('reused-2')),
      422,
      'idempotency_key_reused',
    );
    expect(p.detail).toContain('POST /v1/test_helpers/api_keys');
    expect(await count('checks')).toBe(checks);
  });

  it('two at once with one key in one process: one runs, the others get 409', async () => {
    const checks = await count('checks');
    const all = await Promise.all([1, 2, 3].map(() => postCheck(s, 'Ada Vance', {}, withKey('race-1'))));
    const ran = all.filter((r) => r.status === 200 && r.headers.get('idempotent-replayed') === null);
    expect(ran).toHaveLength(1);
    for (const r of all) if (r !== ran[0]) expect([200, 409]).toContain(r.status);
    expect(await count('checks')).toBe(checks + 1);
  });

  it("a claim left running by another run's process is in use for its lease", async () => {
    const first = await postCheck(s, 'Ada Vance', {}, withKey('running-1'));
    await s.deps.store.db
      .updateTable('idempotency_keys')
      .set({ state: 'running', boot_id: 'another-run.1', claimed_ms: Date.now() })
      .where('key', '=', 'running-1')
      .execute();
    expectProblem(await postCheck(s, 'Ada Vance', {}, withKey('running-1')), 409, 'idempotency_key_in_use');
    // Past its lease (taken as killed mid-request), the key runs anew.
    await s.deps.store.db
      .updateTable('idempotency_keys')
      .set({ claimed_ms: Date.now() - 10 * s.deps.config.idempotencyLeaseMs })
      .where('key', '=', 'running-1')
      .execute();
    const anew = await postCheck(s, 'Ada Vance', {}, withKey('running-1'));
    expect(anew.status).toBe(200);
    expect(anew.headers.get('idempotent-replayed')).toBeNull();
    expect(anew.json.id).not.toBe(first.json.id);
  });

  it('past 24 hours of the account clock the key runs anew, its new outcome replayed from then on', async () => {
    const first = await postCheck(s, 'Ada Vance', {}, withKey('day-1'));
    await s.api('/v1/test_helpers/clock/advance', { body: { seconds: 24 * 3600 + 1 } });
    const checks = await count('checks');
    const anew = await postCheck(s, 'Ada Vance', {}, withKey('day-1'));
    expect(anew.status).toBe(200);
    expect(anew.headers.get('idempotent-replayed')).toBeNull();
    expect(anew.json.id).not.toBe(first.json.id);
    expect(await count('checks')).toBe(checks + 1);
    const replay = await postCheck(s, 'Ada Vance', {}, withKey('day-1'));
    expect(replay.text).toBe(anew.text);
  });
});

/** A plugin that notes the kind of every query on `table` (`select`, `insert`…) in `into`. */
function readsOf(table: string, into: string[]): KyselyPlugin {
  return {
    transformQuery({ node }) {
      if (node.kind === 'SelectQueryNode' && JSON.stringify(node.from).includes(`"${table}"`)) {
        into.push('select');
      }
      return node as RootOperationNode;
    },
    transformResult: async ({ result }) => result,
  };
}
