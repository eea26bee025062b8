import { verifyAuthorization, verifyReceipt } from '@tlp/core';
import { check as checkSchema, receipt as receiptSchema } from '@tlp/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advance,
  conforms,
  licenseIdOf,
  postCheck,
  servedJwks,
  talentIdOf,
} from '../test-harness/decisions.js';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

async function denied(prompt: string, extra: Parameters<typeof postCheck>[2] = {}) {
  const r = await postCheck(s, prompt, extra);
  expect(r.status, r.text).toBe(200);
  conforms(checkSchema, r.json);
  expect(r.json).toMatchObject({ status: 'denied', decision: 'deny', authorization: null, receipt: null });
  return r.json;
}

describe('POST /v1/checks: each way a use is decided', () => {
  it("a use within a license's scope is allowed, with an authorization token and a check receipt both verifiable with @tlp/core", async () => {
    const r = await postCheck(s, 'A portrait of Ada Vance for the spring campaign', {
      execution: { candidates: 3 },
      metadata: { campaign: 'spring' },
    });
    expect(r.status, r.text).toBe(200);
    conforms(checkSchema, r.json);
    const lic = await licenseIdOf(s, 'ada-vance');
    const c = r.json;
    expect(c).toMatchObject({
      object: 'check',
      livemode: false,
      status: 'allowed',
      decision: 'allow',
      reasons: [],
      remedy: null,
      escalation: null,
      licensee: s.accountId,
      platform: s.accountId,
      session: null,
      metadata: { campaign: 'spring' },
      talent: [
        { name: 'Ada Vance', matched_by: 'name', confidence: 'high', decision: 'allow', license: lic },
      ],
    });
    expect(c.obligations.map((o: { type: string }) => o.type)).toEqual([
      'generation_check',
      'disclosure',
      'c2pa_manifest',
      'no_training',
      'usage_report',
    ]);
    expect(c.authorization).toMatchObject({ max_generations: 3, generations_used: 0 });
    expect(Date.parse(c.authorization.expires_at) - Date.parse(c.created_at)).toBeGreaterThan(3599_000);
    expect(Date.parse(c.authorization.expires_at) - Date.parse(c.created_at)).toBeLessThanOrEqual(3600_000);

    const jwks = await servedJwks(s);
    const auth = await verifyAuthorization(c.authorization.token, {
      issuer: s.origin,
      mode: 'test',
      jwks,
      audience: s.accountId,
      execution: { provider: 'acme', model: 'imagegen-2' },
    });
    expect(auth.valid, JSON.stringify(auth)).toBe(true);
    if (!auth.valid) return;
    expect(auth.header.typ).toBe('tlp-auth+jwt');
    expect(auth.claims).toMatchObject({
      iss: s.origin,
      sub: c.id,
      aud: s.accountId,
      tlp: { ver: '1.0', max_generations: 3, execution: { provider: 'acme', model: 'imagegen-2' } },
    });
    expect(auth.claims.exp * 1000).toBe(Date.parse(c.authorization.expires_at));

    const rc = await s.api(`/v1/receipts/${c.receipt}`, { key: null });
    expect(rc.status).toBe(200);
    conforms(receiptSchema, rc.json);
    expect(rc.json).toMatchObject({
      id: c.receipt,
      kind: 'check',
      subject: c.id,
      decision: 'allow',
      assurance: null,
      talent: [c.talent[0].talent],
      licenses: [
        {
          talent: c.talent[0].talent,
          license: lic,
          license_revision: c.talent[0].license_revision,
          terms_digest: c.talent[0].terms_digest,
        },
      ],
      request_digest: c.request_digest,
      use_status: 'permitted',
    });
    const verdict = await verifyReceipt(rc.json, { issuer: s.origin, mode: 'test', jwks });
    expect(verdict.valid, JSON.stringify(verdict)).toBe(true);
    if (verdict.valid) expect(verdict.claims.tlp).not.toHaveProperty('artifact');

    // GET returns the same object.
    expect((await s.api(`/v1/checks/${c.id}`)).json).toEqual(c);
  });

  it('a prompt naming no protected talent is allow with no talent and no obligations', async () => {
    const r = await postCheck(s, 'A red bicycle leaning on a wall');
    expect(r.json).toMatchObject({ status: 'allowed', decision: 'allow', talent: [], obligations: [] });
    expect(r.json.authorization.max_generations).toBe(1);
    expect(r.json.receipt).toMatch(/^rcpt_/);
  });

  it("a use outside one term of the license is denied with that term's *_not_licensed code and a license_change remedy", async () => {
    const lic = await licenseIdOf(s, 'ada-vance');
    const cases: Array<[string, Parameters<typeof postCheck>[2], string, string]> = [
      ['Ada Vance', { use: { modality: 'speech' } }, 'modality_not_licensed', 'modalities'],
      ['Ada Vance', { use: { kind: 'impersonation' } }, 'kind_not_licensed', 'kinds'],
      ['Ada Vance', { use: { purpose: 'personal' } }, 'purpose_not_licensed', 'purposes'],
      ['Ada Vance', { use: { channels: ['social', 'tv'] } }, 'channel_not_licensed', 'channels'],
      ['Ada Vance', { use: { territories: ['US', 'FR'] } }, 'territory_not_licensed', 'territories'],
      ['Ada Vance smiling', {}, 'adjustment_not_licensed', 'adjustments.expression'],
    ];
    for (const [prompt, extra, code, term] of cases) {
      const c = await denied(prompt, extra);
      expect(c.reasons[0], code).toMatchObject({
        code,
        stage: 'check',
        term: `license:${lic}/terms.${term}`,
      });
      expect(c.remedy).toMatchObject({ type: 'license_change', license: lic });
    }
    const voice = await s.deps.store.db
      .selectFrom('facets')
      .select('id')
      .where('talent_id', '=', await talentIdOf(s, 'Ada Vance'))
      .where('type', '=', 'voice')
      .executeTakeFirstOrThrow();
    const c = await denied('Ada Vance', { facet: voice.id });
    expect(c.reasons[0].code).toBe('facet_not_licensed');
    const speech = await denied('Ada Vance', { use: { modality: 'speech' } });
    expect(speech.talent[0].facets).toContain(voice.id);
  });

  it('prohibited changes: body_and_age and endorsement', async () => {
    expect((await denied('Ada Vance looking older')).reasons[0].code).toBe('prohibited_appearance_change');
    expect((await denied('Ada Vance endorses our soda')).reasons[0].code).toBe('prohibited_endorsement');
  });

  it('no license, or one not started, ended, suspended, revoked, pending, narrower or prohibiting: denied with the reason that says which', async () => {
    const rosa = await denied('Rosa Quint');
    expect(rosa.reasons[0].code).toBe('no_license');
    expect(rosa.remedy).toMatchObject({ type: 'license_request', talent: await talentIdOf(s, 'Rosa Quint') });
    expect((await denied('Theo Marsh')).reasons[0].code).toBe('window_not_started');
    const iris = await denied('Iris Cole');
    expect(iris.reasons[0].code).toBe('window_ended');
    expect(iris.remedy.type).toBe('license_change');
    expect((await denied('Lena Ortiz')).reasons[0].code).toBe('license_suspended');
    expect((await denied('Owen Pike')).reasons[0].code).toBe('license_revoked');
    expect((await denied('Jude Rowe')).reasons[0].code).toBe('license_pending_acceptance');
    expect((await denied('Eva Stone')).reasons[0].code).toBe('commercial_use_not_licensed');
    expect((await denied('Finn Gray')).reasons[0].code).toBe('platform_not_licensed');
    expect((await denied('Nora Blake', { use: { kind: 'impersonation' } })).reasons[0].code).toBe(
      'talent_prohibits',
    );
  });

  it('naming a license of another platform is 403 platform_not_permitted, and nothing is stored', async () => {
    const before = await countChecks();
    const lic = await licenseIdOf(s, 'finn-gray');
    const r = await postCheck(s, 'Finn Gray', { license: lic });
    expect(expectProblem(r, 403, 'platform_not_permitted').param).toBe('license');
    expect(await countChecks()).toBe(before);
  });

  it('a name two talents share is denied ambiguous_talent with a disambiguate remedy; naming or excluding one then decides', async () => {
    const c = await denied('Sam Lee');
    expect(c.reasons[0].code).toBe('ambiguous_talent');
    expect(c.remedy.type).toBe('disambiguate');
    expect(c.remedy.candidates).toHaveLength(2);
    const actor = await talentIdOf(s, 'Sam Lee', 'actor');
    const chef = await talentIdOf(s, 'Sam Lee', 'chef');
    const explicit = await postCheck(s, 'Sam Lee', { talent: [actor] });
    expect(explicit.json).toMatchObject({
      decision: 'allow',
      talent: [{ talent: actor, matched_by: 'explicit' }],
    });
    const excluded = await postCheck(s, 'Sam Lee', { exclude_talent: [chef] });
    expect(excluded.json).toMatchObject({ decision: 'allow', talent: [{ talent: actor }] });
  });

  it("a use that needs the talent's review, with on_escalate deny: review_required and a retry_with_hold remedy", async () => {
    const c = await denied('Kai Moreno', { on_escalate: 'deny' });
    expect(c.reasons[0].code).toBe('review_required');
    expect(c.remedy).toEqual({ type: 'retry_with_hold' });
  });
});

describe('POST /v1/checks: requests and keys', () => {
  it('UK is rejected with param use.territories[1]; missing fields are parameter_missing', async () => {
    const r = await postCheck(s, 'Ada Vance', { use: { territories: ['US', 'UK'] } });
    expect(expectProblem(r, 400, 'parameter_invalid').param).toBe('use.territories[1]');
    const m = await s.api('/v1/checks', { body: { inputs: [{ role: 'prompt', text: 'x' }], use: {} } });
    expect(expectProblem(m, 400, 'parameter_missing').param).toMatch(/^use\./);
    const u = await postCheck(s, 'x', { colour: 'red' });
    expect(expectProblem(u, 400, 'parameter_invalid').param).toBe('colour');
  });

  it('unknown talent, license or facet named: 404 with param', async () => {
    const r = await postCheck(s, 'x', { talent: ['tal_01m82z0fhr7r75978w90e3fg0v'] });
    expect(expectProblem(r, 404, 'resource_not_found').param).toMatch(/^talent/);
    const l = await postCheck(s, 'x', { license: 'lic_01m82z0fhr7r75978w90e3fg0v' });
    expect(expectProblem(l, 404, 'resource_not_found').param).toBe('license');
  });

  it('a live key gets 403 live_not_activated and nothing is stored, even with an Idempotency-Key', async () => {
    const before = await countChecks();
    const r = await postCheck(
      s,
      'Ada Vance',
      {},
      { key: s.liveKey, headers: { 'Idempotency-Key': 'live-1' } },
    );
    expectProblem(r, 403, 'live_not_activated');
    expect(await countChecks()).toBe(before);
    const keys = await s.deps.store.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', 'live-1')
      .execute();
    expect(keys).toEqual([]);
  });

  it('restricted keys: checks:write is needed to create and read', async () => {
    const k = (await s.api('/v1/test_helpers/api_keys', { body: { scopes: ['licenses:read'] } })).json.secret;
    expectProblem(await postCheck(s, 'Ada Vance', {}, { key: k }), 403, 'insufficient_scope');
    const w = (await s.api('/v1/test_helpers/api_keys', { body: { scopes: ['checks:write'] } })).json.secret;
    const r = await postCheck(s, 'Ada Vance', {}, { key: w });
    expect(r.status).toBe(200);
    expect((await s.api(`/v1/checks/${r.json.id}`, { key: w })).status).toBe(200);
    expectProblem(await s.api(`/v1/checks/${r.json.id}`, { key: k }), 403, 'insufficient_scope');
  });

  it('an Idempotency-Key replays the same check (same ID), and GET of an unknown check is 404', async () => {
    const h = { headers: { 'Idempotency-Key': 'chk-replay-1' } };
    const a = await postCheck(s, 'Ada Vance', {}, h);
    const b = await postCheck(s, 'Ada Vance', {}, h);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(b.json.id).toBe(a.json.id);
    expectProblem(await s.api('/v1/checks/chk_01m82z0fhr7r75978w90e3fg0v'), 404, 'resource_not_found');
  });

  it('request_digest is the sha256 of the canonical JSON of the body', async () => {
    const { canonicalRequestJson } = await import('../evaluation/request-digest.js');
    const { sha256Hex } = await import('../test-harness/decisions.js');
    const body = {
      use: {
        territories: ['US'],
        channels: ['web'],
        commercial: true,
        purpose: 'advertising',
        kind: 'depiction',
        modality: 'image',
      },
      inputs: [{ text: 'A kettle', role: 'prompt' }],
      execution: { model: 'm', provider: 'p' },
    };
    const r = await s.api('/v1/checks', { body });
    expect(r.json.request_digest).toBe(`sha256:${sha256Hex(canonicalRequestJson(body))}`);
    expect(canonicalRequestJson({ b: 1.5, a: [true, null] })).toBe('{"a":[true,null],"b":1.5}');
  });
});

describe("escalations: a use that needs the talent's review, with on_escalate hold", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('escalated → resolved allow: authorization and receipt issued, escalation allowed', async () => {
    const c = (await postCheck(t, 'Kai Moreno', { on_escalate: 'hold' })).json;
    conforms(checkSchema, c);
    expect(c).toMatchObject({
      status: 'escalated',
      decision: 'escalate',
      authorization: null,
      receipt: null,
      escalation: { reason: 'judgment', reviewer: 'talent', status: 'open', resolved_at: null, note: null },
    });
    expect(c.talent[0].escalation).toBe(c.escalation.id);
    expect(Date.parse(c.escalation.expires_at) - Date.parse(c.created_at)).toBe(48 * 3600_000);
    const r = await t.api(`/v1/test_helpers/checks/${c.id}/resolve`, {
      body: { decision: 'allow', note: 'Fine by me' },
    });
    expect(r.status, r.text).toBe(200);
    conforms(checkSchema, r.json);
    expect(r.json).toMatchObject({
      status: 'allowed',
      decision: 'allow',
      escalation: { status: 'allowed', note: 'Fine by me', resolved_at: expect.any(String) },
      authorization: { max_generations: 1, generations_used: 0 },
      receipt: expect.stringMatching(/^rcpt_/),
    });
    expect(r.json.obligations.length).toBeGreaterThan(0);
    expect((await t.api(`/v1/checks/${c.id}`)).json).toEqual(r.json);
    const again = await t.api(`/v1/test_helpers/checks/${c.id}/resolve`, { body: { decision: 'deny' } });
    expectProblem(again, 409, 'escalation_closed');
  });

  it('escalated → declined: review_declined with the note', async () => {
    const c = (await postCheck(t, 'Kai Moreno', { on_escalate: 'hold' })).json;
    const r = await t.api(`/v1/test_helpers/checks/${c.id}/resolve`, {
      body: { decision: 'deny', note: 'Not this one' },
    });
    expect(r.json).toMatchObject({
      status: 'denied',
      decision: 'deny',
      reasons: [{ code: 'review_declined', stage: 'check', sentence: 'Not this one' }],
      escalation: { status: 'declined', note: 'Not this one' },
      receipt: null,
    });
  });

  it('resolving a check that never escalated is 409 invalid_state_transition', async () => {
    const c = (await postCheck(t, 'Ada Vance')).json;
    expectProblem(
      await t.api(`/v1/test_helpers/checks/${c.id}/resolve`, { body: { decision: 'allow' } }),
      409,
      'invalid_state_transition',
    );
  });

  it('the clock passing expires_at: hold_expired; the authorization of an allowed check expires', async () => {
    const c = (await postCheck(t, 'Kai Moreno', { on_escalate: 'hold' })).json;
    await advance(t, 47 * 3600);
    expect((await t.api(`/v1/checks/${c.id}`)).json.status).toBe('escalated');
    await advance(t, 3600);
    const r = await t.api(`/v1/checks/${c.id}`);
    expect(r.json).toMatchObject({
      status: 'denied',
      decision: 'deny',
      reasons: [{ code: 'hold_expired', stage: 'check' }],
    });
    expectProblem(
      await t.api(`/v1/test_helpers/checks/${c.id}/resolve`, { body: { decision: 'allow' } }),
      409,
      'escalation_closed',
    );
  });
});

describe('POST /v1/checks: a name cannot be hidden from the matcher', () => {
  it('a possessive, full-width letters or a Cyrillic look-alike still name an unlicensed talent: no_license, no receipt', async () => {
    for (const prompt of [
      "Rosa Quint's portrait on a city street",
      'Ｒｏｓａ Ｑｕｉｎｔ',
      'R\u043Esa Qu\u200Bint',
    ]) {
      const c = await denied(prompt);
      expect(
        c.reasons.map((r: { code: string }) => r.code),
        prompt,
      ).toEqual(['no_license']);
      expect(c.talent).toMatchObject([{ name: 'Rosa Quint', matched_by: 'name', confidence: 'high' }]);
    }
  });
});

async function countChecks(): Promise<number> {
  const r = await s.deps.store.db
    .selectFrom('checks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
