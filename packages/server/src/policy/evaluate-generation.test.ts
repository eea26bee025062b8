import { describe, expect, it } from 'vitest';
import { baseScope, DEFAULT_WINDOW } from '../fixtures/data.js';
import { durationMs } from './duration.js';
import { evaluateGeneration, type GenerationInput } from './evaluate-generation.js';
import type { LicenseRecord } from './types.js';

const T0 = Date.parse('2026-11-01T12:00:00Z');
const ctx = { facets: { likeness: 'fct_l', name: 'fct_n' }, otherPlatformAccount: 'acct_other' };

function license(overrides: Partial<LicenseRecord> = {}, scope: Record<string, unknown> = {}): LicenseRecord {
  return {
    id: 'lic_ada',
    status: 'active',
    talent: 'tal_ada',
    licensee: 'acct_me',
    revision: 'lrv_1',
    terms_digest: `sha256:${'0'.repeat(64)}`,
    acceptance_url: null,
    scope: {
      ...baseScope(ctx, T0, DEFAULT_WINDOW),
      rules: { never: ['Never smoking.'] },
      ...scope,
    } as LicenseRecord['scope'],
    obligations: [{ type: 'generation_check', required: 'all' }],
    ...overrides,
  };
}

function input(overrides: Partial<GenerationInput> = {}): GenerationInput {
  return {
    relied: [{ license: 'lic_ada', revision: 'lrv_1' }],
    licenses: [license()],
    delivered: {},
    simulatedOutcome: undefined,
    obligations: [{ type: 'generation_check', required: 'all' }, { type: 'c2pa_manifest' }],
    now: new Date(T0),
    ...overrides,
  };
}

describe('evaluateGeneration', () => {
  it('allows, with findings for every required attribute and the unchecked custom rules', () => {
    const result = evaluateGeneration(input());
    expect(result).toMatchObject({ status: 'allowed', decision: 'allow', reasons: [], hold: null });
    expect(result.findings).toEqual([
      {
        term: 'license:lic_ada/terms.required_attributes',
        attribute: 'identity.samePerson',
        result: 'preserved',
      },
      {
        term: 'license:lic_ada/terms.required_attributes',
        attribute: 'appearance.bodyAndAge',
        result: 'preserved',
      },
      {
        term: 'license:lic_ada/terms.required_attributes',
        attribute: 'context.endorsement',
        result: 'preserved',
      },
    ]);
    expect(result.unchecked_terms).toEqual(['license:lic_ada/terms.rules.never[0]']);
    expect(result.obligations.map((o) => o.type)).toEqual(['generation_check', 'c2pa_manifest']);
  });

  it.each([
    'identity_not_preserved',
    'prohibited_endorsement',
    'attribute_unverifiable',
    'provenance_failed',
  ])('sandbox.outcome %s denies with that reason', (outcome) => {
    const result = evaluateGeneration(input({ simulatedOutcome: outcome }));
    expect(result).toMatchObject({ status: 'denied', decision: 'deny' });
    expect(result.reasons).toEqual([expect.objectContaining({ code: outcome, stage: 'generation' })]);
  });

  it('records the failed attribute in the findings', () => {
    const result = evaluateGeneration(input({ simulatedOutcome: 'identity_not_preserved' }));
    expect(result.findings[0]).toMatchObject({ attribute: 'identity.samePerson', result: 'not_preserved' });
  });

  it('ignores an outcome that is not a generation-stage code', () => {
    expect(evaluateGeneration(input({ simulatedOutcome: 'no_license' })).decision).toBe('allow');
  });

  it.each([
    ['license_revoked', { licenses: [license({ status: 'void' })] }],
    ['license_suspended', { licenses: [license({ status: 'suspended' })] }],
    ['authority_changed', { licenses: [license({ revision: 'lrv_2' })] }],
    ['window_ended', { now: new Date(T0 + 400 * 86_400_000) }],
    ['delivery_limit_reached', { delivered: { lic_ada: 10 } }],
  ] as const)('%s', (code, overrides) => {
    const result = evaluateGeneration(input(overrides as Partial<GenerationInput>));
    expect(result.reasons.map((r) => r.code)).toContain(code);
    expect(result.status).toBe('denied');
  });

  it('per_output_review holds the output for the escalation window', () => {
    const reviewed = license({}, { release_policy: 'per_output_review', escalation_window: 'P7D' });
    const result = evaluateGeneration(input({ licenses: [reviewed] }));
    expect(result).toMatchObject({ status: 'held', decision: 'escalate' });
    expect(result.hold).toEqual({
      reason: 'release_review',
      reviewer: 'talent',
      expires_at: new Date(T0 + 7 * 86_400_000).toISOString(),
    });
    expect(result.obligations.map((o) => o.type)).toContain('hold_until_release');
  });
});

describe('durationMs', () => {
  it.each([
    ['P7D', 7 * 86_400_000],
    ['PT1H30M', 5_400_000],
    ['P1W', 7 * 86_400_000],
    ['PT0.5S', 500],
    ['P', null],
    ['7 days', null],
    ['PT', null],
  ])('%s', (value, ms) => {
    expect(durationMs(value)).toBe(ms);
  });
});
