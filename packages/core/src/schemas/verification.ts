import { z } from 'zod';
import { compactJws, openEnum, sha256Hex, timestamp } from './common.js';
import { receiptId, verificationId } from './ids.js';
import { receipt } from './receipt.js';

/** Result of a verification (Resources > Verification `result`: `verified`, `not_found` seen). */
export const verificationResult = openEnum(['verified', 'not_found']);

/**
 * Method that found the receipt (Resources > Verification `method`: `manifest` seen; the service tries the
 * embedded manifest, then the exact digest, then fingerprint and watermark, whose values are not shown).
 */
export const verificationMethod = openEnum(['manifest']);

/**
 * Verification object, the answer of POST /verifications (Resources > Verification). The types of `match` and
 * whether `method`, `manifest` and `receipt` are null when nothing is found are not shown: `match` accepts any
 * value, the others accept null. `livemode` is not listed and is accepted when present.
 */
export const verification = z.object({
  id: verificationId,
  object: z.literal('verification'),
  livemode: z.boolean().optional(),
  result: verificationResult,
  method: verificationMethod.nullable(),
  match: z.unknown().nullable(),
  manifest: z
    .object({
      signer: z.string().nullable(),
      assertion_present: z.boolean(),
      signature_valid: z.boolean(),
    })
    .nullable(),
  receipt: receipt.nullable(),
  detail: z.string().nullable(),
  created_at: timestamp,
});

/** `{receipt}` form of the verification request: a `rcpt_` ID or a compact receipt JWS (fixtures). */
export const verificationByReceipt = z.strictObject({
  receipt: z.union([receiptId, compactJws]),
});

/** `{sha256}` form of the verification request: 64 lowercase hex characters, no prefix (fixtures). */
export const verificationByDigest = z.strictObject({
  sha256: sha256Hex,
});

/**
 * Body of POST /verifications (Endpoints > POST /verifications; fixtures): exactly one of `receipt` (a `rcpt_`
 * ID or compact receipt JWS) or `sha256` (64 lowercase hex). Any other field fails. Neither gives an issue at
 * `receipt` and both an issue at `sha256`, each with `params.code` set to the error code the fixtures name
 * (`parameter_missing`, `parameter_invalid`). The output is one of the two forms.
 */
export const verificationCreateRequest = z
  .strictObject({
    receipt: verificationByReceipt.shape.receipt.optional(),
    sha256: verificationByDigest.shape.sha256.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.receipt === undefined && body.sha256 === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['receipt'],
        message: 'Send receipt (a rcpt_ ID or a receipt JWS) or sha256',
        params: { code: 'parameter_missing' },
      });
    } else if (body.receipt !== undefined && body.sha256 !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['sha256'],
        message: 'Send only one of receipt or sha256',
        params: { code: 'parameter_invalid' },
      });
    }
  })
  .transform((body): VerificationByReceipt | VerificationByDigest =>
    body.receipt !== undefined ? { receipt: body.receipt } : { sha256: body.sha256 as string },
  );

export type VerificationResult = z.infer<typeof verificationResult>;
export type VerificationMethod = z.infer<typeof verificationMethod>;
export type Verification = z.infer<typeof verification>;
export type VerificationByReceipt = z.infer<typeof verificationByReceipt>;
export type VerificationByDigest = z.infer<typeof verificationByDigest>;
export type VerificationCreateRequest = z.output<typeof verificationCreateRequest>;
export type VerificationCreateRequestInput = z.input<typeof verificationCreateRequest>;
