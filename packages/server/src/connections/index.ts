import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError, PROBLEM_JSON, problemBody } from '../http/errors/index.js';
import { addressSubject } from '../http/rate-limit/client-address.js';
import { newId } from '../ids.js';
import { answerClientErrors } from './client-errors.js';
import { createPace, lingeringClose } from './linger.js';

export { answerClientErrors } from './client-errors.js';

/** Bounds of the server's connections, each with its default. */
export interface HttpServerOptions {
  /**
   * The base of every problem's `type` (`<origin>/docs`). A function: the origin is known only once the
   * port is bound.
   */
  docsUrl: () => string;
  /** Makes the request ID of the answers the app never sees. Default: a fresh `req_` ID. */
  requestId?: () => string;
  /**
   * How long a client may take to send a request's line and headers, from its first byte (10 s). Past it,
   * 408 `request_timeout` and the connection is closed.
   */
  headersTimeoutMs?: number;
  /**
   * How long a whole request (headers and body) may take (130 s). The app answers a slow body itself
   * first (`ServerConfig.bodyRate`: 120 s at most); this is the bound of everything else, answered 408
   * `request_timeout` by the server.
   */
  requestTimeoutMs?: number;
  /** How long an idle keep-alive connection is kept (65 s: longer than the 60 s of usual load balancers). */
  keepAliveTimeoutMs?: number;
  /**
   * How many connections one client may hold open at once (128), a client counted as the rate limits
   * count them: an IPv4 address (an IPv4-mapped IPv6 one as IPv4), or an IPv6 /64. A connection past it
   * is answered 503 `service_unavailable` (with `Retry-After`) on its first request and closed; one that
   * sends nothing is closed after {@link HttpServerOptions.refusedTimeoutMs}.
   */
  maxConnectionsPerAddress?: number;
  /**
   * How many connections the server serves at once, from all clients together (10 000). A connection
   * past it is refused as one past the per-client cap; past twice it (refused ones included), Node
   * closes a new connection at once, unanswered, so that a flood of refused connections is bounded too.
   */
  maxConnections?: number;
  /** How long a refused connection may take to send its request before it is closed unanswered (2 s). */
  refusedTimeoutMs?: number;
  /**
   * How long a connection closed while its request's body still arrives (an early 413, a 408) is still
   * read, its data thrown away, so that the client reads the answer instead of a reset (2 s).
   */
  lingerMs?: number;
  /** How much is read that way at most (20 MiB: twice the largest body). */
  lingerBytes?: number;
  /**
   * How fast all such connections together are read at most (10 MiB/s), so that a flood of oversized
   * bodies cannot take the CPU.
   */
  lingerBytesPerSecond?: number;
  /**
   * How often Node looks for requests past `headersTimeoutMs` or `requestTimeoutMs` (1 s; Node's default,
   * 30 s, would let a bound overrun by that much).
   */
  checkIntervalMs?: number;
}

type Required_ = Required<HttpServerOptions>;

export const HTTP_SERVER_DEFAULTS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 130_000,
  keepAliveTimeoutMs: 65_000,
  maxConnectionsPerAddress: 128,
  maxConnections: 10_000,
  refusedTimeoutMs: 2_000,
  lingerMs: 2_000,
  lingerBytes: 20 * 1024 * 1024,
  lingerBytesPerSecond: 10 * 1024 * 1024,
  checkIntervalMs: 1_000,
} as const satisfies Partial<Required_>;

/** Marks a socket refused: by the cap of its client, or by the ceiling of the server. */
const refused = Symbol('refused');
/** The last request of a socket. */
const lastRequest = Symbol('lastRequest');
type Marked = Socket & { [refused]?: 'client' | 'server'; [lastRequest]?: IncomingMessage };

/**
 * The `node:http` server of the sandbox, for `main.ts` and the tests alike: `listener` serves requests,
 * within bounds on slow and greedy clients (headers, whole request, idle keep-alive, connections per
 * client and in all), and every request Node itself refuses (malformed, oversized headers, too slow) is answered
 * `application/problem+json` with a request ID, like the app's own errors.
 */
export function createHttpServer(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  options: HttpServerOptions,
): Server {
  const o: Required_ = {
    requestId: () => newId('req'),
    ...HTTP_SERVER_DEFAULTS,
    ...options,
  };
  const server = createServer(
    {
      headersTimeout: o.headersTimeoutMs,
      requestTimeout: o.requestTimeoutMs,
      keepAliveTimeout: o.keepAliveTimeoutMs,
      connectionsCheckingInterval: o.checkIntervalMs,
    },
    (req, res) => {
      const socket = req.socket as Marked;
      socket[lastRequest] = req;
      const why = socket[refused];
      if (why) return answerRefused(res, o, why);
      listener(req, res);
    },
  );
  const linger = { ms: o.lingerMs, bytes: o.lingerBytes, pace: createPace(o.lingerBytesPerSecond) };
  server.on('connection', (socket: Marked) => {
    // Node (after an answer with `Connection: close`) and the adapter (after draining an unread body for a
    // while) close a connection with `destroySoon`. While the request's body still arrives, that close
    // would reset the connection and lose the answer: it lingers instead.
    const destroySoon = socket.destroySoon.bind(socket);
    socket.destroySoon = () => {
      const req = socket[lastRequest];
      if (req && !req.complete) lingeringClose(socket, linger);
      else destroySoon();
    };
  });
  // Node's own rule: a request timeout must not be shorter than the headers timeout.
  server.headersTimeout = Math.min(o.headersTimeoutMs, o.requestTimeoutMs);
  capConnections(server, o);
  answerClientErrors(server, { docsUrl: o.docsUrl, requestId: o.requestId, linger });
  return server;
}

/**
 * Emitted by the server for each connection refused by a cap, with `client` (the per-client cap) or
 * `server` (the ceiling): the metrics count them.
 */
export const CONNECTION_REFUSED = 'tlp:connection-refused';

/**
 * Counts the open sockets of each client (`addressSubject`: an IPv6 /64 is one client) and of the whole
 * server; past either cap a socket is marked refused and closed soon. Node itself drops, unanswered, a
 * socket past twice the ceiling.
 */
function capConnections(server: Server, o: Required_): void {
  const open = new Map<string, number>();
  let served = 0;
  server.maxConnections = 2 * o.maxConnections;
  server.on('connection', (socket: Marked) => {
    const client = addressSubject(socket.remoteAddress ?? '');
    const count = (open.get(client) ?? 0) + 1;
    const why = served >= o.maxConnections ? 'server' : count > o.maxConnectionsPerAddress ? 'client' : null;
    if (why) {
      socket[refused] = why;
      server.emit(CONNECTION_REFUSED, why);
      // The request, if it comes at once, is answered 503 (`answerRefused`); a silent socket is closed.
      const timer = setTimeout(() => socket.destroy(), o.refusedTimeoutMs);
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
      return;
    }
    served++;
    open.set(client, count);
    socket.once('close', () => {
      served--;
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}

function answerRefused(res: ServerResponse, o: Required_, why: 'client' | 'server'): void {
  const requestId = o.requestId();
  const body = JSON.stringify(
    problemBody(
      o.docsUrl(),
      new ApiError('service_unavailable', {
        detail:
          why === 'client'
            ? `this client (its address, or its IPv6 /64) already holds ${o.maxConnectionsPerAddress} open connections; reuse one, or retry after Retry-After`
            : `this server holds its ceiling of ${o.maxConnections} open connections; retry after Retry-After`,
      }),
      requestId,
    ),
  );
  res.shouldKeepAlive = false;
  res.writeHead(503, {
    'Content-Type': PROBLEM_JSON,
    'Content-Length': Buffer.byteLength(body),
    'Request-Id': requestId,
    'Retry-After': '1',
    Connection: 'close',
  });
  res.end(body);
}
