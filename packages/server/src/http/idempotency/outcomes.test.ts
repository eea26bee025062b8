import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenseIdOf, postCheck, postGeneration } from '../../test-harness/decisions.js';
import { startTestServer, type TestServer } from '../../test-harness/server.js';

const warnings: Record<string, unknown>[] = [];
let s: TestServer;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line) continue;
        const entry = JSON.parse(line) as Record<string, unknown>;
        if ((entry.level as number) >= 40) warnings.push(entry);
      }
      done();
    },
  });
  s = await startTestServer({ logger: pino({ level: 'info' }, sink) });
});
afterAll(() => s.close());

let n = 0;
/**
 * A POST with a fresh Idempotency-Key, sent twice: the second must be the stored first (without the
 * `secret` of a new key, which is shown once).
 */
async function twice(path: string, body: unknown) {
  const headers = { 'Idempotency-Key': `outcome-${++n}` };
  const first = await s.api(path, { body, headers });
  expect(first.status, `${path}: ${first.text}`).toBe(200);
  const again = await s.api(path, { body, headers });
  expect(again.text).toBe(JSON.stringify({ ...first.json, secret: undefined }));
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  return first.json;
}

describe('an effect and its Idempotency-Key outcome commit together', () => {
  it('every POST with an effect stores its outcome in the transaction of the effect', async () => {
    const check = await twice('/v1/checks', {
      inputs: [{ role: 'prompt', text: 'Milo Hart at the beach' }],
      use: {
        modality: 'image',
        kind: 'depiction',
        purpose: 'advertising',
        commercial: true,
        channels: ['social'],
        territories: ['US'],
      },
      execution: { provider: 'acme', model: 'imagegen-2', candidates: 3 },
    });
    expect(check.status).toBe('allowed');
    const held = async () => (await postGeneration(s, check.id, { candidate_index: n++ % 3 })).json;
    const g1 = await held();
    expect(g1.status).toBe('held');
    expect((await twice(`/v1/test_helpers/generations/${g1.id}/release`, {})).status).toBe('released');
    const g2 = await held();
    expect((await twice(`/v1/generations/${g2.id}/withdraw`, {})).status).toBe('withdrawn');
    const g3 = await held();
    expect((await twice(`/v1/test_helpers/generations/${g3.id}/decline`, { note: 'no' })).status).toBe(
      'denied',
    );

    const escalated = (await postCheck(s, 'Kai Moreno', { on_escalate: 'hold' })).json;
    expect(escalated.status).toBe('escalated');
    const resolved = await twice(`/v1/test_helpers/checks/${escalated.id}/resolve`, { decision: 'allow' });
    expect(resolved.status).toBe('allowed');

    const verification = await twice('/v1/verifications', { receipt: resolved.receipt });
    expect(verification.result).toBe('verified');
    expect((await twice('/v1/test_helpers/api_keys', { scopes: ['talent:read'] })).object).toBe('api_key');
    expect((await twice('/v1/test_helpers/clock/advance', { seconds: 1 })).object).toBe('test_clock');
    const license = await licenseIdOf(s, 'ada-vance');
    expect((await twice(`/v1/test_helpers/licenses/${license}/suspend`, {})).status).toBe('suspended');
    expect((await twice(`/v1/test_helpers/licenses/${license}/resume`, {})).status).toBe('active');

    // None of them fell back to storing the outcome after the effect's commit.
    expect(warnings.filter((w) => w.msg === 'idempotency outcome stored after its effect')).toEqual([]);
  });
});
