import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { McpContext } from './context.js';

/** What the HTTP server is started with. */
export interface HttpOptions {
  host: string;
  port: number;
  /** The largest request body read: a tool call carrying `--max-size` bytes in base64, and room for the rest. */
  maxBodyBytes: number;
  /** A session with no request open for this long is closed (a client that went away without ending it). */
  idleMs: number;
  /** Makes one MCP server, per session. */
  createServer: (ctx: McpContext) => {
    connect(t: StreamableHTTPServerTransport): Promise<void>;
    close(): Promise<void>;
  };
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function isLoopback(host: string): boolean {
  return LOOPBACK_NAMES.has(host) || host.startsWith('127.');
}

/** The host name of a `Host` header (`127.0.0.1:3333` → `127.0.0.1`, `[::1]:3333` → `[::1]`). */
function hostName(header: string | undefined): string | null {
  if (!header || !URL.canParse(`http://${header}`)) return null;
  return new URL(`http://${header}`).hostname;
}

function answer(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
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
 * (its roots are its own), over the one {@link McpContext} of the process (its key caches shared), closed when
the client ends it (DELETE) or after `idleMs` with no request open. Bound to
 * loopback, a request whose `Host` is not a loopback name is refused (403), so that a web page cannot
 * reach the server through DNS rebinding.
 */
export async function serveHttp(
  ctx: McpContext,
  options: HttpOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const sessions = new Map<string, Session>();
  const checkHost = isLoopback(options.host);
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
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== '/mcp') return answer(res, 404, 'not found: the MCP endpoint is /mcp');
    if (checkHost && !LOOPBACK_NAMES.has(hostName(req.headers.host) ?? '')) {
      return answer(res, 403, 'forbidden: this server answers only to loopback host names');
    }
    const id = req.headers['mcp-session-id'];
    if (typeof id === 'string') {
      const session = sessions.get(id);
      if (!session) return answer(res, 404, 'session not found: initialize a new one');
      track(session, res);
      return session.transport.handleRequest(req, res);
    }
    if (req.method !== 'POST') return answer(res, 400, 'bad request: no mcp-session-id');
    // A request without a session starts one; the transport refuses it unless it is an initialize request.
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
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}/mcp`,
    async close() {
      clearInterval(sweep);
      await Promise.all([...sessions.values()].map((session) => session.close()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
