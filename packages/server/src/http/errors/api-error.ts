import { errorCodeStatus } from '@tlp/core/schemas';
import { type ErrorCode, Refusal } from '../../lib/refusal.js';

export type { ErrorCode };

const STATUS: Record<ErrorCode, number> = {
  ...errorCodeStatus,
  upgrade_required: 426,
  request_timeout: 408,
};

const TITLE: Record<ErrorCode, string> = {
  invalid_request: 'Invalid request',
  parameter_missing: 'Missing parameter',
  parameter_invalid: 'Invalid parameter',
  unsupported_modality: 'Unsupported modality',
  unsupported_media_type: 'Unsupported media type',
  media_unreadable: 'Media unreadable',
  version_unsupported: 'Unsupported version',
  authorization_code_invalid: 'Authorization code invalid',
  authentication_required: 'Authentication required',
  invalid_api_key: 'Invalid API key',
  token_invalid: 'Token invalid',
  insufficient_scope: 'Insufficient scope',
  account_not_connected: 'Account not connected',
  mandate_required: 'Mandate required',
  livemode_mismatch: 'Mode mismatch',
  live_not_activated: 'Live mode not activated',
  platform_not_permitted: 'Platform not permitted',
  resource_not_found: 'Not found',
  idempotency_key_in_use: 'Idempotency key in use',
  generation_already_submitted: 'Generation already submitted',
  authorization_consumed: 'Authorization consumed',
  check_not_allowed: 'Check not allowed',
  check_expired: 'Check expired',
  escalation_closed: 'Escalation closed',
  license_draft_closed: 'License draft closed',
  invalid_state_transition: 'Invalid state transition',
  session_not_active: 'Session not active',
  payload_too_large: 'Payload too large',
  idempotency_key_reused: 'Idempotency key reused',
  artifact_digest_mismatch: 'Artifact digest mismatch',
  upgrade_required: 'Upgrade required',
  request_timeout: 'Request timeout',
  rate_limited: 'Rate limited',
  internal_error: 'Internal error',
  service_unavailable: 'Service unavailable',
  evaluation_timeout: 'Evaluation timeout',
};

export function statusOf(code: ErrorCode): number {
  return STATUS[code];
}

export function titleOf(code: ErrorCode): string {
  return TITLE[code];
}

export interface ApiErrorOptions {
  detail?: string;
  param?: string;
  /** Overrides the code's usual title (for example for planned operations). */
  title?: string;
  /** Overrides the code's usual status (rarely needed). */
  status?: number;
  /** Extra response headers, for example `Retry-After`. */
  headers?: Record<string, string>;
}

/**
 * A refusal of the HTTP layer (a key, a limit, a body, a header), which may carry response headers
 * (`Retry-After`, `WWW-Authenticate`) or another title. A {@link Refusal} like any other: `onError`
 * answers both in one place. Callers and clients branch on `code`, never on the message.
 */
export class ApiError extends Refusal {
  override name = 'ApiError';
  readonly status: number;
  readonly title: string;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: ApiErrorOptions = {}) {
    super(code, options.param, options.detail);
    this.status = options.status ?? STATUS[code];
    this.title = options.title ?? TITLE[code];
    this.headers = options.headers ?? {};
    if (options.detail === undefined) this.message = this.title;
  }
}
