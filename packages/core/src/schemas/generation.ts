import { z } from 'zod';
import { CHECK_LIMITS } from './check.js';
import {
  address,
  assurance,
  compactJws,
  decision,
  metadata,
  openEnum,
  sha256Hex,
  timestamp,
} from './common.js';
import { escalation } from './escalation.js';
import { checkId, fileId, generationId, licenseId, receiptId, sessionId } from './ids.js';
import { listQuery } from './list.js';
import { obligation } from './obligation.js';
import { reason } from './reason.js';

/** The seven generation statuses (Resources > Generation `status`). */
export const generationStatuses = [
  'checking',
  'allowed',
  'denied',
  'held',
  'released',
  'expired',
  'withdrawn',
] as const;

/**
 * Status of a generation (Resources > Generation `status`). Kept strict: "an unknown generation status means
 * deliver nothing", so a consumer that fails to parse one must deliver nothing.
 */
export const generationStatus = z.enum(generationStatuses);

/** The output as submitted (Resources > Generation `artifact`); `file` is absent for inline bytes. */
export const generationArtifact = z.object({
  file: fileId.optional(),
  sha256: sha256Hex,
  media_type: z.string(),
  duration_ms: z.number().int().nonnegative().nullable(),
});

/** Provider, model and job as stated by the caller (Resources > Generation `execution`). */
export const generationExecution = z.object({
  provider: z.string(),
  model: z.string(),
  job_id: z.string().nullish(),
});

/** One finding on the output (Resources > Generation `findings`): `term`, `attribute` or `rule`, `result`. */
export const generationFinding = z.object({
  term: address,
  attribute: z.string().optional(),
  rule: z.string().optional(),
  result: openEnum(['preserved']),
});

/**
 * The `c2pa.soft-binding` assertion to embed beside the license assertion: the output's fingerprint
 * (`alg: io.iscc.v0`, its 64-bit ISCC Image-Code), one block over the whole content, its value the
 * ISCC-UNIT's 10 bytes in base64: what the issuer's soft binding resolution API takes as `value`.
 */
export const generationSoftBinding = z.object({
  label: z.literal('c2pa.soft-binding'),
  data: z.object({
    alg: z.string(),
    blocks: z
      .array(
        z.object({
          scope: z.object({}),
          value: z.string().regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, {
            error: 'Expected base64 (RFC 4648, with padding)',
          }),
        }),
      )
      .min(1),
  }),
});

/**
 * The C2PA assertion to embed before delivery (Resources > Generation `c2pa`): label `ai.<service>.license`,
 * data `{receipt: <RECEIPT_JWS>, verify_url}`; `soft_binding` beside it when the service fingerprinted the
 * output's bytes (an image sent as `artifact.data`).
 */
export const generationC2pa = z.object({
  label: z
    .string()
    .regex(/^ai\..+\.license$/, { error: 'Expected a label of the form ai.<service>.license' }),
  data: z.object({
    receipt: compactJws,
    verify_url: z.url(),
  }),
  soft_binding: generationSoftBinding.optional(),
});

/** Generation object (Resources > Generation): an output checked against the license its check relied on. */
export const generation = z.object({
  id: generationId,
  object: z.literal('generation'),
  livemode: z.boolean(),
  check: checkId.nullable(),
  session: sessionId.nullable(),
  candidate_index: z.number().int().nonnegative().nullable(),
  status: generationStatus,
  decision: decision.nullable(),
  artifact: generationArtifact,
  execution: generationExecution,
  findings: z.array(generationFinding),
  unchecked_terms: z.array(address),
  reasons: z.array(reason),
  obligations: z.array(obligation),
  escalation: escalation.nullable(),
  assurance,
  receipt: receiptId.nullable(),
  c2pa: generationC2pa.nullable(),
  // Fields not shown.
  watermark: z.record(z.string(), z.unknown()).nullable(),
  metadata,
  created_at: timestamp,
  decided_at: timestamp.nullable(),
});

/**
 * The SHA-256 thumbprint of the certificate that will sign the C2PA claim (POST /generations
 * `c2pa_signer`): 64 hexadecimal digits, bare, after `sha256:`, or in colon-separated pairs
 * (`AB:CD:…`, as certificate viewers print it). `@tlp/core` compares it with the manifest's signer in
 * any of these forms.
 */
export const c2paSigner = z
  .string()
  .regex(/^(?:(?:sha256:)?[0-9a-fA-F]{64}|[0-9a-fA-F]{2}(?::[0-9a-fA-F]{2}){31})$/, {
    error: 'Expected the SHA-256 thumbprint of a certificate: 64 hex digits, sha256:<hex> or AB:CD:…',
  });

/**
 * Body of POST /generations (Endpoints > POST /generations). `data` is base64 inline bytes; without it the
 * sandbox records a digest-only attestation. Session outputs (planned) are not accepted, so `check` is required.
 */
export const generationCreateRequest = z.strictObject({
  check: checkId,
  candidate_index: z.number().int().nonnegative().optional(),
  artifact: z.strictObject({
    data: z.base64().optional(),
    sha256: sha256Hex,
    // RFC 6838: type and subtype are each at most 127 characters.
    media_type: z.string().regex(/^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i, {
      error: 'Expected a media type such as image/png',
    }),
  }),
  execution: z.strictObject({
    provider: z.string().min(1).max(CHECK_LIMITS.provider),
    model: z.string().min(1).max(CHECK_LIMITS.model),
    job_id: z.string().min(1).max(CHECK_LIMITS.jobId).optional(),
  }),
  candidates: z.number().int().min(1).max(10).optional(),
  c2pa_signer: c2paSigner.optional(),
  metadata: metadata.optional(),
});

/**
 * Where a generation stands with the talent's release (GET /generations `release_status`): `awaiting_release`
 * while held for it; then `released`, `declined`, `expired` or `withdrawn`; null when no release was asked.
 * The spec names only `awaiting_release`; the others are this implementation's (tolerated as new values).
 */
export const releaseStatus = openEnum(['awaiting_release', 'released', 'declined', 'expired', 'withdrawn']);

/**
 * A generation summary (GET /generations items): status, decision, receipt ID and release status, with the
 * generation's ID, check and time; no prompt, reference, bytes, execution or metadata. `object` is
 * `generation_summary` so that it is never taken for a whole generation (the spec does not show it).
 */
export const generationSummary = z.object({
  id: generationId,
  object: z.literal('generation_summary'),
  livemode: z.boolean(),
  check: checkId.nullable(),
  status: generationStatus,
  decision: decision.nullable(),
  receipt: receiptId.nullable(),
  release_status: releaseStatus.nullable(),
  created_at: timestamp,
});

/** Query of GET /generations: by license held, by check, or only outputs awaiting release; paged. */
export const generationListQuery = listQuery.extend({
  license: licenseId.optional(),
  check: checkId.optional(),
  release_status: z.enum(['awaiting_release']).optional(),
});

export type ReleaseStatus = z.infer<typeof releaseStatus>;
export type GenerationSummary = z.infer<typeof generationSummary>;
export type GenerationListQuery = z.infer<typeof generationListQuery>;
export type GenerationStatus = z.infer<typeof generationStatus>;
export type GenerationArtifact = z.infer<typeof generationArtifact>;
export type GenerationExecution = z.infer<typeof generationExecution>;
export type GenerationFinding = z.infer<typeof generationFinding>;
export type GenerationC2pa = z.infer<typeof generationC2pa>;
export type Generation = z.infer<typeof generation>;
export type GenerationCreateRequest = z.infer<typeof generationCreateRequest>;
