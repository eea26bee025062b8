import { z } from 'zod';
import {
  compactJws,
  countryCode,
  decision,
  digest,
  metadata,
  modality,
  modalityValue,
  openEnum,
  timestamp,
} from './common.js';
import { escalation } from './escalation.js';
import {
  accountId,
  checkId,
  escalationId,
  facetId,
  licenseId,
  licenseRevisionId,
  receiptId,
  sessionId,
  talentId,
} from './ids.js';
import { obligation } from './obligation.js';
import { reason } from './reason.js';
import { remedy } from './remedy.js';

/** Status of a check (States > Check: `checking`, `allowed`, `denied`, `escalated` seen); tolerates new values. */
export const checkStatus = openEnum(['checking', 'allowed', 'denied', 'escalated']);

/** Kinds of use a check request may declare (POST /checks `use.kind`, values seen). */
export const useKinds = ['depiction', 'impersonation', 'endorsement'] as const;
/** Purposes a check request may declare (POST /checks `use.purpose`; `branded content` is live only). */
export const usePurposes = ['advertising', 'personal', 'branded content'] as const;
/** Channels a check request may declare (POST /checks `use.channels`, values seen). */
export const useChannels = ['social', 'web', 'tv', 'in_app'] as const;

/**
 * The declared use in a POST /checks body (Endpoints > POST /checks `use`): strict enums of the values the
 * spec shows, and territories as ISO 3166-1 alpha-2 codes (`UK` is rejected, use `GB`). Which fields are
 * required is not shown; all are required here, with at least one channel and one territory.
 */
export const checkUseRequest = z.strictObject({
  modality,
  kind: z.enum(useKinds),
  purpose: z.enum(usePurposes),
  commercial: z.boolean(),
  channels: z.array(z.enum(useChannels)).min(1).max(useChannels.length),
  territories: z.array(countryCode).min(1).max(300),
});

/** The declared use as echoed in a check (Resources > Check `use`); enums tolerate new values. */
export const checkUse = z.object({
  modality: modalityValue,
  kind: openEnum(useKinds),
  purpose: openEnum(usePurposes),
  commercial: z.boolean(),
  channels: z.array(openEnum(useChannels)),
  territories: z.array(countryCode),
});

/**
 * Bounds of a POST /checks body. The spec's live limit on text is 64 KiB in all; the sandbox holds the
 * same, counted in UTF-8 bytes over all inputs (the server answers 413 past it). Field lengths keep every
 * token signed from the request well within the 65,536 characters a verifier accepts.
 */
export const CHECK_LIMITS = {
  inputs: 16,
  textBytes: 65_536,
  provider: 100,
  model: 200,
  jobId: 255,
  talent: 50,
} as const;

/** One text input of a check request (POST /checks `inputs`: `{role, text}`; role `prompt` seen). */
export const checkInput = z.strictObject({
  role: z.enum(['prompt']),
  text: z.string().min(1).max(CHECK_LIMITS.textBytes),
});

/** Body of POST /checks (Endpoints > POST /checks); required-ness in test mode is not shown (see fields). */
export const checkCreateRequest = z.strictObject({
  inputs: z.array(checkInput).min(1).max(CHECK_LIMITS.inputs),
  use: checkUseRequest,
  execution: z.strictObject({
    provider: z.string().min(1).max(CHECK_LIMITS.provider),
    model: z.string().min(1).max(CHECK_LIMITS.model),
    // Becomes `authorization.max_generations` (sandbox: default 1, at most 10; live: must be 1).
    candidates: z.number().int().min(1).max(10).optional(),
    job_id: z.string().min(1).max(CHECK_LIMITS.jobId).optional(),
  }),
  license: licenseId.optional(),
  talent: z.array(talentId).max(CHECK_LIMITS.talent).optional(),
  exclude_talent: z.array(talentId).max(CHECK_LIMITS.talent).optional(),
  facet: facetId.optional(),
  // The default when absent is not shown (live must be `deny`).
  on_escalate: z.enum(['deny', 'hold']).optional(),
  metadata: metadata.optional(),
});

/**
 * A resolved talent entry of a check (Resources > Check `talent`). `license`, `license_revision` and
 * `terms_digest` are null when no license applies; `escalation` is the `esc_` ID when escalated.
 */
export const checkTalent = z.object({
  talent: talentId,
  name: z.string(),
  // `name` seen; talent named in the request are "matched as explicit".
  matched_by: openEnum(['name', 'explicit']),
  confidence: openEnum(['high', 'medium']),
  decision: decision.nullable(),
  facets: z.array(facetId),
  license: licenseId.nullable(),
  license_revision: licenseRevisionId.nullable(),
  terms_digest: digest.nullable(),
  escalation: escalationId.nullish(),
});

/** Authorization issued on allow (Resources > Check `authorization`): the `tlp-auth+jwt` token and its limits. */
export const checkAuthorization = z.object({
  token: compactJws,
  max_generations: z.number().int().positive(),
  generations_used: z.number().int().nonnegative(),
  expires_at: timestamp,
});

/** Check object (Resources > Check); `decision` is null while `checking`, `authorization` is present on allow. */
export const check = z.object({
  id: checkId,
  object: z.literal('check'),
  livemode: z.boolean(),
  status: checkStatus,
  decision: decision.nullable(),
  talent: z.array(checkTalent),
  use: checkUse,
  reasons: z.array(reason),
  obligations: z.array(obligation),
  authorization: checkAuthorization.nullish(),
  escalation: escalation.nullable(),
  remedy: remedy.nullable(),
  request_digest: digest,
  licensee: accountId,
  platform: accountId,
  session: sessionId.nullable(),
  receipt: receiptId.nullable(),
  metadata,
  created_at: timestamp,
});

export type CheckStatus = z.infer<typeof checkStatus>;
export type CheckUseRequest = z.infer<typeof checkUseRequest>;
export type CheckUse = z.infer<typeof checkUse>;
export type CheckInput = z.infer<typeof checkInput>;
export type CheckCreateRequest = z.infer<typeof checkCreateRequest>;
export type CheckTalent = z.infer<typeof checkTalent>;
export type CheckAuthorization = z.infer<typeof checkAuthorization>;
export type Check = z.infer<typeof check>;
