import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../../app-env.js';
import { Refusal } from '../../lib/refusal.js';
import { respond } from '../respond.js';
import { ApiError, statusOf, titleOf } from './api-error.js';
import { describeUnmatched } from './unmatched.js';

export { ApiError, type ApiErrorOptions, type ErrorCode, statusOf, titleOf } from './api-error.js';

export const PROBLEM_JSON = 'application/problem+json';

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  code: string;
  request_id: string;
  detail?: string;
  param?: string;
}

/**
 * The RFC 9457 body of a refusal: the one builder of every problem+json the server sends, from the app,
 * from the listener (requests the app never sees) and from the start-up answer. A use case's
 * {@link Refusal} takes its code's status and title; an {@link ApiError} may say others.
 */
export function problemBody(docsUrl: string, err: Refusal, requestId: string): ProblemBody {
  const body: ProblemBody = {
    type: `${docsUrl}/errors/${err.code}`,
    title: err instanceof ApiError ? err.title : titleOf(err.code),
    status: statusOfRefusal(err),
    code: err.code,
    request_id: requestId,
  };
  if (err.detail !== undefined) body.detail = err.detail;
  if (err.param !== undefined) body.param = err.param;
  return body;
}

/** The HTTP status of a refusal: its code's, unless an {@link ApiError} says another. */
export function statusOfRefusal(err: Refusal): number {
  return err instanceof ApiError ? err.status : statusOf(err.code);
}

/** Builds the RFC 9457 body and response for a {@link Refusal}; `request_id` equals the header. */
export function problemResponse(c: Context<AppEnv>, err: Refusal): Response {
  const body = problemBody(c.get('deps').config.docsUrl, err, c.get('requestId'));
  // Headers the pipeline prepared before failing (RateLimit, Service-Version) stay on the error.
  const headers = err instanceof ApiError ? err.headers : undefined;
  return respond(c, JSON.stringify(body), body.status, PROBLEM_JSON, headers);
}

/** The single place where thrown errors become responses. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  // A refusal: of the HTTP layer, or of a use case (thrown inside its transaction, which wrote nothing).
  if (err instanceof Refusal) return problemResponse(c, err);
  if (err instanceof HTTPException) {
    // Hono's own helpers (for example a malformed URL) throw these: they are the caller's fault.
    const status = err.status;
    const code = status === 413 ? 'payload_too_large' : 'invalid_request';
    return problemResponse(c, new ApiError(code, { detail: err.message || undefined }));
  }
  const deps = c.get('deps');
  if (deps.store.isUnavailable(err)) {
    // The database cannot be reached (PostgreSQL restarting, network): nothing was half-written (every
    // change is one transaction), and the pool connects again for the next request.
    deps.logger.warn({ req_id: c.get('requestId'), err }, 'database unavailable');
    return problemResponse(
      c,
      new ApiError('service_unavailable', {
        detail: 'the database cannot be reached; retry after Retry-After',
        headers: { 'Retry-After': '1' },
      }),
    );
  }
  deps.logger.error({ req_id: c.get('requestId'), err }, 'unhandled error');
  return problemResponse(c, new ApiError('internal_error', { detail: 'an unexpected error occurred' }));
};

/** Unmatched paths: 404 whose `detail` names the cause. */
export const notFound: NotFoundHandler<AppEnv> = (c) => {
  const detail = describeUnmatched(c.req.method, c.req.path, c.get('deps').config.origin);
  return problemResponse(c, new ApiError('resource_not_found', { detail }));
};
