import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '../app.js';
import type { AppDeps } from '../app-env.js';
import { ApiError, PROBLEM_JSON, problemBody } from '../http/errors/index.js';

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The app as a `node:http` request listener. A request the adapter cannot even turn into a `Request`
 * (an invalid `Host`, for example) still gets a problem+json 400 with a request id.
 */
export function createListener(deps: AppDeps): NodeListener {
  const app = createApp(deps);
  return getRequestListener(app.fetch, {
    errorHandler(err) {
      const requestId = deps.ids('req');
      const invalid = err instanceof Error && err.name === 'RequestError';
      if (!invalid) deps.logger.error({ req_id: requestId, err }, 'adapter error');
      const error = invalid
        ? new ApiError('invalid_request', { detail: 'the request line or Host header is not valid' })
        : new ApiError('internal_error', { detail: 'an unexpected error occurred' });
      const status = error.status;
      const body = problemBody(deps.config.docsUrl, error, requestId);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': PROBLEM_JSON, 'request-id': requestId },
      });
    },
  }) as NodeListener;
}
