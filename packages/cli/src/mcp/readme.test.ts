/**
 * The CLI README's `tlp mcp` section, as written: the stdio configuration an assistant is given (its
 * `command` and `args`, run from the repository's root) and the HTTP command with the URL its client
 * configuration names. Each is started and driven by the MCP SDK's client.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type CallToolResult, ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const readme = await readFile(join(root, 'packages/cli/README.md'), 'utf8');
const section = readme.slice(readme.indexOf('`tlp mcp`'));
const blocks = (lang: string) =>
  [...section.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1]!);

type ServerConfig = {
  command?: string;
  args?: string[];
  type?: string;
  url?: string;
  headers?: Record<string, string>;
};
const configs = blocks('json').map(
  (text) => (JSON.parse(text) as { mcpServers: Record<string, ServerConfig> }).mcpServers.tlp!,
);
const stdioConfig = configs.find((c) => c.command !== undefined)!;
const httpConfig = configs.find((c) => c.url !== undefined)!;
const httpCommand = blocks('sh')
  .find((text) => text.startsWith('tlp mcp --http'))!
  .trim();
const httpSays = blocks('text')
  .find((text) => text.startsWith('tlp mcp:'))!
  .trim();
/** The README writes the token the server prints as `<token>`. */
const TOKEN = /bearer token \(made for this run\): (\S+)/;

/** A client granting the test vectors' images as its root. */
function newClient(): Client {
  const client = new Client({ name: 'readme', version: '1.0.0' }, { capabilities: { roots: {} } });
  const images = pathToFileURL(join(root, 'test-vectors/images')).href;
  client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: [{ uri: images }] }));
  return client;
}

/** What an assistant does first: lists the tools, and verifies a plain photo. */
async function useIt(client: Client): Promise<void> {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual(['explain_verdict', 'verify_content', 'verify_receipt']);
  const result = (await client.callTool({
    name: 'verify_content',
    arguments: { path: 'no-manifest.jpg' },
  })) as CallToolResult;
  expect(result.structuredContent).toMatchObject({
    valid: false,
    outcome: 'no-manifest',
    code: 'no_manifest',
  });
}

describe('the README of tlp mcp, as written', () => {
  it('shows a stdio configuration, an HTTP command, its output, and an HTTP configuration with the token', () => {
    expect(stdioConfig).toMatchObject({ command: expect.any(String), args: expect.arrayContaining(['mcp']) });
    expect(httpCommand).toMatch(/^tlp mcp --http/);
    expect(httpSays).toContain(httpConfig.url);
    expect(TOKEN.exec(httpSays)?.[1]).toBe('<token>');
    expect(httpConfig.headers).toEqual({ Authorization: 'Bearer <token>' });
  });

  it('the stdio configuration starts a server an assistant can use', async () => {
    const client = newClient();
    await client.connect(
      new StdioClientTransport({
        command: stdioConfig.command!,
        args: stdioConfig.args!,
        cwd: root,
        stderr: 'ignore',
      }),
    );
    try {
      await useIt(client);
    } finally {
      await client.close();
    }
  });

  it('the HTTP command says where it listens, and the HTTP configuration reaches it', async () => {
    const child = spawn('sh', ['-c', httpCommand], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` },
    });
    try {
      let stderr = '';
      await new Promise<void>((resolve, reject) => {
        child.stderr.on('data', (chunk) => {
          stderr += chunk;
          if (stderr.includes('streamable HTTP at')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
      });
      const token = TOKEN.exec(stderr)![1]!;
      expect(stderr.replace(token, '<token>').trim()).toBe(httpSays);
      const client = newClient();
      const headers = Object.fromEntries(
        Object.entries(httpConfig.headers!).map(([name, value]) => [name, value.replace('<token>', token)]),
      );
      const transport = new StreamableHTTPClientTransport(new URL(httpConfig.url!), {
        requestInit: { headers },
      });
      await client.connect(transport);
      await useIt(client);
      await transport.terminateSession();
      await client.close();
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  });
});
