import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { CORS_DEFAULTS } from '../http/cors/index.js';
import { ApiError, type ErrorCode, PROBLEM_JSON, problemBody } from '../http/errors/index.js';
import { type LingerBounds, lingeringClose } from './linger.js';

/** What the answers of {@link answerClientErrors} need: where the docs are, how request IDs are made. */
export interface ClientErrorOptions {
  docsUrl: () => string;
  requestId: () => string;
  /** How long and how much a connection is still read after its answer ({@link lingeringClose}). */
  linger: LingerBounds;
}

interface Answer {
  status: number;
  reason: string;
  code: ErrorCode;
  detail: string;
}

/**
 * The answer to each error Node's HTTP layer reports before (or instead of) the app: a timeout of the
 * headers or of the whole request (`headersTimeout`, `requestTimeout`), and the parser's `HPE_*` errors.
 */
export function answerFor(err: NodeJS.ErrnoException): Answer {
  switch (err.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        reason: 'Request Timeout',
        code: 'request_timeout',
        detail: 'the request did not arrive in time; send it again, whole and without pauses',
      };
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        code: 'invalid_request',
        detail: 'the request headers are too large',
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return {
        status: 413,
        reason: 'Payload Too Large',
        code: 'payload_too_large',
        detail: 'the chunk extensions of the body are too large',
      };
    default:
      return {
        status: 400,
        reason: 'Bad Request',
        code: 'invalid_request',
        detail: 'the request is not valid HTTP',
      };
  }
}

const answered = Symbol('answered');
const EXPOSED = CORS_DEFAULTS.exposeHeaders.join(', ');

/**
 * Requests that Node refuses itself (malformed request line or headers, headers too large, too slow) get
 * a problem+json answer with a request ID, like the app's errors, instead of Node's bare text. The
 * connection is then closed gently ({@link lingeringClose}), so that the client reads the answer rather
 * than a reset.
 *
 * These answers are open to every origin (`Access-Control-Allow-Origin: *`, never with credentials): the
 * route may not be known yet, the answer reveals nothing, and a page on another origin reading a public
 * route (a slow upload to a keyless verification) must be able to read why it failed. It opens nothing
 * else: a browser sends a key across origins only after a preflight, which no keyed route answers.
 */
export function answerClientErrors(server: Server, options: ClientErrorOptions): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex & { [answered]?: true }) => {
    // An answer of the app already under way (its headers sent) cannot be replaced: only closed.
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (
      socket[answered] ||
      !socket.writable ||
      inFlight?.headersSent ||
      (err.code !== undefined && ['ECONNRESET', 'EPIPE'].includes(err.code))
    ) {
      socket.destroy();
      return;
    }
    socket[answered] = true;
    const answer = answerFor(err);
    const requestId = options.requestId();
    const problem = problemBody(
      options.docsUrl(),
      new ApiError(answer.code, { detail: answer.detail }),
      requestId,
    );
    problem.status = answer.status; // 431 for oversized headers: HTTP's own answer, with the code invalid_request
    const body = JSON.stringify(problem);
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
        `Content-Type: ${PROBLEM_JSON}\r\nRequest-Id: ${requestId}\r\nConnection: close\r\n` +
        `Access-Control-Allow-Origin: *\r\nAccess-Control-Expose-Headers: ${EXPOSED}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    lingeringClose(socket, options.linger);
  });
}
