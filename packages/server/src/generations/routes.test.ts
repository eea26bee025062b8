import { verifyReceipt } from '@tlp/core';
import { generation as generationSchema, receipt as receiptSchema } from '@tlp/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaSample } from '../../../../test-vectors/lib/media-samples.js';
import { pixelBomb } from '../../../../test-vectors/lib/pixel-bomb.js';
import {
  advance,
  conforms,
  licenseIdOf,
  postCheck,
  postGeneration,
  servedJwks,
  sha256Hex,
  smallPng,
  wav,
} from '../test-harness/decisions.js';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

async function allowedCheck(t: TestServer, prompt = 'A portrait of Ada Vance', extra = {}) {
  const r = await postCheck(t, prompt, extra);
  expect(r.json.status, r.text).toBe('allowed');
  return r.json;
}

describe("POST /v1/generations: an allowed check's output end to end", () => {
  it('check → generation allowed → receipt → c2pa, verified with @tlp/core against the served JWKS', async () => {
    const check = await allowedCheck(s);
    const png = await smallPng();
    const r = await postGeneration(s, check.id, {
      c2pa_signer: 'ab'.repeat(32),
      metadata: { job: 'private job #1' },
    });
    expect(r.status, r.text).toBe(200);
    conforms(generationSchema, r.json);
    const g = r.json;
    const lic = await licenseIdOf(s, 'ada-vance');
    expect(g).toMatchObject({
      object: 'generation',
      livemode: false,
      check: check.id,
      session: null,
      candidate_index: 0,
      status: 'allowed',
      decision: 'allow',
      artifact: { sha256: sha256Hex(png), media_type: 'image/png', duration_ms: null },
      execution: { provider: 'acme', model: 'imagegen-2', job_id: null },
      reasons: [],
      escalation: null,
      assurance: 'observed',
      receipt: expect.stringMatching(/^rcpt_/),
      watermark: null,
      metadata: { job: 'private job #1' },
      decided_at: expect.any(String),
    });
    expect(g.findings.length).toBeGreaterThan(0);
    for (const f of g.findings)
      expect(f).toMatchObject({ term: `license:${lic}/terms.required_attributes`, result: 'preserved' });
    expect(g.unchecked_terms).toContain(`license:${lic}/terms.rules.never[0]`);
    expect(g.obligations).toEqual(check.obligations);
    expect(g.c2pa).toEqual({
      label: 'ai.tlp.license',
      data: { receipt: expect.any(String), verify_url: `${s.origin}/r/${g.receipt}` },
      // The bytes were sent: the image's fingerprint, for the product to embed beside the license.
      soft_binding: {
        label: 'c2pa.soft-binding',
        data: { alg: 'io.iscc.v0', blocks: [{ scope: {}, value: expect.any(String) }] },
      },
    });

    const jwks = await servedJwks(s);
    const verdict = await verifyReceipt(g.c2pa.data.receipt, { issuer: s.origin, mode: 'test', jwks });
    expect(verdict.valid, JSON.stringify(verdict)).toBe(true);
    if (!verdict.valid) return;
    expect(verdict.header.typ).toBe('tlp-receipt+jwt');
    expect(verdict.claims).toMatchObject({
      iss: s.origin,
      jti: g.receipt,
      sub: g.id,
      tlp: {
        ver: '1.0',
        kind: 'generation',
        decision: 'allow',
        assurance: 'observed',
        livemode: false,
        talent: [check.talent[0].talent],
        licenses: [{ license: lic, license_revision: check.talent[0].license_revision }],
        artifact: { sha256: sha256Hex(png), media_type: 'image/png' },
        c2pa_signer: 'ab'.repeat(32),
        // The use the check allowed, signed: what a verdict says the output is licensed for.
        use: check.use,
      },
    });
    expect(verdict.claims.tlp.request_digest).toMatch(/^sha256:[0-9a-f]{64}$/);

    const rc = await s.api(`/v1/receipts/${g.receipt}`, { key: null });
    conforms(receiptSchema, rc.json);
    expect(Object.keys(rc.json).sort()).toEqual(
      [
        'id',
        'object',
        'livemode',
        'kind',
        'subject',
        'decision',
        'assurance',
        'talent',
        'licenses',
        'request_digest',
        'jws',
        'use_status',
        'issued_at',
      ].sort(),
    );
    expect(rc.text).not.toContain('private job');
    expect(rc.json).toMatchObject({
      kind: 'generation',
      subject: g.id,
      jws: g.c2pa.data.receipt,
      use_status: 'permitted',
    });
    expect((await verifyReceipt(rc.json, { issuer: s.origin, mode: 'test', jwks })).valid).toBe(true);

    expect((await s.api(`/v1/generations/${g.id}`)).json).toEqual(g);
    expect((await s.api(`/v1/checks/${check.id}`)).json.authorization.generations_used).toBe(1);

    // The receipt follows the license: revoked, the use is no longer permitted.
    await s.api(`/v1/test_helpers/licenses/${lic}/suspend`, { body: {} });
    expect((await s.api(`/v1/receipts/${g.receipt}`, { key: null })).json.use_status).toBe('suspended');
    await s.api(`/v1/test_helpers/licenses/${lic}/resume`, { body: {} });
  });

  it('digest-only attestation is assurance attested', async () => {
    const check = await allowedCheck(s);
    const r = await postGeneration(s, check.id, { digestOnly: true });
    expect(r.json).toMatchObject({ status: 'allowed', assurance: 'attested' });
    const jwks = await servedJwks(s);
    const v = await verifyReceipt(r.json.c2pa.data.receipt, { issuer: s.origin, mode: 'test', jwks });
    expect(v.valid && v.claims.tlp.assurance).toBe('attested');
  });

  it('metadata sandbox.outcome denies with that reason, a finding and a deny receipt', async () => {
    const check = await allowedCheck(s);
    const r = await postGeneration(s, check.id, {
      metadata: { 'sandbox.outcome': 'identity_not_preserved' },
    });
    conforms(generationSchema, r.json);
    expect(r.json).toMatchObject({
      status: 'denied',
      decision: 'deny',
      reasons: [{ code: 'identity_not_preserved', stage: 'generation' }],
      c2pa: null,
      receipt: expect.stringMatching(/^rcpt_/),
    });
    expect(r.json.findings).toContainEqual(
      expect.objectContaining({ attribute: 'identity.samePerson', result: 'not_preserved' }),
    );
    const rc = (await s.api(`/v1/receipts/${r.json.receipt}`, { key: null })).json;
    expect(rc).toMatchObject({ decision: 'deny', use_status: 'not_permitted' });
  });

  it('text and short speech are decided in the response', async () => {
    const text = await allowedCheck(s, 'A red bicycle', { use: { modality: 'text' } });
    const t = await postGeneration(s, text.id, { bytes: Buffer.from('hello'), mediaType: 'text/plain' });
    expect(t.json).toMatchObject({ status: 'allowed', artifact: { media_type: 'text/plain' } });
    const speech = await allowedCheck(s, 'A red bicycle', { use: { modality: 'speech' } });
    const a = await postGeneration(s, speech.id, { bytes: wav(2), mediaType: 'audio/wav' });
    expect(a.json).toMatchObject({ status: 'allowed', artifact: { duration_ms: 2000 } });
  });
});

describe('POST /v1/generations: an output of another medium than its check’s use', () => {
  it('is 400 unsupported_media_type on artifact.media_type, bytes or digest alone, and uses nothing of the check', async () => {
    const check = await allowedCheck(s); // an image use of Ada Vance's likeness
    const voice = await postGeneration(s, check.id, { bytes: wav(2), mediaType: 'audio/wav' });
    expectProblem(voice, 400, 'unsupported_media_type');
    expect(voice.json).toMatchObject({ param: 'artifact.media_type' });
    expect(voice.json.detail).toContain('use is image');
    const video = await postGeneration(s, check.id, { digestOnly: true, mediaType: 'video/mp4' });
    expectProblem(video, 400, 'unsupported_media_type');
    const after = (await s.api(`/v1/checks/${check.id}`)).json;
    expect(after.authorization.generations_used).toBe(0);
    const image = await postGeneration(s, check.id, {});
    expect(image.status, image.text).toBe(200);
  });
});

describe('POST /v1/generations: every medium', () => {
  it('MOV video answers checking; M4A speech, AVIF and AV1 HEIF are decided; HEVC HEIC is media_unreadable, its digest alone accepted', async () => {
    // A check per modality: each output is of its check's use.
    const checks = {
      video: await allowedCheck(s, 'A red bicycle', { use: { modality: 'video' } }),
      audio: await allowedCheck(s, 'A red bicycle', { use: { modality: 'speech' } }),
      image: await allowedCheck(s, 'A red bicycle', { execution: { candidates: 6 } }),
    };
    const checkFor = (type: string) => checks[type.split('/')[0] as keyof typeof checks];
    const post = async (type: Parameters<typeof mediaSample>[0], index: number) =>
      postGeneration(s, checkFor(type).id, {
        bytes: Buffer.from(await mediaSample(type)),
        mediaType: type,
        candidate_index: index,
      });
    const mov = await post('video/quicktime', 0);
    expect(mov.status, mov.text).toBe(202);
    conforms(generationSchema, mov.json);
    expect(mov.json).toMatchObject({
      status: 'checking',
      artifact: { media_type: 'video/quicktime', duration_ms: 2000 },
    });
    const m4a = await post('audio/mp4', 0);
    expect(m4a.status, m4a.text).toBe(200);
    expect(m4a.json).toMatchObject({
      status: 'allowed',
      artifact: { media_type: 'audio/mp4', duration_ms: 2000 },
    });
    for (const [type, index] of [
      ['image/avif', 2],
      ['image/heif', 3],
    ] as const) {
      const r = await post(type, index);
      expect(r.status, r.text).toBe(200);
      expect(r.json).toMatchObject({ status: 'allowed', artifact: { media_type: type } });
    }
    const heic = await post('image/heic', 4);
    const problem = expectProblem(heic, 400, 'media_unreadable');
    expect(problem.param).toBe('artifact.data');
    expect(problem.detail).toMatch(/^cannot decode image\/heic: .*not HEVC/);
    const digest = await postGeneration(s, checks.image.id, {
      digestOnly: true,
      mediaType: 'image/heic',
      candidate_index: 4,
    });
    expect(digest.status, digest.text).toBe(200);
    expect(digest.json).toMatchObject({ assurance: 'attested', artifact: { media_type: 'image/heic' } });
  });
});

describe('POST /v1/generations: errors', () => {
  it('422 artifact_digest_mismatch', async () => {
    const check = await allowedCheck(s);
    const r = await postGeneration(s, check.id, { sha256: 'a'.repeat(64) });
    expect(expectProblem(r, 422, 'artifact_digest_mismatch').param).toBe('artifact.sha256');
    // Nothing was consumed.
    expect((await s.api(`/v1/checks/${check.id}`)).json.authorization.generations_used).toBe(0);
  });

  it('artifact.data that is not base64 is 400 parameter_invalid; request_digest is the canonical one', async () => {
    const check = await allowedCheck(s);
    const r = await s.api('/v1/generations', {
      body: {
        check: check.id,
        artifact: { data: 'not base64!', sha256: 'a'.repeat(64), media_type: 'image/png' },
        execution: { provider: 'acme', model: 'imagegen-2' },
      },
    });
    expect(expectProblem(r, 400, 'parameter_invalid').param).toBe('artifact.data');
    const { generationRequestDigest, requestDigest } = await import('../evaluation/request-digest.js');
    const body = {
      metadata: { b: 'é', a: 1.25 },
      artifact: { sha256: 'a'.repeat(64), media_type: 'image/png', data: 'QUJD' },
      check: check.id,
    };
    expect(generationRequestDigest(body, 'QUJD')).toBe(requestDigest(body));
  });

  it('several faults at once: base64 first, then the digest, then the bytes; nothing consumed', async () => {
    // The three are checked at once (the bytes decode while the base64 and the digest are checked): the
    // answer is still the first fault in that order.
    const check = await allowedCheck(s);
    const broken = (await smallPng()).subarray(0, 40);
    const send = (data: string, sha256: string) =>
      s.api('/v1/generations', {
        body: {
          check: check.id,
          artifact: { data, sha256, media_type: 'image/png' },
          execution: { provider: 'acme', model: 'imagegen-2' },
        },
      });
    // Base64url (Node's decoder takes it) of bytes that are no PNG, with a wrong digest: the base64.
    const urlSafe = Buffer.from([0xfb, 0xff, 0xbf]).toString('base64url');
    expect(urlSafe).toBe('-_-_');
    const a = await send(urlSafe, 'a'.repeat(64));
    expect(expectProblem(a, 400, 'parameter_invalid').param).toBe('artifact.data');
    // Canonical base64 of a truncated PNG with a wrong digest: the digest.
    const b = await send(broken.toString('base64'), 'a'.repeat(64));
    expect(expectProblem(b, 422, 'artifact_digest_mismatch').param).toBe('artifact.sha256');
    // The right digest of the truncated PNG: the bytes.
    const c = await send(broken.toString('base64'), sha256Hex(broken));
    expect(expectProblem(c, 400, 'media_unreadable').param).toBe('artifact.data');
    expect((await s.api(`/v1/checks/${check.id}`)).json.authorization.generations_used).toBe(0);
  });

  it('unsupported_media_type and media_unreadable', async () => {
    const check = await allowedCheck(s);
    const gif = Buffer.from('GIF89a');
    expectProblem(
      await postGeneration(s, check.id, { bytes: gif, mediaType: 'image/gif' }),
      400,
      'unsupported_media_type',
    );
    expectProblem(
      await postGeneration(s, check.id, { digestOnly: true, mediaType: 'application/pdf' }),
      400,
      'unsupported_media_type',
    );
    const broken = (await smallPng()).subarray(0, 40);
    expectProblem(await postGeneration(s, check.id, { bytes: broken }), 400, 'media_unreadable');
  });

  it('400 media_unreadable, naming the pixel count, for an image declaring more pixels than the cap', async () => {
    const check = await allowedCheck(s);
    const bomb = Buffer.from(pixelBomb(10_000, 9_999));
    expect(bomb.length).toBeLessThan(400_000);
    const problem = expectProblem(
      await postGeneration(s, check.id, { bytes: bomb }),
      400,
      'media_unreadable',
    );
    expect(problem.param).toBe('artifact.data');
    expect(problem.detail).toMatch(/10000x9999 .*99990000 pixels.*40000000/);
  });

  it('413 payload_too_large for a body over 10 MiB', async () => {
    const check = await allowedCheck(s);
    const big = Buffer.alloc(8 * 1024 * 1024, 1);
    const r = await postGeneration(s, check.id, { bytes: big });
    expectProblem(r, 413, 'payload_too_large');
  });

  it('the four 409s', async () => {
    const kai = (await postCheck(s, 'Kai Moreno', { on_escalate: 'hold' })).json;
    expect(expectProblem(await postGeneration(s, kai.id), 409, 'check_not_allowed').param).toBe('check');
    const rosa = (await postCheck(s, 'Rosa Quint')).json;
    expectProblem(await postGeneration(s, rosa.id), 409, 'check_not_allowed');

    const check = await allowedCheck(s, 'A red bicycle');
    expect((await postGeneration(s, check.id)).status).toBe(200);
    const again = await postGeneration(s, check.id);
    expect(expectProblem(again, 409, 'generation_already_submitted').param).toBe('candidate_index');
    expectProblem(await postGeneration(s, check.id, { candidate_index: 1 }), 409, 'authorization_consumed');

    const two = await allowedCheck(s, 'A red bicycle', { execution: { candidates: 2 } });
    expect(
      expectProblem(await postGeneration(s, two.id, { candidate_index: 5 }), 400, 'parameter_invalid').param,
    ).toBe('candidate_index');
    expectProblem(await postGeneration(s, 'chk_01m82z0fhr7r75978w90e3fg0v'), 404, 'resource_not_found');
  });

  it('live key: 403 live_not_activated; scopes: checks:write and generations:write both needed', async () => {
    const check = await allowedCheck(s);
    expectProblem(await postGeneration(s, check.id, {}, { key: s.liveKey }), 403, 'live_not_activated');
    const onlyChecks = (await s.api('/v1/test_helpers/api_keys', { body: { scopes: ['checks:write'] } })).json
      .secret;
    expectProblem(await postGeneration(s, check.id, {}, { key: onlyChecks }), 403, 'insufficient_scope');
    const onlyGen = (await s.api('/v1/test_helpers/api_keys', { body: { scopes: ['generations:write'] } }))
      .json.secret;
    expectProblem(await postGeneration(s, check.id, {}, { key: onlyGen }), 403, 'insufficient_scope');
    const both = (
      await s.api('/v1/test_helpers/api_keys', { body: { scopes: ['checks:write', 'generations:write'] } })
    ).json.secret;
    const r = await postGeneration(s, check.id, {}, { key: both });
    expect(r.status, r.text).toBe(200);
    const reader = (await s.api('/v1/test_helpers/api_keys', { body: { scopes: ['generations:read'] } })).json
      .secret;
    expect((await s.api(`/v1/generations/${r.json.id}`, { key: reader })).status).toBe(200);
  });
});

describe("clock-driven: outputs held for the talent's release, expiry, async decisions", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  async function held() {
    const check = await allowedCheck(t, 'Milo Hart at the beach');
    const r = await postGeneration(t, check.id);
    expect(r.status, r.text).toBe(200);
    conforms(generationSchema, r.json);
    expect(r.json).toMatchObject({
      status: 'held',
      decision: 'escalate',
      receipt: null,
      c2pa: null,
      decided_at: null,
      escalation: { reason: 'release_review', reviewer: 'talent', status: 'open', resolved_at: null },
    });
    expect(r.json.obligations).toContainEqual(expect.objectContaining({ type: 'hold_until_release' }));
    expect(Date.parse(r.json.escalation.expires_at) - Date.parse(r.json.created_at)).toBe(7 * 86_400_000);
    return r.json;
  }

  it('held → released: allow, receipt and c2pa set', async () => {
    const g = await held();
    const r = await t.api(`/v1/test_helpers/generations/${g.id}/release`, { body: { note: 'Lovely' } });
    expect(r.status, r.text).toBe(200);
    conforms(generationSchema, r.json);
    expect(r.json).toMatchObject({
      status: 'released',
      decision: 'allow',
      receipt: expect.stringMatching(/^rcpt_/),
      c2pa: { label: 'ai.tlp.license' },
      escalation: { status: 'allowed', note: 'Lovely' },
      decided_at: expect.any(String),
    });
    const jwks = await servedJwks(t);
    expect(
      (await verifyReceipt(r.json.c2pa.data.receipt, { issuer: t.origin, mode: 'test', jwks })).valid,
    ).toBe(true);
    expectProblem(
      await t.api(`/v1/test_helpers/generations/${g.id}/release`, { body: {} }),
      409,
      'invalid_state_transition',
    );
  });

  it('held → declined: review_declined', async () => {
    const g = await held();
    const r = await t.api(`/v1/test_helpers/generations/${g.id}/decline`, { body: { note: 'No' } });
    expect(r.json).toMatchObject({
      status: 'denied',
      decision: 'deny',
      reasons: [{ code: 'review_declined', stage: 'generation' }],
      c2pa: null,
    });
  });

  it('held → expired by the helper, and held → withdrawn by the licensee', async () => {
    const g = await held();
    const r = await t.api(`/v1/test_helpers/generations/${g.id}/expire`, { body: {} });
    expect(r.json).toMatchObject({
      status: 'expired',
      decision: 'deny',
      reasons: [{ code: 'review_expired' }],
    });
    const w = await held();
    const wd = await t.api(`/v1/generations/${w.id}/withdraw`, { body: {} });
    expect(wd.status, wd.text).toBe(200);
    conforms(generationSchema, wd.json);
    expect(wd.json).toMatchObject({ status: 'withdrawn', receipt: null, c2pa: null });
    expectProblem(
      await t.api(`/v1/generations/${w.id}/withdraw`, { body: {} }),
      409,
      'invalid_state_transition',
    );
  });

  it('video and long audio answer checking (202) and are decided once their moment passes', async () => {
    // A speech use: a voice alone, or as the sound of a video.
    const check = await allowedCheck(t, 'A red bicycle', {
      use: { modality: 'speech' },
      execution: { candidates: 2 },
    });
    const a = await postGeneration(t, check.id, { bytes: wav(61), mediaType: 'audio/wav' });
    expect(a.status, a.text).toBe(202);
    expect(a.headers.get('retry-after')).toBe('2');
    conforms(generationSchema, a.json);
    expect(a.json).toMatchObject({
      status: 'checking',
      decision: null,
      receipt: null,
      artifact: { duration_ms: 61000 },
    });
    const v = await postGeneration(t, check.id, {
      digestOnly: true,
      mediaType: 'video/mp4',
      candidate_index: 1,
    });
    expect(v.json.status).toBe('checking');
    expect((await t.api(`/v1/generations/${a.json.id}`)).json.status).toBe('checking');
    await advance(t, 2);
    expect((await t.api(`/v1/generations/${a.json.id}`)).json).toMatchObject({
      status: 'allowed',
      decision: 'allow',
    });
    expect((await t.api(`/v1/generations/${v.json.id}`)).json).toMatchObject({ status: 'allowed' });
  });

  it('the review window passing: expired with review_expired and a receipt', async () => {
    const g = await held();
    await advance(t, 7 * 86_400 - 60);
    expect((await t.api(`/v1/generations/${g.id}`)).json.status).toBe('held');
    await advance(t, 60);
    const r = await t.api(`/v1/generations/${g.id}`);
    expect(r.json).toMatchObject({
      status: 'expired',
      decision: 'deny',
      reasons: [{ code: 'review_expired' }],
      receipt: expect.stringMatching(/^rcpt_/),
    });
  });

  it('an authorization older than an hour: 409 check_expired', async () => {
    const check = await allowedCheck(t);
    await advance(t, 3600);
    expectProblem(await postGeneration(t, check.id), 409, 'check_expired');
  });
});

describe('durability', () => {
  it('an Idempotency-Key replays a generation; the outcome is stored with it; a restart keeps everything', async () => {
    const t = await startTestServer();
    const dir = t.dir;
    const check = await allowedCheck(t);
    const h = { headers: { 'Idempotency-Key': 'gen-1' } };
    const a = await postGeneration(t, check.id, {}, h);
    const b = await postGeneration(t, check.id, {}, h);
    expect(b.status).toBe(200);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(b.json).toEqual(a.json);
    const row = await t.deps.store.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', 'gen-1')
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('done');
    expect(JSON.parse(row.response_body ?? '{}').id).toBe(a.json.id);
    const { testKey } = t;
    // Close without removing the directory, then start again on the same database.
    await t.deps.store.close();
    const again = await startTestServer({ dir, testKey });
    try {
      expect((await again.api(`/v1/generations/${a.json.id}`)).json).toEqual(a.json);
      expect((await again.api(`/v1/checks/${check.id}`)).json.authorization.generations_used).toBe(1);
      expect((await again.api(`/v1/receipts/${a.json.receipt}`, { key: null })).status).toBe(200);
    } finally {
      await again.close();
      await t.close();
    }
  });
});

describe('the license as it is at generation time', () => {
  it('revoked after the check: license_revoked; final_deliverables reached: delivery_limit_reached', async () => {
    const t = await startTestServer();
    try {
      const ten = await allowedCheck(t, 'A portrait of Ada Vance', { execution: { candidates: 10 } });
      for (let i = 0; i < 10; i++) {
        const g = await postGeneration(t, ten.id, { candidate_index: i });
        expect(g.json.status, g.text).toBe('allowed');
      }
      const more = await allowedCheck(t, 'A portrait of Ada Vance');
      const over = await postGeneration(t, more.id);
      expect(over.json).toMatchObject({ status: 'denied', reasons: [{ code: 'delivery_limit_reached' }] });

      const milo = await allowedCheck(t, 'Milo Hart');
      await t.api(`/v1/test_helpers/licenses/${milo.talent[0].license}/revoke`, { body: {} });
      const r = await postGeneration(t, milo.id);
      conforms(generationSchema, r.json);
      expect(r.json).toMatchObject({
        status: 'denied',
        decision: 'deny',
        reasons: [{ code: 'license_revoked' }],
      });
      expect(r.json.reasons[0]).not.toHaveProperty('term');
    } finally {
      await t.close();
    }
  });
});

describe('concurrent moves', () => {
  it('two releases at once: one applies, the other is 409; concurrent reads decide a due generation once', async () => {
    const t = await startTestServer();
    try {
      const check = await allowedCheck(t, 'Milo Hart');
      const g = (await postGeneration(t, check.id)).json;
      const [a, b] = await Promise.all([
        t.api(`/v1/test_helpers/generations/${g.id}/release`, { body: {} }),
        t.api(`/v1/test_helpers/generations/${g.id}/release`, { body: {} }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);

      const k = (await postCheck(t, 'Kai Moreno', { on_escalate: 'hold' })).json;
      const [x, y] = await Promise.all([
        t.api(`/v1/test_helpers/checks/${k.id}/resolve`, { body: { decision: 'allow' } }),
        t.api(`/v1/test_helpers/checks/${k.id}/resolve`, { body: { decision: 'allow' } }),
      ]);
      expect([x.status, y.status].sort()).toEqual([200, 409]);

      const v = await allowedCheck(t, 'A red bicycle', { use: { modality: 'video' } });
      const video = (await postGeneration(t, v.id, { digestOnly: true, mediaType: 'video/mp4' })).json;
      await advance(t, 2);
      const reads = await Promise.all([1, 2, 3].map(() => t.api(`/v1/generations/${video.id}`)));
      const receipts = new Set(reads.map((r) => r.json.receipt));
      expect(receipts.size).toBe(1);
      expect([...receipts][0]).toMatch(/^rcpt_/);
      const stored = await t.deps.store.db
        .selectFrom('receipts')
        .select('id')
        .where('subject', '=', video.id)
        .execute();
      expect(stored).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
