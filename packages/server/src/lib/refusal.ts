import type { errorCodeStatus } from '@tlp/core/schemas';

/** A code of the spec's Errors table. */
export type RefusalCode = keyof typeof errorCodeStatus;

/**
 * Why a use case refuses a request, in the spec's terms: its stable `code`, the request field at fault
 * (`param`) and a sentence for the integrator (`detail`). A use case returns it (or throws it from inside a
 * transaction, which then writes nothing); the HTTP layer answers it as the spec's problem+json error.
 *
 * @example
 * if (bytes > limit) return new Refusal('payload_too_large', 'inputs', `the inputs hold ${bytes} bytes`);
 */
export class Refusal extends Error {
  override name = 'Refusal';
  readonly code: RefusalCode;
  readonly param: string | undefined;

  constructor(code: RefusalCode, param: string | undefined, detail: string) {
    super(detail);
    this.code = code;
    this.param = param;
  }

  get detail(): string {
    return this.message;
  }
}
