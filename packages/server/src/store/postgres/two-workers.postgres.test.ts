import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Child, cleanUp, freePort, startChild } from '../../test-harness/child.js';
import { checkedFetch } from '../../test-harness/contract-fetch.js';
import { EXECUTION, sha256Hex, smallPng, USE } from '../../test-harness/decisions.js';

// The suite's PostgreSQL pass only: the cases a conformance run with TLP_WORKERS=2 on PostgreSQL failed
// on (issue 30: a held output's withdraw, release and receipt; a burst of generations; a restart's
// persistence), against `npm start` with two workers. Every request is on a connection of its own, so
// node:cluster hands them to both workers in turn, and none may be answered 503.
const dirs: string[] = [];
const children: Child[] = [];
afterAll(() => cleanUp(children, dirs));

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  json: any;
  text: string;
  replayed: string | null;
}

function client(origin: () => string, key: string) {
  return async (path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await checkedFetch(`${origin()}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Authorization: `Bearer ${key}`,
        Connection: 'close',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    expect(res.status, `${path}: ${text}`).not.toBe(503);
    return {
      status: res.status,
      json: JSON.parse(text),
      text,
      replayed: res.headers.get('idempotent-replayed'),
    };
  };
}

const check = (prompt: string) => ({
  inputs: [{ role: 'prompt', text: prompt }],
  use: USE,
  execution: EXECUTION,
});

describe('TLP_WORKERS=2 on PostgreSQL: what a conformance run asks of one server', () => {
  it('held outputs withdrawn and released, a burst of generations, and everything kept across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tlp-workers-'));
    dirs.push(dir);
    const env = {
      TLP_DB: join(dir, 'sandbox.db'),
      PORT: String(await freePort()),
      TLP_WORKERS: '2',
      TLP_RATE_LIMITS: 'off',
    };
    let server = await startChild(env);
    children.push(server);
    const key = /^Test key: (\S+)$/m.exec(server.stdout())![1]!;
    const api = client(() => server.origin, key);
    const png = await smallPng();
    const generation = (checkId: string, headers: Record<string, string> = {}) =>
      api(
        '/v1/generations',
        {
          check: checkId,
          artifact: { data: png.toString('base64'), sha256: sha256Hex(png), media_type: 'image/png' },
          execution: EXECUTION,
        },
        headers,
      );
    const allowed = async (prompt: string) => {
      const r = await api('/v1/checks', check(prompt));
      expect(r.json.status, r.text).toBe('allowed');
      return r.json.id as string;
    };

    // Held outputs (Milo Hart asks to review): one withdrawn by the licensee, one released by the talent.
    const toWithdraw = await generation(await allowed('Milo Hart at the beach'));
    expect(toWithdraw.json.status, toWithdraw.text).toBe('held');
    const withdrawn = await api(`/v1/generations/${toWithdraw.json.id}/withdraw`, {});
    expect(withdrawn.json, withdrawn.text).toMatchObject({ status: 'withdrawn', receipt: null });
    const again = await api(`/v1/generations/${toWithdraw.json.id}/withdraw`, {});
    expect(again.json.code).toBe('invalid_state_transition');

    const toRelease = await generation(await allowed('Milo Hart at the beach'));
    expect(toRelease.json.status, toRelease.text).toBe('held');
    const released = await api(`/v1/test_helpers/generations/${toRelease.json.id}/release`, { note: 'Fine' });
    expect(released.json, released.text).toMatchObject({
      status: 'released',
      receipt: expect.stringMatching(/^rcpt_/),
    });
    for (let i = 0; i < 2; i++) {
      const receipt = await api(`/v1/receipts/${released.json.receipt}`);
      expect(receipt.json, receipt.text).toMatchObject({
        id: released.json.receipt,
        use_status: 'permitted',
      });
    }

    // A burst over Ada Vance's allowance of final deliverables, across both workers at once: exactly what is
    // left of it is allowed, the rest denied delivery_limit_reached, none answered 503.
    const first = await api('/v1/checks', check('A portrait of Ada Vance'));
    const license = await api(`/v1/licenses/${first.json.talent[0].license}`);
    const limit = license.json.scope.final_deliverables as number;
    // What the account delivered under it already (the embed demo's outputs are seeded).
    const listed = await api(`/v1/generations?license=${license.json.id}&limit=100`);
    const room =
      limit -
      listed.json.data.filter((g: { status: string }) => ['allowed', 'released'].includes(g.status)).length;
    expect(room, listed.text).toBeGreaterThan(0);
    const burst = await Promise.all(
      Array.from({ length: room + 4 }, async (_, i) => {
        const checkId = i === 0 ? (first.json.id as string) : await allowed('A portrait of Ada Vance');
        return (await generation(checkId, { 'Idempotency-Key': `burst-${i}` })).json;
      }),
    );
    expect(burst.filter((g) => g.status === 'allowed')).toHaveLength(room);
    for (const g of burst.filter((g) => g.status !== 'allowed')) {
      expect(g.reasons.map((r: { code: string }) => r.code)).toContain('delivery_limit_reached');
    }

    // A restart on the same port and database: every object is read back, identical, from both workers,
    // and a retried key replays its object rather than making a second one.
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = await startChild(env);
    children.push(server);
    expect(server.stdout()).not.toMatch(/^Test key:/m);
    for (const g of burst) {
      for (let i = 0; i < 2; i++) expect((await api(`/v1/generations/${g.id}`)).json).toEqual(g);
    }
    const replay = await generation(burst[0].check, { 'Idempotency-Key': 'burst-0' });
    expect(replay.replayed).toBe('true');
    expect(replay.json).toEqual(burst[0]);
    expect((await api(`/v1/generations/${toWithdraw.json.id}`)).json.status).toBe('withdrawn');
    expect((await api(`/v1/generations/${toRelease.json.id}`)).json.receipt).toBe(released.json.receipt);
    expect((await api(`/v1/receipts/${released.json.receipt}`)).json.use_status).toBe('permitted');
  });
});
