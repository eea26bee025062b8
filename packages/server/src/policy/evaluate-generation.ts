import { durationMs } from './duration.js';
import type { Decision, LicenseRecord, Obligation, Reason } from './types.js';
import { windowStatus } from './window.js';

/** Reason codes a generation can be denied with (the spec's table, stage `generation`). */
export const GENERATION_REASON_CODES = new Set([
  'license_revoked',
  'license_suspended',
  'window_not_started',
  'window_ended',
  'material_unavailable',
  'delivery_limit_reached',
  'prohibited_appearance_change',
  'prohibited_endorsement',
  'prohibited_custom_term',
  'identity_not_preserved',
  'prohibited_speech',
  'prohibited_motion',
  'narration_mismatch',
  'voice_rule',
  'attribute_unverifiable',
  'output_unverifiable',
  'provenance_failed',
  'authority_changed',
]);

/** The required attribute each simulated generation outcome concerns (findings record it as not kept). */
const OUTCOME_ATTRIBUTE: Record<string, string> = {
  identity_not_preserved: 'identity.samePerson',
  prohibited_appearance_change: 'appearance.bodyAndAge',
  prohibited_endorsement: 'context.endorsement',
  attribute_unverifiable: 'identity.samePerson',
};

export interface GenerationInput {
  /** The licenses the allowed check relied on, with the revision it saw. */
  relied: Array<{ license: string; revision: string }>;
  /** Those licenses as they are now. */
  licenses: LicenseRecord[];
  /** Outputs already delivered (allowed or released) under each license, by license ID. */
  delivered: Record<string, number>;
  /** `metadata["sandbox.outcome"]`: a generation-stage reason code to simulate (test mode). */
  simulatedOutcome: string | undefined;
  /** The obligations of the check. */
  obligations: Obligation[];
  now: Date;
}

export interface Finding {
  term: string;
  attribute: string;
  result: 'preserved' | 'not_preserved' | 'unverifiable';
}

export interface GenerationEvaluation {
  status: 'allowed' | 'denied' | 'held';
  decision: Decision;
  reasons: Reason[];
  findings: Finding[];
  unchecked_terms: string[];
  obligations: Obligation[];
  /** Set when a person must release the output. */
  hold: { reason: 'release_review'; reviewer: 'talent'; expires_at: string } | null;
}

/**
 * Decides a generation: a pure function of the licenses the check relied on (as they are now), how
 * many outputs they already delivered, the simulated outcome the sandbox was asked for, and the clock.
 * The bytes themselves (decoding, digest, media type) are checked before, by the route.
 */
export function evaluateGeneration(input: GenerationInput): GenerationEvaluation {
  const reasons: Reason[] = [];
  const findings: Finding[] = [];
  const unchecked: string[] = [];
  const several = input.licenses.length > 1;
  const reason = (code: string, license: LicenseRecord, term: string, sentence: string) =>
    reasons.push({
      code,
      stage: 'generation',
      term,
      sentence,
      ...(several ? { talent: license.talent } : {}),
    });

  for (const license of input.licenses) {
    const t = (field: string) => `license:${license.id}/terms.${field}`;
    const relied = input.relied.find((r) => r.license === license.id);
    if (license.status === 'void')
      reason('license_revoked', license, `license:${license.id}`, 'The license was revoked.');
    else if (license.status === 'suspended') {
      reason('license_suspended', license, `license:${license.id}`, 'The license is suspended.');
    } else if (relied && relied.revision !== license.revision) {
      reason('authority_changed', license, `license:${license.id}`, 'The license changed after the check.');
    }
    const window = license.scope.window;
    const status = window ? windowStatus(window, input.now) : 'ended';
    if (status === 'not_started')
      reason('window_not_started', license, t('window'), 'The license window has not started.');
    if (status === 'ended') reason('window_ended', license, t('window'), 'The license window has ended.');
    const limit = license.scope.final_deliverables;
    if (typeof limit === 'number' && (input.delivered[license.id] ?? 0) >= limit) {
      reason(
        'delivery_limit_reached',
        license,
        t('final_deliverables'),
        `The license allows ${limit} final deliverables.`,
      );
    }

    const outcome = input.simulatedOutcome;
    const attributes = Array.isArray(license.scope.required_attributes)
      ? (license.scope.required_attributes as string[])
      : [];
    const failed = outcome ? OUTCOME_ATTRIBUTE[outcome] : undefined;
    for (const attribute of attributes) {
      const result =
        attribute !== failed
          ? 'preserved'
          : outcome === 'attribute_unverifiable'
            ? 'unverifiable'
            : 'not_preserved';
      findings.push({ term: t('required_attributes'), attribute, result });
    }
    if (outcome && GENERATION_REASON_CODES.has(outcome)) {
      reason(
        outcome,
        license,
        failed ? t('required_attributes') : `license:${license.id}`,
        `Simulated outcome: ${outcome}.`,
      );
    }
    for (const [i] of (license.scope.rules?.never ?? []).entries()) unchecked.push(t(`rules.never[${i}]`));
  }

  const unique = reasons.filter(
    (r, i) => reasons.findIndex((o) => o.code === r.code && o.term === r.term) === i,
  );
  if (unique.length) {
    return {
      status: 'denied',
      decision: 'deny',
      reasons: unique,
      findings,
      unchecked_terms: unchecked,
      obligations: [],
      hold: null,
    };
  }
  const reviewed = input.licenses.find((l) => l.scope.release_policy === 'per_output_review');
  if (reviewed) {
    const windowMs = durationMs(String(reviewed.scope.escalation_window ?? 'P7D')) ?? 7 * 86_400_000;
    const obligations = input.obligations.some((o) => o.type === 'hold_until_release')
      ? input.obligations
      : [...input.obligations, { type: 'hold_until_release', reviewer: 'talent' }];
    return {
      status: 'held',
      decision: 'escalate',
      reasons: [],
      findings,
      unchecked_terms: unchecked,
      obligations,
      hold: {
        reason: 'release_review',
        reviewer: 'talent',
        expires_at: new Date(input.now.getTime() + windowMs).toISOString(),
      },
    };
  }
  return {
    status: 'allowed',
    decision: 'allow',
    reasons: [],
    findings,
    unchecked_terms: unchecked,
    obligations: input.obligations,
    hold: null,
  };
}
