import type { components } from './schema.js';

export type Problem = components['schemas']['Problem'];
/** An error code of the protocol (and `upgrade_required`, `request_timeout`); a newer server may send others. */
export type ErrorCode = Problem['code'];

/** Codes answered to a request that may be sent again, with the same `Idempotency-Key` and body. */
export const RETRYABLE_CODES: readonly string[] = [
  'idempotency_key_in_use',
  'rate_limited',
  'internal_error',
  'service_unavailable',
  'evaluation_timeout',
  'request_timeout',
];

/** Whether an error code is one to retry (after `Retry-After`). `live_not_activated` never is. */
export function isRetryableCode(code: string): boolean {
  return RETRYABLE_CODES.includes(code);
}

/**
 * An error answer of the API (`application/problem+json`), as a typed object: branch on `code`, then on
 * `status`. `requestId` equals the answer's `Request-Id` header; quote it when reporting a problem.
 */
export class TlpError extends Error {
  override readonly name = 'TlpError';
  readonly status: number;
  readonly code: ErrorCode | (string & {});
  readonly title: string;
  readonly detail: string | undefined;
  /** The field, query parameter or header at fault, for example `use.territories[1]`. */
  readonly param: string | undefined;
  readonly requestId: string | undefined;
  /** The page describing the code: `<origin>/docs/errors/<code>`. */
  readonly type: string | undefined;
  /** `Retry-After` in seconds, when the answer carried it. */
  readonly retryAfter: number | undefined;
  /** Whether the protocol allows retrying this answer with the same key and body. */
  readonly retryable: boolean;
  /** The body as received. */
  readonly body: unknown;

  constructor(status: number, body: unknown, headers?: Headers) {
    const p = (body !== null && typeof body === 'object' ? body : {}) as Partial<Problem>;
    const code = typeof p.code === 'string' ? p.code : status >= 500 ? 'internal_error' : 'invalid_request';
    super(`${status} ${code}${p.detail ? `: ${p.detail}` : p.title ? `: ${p.title}` : ''}`);
    this.status = status;
    this.code = code;
    this.title = typeof p.title === 'string' ? p.title : `HTTP ${status}`;
    this.detail = typeof p.detail === 'string' ? p.detail : undefined;
    this.param = typeof p.param === 'string' ? p.param : undefined;
    this.requestId =
      typeof p.request_id === 'string' ? p.request_id : (headers?.get('request-id') ?? undefined);
    this.type = typeof p.type === 'string' ? p.type : undefined;
    const after = headers?.get('retry-after');
    this.retryAfter =
      after !== null && after !== undefined && /^\d+$/.test(after) ? Number(after) : undefined;
    this.retryable = isRetryableCode(code);
    this.body = body;
  }
}

/** The request never got an answer (network failure, abort), after the retries allowed. */
export class TlpConnectionError extends Error {
  override readonly name = 'TlpConnectionError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
