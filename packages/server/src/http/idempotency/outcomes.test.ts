import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EXECUTION,
  licenseIdOf,
  postCheck,
  postGeneration,
  sha256Hex,
  smallPng,
  USE,
} from '../../test-harness/decisions.js';
import { recordTransactions, type StoreRecording } from '../../test-harness/recording-store.js';
import { startTestServer, type TestServer } from '../../test-harness/server.js';

let s: TestServer;
let recording: StoreRecording;
/** What the account's first request wrote: it pins the account's API version. */
let pinning: Pick<StoreRecording, 'transactions' | 'alone'>;
beforeAll(async () => {
  s = await startTestServer();
  recording = recordTransactions(s.deps.store);
  expect((await s.api('/v1/account')).status).toBe(200);
  pinning = { transactions: [...recording.transactions], alone: [...recording.alone] };
});
afterAll(() => s.close());

let n = 0;
/**
 * A POST with a fresh Idempotency-Key, sent twice: the second must be the stored first (without the
 * `secret` of a new key, which is shown once). What the store wrote is recorded from the first send on.
 */
async function twice(path: string, body: unknown) {
  const headers = { 'Idempotency-Key': `outcome-${++n}` };
  recording.clear();
  const first = await s.api(path, { body, headers });
  expect(first.status, `${path}: ${first.text}`).toBe(200);
  const again = await s.api(path, { body, headers });
  expect(again.text).toBe(JSON.stringify({ ...first.json, secret: undefined }));
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  return first.json;
}

const KEY = 'insert idempotency_keys';

/** The write that raises the read caches' epoch (`meta.cache_epoch`). */
const EPOCH = 'insert meta';

/**
 * The key's record was written once, in the one transaction that also wrote `effect`, and nowhere
 * else: not alone, not in a transaction of its own; and the replay wrote nothing. An effect on what the
 * read caches hold (`cached`) raises their epoch in that same transaction when other processes share the
 * database (always on PostgreSQL), so that a process killed after the commit cannot leave them unaware;
 * never in a transaction of its own, and not at all when no other process reads the database.
 */
function expectOutcomeIn(effect: string, { cached = false } = {}) {
  const committed = recording.transactions.filter((t) => t.committed);
  const withKey = committed.filter((t) => t.writes.includes(KEY));
  expect(withKey, JSON.stringify(recording)).toHaveLength(1);
  expect(withKey[0]!.writes).toContain(effect);
  expect(recording.alone.filter((w) => w.endsWith('idempotency_keys'))).toEqual([]);
  expect(committed.filter((t) => t !== withKey[0])).toEqual([]);
  const epochs = withKey[0]!.writes.filter((w) => w === EPOCH);
  expect(epochs).toHaveLength(cached && s.deps.store.shared ? 1 : 0);
}

const CHECK = {
  inputs: [{ role: 'prompt', text: 'Milo Hart at the beach' }],
  use: USE,
  execution: { ...EXECUTION, candidates: 3 },
};

/** An allowed check's generation held for the talent's release. */
async function heldGeneration() {
  const check = (await s.api('/v1/checks', { body: CHECK })).json;
  const generation = (await postGeneration(s, check.id)).json;
  expect(generation.status).toBe('held');
  return generation;
}

describe('an effect and its Idempotency-Key outcome commit in one transaction', () => {
  beforeEach(() => recording.clear());

  it("an account's first request pins its version, in one transaction with the caches' epoch", () => {
    const epoch = s.deps.store.shared ? [EPOCH] : [];
    expect(pinning).toEqual({
      transactions: [{ via: 'transaction', writes: ['update accounts', ...epoch], committed: true }],
      alone: [],
    });
  });

  it('POST /v1/checks: the receipt, the check and the key, in one group-commit write', async () => {
    const check = await twice('/v1/checks', CHECK);
    expect(check.status).toBe('allowed');
    expectOutcomeIn('insert checks');
    const [first, replay, ...more] = recording.transactions.filter((t) => t.writes.includes(KEY));
    expect(first).toEqual({
      via: 'group',
      writes: ['insert receipts', 'insert checks', KEY],
      committed: true,
    });
    // The key is not read ahead for a check (its effect only inserts): the replay's write meets the
    // stored key and commits nothing.
    expect(replay).toEqual({
      via: 'group',
      writes: ['insert receipts', 'insert checks', KEY],
      committed: false,
    });
    expect(more).toEqual([]);
  });

  it('POST /v1/generations: the generation, its check consumed and the key', async () => {
    const check = (await s.api('/v1/checks', { body: CHECK })).json;
    const png = await smallPng();
    const generation = await twice('/v1/generations', {
      check: check.id,
      artifact: { data: png.toString('base64'), sha256: sha256Hex(png), media_type: 'image/png' },
      execution: EXECUTION,
    });
    expect(generation.check).toBe(check.id);
    expectOutcomeIn('insert generations');
    expect(recording.transactions.find((t) => t.writes.includes(KEY))!.writes).toContain('update checks');
  });

  it('POST /v1/test_helpers/generations/{id}/release', async () => {
    const g = await heldGeneration();
    expect((await twice(`/v1/test_helpers/generations/${g.id}/release`, {})).status).toBe('released');
    expectOutcomeIn('update generations');
  });

  it('POST /v1/generations/{id}/withdraw', async () => {
    const g = await heldGeneration();
    expect((await twice(`/v1/generations/${g.id}/withdraw`, {})).status).toBe('withdrawn');
    expectOutcomeIn('update generations');
  });

  it('POST /v1/test_helpers/generations/{id}/decline', async () => {
    const g = await heldGeneration();
    expect((await twice(`/v1/test_helpers/generations/${g.id}/decline`, { note: 'no' })).status).toBe(
      'denied',
    );
    expectOutcomeIn('update generations');
  });

  it('POST /v1/test_helpers/checks/{id}/resolve', async () => {
    const escalated = (await postCheck(s, 'Kai Moreno', { on_escalate: 'hold' })).json;
    expect(escalated.status).toBe('escalated');
    const resolved = await twice(`/v1/test_helpers/checks/${escalated.id}/resolve`, { decision: 'allow' });
    expect(resolved.status).toBe('allowed');
    expectOutcomeIn('update checks');
  });

  it('POST /v1/verifications', async () => {
    const check = (await s.api('/v1/checks', { body: CHECK })).json;
    const verification = await twice('/v1/verifications', { receipt: check.receipt });
    expect(verification.result).toBe('verified');
    expectOutcomeIn('insert verifications');
  });

  it('POST /v1/test_helpers/api_keys', async () => {
    expect((await twice('/v1/test_helpers/api_keys', { scopes: ['talent:read'] })).object).toBe('api_key');
    expectOutcomeIn('insert api_keys');
  });

  it('POST /v1/test_helpers/clock/advance', async () => {
    expect((await twice('/v1/test_helpers/clock/advance', { seconds: 1 })).object).toBe('test_clock');
    expectOutcomeIn('update accounts', { cached: true });
  });

  it('POST /v1/test_helpers/licenses/{id}/suspend and …/resume', async () => {
    const license = await licenseIdOf(s, 'ada-vance');
    expect((await twice(`/v1/test_helpers/licenses/${license}/suspend`, {})).status).toBe('suspended');
    expectOutcomeIn('update licenses', { cached: true });
    expect((await twice(`/v1/test_helpers/licenses/${license}/resume`, {})).status).toBe('active');
    expectOutcomeIn('update licenses', { cached: true });
  });

  it('a check refused by the rules writes nothing, and its key stays free (no write ahead of the work)', async () => {
    const headers = { 'Idempotency-Key': `outcome-${++n}` };
    const body = { ...CHECK, license: 'lic_01jb8m2k4x7q9v3n5r6t8w0y2a' };
    const refused = await s.api('/v1/checks', { body, headers });
    expect(refused.status).toBe(404);
    expect(refused.json.code).toBe('resource_not_found');
    expect(recording.transactions).toEqual([]);
    expect(recording.alone.filter((w) => w.endsWith('idempotency_keys') || w.endsWith('checks'))).toEqual([]);
    const again = await s.api('/v1/checks', { body, headers });
    expect(again.json.code).toBe('resource_not_found');
    expect(again.headers.get('idempotent-replayed')).toBeNull();
  });
});
