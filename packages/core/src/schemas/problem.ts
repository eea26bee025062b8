import { z } from 'zod';
import { openEnum } from './common.js';
import { requestId } from './ids.js';

/**
 * Every error code of the spec with its HTTP status (Errors). The 426 answer to a non-upgrade request to the
 * session stream has no code and is not listed.
 */
export const errorCodeStatus = {
  invalid_request: 400,
  parameter_missing: 400,
  parameter_invalid: 400,
  unsupported_modality: 400,
  unsupported_media_type: 400,
  media_unreadable: 400,
  version_unsupported: 400,
  authorization_code_invalid: 400,
  authentication_required: 401,
  invalid_api_key: 401,
  token_invalid: 401,
  insufficient_scope: 403,
  account_not_connected: 403,
  mandate_required: 403,
  livemode_mismatch: 403,
  live_not_activated: 403,
  platform_not_permitted: 403,
  resource_not_found: 404,
  idempotency_key_in_use: 409,
  generation_already_submitted: 409,
  authorization_consumed: 409,
  check_not_allowed: 409,
  check_expired: 409,
  escalation_closed: 409,
  license_draft_closed: 409,
  invalid_state_transition: 409,
  session_not_active: 409,
  payload_too_large: 413,
  idempotency_key_reused: 422,
  artifact_digest_mismatch: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  evaluation_timeout: 504,
} as const satisfies Record<string, number>;

/** The error codes of the spec (Errors). */
export const errorCodes = Object.keys(errorCodeStatus) as [
  keyof typeof errorCodeStatus,
  ...(keyof typeof errorCodeStatus)[],
];

/** An error code the spec lists (Errors); strict, for a server building an error. */
export const knownErrorCode = z.enum(errorCodes);

/** The stable `code` of an error body as received (Errors); tolerates codes this version does not know. */
export const errorCode = openEnum(errorCodes);

/**
 * RFC 9457 problem details body, `application/problem+json` (Errors): `type` (`{docs_url}/errors/<code>`),
 * `title`, `status`, `code`, `request_id` always; `detail`, `param` (field path such as `use.territories[1]`)
 * and `doc_url` optionally.
 */
export const problem = z.object({
  type: z.url(),
  title: z.string(),
  status: z.number().int().min(100).max(599),
  code: errorCode,
  request_id: requestId,
  detail: z.string().optional(),
  param: z.string().optional(),
  doc_url: z.url().optional(),
});

export type KnownErrorCode = z.infer<typeof knownErrorCode>;
export type ErrorCode = z.infer<typeof errorCode>;
export type Problem = z.infer<typeof problem>;
