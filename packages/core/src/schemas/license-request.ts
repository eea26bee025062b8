import { z } from 'zod';
import { metadata, money, openEnum, timestamp } from './common.js';
import { accountId, checkId, licenseId, licenseRequestId, licenseRevisionId, talentId } from './ids.js';
import { licenseScope } from './license.js';

/** Status of a license request (Resources > License request; States > License request). */
export const licenseRequestStatus = openEnum(['sent', 'signed', 'declined', 'withdrawn']);

/**
 * License request object (Resources > License request; planned). `license` is set for `change` and to the
 * resulting license once signed; `requested_scope` is a partial scope; `offer` is nullable.
 */
export const licenseRequest = z.object({
  id: licenseRequestId,
  object: z.literal('license_request'),
  livemode: z.boolean(),
  kind: openEnum(['new', 'change']),
  status: licenseRequestStatus,
  talent: talentId,
  licensee: accountId,
  license: licenseId.nullable(),
  license_revision: licenseRevisionId.nullable(),
  check: checkId.nullable(),
  requested_scope: licenseScope,
  offer: z
    .object({
      type: openEnum(['flat']),
      flat: money.optional(),
      schedule: openEnum(['on_acceptance']),
    })
    .nullable(),
  note: z.string().nullable(),
  decision_note: z.string().nullable(),
  signed_at: timestamp.nullable(),
  declined_at: timestamp.nullable(),
  withdrawn_at: timestamp.nullable(),
  metadata,
  created_at: timestamp,
});

export type LicenseRequestStatus = z.infer<typeof licenseRequestStatus>;
export type LicenseRequest = z.infer<typeof licenseRequest>;
