import { verifyAuthorization, verifyReceipt } from '@tlp/core';
import { receipt as receiptSchema, verification as verificationSchema } from '@tlp/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conforms,
  postCheck,
  postGeneration,
  servedJwks,
  sha256Hex,
  smallPng,
  talentIdOf,
  wav,
} from '../test-harness/decisions.js';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';

let s: TestServer;
let generation: { id: string; receipt: string; c2pa: { data: { receipt: string } } };
beforeAll(async () => {
  s = await startTestServer();
  const check = (await postCheck(s, 'A portrait of Ada Vance')).json;
  generation = (await postGeneration(s, check.id)).json;
});
afterAll(() => s.close());

const verify = (body: unknown, key?: string | null) => s.api('/v1/verifications', { body, key });

describe('POST /v1/verifications', () => {
  it('by receipt ID with the test key: verified, with the public receipt; a fresh vrf_ each call', async () => {
    const a = await verify({ receipt: generation.receipt });
    expect(a.status, a.text).toBe(200);
    conforms(verificationSchema, a.json);
    expect(a.json).toMatchObject({
      object: 'verification',
      livemode: false,
      result: 'verified',
      method: 'receipt_id',
      manifest: null,
      detail: null,
      receipt: { id: generation.receipt, subject: generation.id, use_status: 'permitted' },
    });
    const b = await verify({ receipt: generation.receipt });
    expect(b.json.id).not.toBe(a.json.id);
    expect(b.json.id).toMatch(/^vrf_/);
  });

  it('by JWS and by sha256 digest', async () => {
    const j = await verify({ receipt: generation.c2pa.data.receipt });
    conforms(verificationSchema, j.json);
    expect(j.json).toMatchObject({ result: 'verified', method: 'jws', receipt: { id: generation.receipt } });
    const d = await verify({ sha256: sha256Hex(await smallPng()) });
    conforms(verificationSchema, d.json);
    expect(d.json).toMatchObject({
      result: 'verified',
      method: 'digest',
      receipt: { id: generation.receipt },
    });
    const none = await verify({ sha256: 'f'.repeat(64) });
    expect(none.json).toMatchObject({ result: 'not_found', receipt: null });
  });

  it('a test receipt searched in live mode (no key, or the live key) is not_found, not an error', async () => {
    for (const key of [null, s.liveKey]) {
      const byId = await verify({ receipt: generation.receipt }, key);
      expect(byId.status).toBe(200);
      conforms(verificationSchema, byId.json);
      expect(byId.json).toMatchObject({ livemode: true, result: 'not_found', receipt: null });
      // The receipt page shows it valid: the detail says why it is not found here, and what verifies it.
      expect(byId.json.detail).toBe(
        `${generation.receipt} is a test receipt (signed in test mode, as every sandbox receipt is); a verification without a key, or with a live key, searches live receipts only: verify it with a test key (Authorization: Bearer rk_test_…)`,
      );
      const byJws = await verify({ receipt: generation.c2pa.data.receipt }, key);
      expect(byJws.json).toMatchObject({ result: 'not_found' });
      expect(byJws.json.detail).toMatch(/^the receipt is a test receipt .*: verify it with a test key /);
    }
    // A receipt that exists in neither mode says only that.
    const none = await verify({ receipt: 'rcpt_01m88z4qy26060g7vb0f56c083' }, null);
    expect(none.json).toMatchObject({
      result: 'not_found',
      detail: 'no live receipt rcpt_01m88z4qy26060g7vb0f56c083',
    });
  });

  it('a tampered JWS fails verification; digest lookup needs a key; bodies are validated', async () => {
    const [h, p] = generation.c2pa.data.receipt.split('.');
    const forged = `${h}.${p}.${'A'.repeat(86)}`;
    const f = await verify({ receipt: forged });
    expect(f.json).toMatchObject({ result: 'failed', receipt: null });
    expect(f.json.detail).toMatch(/^signature_invalid/);
    expectProblem(await verify({ sha256: 'f'.repeat(64) }, null), 401, 'authentication_required');
    expect(expectProblem(await verify({}), 400, 'parameter_missing').param).toBe('receipt');
    expect(
      expectProblem(
        await verify({ receipt: generation.receipt, sha256: 'f'.repeat(64) }),
        400,
        'parameter_invalid',
      ).param,
    ).toBe('sha256');
    expect(expectProblem(await verify({ sha256: 'XYZ' }), 400, 'parameter_invalid').param).toBe('sha256');
  });
});

describe('POST /v1/verifications: least privilege', () => {
  it('a digest lookup with a restricted key lacking generations:read is 403 insufficient_scope', async () => {
    const digest = sha256Hex(await smallPng());
    const bare = (await s.api('/v1/test_helpers/api_keys', { body: { scopes: [] } })).json.secret;
    const p = expectProblem(await verify({ sha256: digest }, bare), 403, 'insufficient_scope');
    expect(p.detail).toContain('generations:read');
    const reader = (await s.api('/v1/test_helpers/api_keys', { body: { scopes: ['generations:read'] } })).json
      .secret;
    const found = await verify({ sha256: digest }, reader);
    expect(found.json).toMatchObject({ result: 'verified', method: 'digest' });
    // A receipt ID or JWS is a bearer proof of its own: any valid key may verify it.
    expect((await verify({ receipt: generation.receipt }, bare)).json.result).toBe('verified');
  });
});

describe('GET /v1/receipts/{id}', () => {
  it('is public, 404 for an unknown ID, and limited per IP address', async () => {
    const t = await startTestServer({ rateLimits: true });
    try {
      const check = (await postCheck(t, 'A red bicycle')).json;
      const ok = await t.api(`/v1/receipts/${check.receipt}`, { key: null });
      expect(ok.status).toBe(200);
      expect(ok.json.kind).toBe('check');
      expectProblem(
        await t.api('/v1/receipts/rcpt_01m82z0fhr7r75978w90e3fg0v', { key: null }),
        404,
        'resource_not_found',
      );
      let limited = 0;
      for (let i = 0; i < 10; i++) {
        if ((await t.api(`/v1/receipts/${check.receipt}`, { key: null })).status === 429) limited++;
      }
      expect(limited).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

describe('every allowing fixture path end to end: check → generation → receipt → verification', () => {
  it('a licensed talent, no talent, a talent named explicitly, a resolved escalation and a released held output all verify', async () => {
    const t = await startTestServer();
    try {
      const jwks = await servedJwks(t);
      const actor = await talentIdOf(t, 'Sam Lee', 'actor');
      const paths: Array<{
        name: string;
        check: () => Promise<{ id: string; authorization: { token: string } }>;
        bytes?: Buffer;
        mediaType?: string;
      }> = [
        { name: 'ada', check: async () => (await postCheck(t, 'A portrait of Ada Vance')).json },
        {
          name: 'none',
          check: async () => (await postCheck(t, 'A teapot', { use: { modality: 'text' } })).json,
          bytes: Buffer.from('a teapot'),
          mediaType: 'text/plain',
        },
        { name: 'sam', check: async () => (await postCheck(t, 'Sam Lee', { talent: [actor] })).json },
        {
          name: 'kai',
          check: async () => {
            const c = (await postCheck(t, 'Kai Moreno', { on_escalate: 'hold' })).json;
            return (await t.api(`/v1/test_helpers/checks/${c.id}/resolve`, { body: { decision: 'allow' } }))
              .json;
          },
        },
        { name: 'milo', check: async () => (await postCheck(t, 'Milo Hart')).json },
        {
          name: 'speech',
          check: async () => (await postCheck(t, 'A jingle', { use: { modality: 'speech' } })).json,
          bytes: wav(3),
          mediaType: 'audio/wav',
        },
      ];
      for (const path of paths) {
        const check = await path.check();
        const auth = await verifyAuthorization(check.authorization.token, {
          issuer: t.origin,
          mode: 'test',
          jwks,
          audience: t.accountId,
        });
        expect(auth.valid, path.name).toBe(true);
        const bytes = path.bytes ?? (await smallPng());
        let g = (await postGeneration(t, check.id, { bytes, mediaType: path.mediaType ?? 'image/png' })).json;
        if (g.status === 'held') {
          g = (await t.api(`/v1/test_helpers/generations/${g.id}/release`, { body: {} })).json;
        }
        expect(['allowed', 'released'], path.name).toContain(g.status);
        const rc = await t.api(`/v1/receipts/${g.receipt}`, { key: null });
        conforms(receiptSchema, rc.json);
        expect(
          (await verifyReceipt(rc.json, { issuer: t.origin, mode: 'test', jwks })).valid,
          path.name,
        ).toBe(true);
        for (const body of [
          { receipt: g.receipt },
          { receipt: g.c2pa.data.receipt },
          { sha256: sha256Hex(bytes) },
        ]) {
          const v = await t.api('/v1/verifications', { body });
          conforms(verificationSchema, v.json);
          expect(v.json.result, `${path.name} ${JSON.stringify(body).slice(0, 40)}`).toBe('verified');
        }
      }
    } finally {
      await t.close();
    }
  });
});
