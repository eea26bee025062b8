import { z } from 'zod';
import { checkId, licenseId, talentId } from './ids.js';
import { licenseScope } from './license.js';

/** The remedy types of the spec (Remedy; Errors > Reason codes, "Remedy types"). */
export const remedyTypes = ['license_request', 'license_change', 'disambiguate', 'retry_with_hold'] as const;

/** A remedy type of the spec; strict. */
export const remedyType = z.enum(remedyTypes);

/**
 * `license_request` remedy: offer a license request with `check` set. Its fields are not shown; `check` and
 * `talent` are accepted when present and any other field is kept.
 */
export const licenseRequestRemedy = z.looseObject({
  type: z.literal('license_request'),
  check: checkId.optional(),
  talent: talentId.optional(),
});

/** `license_change` remedy: carries `license`, `talent` and `suggested_scope` (a partial license scope). */
export const licenseChangeRemedy = z.looseObject({
  type: z.literal('license_change'),
  license: licenseId,
  talent: talentId,
  suggested_scope: licenseScope,
});

/** `disambiguate` remedy: ask the user, then re-check with `talent` or `exclude_talent`; fields not shown. */
export const disambiguateRemedy = z.looseObject({
  type: z.literal('disambiguate'),
});

/** `retry_with_hold` remedy: re-send the check with `on_escalate: hold`; fields not shown. */
export const retryWithHoldRemedy = z.looseObject({
  type: z.literal('retry_with_hold'),
});

/** A remedy of one of the four types of the spec, discriminated by `type` (Remedy). */
export const knownRemedy = z.discriminatedUnion('type', [
  licenseRequestRemedy,
  licenseChangeRemedy,
  disambiguateRemedy,
  retryWithHoldRemedy,
]);

/** A remedy of a type this version does not know (response enum values arrive without a version): offer nothing. */
export const unknownRemedy = z.looseObject({
  type: z
    .string()
    .refine((type) => !(remedyTypes as readonly string[]).includes(type), { error: 'Known remedy type' }),
});

/** The remedy of a denied or escalated check (Resources > Remedy; only checks carry one). */
export const remedy = z.union([knownRemedy, unknownRemedy]);

/** Whether a remedy is of one of the four types of the spec. */
export function isKnownRemedy(value: Remedy): value is KnownRemedy {
  return (remedyTypes as readonly string[]).includes(value.type);
}

export type RemedyType = z.infer<typeof remedyType>;
export type LicenseRequestRemedy = z.infer<typeof licenseRequestRemedy>;
export type LicenseChangeRemedy = z.infer<typeof licenseChangeRemedy>;
export type DisambiguateRemedy = z.infer<typeof disambiguateRemedy>;
export type RetryWithHoldRemedy = z.infer<typeof retryWithHoldRemedy>;
export type KnownRemedy = z.infer<typeof knownRemedy>;
export type UnknownRemedy = z.infer<typeof unknownRemedy>;
export type Remedy = z.infer<typeof remedy>;
