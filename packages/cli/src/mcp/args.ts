import { parseArgs } from 'node:util';
import {
  asUsageErrors,
  UsageError,
  VERIFIER_OPTIONS,
  type VerifierSettings,
  verifierSettings,
} from '../args.js';

/** What `tlp mcp` was asked to do, once the command line is understood. */
export interface McpCommand extends VerifierSettings {
  command: 'mcp';
  /** Streamable HTTP on this address, sessions closed after `idleSeconds` with no request open; null: stdio. */
  http: { host: string; port: number; idleSeconds: number } | null;
  /** Hosts (`host` or `host:port`) whose URLs `verify_content` may fetch, and whose issuers it may ask for keys. */
  allowFetch: string[];
}

/** The default `--port` of `tlp mcp --http`. */
export const DEFAULT_PORT = 3333;

/** `--idle-timeout` by default: 30 minutes. */
export const DEFAULT_IDLE_SECONDS = 1800;

/** `--host` by default: loopback, so that only this machine reaches the server. */
export const DEFAULT_HOST = '127.0.0.1';

/**
 * Parses the arguments after `tlp mcp`: the options of `tlp verify` that say how to verify (`--issuer`,
 * `--mode`, `--jwks`, `--trust-anchor`, `--content-only`, `--require-trusted`, `--max-size`), read by the
 * same code, and the server's own (`--http`, `--port`, `--host`, `--allow-fetch`). Throws
 * {@link UsageError}.
 */
export function parseMcpCommand(
  argv: string[],
  env: Record<string, string | undefined> = {},
): McpCommand | { command: 'help' } {
  const options = {
    ...VERIFIER_OPTIONS,
    http: { type: 'boolean' },
    port: { type: 'string' },
    host: { type: 'string' },
    'idle-timeout': { type: 'string' },
    'allow-fetch': { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h' },
  } as const;
  const { values, positionals } = asUsageErrors(() =>
    parseArgs({ args: argv, allowPositionals: true, strict: true, options }),
  );
  if (values.help) return { command: 'help' };
  if (positionals.length > 0) throw new UsageError(`tlp mcp takes no inputs, not ${positionals.join(' ')}`);
  const settings = verifierSettings(values, env);
  if (!values.http && (values.port ?? values.host ?? values['idle-timeout']) !== undefined) {
    throw new UsageError(
      '--port, --host and --idle-timeout need --http (without it, the server speaks over stdio)',
    );
  }
  let http: McpCommand['http'] = null;
  if (values.http) {
    const portText = values.port ?? String(DEFAULT_PORT);
    const port = Number(portText);
    if (!/^\d+$/.test(portText) || port > 65535) {
      throw new UsageError(`--port must be an integer from 0 to 65535, not ${JSON.stringify(portText)}`);
    }
    const idleText = values['idle-timeout'] ?? String(DEFAULT_IDLE_SECONDS);
    const idleSeconds = Number(idleText);
    if (!/^\d+$/.test(idleText) || idleSeconds < 1 || idleSeconds > 86_400) {
      throw new UsageError(
        `--idle-timeout must be a number of seconds from 1 to 86400, not ${JSON.stringify(idleText)}`,
      );
    }
    http = { host: values.host ?? DEFAULT_HOST, port, idleSeconds };
  }
  const allowFetch = (values['allow-fetch'] ?? []).flatMap((list) =>
    list
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );
  for (const host of allowFetch) {
    if (!URL.canParse(`http://${host}`) || new URL(`http://${host}`).host !== host) {
      throw new UsageError(`--allow-fetch takes host names (cdn.example, or 127.0.0.1:8080), not ${host}`);
    }
  }
  return { command: 'mcp', ...settings, http, allowFetch };
}

export const MCP_USAGE = `Usage: tlp mcp [--http [--port <n>] [--host <address>] [--idle-timeout <s>]] [options]

Runs the verifier as a Model Context Protocol server, for AI assistants and agents: over stdio (the
assistant starts it), or over streamable HTTP at http://<host>:<port>/mcp with --http. Tools:
  verify_receipt    a compact JWS, a receipt object, a receipt ID or a receipt link
  verify_content    a file inside the roots the client grants, base64 bytes with a media type, or a
                    URL on a host that --allow-fetch names
  explain_verdict   a verdict code in plain words

Options:
  --issuer <origin>       the issuer receipts are checked against (also TLP_ISSUER); a tool call may
                          name another only on a host --allow-fetch names
  --content-only          content: report the C2PA manifest without verifying the receipt inside
  --mode live|test|any    the default mode of the tools (live)
  --jwks <file>           verify offline with this JWKS (needs --issuer)
  --trust-anchor <pem>    a PEM file of C2PA signer root certificates (repeatable)
  --require-trusted       content whose C2PA signer is not trusted is invalid
  --max-size <size>       larger files, bytes and downloads are too_large (default 512MB)
  --allow-fetch <hosts>   hosts (comma-separated, repeatable) whose URLs may be fetched; none by default
  --http                  serve streamable HTTP instead of stdio
  --port <n>              the HTTP port (default ${DEFAULT_PORT}; 0: any free port, printed on stderr)
  --host <address>        the HTTP address (default ${DEFAULT_HOST}, loopback only)
  --idle-timeout <s>      close a session after this many seconds with no request open
                          (default ${DEFAULT_IDLE_SECONDS}: a client that left without ending it)
  -h, --help
`;
