import { verification as verificationSchema } from '@tlp/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conforms, postCheck, postGeneration, sha256Hex, smallPng } from '../testing/decisions.js';
import { expectProblem, startTestServer, type TestServer } from '../testing/server.js';

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
      const byJws = await verify({ receipt: generation.c2pa.data.receipt }, key);
      expect(byJws.json).toMatchObject({ result: 'not_found' });
    }
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
