import { z } from 'zod';
import { checkUse } from './check.js';
import {
  assurance,
  compactJws,
  decision,
  digest,
  openEnum,
  protocolVersion,
  sha256Hex,
  timestamp,
  unixSeconds,
} from './common.js';
import { anyId, licenseId, licenseRevisionId, receiptId, talentId } from './ids.js';

/** What a receipt is about (Receipt `kind`: `generation` seen; the fixtures add `check` for an allowed check). */
export const receiptKind = openEnum(['generation', 'check']);

/** One license a decision relied on (Receipt `licenses`; receipt JWS `tlp.licenses`). */
export const receiptLicense = z.object({
  talent: talentId,
  license: licenseId,
  license_revision: licenseRevisionId,
  terms_digest: digest,
});

/**
 * Receipt object, the public JSON of GET /receipts/{receipt_id} (Resources > Receipt). How a check receipt
 * states `assurance` is not shown, so null is accepted.
 */
export const receipt = z.object({
  id: receiptId,
  object: z.literal('receipt'),
  livemode: z.boolean(),
  kind: receiptKind,
  subject: anyId,
  decision,
  assurance: assurance.nullable(),
  talent: z.array(talentId),
  licenses: z.array(receiptLicense),
  request_digest: digest,
  jws: compactJws,
  use_status: openEnum(['permitted']),
  issued_at: timestamp,
});

/** Protected header of a receipt JWS (Signed token formats; fixtures): `{alg: ES256, typ: tlp-receipt+jwt, kid}`. */
export const receiptJwsHeader = z.object({
  alg: z.literal('ES256'),
  typ: z.literal('tlp-receipt+jwt'),
  kid: z.string().min(1),
});

/**
 * Claims of a receipt JWS (Signed token formats; fixtures "Receipt JWS"): `iss`, `jti` (the `rcpt_` ID), `sub`
 * (the subject's ID), `iat`, and one `tlp` object claim. `tlp.artifact` is absent from a check receipt, and
 * `tlp.c2pa_signer` is present only when a C2PA signer was bound.
 */
export const receiptClaims = z.object({
  iss: z.url(),
  jti: receiptId,
  sub: anyId,
  iat: unixSeconds,
  tlp: z.object({
    ver: protocolVersion,
    kind: receiptKind,
    decision,
    assurance: assurance.nullable(),
    livemode: z.boolean(),
    talent: z.array(talentId),
    licenses: z.array(receiptLicense),
    request_digest: digest,
    artifact: z
      .object({
        sha256: sha256Hex,
        media_type: z.string(),
      })
      .optional(),
    c2pa_signer: z.string().min(1).optional(),
    /**
     * The public names of the talent who consented to their publication, by talent ID (a generation
     * receipt of the sandbox; see docs/decisions/). A talent absent from it has no published name.
     */
    talent_names: z.record(talentId, z.string().min(1).max(200)).optional(),
    /**
     * The use the check allowed, as the check declared it (a receipt of the sandbox; see
     * docs/decisions/): what the verdict's sentence says the output is licensed for.
     */
    use: checkUse.optional(),
  }),
});

export type ReceiptKind = z.infer<typeof receiptKind>;
export type ReceiptLicense = z.infer<typeof receiptLicense>;
export type Receipt = z.infer<typeof receipt>;
export type ReceiptJwsHeader = z.infer<typeof receiptJwsHeader>;
export type ReceiptClaims = z.infer<typeof receiptClaims>;
