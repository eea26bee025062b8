import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { McpContext } from './context.js';
import { carriesToken } from './token.js';

/** What the HTTP server is started with. */
export interface HttpOptions {
  host: string;
  port: number;
  /** The largest request body read: a tool call carrying `--max-size` bytes in base64, and room for the rest. */
  maxBodyBytes: number;
  /** A session with no request open for this long is closed (a client that went away without ending it). */
  idleMs: number;
  /** Sessions open at once at most (those being opened counted): one more is refused with 503. */
  maxSessions: number;
  /** The bearer token every request must carry (`Authorization: Bearer <token>`). */
  token: string;
  /** Origins a browser request may come from; a request with any other `Origin` is 403. */
  allowOrigins: string[];
  /** Host names a request may be addressed to, besides loopback names and the address bound to. */
  allowHosts: string[];
  /** Makes one MCP server, per session. */
  createServer: (ctx: McpContext) => {
    connect(t: StreamableHTTPServerTransport): Promise<void>;
    close(): Promise<void>;
  };
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/** Whether an address to bind to is loopback: reachable from this machine only. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The host name of a `Host` header (`127.0.0.1:3333` → `127.0.0.1`, `[::1]:3333` → `[::1]`), or null. */
function hostName(header: string | undefined): string | null {
  if (!header || !URL.canParse(`http://${header}`)) return null;
  const url = new URL(`http://${header}`);
  return url.username || url.password || url.pathname !== '/' ? null : url.hostname;
}

/** An address as a `Host` header names it: IPv6 in brackets. */
const asHostName = (address: string) =>
  address.includes(':') && !address.startsWith('[') ? `[${address}]` : address.toLowerCase();

/**
 * The names a request's `Host` may carry: loopback names, the address bound to (every address of this
 * machine when bound to all of them), and `--allow-host`. Anything else is a name this server was not
 * addressed by, such as a web page's own name rebound to this machine's address (DNS rebinding).
 */
function hostNames(bound: string, allowHosts: string[]): Set<string> {
  const names = new Set([...LOOPBACK_NAMES, ...allowHosts.map(asHostName)]);
  if (WILDCARDS.has(bound)) {
    for (const addresses of Object.values(networkInterfaces())) {
      for (const { address } of addresses ?? []) names.add(asHostName(address));
    }
  } else names.add(asHostName(bound));
  return names;
}

/** A refusal, as the MCP specification's transports write one: a JSON-RPC error without an `id`. */
function answer(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

interface Session {
  transport: StreamableHTTPServerTransport;
  close(): Promise<void>;
  /** Requests of the session not yet answered (or streams still open). */
  open: number;
  lastSeen: number;
}

/**
 * Streamable HTTP at `/mcp`: each client gets a session (`mcp-session-id`) with an MCP server of its own
 * (its roots are its own, unless `--root` fixes them), over the one {@link McpContext} of the process (its
 * key caches shared), closed when the client ends it (DELETE) or after `idleMs` with no request open.
 *
 * Every request, in this order: its `Host` must name this server ({@link hostNames}; 403); its `Origin`,
 * when it has one, must be one of `allowOrigins` (403, as the MCP specification asks of every server, so
 * that a web page cannot drive it; a page of an allowed origin gets CORS headers, and its preflight an
 * answer); then it must carry the bearer token (401, `WWW-Authenticate: Bearer`), the session ID
 * notwithstanding. A new session over `maxSessions` is 503.
 */
export async function serveHttp(
  ctx: McpContext,
  options: HttpOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const sessions = new Map<string, Session>();
  /** Sessions being opened (their initialize request not answered yet): they count against the cap. */
  let opening = 0;
  const allowedHosts = hostNames(options.host, options.allowHosts);
  const allowedOrigins = new Set(options.allowOrigins);
  const authorized = carriesToken(options.token);
  // Requests open (a client's event stream among them) keep a session alive; the clock runs from the last one.
  const track = (session: Session, res: ServerResponse) => {
    session.open++;
    res.once('close', () => {
      session.open--;
      session.lastSeen = Date.now();
    });
  };
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const session of sessions.values()) {
        if (session.open === 0 && now - session.lastSeen >= options.idleMs) void session.close();
      }
    },
    Math.min(options.idleMs, 60_000),
  );
  sweep.unref();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const host = hostName(req.headers.host);
    if (!host || !allowedHosts.has(host)) {
      return answer(res, 403, `forbidden: this server is not ${host ?? 'addressed'} (see --allow-host)`);
    }
    const origin = req.headers.origin;
    if (origin !== undefined) {
      if (!allowedOrigins.has(origin.toLowerCase())) {
        return answer(res, 403, `forbidden: requests from ${origin} are not allowed (see --allow-origin)`);
      }
      // A page of an allowed origin may read the answers (CORS); its preflight carries no token.
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('vary', 'Origin');
      res.setHeader('access-control-expose-headers', 'mcp-session-id, www-authenticate');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-methods': 'GET, POST, DELETE',
          'access-control-allow-headers':
            'authorization, content-type, accept, mcp-session-id, mcp-protocol-version, last-event-id',
          'access-control-max-age': '600',
        });
        return res.end();
      }
    }
    if (!authorized(req.headers.authorization)) {
      return answer(
        res,
        401,
        'unauthorized: send the token tlp mcp printed, as Authorization: Bearer <token>',
        {
          'www-authenticate': 'Bearer realm="tlp mcp"',
        },
      );
    }
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== '/mcp') return answer(res, 404, 'not found: the MCP endpoint is /mcp');
    const id = req.headers['mcp-session-id'];
    if (typeof id === 'string') {
      const session = sessions.get(id);
      if (!session) return answer(res, 404, 'session not found: initialize a new one');
      track(session, res);
      return session.transport.handleRequest(req, res);
    }
    if (req.method !== 'POST') return answer(res, 400, 'bad request: no mcp-session-id');
    if (sessions.size + opening >= options.maxSessions) {
      const retry = String(Math.min(60, Math.ceil(options.idleMs / 1000)));
      return answer(
        res,
        503,
        `too many sessions: ${options.maxSessions} are open (--max-sessions); end one (DELETE /mcp) or try again later`,
        { 'retry-after': retry },
      );
    }
    // A request without a session starts one; the transport refuses it unless it is an initialize request.
    opening++;
    try {
      const server = options.createServer(ctx);
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        maxRequestBodySize: options.maxBodyBytes,
        onsessioninitialized: (sessionId) => {
          const session: Session = { transport, close: () => server.close(), open: 0, lastSeen: Date.now() };
          sessions.set(sessionId, session);
          track(session, res);
        },
        onsessionclosed: (sessionId) => {
          sessions.delete(sessionId);
        },
      });
      transport.onclose = () => {
        if (transport.sessionId) sessions.delete(transport.sessionId);
      };
      await server.connect(transport);
      await transport.handleRequest(req, res);
      if (!transport.sessionId) await server.close();
    } finally {
      opening--;
    }
  };

  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) answer(res, 500, `internal error: ${(error as Error)?.message ?? error}`);
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://${asHostName(options.host)}:${port}/mcp`,
    async close() {
      clearInterval(sweep);
      await Promise.all([...sessions.values()].map((session) => session.close()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
