import { z } from 'zod';
import { address, openEnum } from './common.js';
import { talentId } from './ids.js';

/** The stages a reason is raised at (Errors > Reason codes: `stage`). */
export const reasonStages = ['check', 'generation', 'session'] as const;

/** Remedy type a reason code leads to, or `null` for none (Errors > Reason codes: "Remedy" column). */
type ReasonRemedy = 'license_request' | 'license_change' | 'disambiguate' | 'retry_with_hold' | null;

/**
 * Every reason code of the spec's table, with the stages it is raised at and the remedy it carries
 * (Errors > Reason codes). Notes of the "Remedy" column: `license_pending_acceptance` (accept at
 * `acceptance_url`), `license_suspended` (retry after `license.resumed`), `session_not_permitted` (remedy on the
 * session's check), `authority_changed` (new check).
 */
export const reasonCodeTable = {
  no_license: { stages: ['check', 'session'], remedy: 'license_request' },
  license_pending_acceptance: { stages: ['check', 'session'], remedy: null },
  license_revoked: { stages: ['check', 'generation', 'session'], remedy: null },
  license_suspended: { stages: ['check', 'generation', 'session'], remedy: null },
  window_not_started: { stages: ['check', 'generation', 'session'], remedy: null },
  window_ended: { stages: ['check', 'generation', 'session'], remedy: 'license_change' },
  terms_unreadable: { stages: ['check'], remedy: null },
  account_not_licensee: { stages: ['check'], remedy: null },
  material_unavailable: { stages: ['check', 'generation'], remedy: null },
  platform_not_licensed: { stages: ['check'], remedy: 'license_change' },
  facet_not_licensed: { stages: ['check'], remedy: 'license_change' },
  kind_not_licensed: { stages: ['check'], remedy: 'license_change' },
  modality_not_licensed: { stages: ['check'], remedy: 'license_change' },
  purpose_not_licensed: { stages: ['check'], remedy: 'license_change' },
  channel_not_licensed: { stages: ['check'], remedy: 'license_change' },
  territory_not_licensed: { stages: ['check'], remedy: 'license_change' },
  commercial_use_not_licensed: { stages: ['check'], remedy: 'license_change' },
  adjustment_not_licensed: { stages: ['check'], remedy: 'license_change' },
  delivery_limit_reached: { stages: ['generation'], remedy: null },
  monthly_limit_reached: { stages: ['check'], remedy: 'license_change' },
  session_not_permitted: { stages: ['session'], remedy: 'license_change' },
  talent_prohibits: { stages: ['check', 'session'], remedy: null },
  prohibited_appearance_change: { stages: ['check', 'generation'], remedy: null },
  prohibited_endorsement: { stages: ['check', 'generation'], remedy: null },
  prohibited_custom_term: { stages: ['check', 'generation', 'session'], remedy: null },
  unsupported_rule: { stages: ['check'], remedy: null },
  identity_not_preserved: { stages: ['generation'], remedy: null },
  prohibited_speech: { stages: ['generation', 'session'], remedy: null },
  prohibited_motion: { stages: ['generation'], remedy: null },
  narration_mismatch: { stages: ['generation'], remedy: null },
  voice_rule: { stages: ['generation'], remedy: null },
  attribute_unverifiable: { stages: ['generation'], remedy: null },
  output_unverifiable: { stages: ['generation'], remedy: null },
  provenance_failed: { stages: ['generation'], remedy: null },
  authority_changed: { stages: ['generation'], remedy: null },
  ambiguous_talent: { stages: ['check'], remedy: 'disambiguate' },
  renewal_missed: { stages: ['session'], remedy: null },
  sample_missed: { stages: ['session'], remedy: null },
  review_required: { stages: ['check'], remedy: 'retry_with_hold' },
  unverifiable_request: { stages: ['check'], remedy: null },
  evaluation_unavailable: { stages: ['check', 'session'], remedy: null },
  hold_expired: { stages: ['check'], remedy: null },
  review_declined: { stages: ['check', 'generation'], remedy: null },
  review_expired: { stages: ['generation'], remedy: null },
} as const satisfies Record<
  string,
  { stages: readonly (typeof reasonStages)[number][]; remedy: ReasonRemedy }
>;

/** The reason codes of the spec's table (Errors > Reason codes). */
export const reasonCodes = Object.keys(reasonCodeTable) as [
  keyof typeof reasonCodeTable,
  ...(keyof typeof reasonCodeTable)[],
];

/** A reason code the spec's table lists (Errors > Reason codes); strict. */
export const knownReasonCode = z.enum(reasonCodes);

/**
 * A reason code as received (Errors > Reason codes): any string, since new codes arrive without a version
 * change; for an unknown code show `sentence` and offer nothing more.
 */
export const reasonCode = openEnum(reasonCodes);

/** The stage of a reason (Errors > Reason codes: `stage`); tolerates new values. */
export const reasonStage = openEnum(reasonStages);

/**
 * A reason inside a decision (Errors > Reason codes): `code`, `stage`, `talent` (when several), `term` (address)
 * and `sentence` (the license's wording, shown as written). Whether `talent` and `term` are omitted or null when
 * they do not apply is not shown; both are accepted.
 */
export const reason = z.object({
  code: reasonCode,
  stage: reasonStage,
  talent: talentId.nullish(),
  term: address.nullish(),
  sentence: z.string(),
});

/** Whether a code is one of the spec's table (an unknown code: show `sentence`, offer nothing more). */
export function isKnownReasonCode(code: string): code is KnownReasonCode {
  return Object.hasOwn(reasonCodeTable, code);
}

export type ReasonStage = z.infer<typeof reasonStage>;
export type KnownReasonCode = z.infer<typeof knownReasonCode>;
export type ReasonCode = z.infer<typeof reasonCode>;
export type Reason = z.infer<typeof reason>;
