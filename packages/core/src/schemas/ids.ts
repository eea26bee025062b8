import { z } from 'zod';

/**
 * Every ID prefix of the spec ("Resources and fields" > "ID prefixes"), keyed by the `object` value it names.
 * `talent_index` and `facet_material` have no prefix; the items of a facet material are `mat_`.
 */
export const idPrefixes = {
  account: 'acct',
  talent: 'tal',
  facet: 'fct',
  facet_material_item: 'mat',
  resolution: 'res',
  license: 'lic',
  license_revision: 'lrv',
  license_request: 'lrq',
  connection: 'con',
  file: 'file',
  check: 'chk',
  generation: 'gen',
  session: 'ses',
  session_sample: 'smp',
  receipt: 'rcpt',
  verification: 'vrf',
  revocation: 'rvk',
  usage_record: 'ur',
  statement: 'stmt',
  mandate: 'mnd',
  escalation: 'esc',
  license_draft: 'ldr',
  webhook_endpoint: 'we',
  event: 'evt',
  request: 'req',
} as const;

/** One ID prefix of the spec, without its underscore (`lic`, `chk`, ...). */
export type IdPrefix = (typeof idPrefixes)[keyof typeof idPrefixes];

/** The static type of an ID with prefix `P`: `lic_...`. */
export type Id<P extends IdPrefix = IdPrefix> = `${P}_${string}`;

/** Alphabet of the 26-character ID body: lowercase Crockford base32 (no i, l, o, u). */
export const idAlphabet = '0123456789abcdefghjkmnpqrstvwxyz';

const idBody = z.string().regex(/^[0-9a-hjkmnp-tv-z]{26}$/);

/** The pattern of an ID with the given prefix (Conventions: `^<prefix>_[0-9a-hjkmnp-tv-z]{26}$`). */
export function idPattern(prefix: IdPrefix): RegExp {
  return new RegExp(`^${prefix}_[0-9a-hjkmnp-tv-z]{26}$`);
}

/** Schema of an ID with the given prefix (Conventions: IDs); the output type is `` `${prefix}_${string}` ``. */
export function id<const P extends IdPrefix>(prefix: P) {
  return z.templateLiteral([z.literal(prefix), '_', idBody], {
    error: `Expected an ID of the form ${prefix}_ followed by 26 lowercase Crockford base32 characters`,
  });
}

const anyPrefix = Object.values(idPrefixes).join('|');

/** Schema of an ID with any prefix of the spec (for fields such as a receipt's `subject`). */
export const anyId = z.string().regex(new RegExp(`^(?:${anyPrefix})_[0-9a-hjkmnp-tv-z]{26}$`), {
  error: 'Expected an ID with a known prefix followed by 26 lowercase Crockford base32 characters',
});

/** `acct_` ID (ID prefixes: account). */
export const accountId = id(idPrefixes.account);
/** `tal_` ID (ID prefixes: talent). */
export const talentId = id(idPrefixes.talent);
/** `fct_` ID (ID prefixes: facet). */
export const facetId = id(idPrefixes.facet);
/** `mat_` ID (ID prefixes: facet_material items). */
export const materialItemId = id(idPrefixes.facet_material_item);
/** `res_` ID (ID prefixes: resolution). */
export const resolutionId = id(idPrefixes.resolution);
/** `lic_` ID (ID prefixes: license). */
export const licenseId = id(idPrefixes.license);
/** `lrv_` ID (ID prefixes: license_revision). */
export const licenseRevisionId = id(idPrefixes.license_revision);
/** `lrq_` ID (ID prefixes: license_request). */
export const licenseRequestId = id(idPrefixes.license_request);
/** `con_` ID (ID prefixes: connection). */
export const connectionId = id(idPrefixes.connection);
/** `file_` ID (ID prefixes: file). */
export const fileId = id(idPrefixes.file);
/** `chk_` ID (ID prefixes: check). */
export const checkId = id(idPrefixes.check);
/** `gen_` ID (ID prefixes: generation). */
export const generationId = id(idPrefixes.generation);
/** `ses_` ID (ID prefixes: session). */
export const sessionId = id(idPrefixes.session);
/** `smp_` ID (ID prefixes: session_sample). */
export const sessionSampleId = id(idPrefixes.session_sample);
/** `rcpt_` ID (ID prefixes: receipt). */
export const receiptId = id(idPrefixes.receipt);
/** `vrf_` ID (ID prefixes: verification). */
export const verificationId = id(idPrefixes.verification);
/** `rvk_` ID (ID prefixes: revocation). */
export const revocationId = id(idPrefixes.revocation);
/** `ur_` ID (ID prefixes: usage_record). */
export const usageRecordId = id(idPrefixes.usage_record);
/** `stmt_` ID (ID prefixes: statement). */
export const statementId = id(idPrefixes.statement);
/** `mnd_` ID (ID prefixes: mandate). */
export const mandateId = id(idPrefixes.mandate);
/** `esc_` ID (ID prefixes: escalation). */
export const escalationId = id(idPrefixes.escalation);
/** `ldr_` ID (ID prefixes: license_draft). */
export const licenseDraftId = id(idPrefixes.license_draft);
/** `we_` ID (ID prefixes: webhook_endpoint). */
export const webhookEndpointId = id(idPrefixes.webhook_endpoint);
/** `evt_` ID (ID prefixes: event). */
export const eventId = id(idPrefixes.event);
/** `req_` ID (ID prefixes: request, in errors and the `Request-Id` header). */
export const requestId = id(idPrefixes.request);

export type AnyId = z.infer<typeof anyId>;
export type AccountId = z.infer<typeof accountId>;
export type TalentId = z.infer<typeof talentId>;
export type FacetId = z.infer<typeof facetId>;
export type MaterialItemId = z.infer<typeof materialItemId>;
export type ResolutionId = z.infer<typeof resolutionId>;
export type LicenseId = z.infer<typeof licenseId>;
export type LicenseRevisionId = z.infer<typeof licenseRevisionId>;
export type LicenseRequestId = z.infer<typeof licenseRequestId>;
export type ConnectionId = z.infer<typeof connectionId>;
export type FileId = z.infer<typeof fileId>;
export type CheckId = z.infer<typeof checkId>;
export type GenerationId = z.infer<typeof generationId>;
export type SessionId = z.infer<typeof sessionId>;
export type SessionSampleId = z.infer<typeof sessionSampleId>;
export type ReceiptId = z.infer<typeof receiptId>;
export type VerificationId = z.infer<typeof verificationId>;
export type RevocationId = z.infer<typeof revocationId>;
export type UsageRecordId = z.infer<typeof usageRecordId>;
export type StatementId = z.infer<typeof statementId>;
export type MandateId = z.infer<typeof mandateId>;
export type EscalationId = z.infer<typeof escalationId>;
export type LicenseDraftId = z.infer<typeof licenseDraftId>;
export type WebhookEndpointId = z.infer<typeof webhookEndpointId>;
export type EventId = z.infer<typeof eventId>;
export type RequestId = z.infer<typeof requestId>;
