import { z } from 'zod';
import {
  countryCode,
  currency,
  digest,
  duration,
  ianaTimeZone,
  metadata,
  modalityValue,
  money,
  openEnum,
  timestamp,
} from './common.js';
import { accountId, facetId, licenseId, licenseRevisionId, talentId } from './ids.js';
import { listQuery } from './list.js';

/** Status of a license (License: `active` and `void` seen; other values are not shown). */
export const licenseStatus = openEnum(['active', 'void']);

/** The appearance and context changes a license scope can allow (License scope: `adjustments`). */
export const adjustmentNames = [
  'reframe',
  'background_extension',
  'lighting',
  'text_overlay',
  'body_and_age',
  'expression',
  'hair',
  'pose',
  'wardrobe',
  'objects',
  'skin_retouch',
  'endorsement',
] as const;

/** An adjustment name (License scope: `adjustments`, `prohibited_changes`); tolerates new values. */
export const adjustmentName = openEnum(adjustmentNames);

/** Protected attributes a license may require the output to keep (License scope: `required_attributes`, examples). */
export const requiredAttributeExamples = [
  'identity.samePerson',
  'appearance.bodyAndAge',
  'appearance.expression',
  'appearance.hair',
  'appearance.pose',
  'appearance.skinRetouch',
  'context.endorsement',
] as const;

/** A territory of a signed scope: an ISO 3166-1 alpha-2 code, or `WW` (Live rules: "only a signed `WW` means worldwide"). */
export const licenseTerritory = z.union([countryCode, z.literal('WW')]);

/** License window: `starts_at`, `ends_at` and `time_zone` as an IANA zone name (License scope: `window`). */
export const licenseWindow = z.object({
  starts_at: timestamp,
  ends_at: timestamp,
  time_zone: ianaTimeZone,
});

/** Booleans per adjustment (License scope: `adjustments`); an omitted adjustment is not allowed. */
export const licenseAdjustments = z.object({
  reframe: z.boolean().optional(),
  background_extension: z.boolean().optional(),
  lighting: z.boolean().optional(),
  text_overlay: z.boolean().optional(),
  body_and_age: z.boolean().optional(),
  expression: z.boolean().optional(),
  hair: z.boolean().optional(),
  pose: z.boolean().optional(),
  wardrobe: z.boolean().optional(),
  objects: z.boolean().optional(),
  skin_retouch: z.boolean().optional(),
  endorsement: z.boolean().optional(),
});

/**
 * The full license scope, as the sandbox returns it (License: "Full scope fields (sandbox)"). Every field is
 * optional because "fields omitted from a license's scope grant nothing". Values of the enumerated fields are
 * open (only some are shown); the scale of monetary amounts is not shown.
 */
export const licenseScope = z.object({
  facets: z.array(facetId).optional(),
  modalities: z.array(modalityValue).optional(),
  kinds: z.array(openEnum(['depiction'])).optional(),
  purposes: z.array(openEnum(['advertising'])).optional(),
  commercial: z.boolean().optional(),
  channels: z.array(openEnum(['social', 'web', 'tv'])).optional(),
  territories: z.array(licenseTerritory).optional(),
  window: licenseWindow.optional(),
  adjustments: licenseAdjustments.optional(),
  prohibited_changes: z.array(adjustmentName).optional(),
  required_attributes: z.array(openEnum(requiredAttributeExamples)).optional(),
  rules: z
    .object({
      never: z.array(z.string()),
      always: z.array(z.string()),
      brief: z.string().nullable(),
    })
    .optional(),
  // `per_output_review` seen; how a license without per-output review says so is not shown: null is accepted.
  release_policy: openEnum(['per_output_review']).nullable().optional(),
  escalation_window: duration.nullable().optional(),
  final_deliverables: z.number().int().nonnegative().optional(),
  sessions: z.object({ permitted: z.boolean() }).optional(),
  // Items not shown (facets whose reference material the licensee may access, by the Facet section).
  material_access: z.array(z.unknown()).optional(),
  platforms: z
    .object({
      mode: openEnum(['any_connected', 'accounts']),
      accounts: z.array(accountId),
    })
    .optional(),
  sublicense: openEnum(['none']).optional(),
  training: openEnum(['prohibited']).optional(),
  disclosure: openEnum(['brand']).optional(),
  attribution: z.string().nullable().optional(),
  post_revocation: z.object({ policy: openEnum(['retain']) }).optional(),
  exclusivity: z
    .object({
      exclusive: z.boolean(),
      category: z.string().nullable(),
    })
    .optional(),
  // Items not shown.
  conflicts: z.array(z.unknown()).optional(),
  compensation: z
    .object({
      type: openEnum(['per_unit']),
      per_unit: z
        .object({
          units: openEnum(['placements']),
          rate: z.object({ amount: z.number().int(), currency }),
          per: z.number().int().positive(),
        })
        .optional(),
      minimum: money.optional(),
      schedule: openEnum(['monthly']),
    })
    .optional(),
});

/**
 * The partial scope of a live license read (License: "Live reads return only a partial scope"): `window`,
 * `required_attributes`, `release_policy`, `final_deliverables`, and `external_creation` only when that grant is
 * explicitly signed. The shape of `external_creation` is not shown, so any value is accepted. Other scope
 * fields are dropped by parsing.
 */
export const liveLicenseScope = licenseScope
  .pick({ window: true, required_attributes: true, release_policy: true, final_deliverables: true })
  .extend({
    external_creation: z.unknown().optional(),
  });

const licenseBase = z.object({
  id: licenseId,
  object: z.literal('license'),
  status: licenseStatus,
  talent: talentId,
  licensee: accountId,
  issued_by: z.object({
    party: openEnum(['talent']),
    account: accountId.nullable(),
  }),
  handle: z.string(),
  current_revision: licenseRevisionId,
  pending_revision: licenseRevisionId.nullable(),
  revision_number: z.number().int().nonnegative(),
  terms_digest: digest,
  acceptance_url: z.string().nullable(),
  accepted_at: timestamp.nullable(),
  suspended_at: timestamp.nullable(),
  revoked_at: timestamp.nullable(),
  declined_at: timestamp.nullable(),
  created_at: timestamp,
  metadata,
});

/** A test-mode license with its full scope (Resources > License, sandbox). */
export const testLicense = licenseBase.extend({
  livemode: z.literal(false),
  scope: licenseScope,
});

/** A live license with its partial scope (Resources > License, live reads). */
export const liveLicense = licenseBase.extend({
  livemode: z.literal(true),
  scope: liveLicenseScope,
});

/** License object (Resources > License); the scope is full in test mode and partial in live mode (by `livemode`). */
export const license = z.discriminatedUnion('livemode', [testLicense, liveLicense]);

/**
 * Query parameters of GET /licenses (Endpoints > GET /licenses): `role` (`licensee` default, or `issuer`),
 * `talent`, `status`, `limit`, `cursor`.
 */
export const licenseListQuery = listQuery.extend({
  role: z.enum(['licensee', 'issuer']).default('licensee'),
  talent: talentId.optional(),
  status: licenseStatus.optional(),
});

export type LicenseStatus = z.infer<typeof licenseStatus>;
export type AdjustmentName = z.infer<typeof adjustmentName>;
export type LicenseTerritory = z.infer<typeof licenseTerritory>;
export type LicenseWindow = z.infer<typeof licenseWindow>;
export type LicenseAdjustments = z.infer<typeof licenseAdjustments>;
export type LicenseScope = z.infer<typeof licenseScope>;
export type LiveLicenseScope = z.infer<typeof liveLicenseScope>;
export type TestLicense = z.infer<typeof testLicense>;
export type LiveLicense = z.infer<typeof liveLicense>;
export type License = z.infer<typeof license>;
export type LicenseListQuery = z.infer<typeof licenseListQuery>;
