import { errorCodeStatus } from '@tlp/core/schemas';
import { type ErrorCode, statusOf, titleOf } from './api-error.js';
import { codes } from './catalogue/en.js';

/** How a client should treat an error: retry it (with the same `Idempotency-Key`), or not. */
export interface ErrorEntry {
  code: ErrorCode;
  status: number;
  title: string;
  /** What the code means, in a sentence. */
  meaning: string;
  /** When this server answers it. */
  when: string;
  /** What the caller should do. */
  action: string;
  /** True for the answers a client may retry, with the same key and body. */
  retryable: boolean;
  /** True when no operation of this server can answer it yet (planned features). */
  planned?: boolean;
}

type Flags = Pick<ErrorEntry, 'retryable' | 'planned'>;

/** Whether a client may retry each code, and which codes no operation answers yet. */
const FLAGS: Record<ErrorCode, Flags> = {
  invalid_request: { retryable: false },
  parameter_missing: { retryable: false },
  parameter_invalid: { retryable: false },
  unsupported_modality: { retryable: false },
  unsupported_media_type: { retryable: false },
  media_unreadable: { retryable: false },
  version_unsupported: { retryable: false },
  authorization_code_invalid: { retryable: false, planned: true },
  authentication_required: { retryable: false },
  invalid_api_key: { retryable: false },
  token_invalid: { retryable: false, planned: true },
  insufficient_scope: { retryable: false },
  account_not_connected: { retryable: false },
  mandate_required: { retryable: false, planned: true },
  livemode_mismatch: { retryable: false },
  live_not_activated: { retryable: false },
  platform_not_permitted: { retryable: false },
  resource_not_found: { retryable: false },
  idempotency_key_in_use: { retryable: true },
  generation_already_submitted: { retryable: false },
  authorization_consumed: { retryable: false },
  check_not_allowed: { retryable: false },
  check_expired: { retryable: false },
  escalation_closed: { retryable: false },
  license_draft_closed: { retryable: false, planned: true },
  invalid_state_transition: { retryable: false },
  session_not_active: { retryable: false, planned: true },
  payload_too_large: { retryable: false },
  idempotency_key_reused: { retryable: false },
  artifact_digest_mismatch: { retryable: false },
  upgrade_required: { retryable: false },
  request_timeout: { retryable: true },
  rate_limited: { retryable: true },
  internal_error: { retryable: true },
  service_unavailable: { retryable: true },
  evaluation_timeout: { retryable: true },
};

/** The codes of the protocol's error table, then the server's own `upgrade_required` and `request_timeout`. */
export const ERROR_CODES = [
  ...(Object.keys(errorCodeStatus) as ErrorCode[]),
  'upgrade_required' as const,
  'request_timeout' as const,
];

export const ERRORS: readonly ErrorEntry[] = ERROR_CODES.map((code) => ({
  code,
  status: statusOf(code),
  title: titleOf(code),
  ...codes[code],
  ...FLAGS[code],
}));

export function errorEntry(code: string): ErrorEntry | undefined {
  return ERRORS.find((e) => e.code === code);
}

/** Codes a client retries with the same key and body (always honouring `Retry-After`). */
export const RETRYABLE_CODES = ERRORS.filter((e) => e.retryable).map((e) => e.code);
