import type { errorCodeStatus } from '@tlp/core/schemas';

/**
 * A code of the spec's Errors table, or one of the server's own two (`upgrade_required`,
 * `request_timeout`: see docs/decisions/), which only the HTTP layer answers.
 */
export type ErrorCode = keyof typeof errorCodeStatus | 'upgrade_required' | 'request_timeout';

/**
 * Why a request is refused, in the spec's terms: its stable `code`, the request field at fault
 * (`param`) and a sentence for the integrator (`detail`). The one refusal type of the server: a use case
 * returns it (or throws it, from inside a transaction, which then writes nothing), and `http/errors`
 * answers it, in one place, as the spec's problem+json error (status and title from the code). The
 * HTTP layer's own refusals are `ApiError`s, refusals that also carry response headers.
 *
 * @example
 * if (bytes > limit) return new Refusal('payload_too_large', 'inputs', `the inputs hold ${bytes} bytes`);
 */
export class Refusal extends Error {
  override name = 'Refusal';
  readonly code: ErrorCode;
  readonly param: string | undefined;
  readonly detail: string | undefined;

  constructor(code: ErrorCode, param: string | undefined, detail: string | undefined) {
    super(detail ?? code);
    this.code = code;
    this.param = param;
    this.detail = detail;
  }
}
