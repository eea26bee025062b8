/**
 * `tlp mcp --http` as an attacker meets it (issue 39, finding 1): a local process or a web page without the
 * bearer token, with a wrong one, from another Origin, under another Host name (DNS rebinding), on an
 * address other machines reach, or opening more sessions than allowed; and `--root`, which fixes the files
 * a client may have read whatever roots it offers. The built command, in a child process.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { type CallToolResult, ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type McpHttpChild, send, startMcpHttp } from '../test-harness/mcp-http.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const bin = join(root, 'packages/cli/bin/tlp.js');
const vectors = join(root, 'test-vectors');
const TOKEN = 'a-test-token-of-the-length-the-server-asks-for-0123456789';
const ENV = { ...process.env, NODE_OPTIONS: '', TLP_MCP_TOKEN: TOKEN } as Record<string, string>;

const start = (args: string[], env: Record<string, string> = ENV) =>
  startMcpHttp(bin, ['mcp', '--http', '--port', '0', '--mode', 'test', ...args], env);

/** Why a start failed (its stderr, with the exit status); null when it started (then it is stopped). */
const startFailure = (args: string[], env: Record<string, string> = ENV) =>
  start(args, env).then(
    async (started) => {
      await started.stop();
      return null;
    },
    (error: Error) => error.message,
  );

describe('tlp mcp --http: the bearer token', () => {
  let server: McpHttpChild;
  beforeAll(async () => {
    server = await start([]);
  });
  afterAll(() => server?.stop());

  it.each([
    ['no Authorization header', {}],
    ['a wrong token of the same length', bearer(TOKEN.replace(/.$/, 'x'))],
    ['a prefix of the token', bearer(TOKEN.slice(0, 20))],
    ['the token with another scheme', { authorization: `Basic ${TOKEN}` }],
  ])('refuses %s: 401 with WWW-Authenticate, no session made', async (_what, headers) => {
    const answer = await send(server.url, headers);
    expect(answer.status).toBe(401);
    expect(answer.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(answer.headers['mcp-session-id']).toBeUndefined();
  });

  it('refuses every later request of a session without it, the session ID notwithstanding', async () => {
    const opened = await send(server.url, bearer(TOKEN));
    expect(opened.status).toBe(200);
    const session = { 'mcp-session-id': String(opened.headers['mcp-session-id']) };
    const ping = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'ping' });
    expect((await send(server.url, session, ping)).status).toBe(401);
    expect((await send(server.url, { ...session, ...bearer(TOKEN) }, ping)).status).toBe(200);
  });

  it('a client given the token lists the tools', async () => {
    const client = new Client({ name: 'ok', version: '1' });
    await client.connect(server.transport());
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).toContain('verify_content');
    } finally {
      await client.close();
    }
  });

  it('without TLP_MCP_TOKEN, makes one from 32 random bytes and prints it; it differs from run to run', async () => {
    const { TLP_MCP_TOKEN: _, ...env } = ENV;
    const [a, b] = await Promise.all([start([], env), start([], env)]);
    try {
      for (const made of [a, b]) {
        expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect((await send(made.url, {})).status).toBe(401);
        expect((await send(made.url, bearer(made.token))).status).toBe(200);
      }
      expect(a.token).not.toBe(b.token);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('refuses to start with a short token', async () => {
    const failed = await startFailure([], { ...ENV, TLP_MCP_TOKEN: 'short' });
    expect(failed).toMatch(/exited 2: .*TLP_MCP_TOKEN .*at least 32 characters/);
  });
});

describe('tlp mcp --http: Origin and Host (DNS rebinding)', () => {
  let server: McpHttpChild;
  beforeAll(async () => {
    server = await start(['--allow-origin', 'http://localhost:6274']);
  });
  afterAll(() => server?.stop());

  it.each([
    ['a web page of another site', 'https://evil.example'],
    ['a page on the same machine, another port', 'http://localhost:8080'],
    ['an opaque origin', 'null'],
  ])('refuses %s with 403, even with the token', async (_what, origin) => {
    const answer = await send(server.url, { ...bearer(TOKEN), origin });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
  });

  it('takes a request without Origin (not a browser), and from an origin --allow-origin names, with CORS', async () => {
    expect((await send(server.url, bearer(TOKEN))).status).toBe(200);
    const allowed = await send(server.url, { ...bearer(TOKEN), origin: 'http://localhost:6274' });
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:6274');
    expect(allowed.headers['access-control-expose-headers']).toContain('mcp-session-id');
    // The browser's preflight carries no token: answered for the allowed origin only.
    const preflight = { origin: 'http://localhost:6274', 'access-control-request-method': 'POST' };
    const answered = await send(server.url, preflight, null, 'OPTIONS');
    expect(answered.status).toBe(204);
    expect(answered.headers['access-control-allow-headers']).toContain('authorization');
    const foreign = { ...preflight, origin: 'https://evil.example' };
    expect((await send(server.url, foreign, null, 'OPTIONS')).status).toBe(403);
  });

  it('refuses a Host that is not a loopback name with 403, before asking for the token', async () => {
    const answer = await send(server.url, { ...bearer(TOKEN), host: 'rebound.evil.example' });
    expect(answer.status).toBe(403);
  });
});

describe('tlp mcp --http bound beyond loopback', () => {
  let server: McpHttpChild;
  beforeAll(async () => {
    server = await start(['--host', '0.0.0.0', '--allow-host', 'mcp.internal.example']);
  });
  afterAll(() => server?.stop());

  it('warns loudly on stderr that other machines reach it', () => {
    expect(server.stderr()).toMatch(/WARNING: .*0\.0\.0\.0.*other machines/);
  });

  it('still checks the Host: another name is 403; a name --allow-host names, and the address, are served', async () => {
    const url = new URL(server.url.href.replace('0.0.0.0', '127.0.0.1'));
    expect((await send(url, { ...bearer(TOKEN), host: `rebound.evil.example:${url.port}` })).status).toBe(
      403,
    );
    expect((await send(url, { ...bearer(TOKEN), host: `mcp.internal.example:${url.port}` })).status).toBe(
      200,
    );
    expect((await send(url, bearer(TOKEN))).status).toBe(200);
  });
});

describe('tlp mcp --http --max-sessions', () => {
  let server: McpHttpChild;
  beforeAll(async () => {
    server = await start(['--max-sessions', '2']);
  });
  afterAll(() => server?.stop());

  it('refuses a session over the cap with 503, and takes one again once a session ends', async () => {
    const opened = await Promise.all([send(server.url, bearer(TOKEN)), send(server.url, bearer(TOKEN))]);
    expect(opened.map((a) => a.status)).toEqual([200, 200]);
    const over = await send(server.url, bearer(TOKEN));
    expect(over.status).toBe(503);
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    const session = String(opened[0]!.headers['mcp-session-id']);
    const ended = await send(
      server.url,
      { ...bearer(TOKEN), 'mcp-session-id': session, 'mcp-protocol-version': '2025-06-18' },
      null,
      'DELETE',
    );
    expect(ended.status).toBe(200);
    expect((await send(server.url, bearer(TOKEN))).status).toBe(200);
  });
});

describe('tlp mcp --root', () => {
  let fixed: string;
  let offered: string;
  let server: McpHttpChild;
  beforeAll(async () => {
    fixed = await mkdtemp(join(tmpdir(), 'tlp-mcp-fixed-'));
    offered = await mkdtemp(join(tmpdir(), 'tlp-mcp-offered-'));
    await copyFile(join(vectors, 'images/no-manifest.jpg'), join(fixed, 'plain.jpg'));
    await copyFile(join(vectors, 'images/no-manifest.jpg'), join(offered, 'plain.jpg'));
    server = await start(['--root', fixed]);
  });
  afterAll(async () => {
    await server?.stop();
    await rm(fixed, { recursive: true, force: true });
    await rm(offered, { recursive: true, force: true });
  });

  /** A client offering `roots` (or none, when it does not support roots). */
  async function clientOffering(roots: string[] | null): Promise<Client> {
    const client = new Client({ name: 'roots', version: '1' }, { capabilities: roots ? { roots: {} } : {} });
    if (roots) {
      client.setRequestHandler(ListRootsRequestSchema, async () => ({
        roots: roots.map((dir) => ({ uri: pathToFileURL(dir).href })),
      }));
    }
    await client.connect(server.transport());
    return client;
  }
  const verify = async (client: Client, path: string) =>
    ((await client.callTool({ name: 'verify_content', arguments: { path } })) as CallToolResult)
      .structuredContent;

  it('wins over the roots a client offers: what it offers beyond them is outside_roots', async () => {
    const client = await clientOffering([offered, '/']);
    try {
      expect(await verify(client, join(offered, 'plain.jpg'))).toMatchObject({ code: 'outside_roots' });
      expect(await verify(client, '/etc/hostname')).toMatchObject({ code: 'outside_roots' });
      expect(await verify(client, join(fixed, 'plain.jpg'))).toMatchObject({ code: 'no_manifest' });
      // A relative path is read in the first --root.
      expect(await verify(client, 'plain.jpg')).toMatchObject({ code: 'no_manifest' });
    } finally {
      await client.close();
    }
  });

  it('serves a client that offers no roots', async () => {
    const client = await clientOffering(null);
    try {
      expect(await verify(client, join(fixed, 'plain.jpg'))).toMatchObject({ code: 'no_manifest' });
    } finally {
      await client.close();
    }
  });

  it('refuses to start on a --root that is no folder', async () => {
    const failed = await startFailure(['--root', join(fixed, 'plain.jpg')]);
    expect(failed).toMatch(/exited 2: .*--root .*not a folder/);
  });
});
