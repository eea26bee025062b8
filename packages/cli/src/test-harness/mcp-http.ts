/**
 * For the tests and the bench (not built): `tlp mcp --http --port 0` in a child process, the bearer token
 * it requires, and its memory as the system sees it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ISSUER } from '../../../../test-vectors/lib/fixtures.js';

/**
 * The options that verify the test vectors offline, in test mode: their issuer, JWKS and C2PA root
 * (`vectors`: the test-vectors folder).
 */
export function vectorVerifierArgs(vectors: string): string[] {
  return [
    '--issuer',
    ISSUER,
    '--mode',
    'test',
    '--jwks',
    join(vectors, 'keys/jwks.json'),
    '--trust-anchor',
    join(vectors, 'keys/ca-root.pem'),
  ];
}

/** A running `tlp mcp --http`: its process, the URL it printed, its bearer token, and how to stop it. */
export interface McpHttpChild {
  child: ChildProcess;
  url: URL;
  /** The token every request must carry: `TLP_MCP_TOKEN` when the environment gives one, else the one printed. */
  token: string;
  /** What it wrote on stderr so far. */
  stderr(): string;
  /** A client transport to it, carrying the token. */
  transport(): StreamableHTTPClientTransport;
  stop(): Promise<void>;
}

/** The headers of a request carrying `token`. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * Runs `node <script> <args>` (the command's bin or its built `main.js`; `args` start with `mcp` and hold
 * `--http --port 0`) and resolves once it says on stderr where it listens (its last line at start).
 */
export async function startMcpHttp(
  script: string,
  args: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<McpHttpChild> {
  const child = spawn(process.execPath, [script, ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  const url = await new Promise<URL>((resolve, reject) => {
    child.stderr!.on('data', (chunk) => {
      stderr += chunk;
      const found = /streamable HTTP at (\S+)/.exec(stderr);
      if (found) resolve(new URL(found[1]!));
    });
    child.once('exit', (code) => reject(new Error(`tlp mcp exited ${code}: ${stderr}`)));
  });
  const token = env.TLP_MCP_TOKEN ?? /bearer token \(made for this run\): (\S+)/.exec(stderr)?.[1] ?? '';
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return {
    child,
    url,
    token,
    stderr: () => stderr,
    transport: () => new StreamableHTTPClientTransport(url, { requestInit: { headers: bearer(token) } }),
    stop,
  };
}

/** An MCP `initialize` request: what opens a session. */
export const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'probe', version: '1' } },
});

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One raw request to `url` (by default an MCP `initialize`), with the headers given (`host` among them when
 * set): its status, headers, and its body (for an event stream, as far as its first event).
 */
export function send(
  url: URL,
  headers: Record<string, string>,
  body: string | null = INITIALIZE,
  method = 'POST',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...headers,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      // An initialized session answers on an event stream: its first event is all a probe needs.
      res.on('data', (chunk) => {
        text += chunk;
        if (res.headers['content-type']?.includes('text/event-stream') && text.includes('\n\n'))
          res.destroy();
      });
      const done = () => resolve({ status: res.statusCode!, headers: res.headers, body: text });
      res.on('end', done);
      res.on('close', done);
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** The resident set size of a process (`VmRSS` of `/proc/<pid>/status`), in bytes. */
export async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
}
