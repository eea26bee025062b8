import type { Io } from '../io.js';
import { EXIT } from '../outcome.js';
import { MCP_USAGE, parseMcpCommand } from './args.js';
import { createMcpContext } from './context.js';
import { isLoopback, serveHttp } from './http.js';
import { createMcpServer } from './server.js';
import { AnsweringStdioTransport } from './stdio.js';
import { bearerToken } from './token.js';

/** Room in a request beside the base64 of `--max-size` bytes: the JSON-RPC envelope and the other arguments. */
const ENVELOPE_BYTES = 1024 * 1024;

/** The exit status when `--http` cannot listen where it was asked to. */
const LISTEN_FAILED = 1;

/**
 * Once the server is closed, whatever still runs (a call abandoned, a keep-alive connection) holds the process
 * no longer than this.
 */
const LINGER_MS = 2000;

/** Resolves on SIGINT or SIGTERM. */
function stopSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
}

/** Ends the process soon, whatever still holds it; not before the exit status is set and output written. */
function exitSoon(): void {
  setTimeout(() => process.exit(), LINGER_MS).unref();
}

/**
 * `tlp mcp`: the verifier as an MCP server, over stdio until the client closes its input and every call it
 * made is answered (or a signal), or over streamable HTTP with `--http` until a signal. Returns the exit
 * status; a bad command line throws `UsageError`.
 */
export async function runMcp(argv: string[], io: Io): Promise<number> {
  const command = parseMcpCommand(argv, io.env ?? {});
  if (command.command === 'help') {
    io.stdout.write(MCP_USAGE);
    return EXIT.valid;
  }
  const ctx = await createMcpContext(command, io.fetch);
  const debug = io.env?.TLP_MCP_DEBUG === '1';
  const maxBodyBytes = Math.ceil((command.maxSize * 4) / 3) + ENVELOPE_BYTES;

  if (command.http) {
    const { host, port, idleSeconds, maxSessions, allowOrigins, allowHosts } = command.http;
    const bearer = await bearerToken(command.http.tokenFile, io.env ?? {});
    let server: Awaited<ReturnType<typeof serveHttp>>;
    try {
      server = await serveHttp(ctx, {
        host,
        port,
        idleMs: idleSeconds * 1000,
        maxSessions,
        maxBodyBytes,
        token: bearer.token,
        allowOrigins,
        allowHosts,
        createServer: (c) => createMcpServer(c, debug),
      });
    } catch (error) {
      // A port in use, an address not on this machine: said in one line, not a stack trace.
      io.stderr.write(`tlp mcp: cannot listen on ${host}:${port}: ${(error as Error).message}\n`);
      return LISTEN_FAILED;
    }
    if (!isLoopback(host)) {
      io.stderr.write(
        `tlp mcp: WARNING: listening on ${host}, not loopback: other machines can reach this server. Whoever holds the token reads through it the files in the roots, with your permissions, and plain HTTP carries the token in the clear: bind to 127.0.0.1, or put TLS in front.\n`,
      );
    }
    io.stderr.write(
      bearer.from === 'made'
        ? `tlp mcp: bearer token (made for this run): ${bearer.token}\n`
        : `tlp mcp: bearer token from ${bearer.from}\n`,
    );
    io.stderr.write(`tlp mcp: streamable HTTP at ${server.url}\n`);
    await stopSignal();
    await server.close();
    exitSoon();
    return EXIT.valid;
  }

  const transport = new AnsweringStdioTransport(process.stdin, process.stdout, {
    maxBufferSize: maxBodyBytes,
  });
  const server = createMcpServer(ctx, debug, transport.inputEnded);
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
  });
  await server.connect(transport);
  transport.countRequests();
  // The client closed its input and has every answer, or the transport closed, or a signal came.
  await Promise.race([transport.finished, closed, stopSignal()]);
  await server.close();
  exitSoon();
  return EXIT.valid;
}
