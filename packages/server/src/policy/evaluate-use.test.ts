import { describe, expect, it } from 'vitest';
import { baseScope, DEFAULT_WINDOW, type FacetType, TALENT_FIXTURES } from '../fixtures/data.js';
import { Refusal } from '../lib/refusal.js';
import { evaluateUse } from './evaluate-use.js';
import type { EvaluationContext, LicenseRecord, TalentRecord, UseEvaluation, UseRequest } from './types.js';

const T0 = Date.parse('2026-11-01T12:00:00Z');
const PLATFORM = 'acct_sandbox';
const OTHER = 'acct_other';

/** The fixtures of sandbox-fixtures.md as the evaluation sees them, IDs derived from names. */
function fixtureContext(): EvaluationContext {
  const talent: TalentRecord[] = [];
  const licenses: LicenseRecord[] = [];
  for (const f of TALENT_FIXTURES) {
    const slug = `${f.name}-${f.description}`.toLowerCase().replace(/\W+/g, '-');
    const facetIds: Partial<Record<FacetType, string>> = {};
    const facets = f.facets.map((facet) => {
      facetIds[facet.type] = `fct_${slug}-${facet.type}`;
      return { id: `fct_${slug}-${facet.type}`, type: facet.type, modalities: facet.modalities };
    });
    const id = `tal_${slug}`;
    talent.push({
      id,
      name: f.name,
      description: f.description,
      facets,
      standingRules: f.standingRules ?? {},
    });
    const lic = f.license;
    if (!lic) continue;
    const ctx = { facets: facetIds, otherPlatformAccount: OTHER };
    licenses.push({
      id: `lic_${lic.handle}`,
      status: lic.status,
      talent: id,
      licensee: PLATFORM,
      revision: `lrv_${lic.handle}`,
      terms_digest: `sha256:${'0'.repeat(64)}`,
      acceptance_url: lic.pendingAcceptance ? 'https://example.test/accept' : null,
      scope: {
        ...baseScope(ctx, T0, lic.window ?? DEFAULT_WINDOW),
        ...(lic.scope?.(ctx) ?? {}),
      } as LicenseRecord['scope'],
      obligations: (lic.obligations ?? []) as LicenseRecord['obligations'],
    });
  }
  return { talent, licenses, platform: PLATFORM, now: new Date(T0) };
}

const ctx = fixtureContext();
const talentId = (name: string, description?: string) =>
  ctx.talent.find((t) => t.name === name && (!description || t.description === description))?.id as string;

const baseUse = {
  modality: 'image',
  kind: 'depiction',
  purpose: 'advertising',
  commercial: true,
  channels: ['social'],
  territories: ['US'],
};
type Extra = Omit<Partial<UseRequest>, 'use'> & { use?: Partial<UseRequest['use']> };
function request(prompt: string, extra: Extra = {}): UseRequest {
  return { ...extra, inputs: [{ role: 'prompt', text: prompt }], use: { ...baseUse, ...extra.use } };
}
function decide(req: UseRequest, context = ctx): UseEvaluation {
  const result = evaluateUse(req, context);
  if (result instanceof Refusal) throw result;
  return result;
}

describe('evaluateUse: one row per reason', () => {
  const rows: Array<[code: string, prompt: string, extra: Extra, remedy: string | null]> = [
    [
      'facet_not_licensed',
      'Ada Vance on a billboard',
      { facet: 'fct_ada-vance-actor-voice' },
      'license_change',
    ],
    ['modality_not_licensed', 'Ada Vance reads the news', { use: { modality: 'speech' } }, 'license_change'],
    ['kind_not_licensed', 'Ada Vance as herself', { use: { kind: 'impersonation' } }, 'license_change'],
    ['purpose_not_licensed', 'Ada Vance at home', { use: { purpose: 'personal' } }, 'license_change'],
    ['commercial_use_not_licensed', 'Eva Stone at her desk', {}, 'license_change'],
    [
      'channel_not_licensed',
      'Ada Vance on a poster',
      { use: { channels: ['social', 'tv'] } },
      'license_change',
    ],
    [
      'territory_not_licensed',
      'Ada Vance in Paris',
      { use: { territories: ['US', 'FR'] } },
      'license_change',
    ],
    ['window_not_started', 'Theo Marsh on stage', {}, null],
    ['window_ended', 'Iris Cole presenting', {}, 'license_change'],
    ['adjustment_not_licensed', 'Ada Vance smiling at a café', {}, 'license_change'],
    ['prohibited_appearance_change', 'Ada Vance looking ten years older', {}, null],
    ['prohibited_endorsement', 'Ada Vance endorses our sneakers', {}, null],
    ['prohibited_custom_term', 'Ada Vance smoking on a balcony', {}, null],
    ['talent_prohibits', 'Nora Blake sprinting', { use: { kind: 'impersonation' } }, null],
    ['no_license', 'Rosa Quint singing', {}, 'license_request'],
    ['license_suspended', 'Lena Ortiz dancing', {}, null],
    ['license_revoked', 'Owen Pike on stage', {}, null],
    ['license_pending_acceptance', 'Jude Rowe on a runway', {}, null],
    ['platform_not_licensed', 'Finn Gray cooking', {}, 'license_change'],
    ['ambiguous_talent', 'Sam Lee in a kitchen', {}, 'disambiguate'],
    ['review_required', 'Kai Moreno in a classroom', { on_escalate: 'deny' }, 'retry_with_hold'],
  ];

  it.each(rows)('%s', (code, prompt, extra, remedy) => {
    const result = decide(request(prompt, extra));
    expect(result.decision).toBe('deny');
    expect(result.reasons.map((r) => r.code)).toContain(code);
    for (const reason of result.reasons) {
      expect(reason.stage).toBe('check');
      expect(reason.sentence.length).toBeGreaterThan(0);
    }
    expect(result.remedy?.type ?? null).toBe(remedy);
    expect(result.obligations).toEqual([]);
  });

  it('terms use the scope field names', () => {
    const lic = 'lic_ada-vance';
    expect(decide(request('Ada Vance smiling', {})).reasons[0]?.term).toBe(
      `license:${lic}/terms.adjustments.expression`,
    );
    expect(decide(request('Ada Vance', { use: { channels: ['tv'] } })).reasons[0]?.term).toBe(
      `license:${lic}/terms.channels`,
    );
    expect(decide(request('Ada Vance', { use: { territories: ['FR'] } })).reasons[0]?.term).toBe(
      `license:${lic}/terms.territories`,
    );
    expect(decide(request('Iris Cole')).reasons[0]?.term).toBe('license:lic_iris-cole/terms.window');
    expect(decide(request('Ada Vance endorses it')).reasons[0]?.term).toBe(
      `license:${lic}/terms.adjustments.endorsement`,
    );
  });
});

describe('evaluateUse: allow and escalate', () => {
  it("allows a use within a license's scope, with the license and its obligations", () => {
    const result = decide(request('Ada Vance holding a coffee cup, city backdrop'));
    expect(result.decision).toBe('allow');
    expect(result.reasons).toEqual([]);
    expect(result.talent).toEqual([
      expect.objectContaining({
        talent: talentId('Ada Vance'),
        name: 'Ada Vance',
        matched_by: 'name',
        confidence: 'high',
        decision: 'allow',
        license: 'lic_ada-vance',
        license_revision: 'lrv_ada-vance',
      }),
    ]);
    expect(result.obligations.map((o) => o.type)).toEqual([
      'generation_check',
      'disclosure',
      'c2pa_manifest',
      'no_training',
      'usage_report',
    ]);
    expect(result.licenses.map((l) => l.id)).toEqual(['lic_ada-vance']);
  });

  it('names are whole words, case-insensitive', () => {
    expect(decide(request('ADA VANCE, web banner')).talent).toHaveLength(1);
    expect(decide(request('Adavance and Ada Vancey')).talent).toHaveLength(0);
  });

  it('a prompt naming nobody is allow with no talent and no obligations', () => {
    const result = decide(request('A lighthouse at dusk'));
    expect(result).toMatchObject({
      decision: 'allow',
      talent: [],
      reasons: [],
      obligations: [],
      remedy: null,
    });
  });

  it("a speech use lists the talent's voice facet", () => {
    const result = decide(request('Ada Vance says hello', { use: { modality: 'speech' } }));
    expect(result.talent[0]?.facets).toContain('fct_ada-vance-actor-voice');
  });

  it('a talent who reviews each use, with on_escalate hold: escalates for judgment', () => {
    const result = decide(request('Kai Moreno in a classroom', { on_escalate: 'hold' }));
    expect(result.decision).toBe('escalate');
    expect(result.escalation).toEqual({
      reason: 'judgment',
      reviewer: 'talent',
      talent: talentId('Kai Moreno'),
    });
    expect(result.talent[0]?.decision).toBe('escalate');
  });

  it('a name two talents share: disambiguate, then re-check with talent or exclude_talent', () => {
    const actor = talentId('Sam Lee', 'actor');
    const chef = talentId('Sam Lee', 'chef');
    const ambiguous = decide(request('Sam Lee smiles'));
    expect(ambiguous.remedy).toMatchObject({ type: 'disambiguate' });
    if (ambiguous.remedy?.type === 'disambiguate') {
      expect(ambiguous.remedy.candidates.map((c) => c.talent).sort()).toEqual([actor, chef].sort());
    }
    expect(decide(request('Sam Lee in a suit', { talent: [actor] }))).toMatchObject({ decision: 'allow' });
    const pickedActor = decide(request('Sam Lee in a suit', { exclude_talent: [chef] }));
    expect(pickedActor.decision).toBe('allow');
    expect(pickedActor.talent[0]?.talent).toBe(actor);
    expect(decide(request('Sam Lee in a suit', { exclude_talent: [actor] })).reasons[0]?.code).toBe(
      'no_license',
    );
  });

  it('several talent: reasons name their talent, and one denial denies the check', () => {
    const result = decide(request('Ada Vance and Rosa Quint on a stage'));
    expect(result.decision).toBe('deny');
    expect(result.reasons).toEqual([
      expect.objectContaining({ code: 'no_license', talent: talentId('Rosa Quint') }),
    ]);
    expect(result.talent.map((t) => t.decision)).toEqual(['allow', 'deny']);
  });
});

describe('evaluateUse: refusals (errors, not decisions)', () => {
  it('platform_not_permitted when a license that excludes the platform is named', () => {
    const result = evaluateUse(request('Finn Gray cooking', { license: 'lic_finn-gray' }), ctx);
    expect(result).toMatchObject({ code: 'platform_not_permitted', param: 'license' });
  });
  it('unknown talent, license or facet IDs', () => {
    expect(evaluateUse(request('x', { talent: ['tal_nobody'] }), ctx)).toMatchObject({
      code: 'resource_not_found',
      param: 'talent[0]',
    });
    expect(evaluateUse(request('x', { license: 'lic_nobody' }), ctx)).toMatchObject({
      code: 'resource_not_found',
      param: 'license',
    });
    expect(evaluateUse(request('x', { facet: 'fct_nobody' }), ctx)).toMatchObject({
      code: 'resource_not_found',
      param: 'facet',
    });
  });
});

describe('evaluateUse is pure', () => {
  it('the same inputs give the same output, and the clock decides windows', () => {
    const req = request('Theo Marsh on stage');
    expect(decide(req)).toEqual(decide(req));
    const later = { ...ctx, now: new Date(T0 + 400 * 86_400_000) };
    expect(decide(req, later).decision).toBe('allow');
  });
});

describe('evaluateUse: names as a person reads them (issue: decisions that cannot be dodged)', () => {
  const decisionOf = (prompt: string, extra: Extra = {}) => {
    const r = decide(request(prompt, extra));
    return { decision: r.decision, codes: r.reasons.map((x) => x.code), talent: r.talent.map((t) => t.name) };
  };
  it.each<[prompt: string, extra: Extra, decision: string, code: string | null, name: string]>([
    // A possessive, a curly apostrophe or a hyphen after a name ends the word: the name is whole.
    ["Rosa Quint's portrait on a city street", {}, 'deny', 'no_license', 'Rosa Quint'],
    ['Nora Blake’s portrait', { use: { kind: 'impersonation' } }, 'deny', 'talent_prohibits', 'Nora Blake'],
    ['An Ada Vance-style portrait', {}, 'allow', null, 'Ada Vance'],
    // Full width, invisible characters, soft hyphen, a Cyrillic look-alike letter, digits for letters.
    ['Ｒｏｓａ Ｑｕｉｎｔ on a bench', {}, 'deny', 'no_license', 'Rosa Quint'],
    ['Ro\u200Bsa Quint on a bench', {}, 'deny', 'no_license', 'Rosa Quint'],
    ['Rosa Qu\u200Dint on a bench', {}, 'deny', 'no_license', 'Rosa Quint'],
    ['Ro\u00ADsa Quint on a bench', {}, 'deny', 'no_license', 'Rosa Quint'],
    ['R\u043Esa Quint on a bench', {}, 'deny', 'no_license', 'Rosa Quint'],
    ['R0SA QU1NT on a bench', {}, 'deny', 'no_license', 'Rosa Quint'],
  ])('%j %j → %s %s', (prompt, extra, decision, code, name) => {
    expect(decisionOf(prompt, extra)).toEqual({ decision, codes: code ? [code] : [], talent: [name] });
  });

  it('a curly apostrophe after a name still names the talent', () => {
    const r = decide(request('Kai Moreno’s portrait', { on_escalate: 'hold' }));
    expect(r.decision).toBe('escalate');
    expect(r.talent.map((t) => t.name)).toEqual(['Kai Moreno']);
  });

  it('ordinary text that only brushes against the names names nobody', () => {
    for (const prompt of [
      "a baker's window with rosa roses and a quintet poster",
      'Adavance, a vancé, nora-blakes, kaimoreno and samlee',
      'a rosary, a quintessential vase and a blake poem',
    ]) {
      expect(decisionOf(prompt), prompt).toEqual({ decision: 'allow', codes: [], talent: [] });
    }
  });

  it('a disguised adjustment word asks for its change too', () => {
    expect(decisionOf('Ada Vance ｅｎｄｏｒｓｅｓ our sneakers').codes).toEqual(['prohibited_endorsement']);
    expect(decisionOf('Ada Vance looking ol\u200Bder').codes).toEqual(['prohibited_appearance_change']);
  });
});

describe('evaluateUse: what is read once per license or index follows what it was read from', () => {
  const context = fixtureContext();
  const ada = context.licenses.find((l) => l.id === 'lic_ada-vance') as LicenseRecord;
  const codes = (prompt: string) => decide(request(prompt), context).reasons.map((r) => r.code);

  it('a rules.never sentence changed in place is read anew', () => {
    expect(codes('Ada Vance smoking on a balcony')).toEqual(['prohibited_custom_term']);
    const never = ada.scope.rules?.never as string[];
    const before = never[0] as string;
    never[0] = 'Never show Ada Vance skydiving.';
    try {
      expect(codes('Ada Vance smoking on a balcony')).toEqual([]);
      expect(codes('Ada Vance skydiving over a balcony')).toEqual(['prohibited_custom_term']);
    } finally {
      never[0] = before;
    }
  });

  it('the same obligations, check after check, and a list the caller may change', () => {
    const first = decide(request('Ada Vance at a café'), context).obligations;
    first.length = 0;
    expect(decide(request('Ada Vance at a café'), context).obligations).toEqual(ada.obligations);
    expect(ada.obligations.length).toBeGreaterThan(0);
  });
});
