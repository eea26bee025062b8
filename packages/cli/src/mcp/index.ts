import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Io } from '../io.js';
import { EXIT } from '../outcome.js';
import { MCP_USAGE, parseMcpCommand } from './args.js';
import { createMcpContext } from './context.js';
import { serveHttp } from './http.js';
import { createMcpServer } from './server.js';

/** Room in a request beside the base64 of `--max-size` bytes: the JSON-RPC envelope and the other arguments. */
const ENVELOPE_BYTES = 1024 * 1024;

/** The exit status when `--http` cannot listen where it was asked to. */
const LISTEN_FAILED = 1;

/** Resolves on SIGINT or SIGTERM. */
function stopSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
}

/**
 * `tlp mcp`: the verifier as an MCP server, over stdio until stdin ends (or a signal), or over streamable
 * HTTP with `--http` until a signal. Returns the exit status; a bad command line throws `UsageError`.
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
    const { host, port, idleSeconds } = command.http;
    let server: Awaited<ReturnType<typeof serveHttp>>;
    try {
      server = await serveHttp(ctx, {
        host,
        port,
        idleMs: idleSeconds * 1000,
        maxBodyBytes,
        createServer: (c) => createMcpServer(c, debug),
      });
    } catch (error) {
      // A port in use, an address not on this machine: said in one line, not a stack trace.
      io.stderr.write(`tlp mcp: cannot listen on ${host}:${port}: ${(error as Error).message}\n`);
      return LISTEN_FAILED;
    }
    io.stderr.write(`tlp mcp: streamable HTTP at ${server.url}\n`);
    await stopSignal();
    await server.close();
    return EXIT.valid;
  }

  const server = createMcpServer(ctx, debug);
  const transport = new StdioServerTransport(process.stdin, process.stdout, { maxBufferSize: maxBodyBytes });
  const ended = new Promise<void>((resolve) => {
    process.stdin.once('end', resolve);
    transport.onclose = resolve;
  });
  await server.connect(transport);
  await Promise.race([ended, stopSignal()]);
  await server.close();
  return EXIT.valid;
}
