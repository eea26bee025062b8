import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { generateApiKey } from '../../keys/api-keys.js';
import { type Child, startChild } from '../../test-harness/child.js';
import { checkedFetch } from '../../test-harness/contract-fetch.js';
import { EXECUTION, sha256Hex, smallPng, USE } from '../../test-harness/decisions.js';
import { freshTestSchema } from '../../test-harness/postgres-setup.js';

// Runs only in the suite's PostgreSQL pass (`TLP_TEST_DATABASE_URL`, see vitest.config.ts): two server
// processes, started separately as `npm start` would be on two hosts, on one PostgreSQL database.
const url = process.env.TLP_TEST_DATABASE_URL ?? '';
const children: Child[] = [];
afterAll(() => {
  for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
});

async function twoProcesses(rateLimits = 'off'): Promise<{ a: Child; b: Child; key: string }> {
  const key = generateApiKey('test');
  const env = {
    TLP_DATABASE_URL: url,
    TLP_DATABASE_SCHEMA: freshTestSchema(),
    TLP_TEST_KEY: key,
    TLP_RATE_LIMITS: rateLimits,
  };
  // Both at the same moment on an empty database: one seeds, neither fails.
  const [a, b] = await Promise.all([startChild(env), startChild(env)]);
  children.push(a, b);
  return { a, b, key };
}

async function call(
  origin: string,
  key: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await checkedFetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  return { status: res.status, json: JSON.parse(text) as Record<string, any>, text };
}

const checkBody = (prompt: string) => ({
  inputs: [{ role: 'prompt', text: prompt }],
  use: USE,
  execution: EXECUTION,
});

describe('two server processes on one PostgreSQL database', () => {
  it('are one service: a flow across both, one object for 50 same-key POSTs, a suspension seen at once', async () => {
    const { a, b, key } = await twoProcesses();
    // Seeded once: both see the same single account and the same fixtures.
    const [accountA, accountB] = [
      await call(a.origin, key, '/v1/account'),
      await call(b.origin, key, '/v1/account'),
    ];
    expect(accountA.status).toBe(200);
    expect(accountB.json.id).toBe(accountA.json.id);

    // check → generation → receipt → verification, alternating processes.
    const check = await call(a.origin, key, '/v1/checks', checkBody('A portrait of Ada Vance'));
    expect(check.json.decision, check.text).toBe('allow');
    const png = await smallPng();
    const generation = await call(b.origin, key, '/v1/generations', {
      check: check.json.id,
      artifact: { data: png.toString('base64'), sha256: sha256Hex(png), media_type: 'image/png' },
      execution: EXECUTION,
    });
    expect(generation.json.status, generation.text).toBe('allowed');
    const receipt = await call(a.origin, key, `/v1/receipts/${generation.json.receipt}`);
    expect(receipt.json).toMatchObject({ id: generation.json.receipt, use_status: 'permitted' });
    const verification = await call(b.origin, key, '/v1/verifications', { receipt: receipt.json.jws });
    expect(verification.json.result, verification.text).toBe('verified');
    // The check's one generation is used, whichever process is asked.
    const again = await call(a.origin, key, '/v1/generations', {
      check: check.json.id,
      artifact: { data: png.toString('base64'), sha256: sha256Hex(png), media_type: 'image/png' },
      execution: EXECUTION,
    });
    expect(again.json.code).toBe('generation_already_submitted');

    // 50 concurrent POSTs with one Idempotency-Key, split across both: one check, every answer its replay
    // or 409 in use.
    const idem = { 'Idempotency-Key': `k-${randomBytes(8).toString('hex')}` };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(i % 2 ? a.origin : b.origin, key, '/v1/checks', checkBody('Milo Hart on a bicycle'), idem),
      ),
    );
    const ids = new Set(answers.filter((r) => r.status === 200).map((r) => r.json.id));
    expect(ids.size).toBe(1);
    for (const r of answers) {
      if (r.status !== 200) expect(r.json.code, r.text).toBe('idempotency_key_in_use');
    }
    const [only] = [...ids];
    for (const origin of [a.origin, b.origin]) {
      const replay = await call(origin, key, '/v1/checks', checkBody('Milo Hart on a bicycle'), idem);
      expect(replay.json.id).toBe(only);
    }

    // A license suspended through one process is refused by the other on its next request.
    const license = check.json.talent[0].license as string;
    expect((await call(b.origin, key, `/v1/licenses/${license}`)).json.status).toBe('active');
    const suspended = await call(a.origin, key, `/v1/test_helpers/licenses/${license}/suspend`, {});
    expect(suspended.json.status, suspended.text).toBe('suspended');
    expect((await call(b.origin, key, `/v1/licenses/${license}`)).json.status).toBe('suspended');
    const refused = await call(b.origin, key, '/v1/checks', checkBody('A portrait of Ada Vance'));
    expect(refused.json.decision, refused.text).toBe('deny');
    expect(refused.json.reasons.map((r: { code: string }) => r.code)).toContain('license_suspended');
  });

  it('a SIGKILL of one process under concurrent writes loses nothing acknowledged', async () => {
    const { a, b, key } = await twoProcesses();
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (origin: string) => {
      while (!stop) {
        try {
          const r = await call(origin, key, '/v1/checks', checkBody('A portrait of Ada Vance'));
          if (r.status === 200) acknowledged.push(r.json.id);
        } catch {
          // The killed process's connections fail: what it never answered was not acknowledged.
        }
      }
    };
    const writers = [
      ...Array.from({ length: 8 }, () => writer(a.origin)),
      ...Array.from({ length: 8 }, () => writer(b.origin)),
    ];
    await new Promise((r) => setTimeout(r, 1500));
    a.proc.kill('SIGKILL');
    await a.exited;
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(20);
    for (const id of acknowledged) {
      const r = await call(b.origin, key, `/v1/checks/${id}`);
      expect(r.status, `${id}: ${r.text}`).toBe(200);
    }
  });

  it("a key's allowance holds for the service, not per process", async () => {
    const { a, b, key } = await twoProcesses('on');
    const started = performance.now();
    // 40 reads at once, half through each process, under the default policy (5 a second).
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call(i % 2 ? a.origin : b.origin, key, '/v1/account')),
    );
    const elapsed = performance.now() - started;
    const allowed = answers.filter((r) => r.status === 200).length;
    for (const r of answers) if (r.status !== 200) expect(r.json.code).toBe('rate_limited');
    // The bucket's 5 and what refilled while they ran; per-process buckets would admit 10 at once.
    expect(allowed).toBeGreaterThanOrEqual(5);
    expect(allowed).toBeLessThanOrEqual(5 + Math.floor((elapsed / 1000) * 5));
  });

  it('TLP_WORKERS=2 on PostgreSQL: the primary seeds, both workers serve one database', async () => {
    const key = generateApiKey('test');
    const child = await startChild({
      TLP_DATABASE_URL: url,
      TLP_DATABASE_SCHEMA: freshTestSchema(),
      TLP_TEST_KEY: key,
      TLP_RATE_LIMITS: 'off',
      TLP_WORKERS: '2',
    });
    children.push(child);
    expect(child.stdout().match(/^Listening:/gm)).toHaveLength(1);
    // New connections go to the workers in turn: each reads what the other wrote.
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await call(child.origin, key, '/v1/checks', checkBody('A portrait of Ada Vance'), {
        Connection: 'close',
      });
      expect(r.json.decision, r.text).toBe('allow');
      ids.push(r.json.id);
    }
    for (const id of ids) {
      const r = await call(child.origin, key, `/v1/checks/${id}`, undefined, { Connection: 'close' });
      expect(r.status, r.text).toBe(200);
    }
  });
});
