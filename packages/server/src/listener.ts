import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.js';
import type { AppDeps } from './deps.js';
import { ApiError, PROBLEM_JSON, problemBody } from './http/errors/index.js';

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

/**
 * Requests that Node's HTTP parser refuses (malformed request line or headers, headers too large) get a
 * problem+json answer with a request id too, instead of Node's bare one.
 */
export function answerClientErrors(server: Server, deps: AppDeps): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (err.code !== undefined && ['ECONNRESET', 'EPIPE'].includes(err.code))) {
      socket.destroy();
      return;
    }
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const requestId = deps.ids('req');
    const problem = problemBody(
      deps.config.docsUrl,
      new ApiError('invalid_request', {
        detail: tooLarge ? 'the request headers are too large' : 'the request is not valid HTTP',
      }),
      requestId,
    );
    problem.status = status; // 431 for oversized headers: HTTP's own answer, with the code invalid_request
    const body = JSON.stringify(problem);
    socket.end(
      `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: ${PROBLEM_JSON}\r\nRequest-Id: ${requestId}\r\nConnection: close\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  });
}
