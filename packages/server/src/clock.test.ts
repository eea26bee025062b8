/**
 * Modes apart: `POST /v1/test_helpers/clock/advance` moves the test clock only. After a test-key advance,
 * every clock-dependent rule a live key can reach runs on real time (live checks and generations are
 * refused with `live_not_activated` before any clock is read, so no live authorization or review window
 * exists to date).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { accountNow, DAY_MS } from './clock.js';
import { advance } from './test-harness/decisions.js';
import { startTestServer, type TestServer } from './test-harness/server.js';

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const THIRTY_DAYS = 30 * 86_400;
const UNKNOWN_RECEIPT = `rcpt_${'0'.repeat(26)}`;
/** Within a minute of the real time (a slow machine never takes that long for one request). */
const nearNow = (iso: string, plusMs = 0) => Math.abs(Date.parse(iso) - (Date.now() + plusMs)) < 60_000;

describe('the test clock moves test mode only', () => {
  it('accountNow: a test key sees the offset, a live key of the same account does not', () => {
    const clock = { now: () => 1_000 };
    const account = { clock_offset_ms: DAY_MS };
    expect(accountNow(clock, { livemode: false, account }).getTime()).toBe(1_000 + DAY_MS);
    expect(accountNow(clock, { livemode: true, account }).getTime()).toBe(1_000);
  });

  it('after a test advance of 30 days, a live verification is dated now and a test one 30 days ahead', async () => {
    s = await startTestServer();
    await advance(s, THIRTY_DAYS);
    const live = await s.api('/v1/verifications', { key: s.liveKey, body: { receipt: UNKNOWN_RECEIPT } });
    expect(live.status, live.text).toBe(200);
    expect(live.json.livemode).toBe(true);
    expect(nearNow(live.json.created_at), live.json.created_at).toBe(true);
    const test = await s.api('/v1/verifications', { body: { receipt: UNKNOWN_RECEIPT } });
    expect(nearNow(test.json.created_at, THIRTY_DAYS * 1000), test.json.created_at).toBe(true);
  });

  it('after a test advance past the 24 h retention, a live Idempotency-Key still replays and expires 24 h from now', async () => {
    s = await startTestServer();
    const send = () =>
      s!.api('/v1/verifications', {
        key: s!.liveKey,
        body: { receipt: UNKNOWN_RECEIPT },
        headers: { 'Idempotency-Key': 'live-retention' },
      });
    const first = await send();
    expect(first.status, first.text).toBe(200);
    await advance(s, 2 * 86_400);
    const again = await send();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json.id).toBe(first.json.id);
    const row = await s.deps.store.db
      .selectFrom('idempotency_keys')
      .select(['expires_at', 'created_at'])
      .where('key', '=', 'live-retention')
      .executeTakeFirstOrThrow();
    expect(nearNow(row.expires_at, DAY_MS), row.expires_at).toBe(true);
  });
});
