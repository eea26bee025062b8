/**
 * The packages as a user gets them: `npm run pack`'s tarballs of @tlp/core, @tlp/client, @tlp/cli and
 * @tlp/embed, installed into an empty folder with no workspace around it (scripts/installed/install.ts). Their files, ESM imports of core and client, the README's
 * `npx tlp verify …`, and core loaded in Chromium from that install.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, inject, it } from 'vitest';
import { APP } from '../../../scripts/installed/install.js';
import { launchChromium } from '../../../web/e2e/harness.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PACKAGES = ['core', 'client', 'cli'] as const;
const VECTORS = join(ROOT, 'test-vectors');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The tarballs, installed once for the `installed` project (scripts/installed/global-setup.ts).
const app = APP;

/**
 * Serves the install folder to the browser as files, and answers `/v1/account` as the API would without a
 * key (a problem), so that the client has something to call.
 */
async function serveInstall(root: string): Promise<{ origin: string; close: () => void }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.mjs': 'text/javascript',
  };
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/v1/account') {
      const problem = {
        type: 'http://x/docs/errors/authentication_required',
        title: 'Authentication required',
        status: 401,
        code: 'authentication_required',
        request_id: 'req_01m88z4qy26060g7vb0f56c083',
      };
      res.writeHead(401, { 'content-type': 'application/problem+json', 'request-id': problem.request_id });
      res.end(JSON.stringify(problem));
      return;
    }
    const file = normalize(join(root, path));
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}
const packed = new Map(Object.entries(inject('packed')).map(([name, p]) => [name, { files: p.files }]));

describe('the published packages', () => {
  it('each tarball has dist with types, the README and the licence', () => {
    for (const name of PACKAGES) {
      const files = packed.get(name)!.files;
      expect(files, name).toEqual(
        expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts']),
      );
      expect(
        files.some((f) => f.endsWith('.test.js')),
        name,
      ).toBe(false);
    }
    expect(packed.get('cli')!.files).toContain('bin/tlp.js');
    expect(packed.get('core')!.files).toContain('dist/schemas/index.d.ts');
    expect(packed.get('embed')!.files).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'dist/tlp-embed.js']),
    );
  });

  it('core and client import from ESM in an empty folder, with no workspace', async () => {
    const receipt = readFileSync(join(VECTORS, 'receipts/valid-test.jws'), 'utf8').trim();
    writeFileSync(
      join(app, 'check.mjs'),
      `import { verifyReceipt } from '@tlp/core';
import { check } from '@tlp/core/schemas';
import { TlpClient, TlpError, SERVICE_VERSION } from '@tlp/client';
const jwks = JSON.parse(process.argv[3]);
const verdict = await verifyReceipt(process.argv[2], { issuer: 'https://licensing.example', mode: 'test', jwks });
const client = new TlpClient({ baseUrl: 'http://127.0.0.1:9', retry: { maxRetries: 0 } });
console.log(JSON.stringify({
  valid: verdict.valid,
  schema: typeof check.safeParse,
  client: typeof client.checks.create,
  error: new TlpError(404, { code: 'resource_not_found' }).code,
  version: SERVICE_VERSION,
  core: import.meta.resolve('@tlp/core'),
}));
`,
    );
    const jwks = readFileSync(join(VECTORS, 'keys/jwks.json'), 'utf8');
    const { stdout } = await run(process.execPath, ['check.mjs', receipt, jwks], { cwd: app });
    const out = JSON.parse(stdout);
    expect(out).toMatchObject({
      valid: true,
      schema: 'function',
      client: 'function',
      error: 'resource_not_found',
      version: '2026-10-15',
    });
    expect(out.core).toContain(join(app, 'node_modules/@tlp/core/dist/'));
  });

  it('in the repository, npm links the committed bin at install, so npx tlp works before any build', async () => {
    const link = join(ROOT, 'node_modules/.bin/tlp');
    expect(realpathSync(link)).toBe(join(ROOT, 'packages/cli/bin/tlp.js'));
    const { stdout } = await run(
      NPM,
      [
        'exec',
        '--',
        'tlp',
        'verify',
        join(VECTORS, 'receipts/valid-test.jws'),
        '--issuer',
        'https://licensing.example',
        '--mode',
        'test',
        '--jwks',
        join(VECTORS, 'keys/jwks.json'),
      ],
      { cwd: ROOT },
    );
    expect(stdout).toMatch(/^ok\s+.*valid-test\.jws\s+.* \[rcpt_/);
  });

  it('tlp mcp from the fresh install answers an MCP client over stdio', async () => {
    const client = new Client({ name: 'install', version: '1.0.0' });
    const bin = join(app, 'node_modules/@tlp/cli/bin/tlp.js');
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [bin, 'mcp'], stderr: 'ignore' }),
    );
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual([
        'explain_verdict',
        'verify_content',
        'verify_receipt',
      ]);
    } finally {
      await client.close();
    }
  });

  it("the README's npx tlp verify works from the fresh install", async () => {
    const { stdout } = await run(
      NPM,
      [
        'exec',
        '--',
        'tlp',
        'verify',
        join(VECTORS, 'receipts/valid-test.jws'),
        join(VECTORS, 'receipts/tampered-payload.jws'),
        '--issuer',
        'https://licensing.example',
        '--mode',
        'test',
        '--jwks',
        join(VECTORS, 'keys/jwks.json'),
      ],
      { cwd: app },
    ).catch((err: { code: number; stdout: string }) => {
      // One tampered input: exit status 1, as the README says.
      expect(err.code).toBe(1);
      return err;
    });
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ok\s+.*valid-test\.jws\s+.* \[rcpt_/);
    expect(lines[1]).toMatch(/^(tampered|invalid)\s+.*tampered-payload\.jws\s+.*signature_invalid/);
  });

  // Needs Debian's Chromium (apt-get install -y chromium), as the web page's end-to-end tests do.
  it.skipIf(!existsSync('/usr/bin/chromium'))(
    'core and client run in Chromium from that install, without the workspace',
    async () => {
      const receipt = readFileSync(join(VECTORS, 'receipts/valid-test.jws'), 'utf8').trim();
      const jwks = readFileSync(join(VECTORS, 'keys/jwks.json'), 'utf8');
      writeFileSync(
        join(app, 'index.html'),
        `<!doctype html><meta charset="utf-8"><title>core</title>
<script type="importmap">{"imports": {
  "@tlp/core": "/node_modules/@tlp/core/dist/index.js",
  "@noble/hashes/": "/node_modules/@noble/hashes/",
  "@tlp/client": "/node_modules/@tlp/client/dist/index.js",
  "openapi-fetch": "/node_modules/openapi-fetch/dist/index.mjs"
}}</script>
<script type="module">
import { verifyReceipt, sha256Digest } from '@tlp/core';
import { TlpClient, TlpError } from '@tlp/client';
const verdict = await verifyReceipt(${JSON.stringify(receipt)}, {
  issuer: 'https://licensing.example', mode: 'test', jwks: ${jwks} });
const digest = await sha256Digest(new TextEncoder().encode('abc'));
const error = await new TlpClient({ baseUrl: location.origin }).account.retrieve().catch((e) => e);
document.title = JSON.stringify({ valid: verdict.valid, digest,
  client: error instanceof TlpError ? [error.status, error.code, error.requestId] : String(error) });
</script>`,
      );
      const { origin, close } = await serveInstall(app);
      const browser = await launchChromium();
      try {
        const page = await browser.newPage();
        const requested: string[] = [];
        page.on('request', (r) => requested.push(r.url()));
        await page.goto(`${origin}/index.html`);
        await page.waitForFunction(() => document.title.startsWith('{'), undefined, { timeout: 15_000 });
        const result = JSON.parse(await page.title());
        expect(result.valid).toBe(true);
        expect(result.client).toEqual([401, 'authentication_required', 'req_01m88z4qy26060g7vb0f56c083']);
        expect(result.digest).toBe('sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
        expect(requested.every((u) => u.startsWith(origin))).toBe(true);
        expect(requested.some((u) => u.includes('/node_modules/@tlp/core/dist/'))).toBe(true);
        expect(requested.some((u) => u.includes('/node_modules/@tlp/client/dist/'))).toBe(true);
      } finally {
        await browser.close();
        close();
      }
    },
  );
});
