import { errorCodeStatus } from '@tlp/core/schemas';
import { type ErrorCode, statusOf, titleOf } from './api-error.js';
import { meanings } from './meanings.js';

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

/** The codes a client may retry, with the same key and body. */
const RETRYABLE: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'idempotency_key_in_use',
  'request_timeout',
  'rate_limited',
  'internal_error',
  'service_unavailable',
  'evaluation_timeout',
]);

/** The codes no operation of this server answers yet (planned features). */
const PLANNED: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'authorization_code_invalid',
  'token_invalid',
  'mandate_required',
  'license_draft_closed',
  'session_not_active',
]);

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
  ...meanings[code],
  retryable: RETRYABLE.has(code),
  ...(PLANNED.has(code) ? { planned: true } : {}),
}));

export function errorEntry(code: string): ErrorEntry | undefined {
  return ERRORS.find((e) => e.code === code);
}

/** Codes a client retries with the same key and body (always honouring `Retry-After`). */
export const RETRYABLE_CODES = ERRORS.filter((e) => e.retryable).map((e) => e.code);
