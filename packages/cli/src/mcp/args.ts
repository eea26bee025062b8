import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  asUsageErrors,
  UsageError,
  VERIFIER_OPTIONS,
  type VerifierSettings,
  verifierSettings,
} from '../args.js';

/** How `tlp mcp --http` listens, and whom it answers. */
export interface HttpSettings {
  host: string;
  port: number;
  /** Sessions with no request open for this long are closed. */
  idleSeconds: number;
  /** Sessions open at once at most; one more is refused (503) until one ends. */
  maxSessions: number;
  /** Origins (`scheme://host[:port]`) a browser request may come from; a request with another is 403. */
  allowOrigins: string[];
  /** Host names a request's `Host` may name besides loopback names and the address bound to. */
  allowHosts: string[];
  /** A file holding the bearer token (else `TLP_MCP_TOKEN`, else one is made and printed). */
  tokenFile: string | null;
}

/** What `tlp mcp` was asked to do, once the command line is understood. */
export interface McpCommand extends VerifierSettings {
  command: 'mcp';
  /** Streamable HTTP (see {@link HttpSettings}); null: stdio. */
  http: HttpSettings | null;
  /** Hosts (`host` or `host:port`) whose URLs `verify_content` may fetch, and whose issuers it may ask for keys. */
  allowFetch: string[];
  /**
   * `--root`: the folders files may be read from, fixed by the operator (absolute); they win over the roots
   * a client offers. Null: the client's roots.
   */
  roots: string[] | null;
  /** A tool call with no verdict after this long is answered `timed_out`. */
  toolTimeoutSeconds: number;
}

/** The default `--port` of `tlp mcp --http`. */
export const DEFAULT_PORT = 3333;

/** `--idle-timeout` by default: 30 minutes. */
export const DEFAULT_IDLE_SECONDS = 1800;

/** `--max-sessions` by default. */
export const DEFAULT_MAX_SESSIONS = 16;

/** `--tool-timeout` by default: two minutes, room for a 512 MB video on a slow disk. */
export const DEFAULT_TOOL_TIMEOUT_SECONDS = 120;

/** `--host` by default: loopback, so that only this machine reaches the server. */
export const DEFAULT_HOST = '127.0.0.1';

/** A whole number of `name` from `min` to `max`, or its default when not given. */
function whole(text: string | undefined, fallback: number, name: string, min: number, max: number): number {
  const value = text ?? String(fallback);
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    throw new UsageError(`${name} must be an integer from ${min} to ${max}, not ${JSON.stringify(value)}`);
  }
  return n;
}

/** An origin as a browser sends it (`https://app.example`, `http://localhost:6274`), in lower case. */
function origin(text: string): string {
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== text.toLowerCase()) {
    throw new UsageError(
      `--allow-origin takes origins (https://app.example, http://localhost:6274), not ${text}`,
    );
  }
  return url.origin;
}

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
    'max-sessions': { type: 'string' },
    'allow-origin': { type: 'string', multiple: true },
    'allow-host': { type: 'string', multiple: true },
    'token-file': { type: 'string' },
    'allow-fetch': { type: 'string', multiple: true },
    root: { type: 'string', multiple: true },
    'tool-timeout': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  } as const;
  const { values, positionals } = asUsageErrors(
    () => parseArgs({ args: argv, allowPositionals: true, strict: true, options }),
    options,
  );
  if (values.help) return { command: 'help' };
  if (positionals.length > 0) throw new UsageError(`tlp mcp takes no inputs, not ${positionals.join(' ')}`);
  const settings = verifierSettings(values, env);
  const httpOnly = [
    'port',
    'host',
    'idle-timeout',
    'max-sessions',
    'allow-origin',
    'allow-host',
    'token-file',
  ] as const;
  const given = httpOnly.filter((name) => values[name] !== undefined);
  if (!values.http && given.length > 0) {
    throw new UsageError(
      `${given.map((name) => `--${name}`).join(', ')} need --http (without it, the server speaks over stdio)`,
    );
  }
  let http: McpCommand['http'] = null;
  if (values.http) {
    http = {
      host: values.host ?? DEFAULT_HOST,
      port: whole(values.port, DEFAULT_PORT, '--port', 0, 65535),
      idleSeconds: whole(values['idle-timeout'], DEFAULT_IDLE_SECONDS, '--idle-timeout', 1, 86_400),
      maxSessions: whole(values['max-sessions'], DEFAULT_MAX_SESSIONS, '--max-sessions', 1, 1024),
      allowOrigins: (values['allow-origin'] ?? []).map(origin),
      allowHosts: (values['allow-host'] ?? []).map((name) => {
        const host = URL.canParse(`http://${name}`) ? new URL(`http://${name}`) : null;
        if (!host || host.host !== name.toLowerCase() || host.port !== '') {
          throw new UsageError(`--allow-host takes host names without a port (mcp.example), not ${name}`);
        }
        return host.hostname;
      }),
      tokenFile: values['token-file'] ?? null,
    };
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
  const roots = values.root ? values.root.map((folder) => resolve(folder)) : null;
  const toolTimeoutSeconds = whole(
    values['tool-timeout'],
    DEFAULT_TOOL_TIMEOUT_SECONDS,
    '--tool-timeout',
    1,
    86_400,
  );
  return { command: 'mcp', ...settings, http, allowFetch, roots, toolTimeoutSeconds };
}

export const MCP_USAGE = `Usage: tlp mcp [--root <folder>]... [--http [--port <n>] [--host <address>]] [options]

Runs the verifier as a Model Context Protocol server, for AI assistants and agents: over stdio (the
assistant starts it), or over streamable HTTP at http://<host>:<port>/mcp with --http. Tools:
  verify_receipt    a compact JWS, a receipt object, a receipt ID or a receipt link
  verify_content    a file inside the roots (--root, else the roots the client grants), base64
                    bytes with a media type, or a URL on a host that --allow-fetch names
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
  --root <folder>         files are read in this folder only (repeatable), whatever roots the client
                          offers; without it, in the roots the client grants
  --tool-timeout <s>      a call with no verdict after this long is answered timed_out
                          (default ${DEFAULT_TOOL_TIMEOUT_SECONDS})
  --http                  serve streamable HTTP instead of stdio. Every request needs
                          "Authorization: Bearer <token>": --token-file, else TLP_MCP_TOKEN, else
                          a token made at start and printed on stderr
  --port <n>              the HTTP port (default ${DEFAULT_PORT}; 0: any free port, printed on stderr)
  --host <address>        the HTTP address (default ${DEFAULT_HOST}, loopback only; any other is
                          reachable from other machines, and said so at start)
  --token-file <file>     the bearer token, read from this file (at least 32 characters)
  --allow-origin <origin> a browser origin allowed to call (repeatable); a request carrying any
                          other Origin is refused (403). None by default
  --allow-host <name>     a host name requests may be addressed to (repeatable), besides loopback
                          names and the address bound to; any other Host is refused (403)
  --max-sessions <n>      sessions open at once at most (default ${DEFAULT_MAX_SESSIONS}); one more is
                          refused (503)
  --idle-timeout <s>      close a session after this many seconds with no request open
                          (default ${DEFAULT_IDLE_SECONDS}: a client that left without ending it)
  -h, --help
`;
