/**
 * A page harness for Chromium checks: serves `web/dist` on a local port (with `/r/<id>` answered by the
 * same index.html, as the server does), and answers the issuer `https://licensing.example` (the test
 * vectors' issuer) from `test-vectors/` through request interception, so no network is needed.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';

export const root = fileURLToPath(new URL('../../', import.meta.url));

/** The built verifier page and embed, for a sandbox a test starts: `startTestServer({ config: BUILT })`. */
export const BUILT = { webRoot: join(root, 'web/dist/'), embedRoot: join(root, 'packages/embed/dist/') };

/** Whether Chromium is installed and the page is built: the verifier page can be driven. */
export const pageReady = existsSync('/usr/bin/chromium') && existsSync(join(BUILT.webRoot, 'index.html'));

/** Whether the embed is built too: the sandbox's pages can be driven. */
export const pagesReady = pageReady && existsSync(`${BUILT.embedRoot}tlp-embed.js`);

/** The ID of the receipt a sandbox signed for its licensed photo: its receipt sample names it (`jti`). */
export async function sampleReceiptId(origin: string): Promise<string> {
  const jws = await (await fetch(`${origin}/samples/receipt.jws`)).text();
  return JSON.parse(Buffer.from(jws.split('.')[1]!, 'base64url').toString('utf8')).jti;
}
export const vectors = join(root, 'test-vectors');
export const VECTOR_ISSUER = 'https://licensing.example';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
  '.pem': 'application/x-pem-file',
  '.png': 'image/png',
};

/** Serves a built page folder; `/r/<id>` and unknown paths without an extension get index.html. */
export async function serveStatic(dir: string): Promise<{ origin: string; server: Server }> {
  dir = normalize(dir);
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (path.endsWith('/') || /\/r\/[^/]+\/?$/.test(path)) file = join(dir, 'index.html');
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Answers discovery, JWKS and `/v1/receipts/<id>` of the vectors' issuer inside a browser context. */
export async function routeVectorIssuer(context: BrowserContext): Promise<void> {
  const discovery = await readFile(join(vectors, 'keys/discovery.json'), 'utf8');
  const jwks = await readFile(join(vectors, 'keys/jwks.json'), 'utf8');
  const object = JSON.parse(await readFile(join(vectors, 'receipts/object-valid.json'), 'utf8'));
  await context.route(`${VECTOR_ISSUER}/**`, async (route) => {
    const url = new URL(route.request().url());
    const json = (status: number, body: string) =>
      route.fulfill({
        status,
        body,
        headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
      });
    if (url.pathname === '/.well-known/talent-license') return json(200, discovery);
    if (url.pathname === '/.well-known/jwks.json') return json(200, jwks);
    if (url.pathname === `/v1/receipts/${object.id}`) return json(200, JSON.stringify(object));
    return json(404, '{"error":{"code":"not_found"}}');
  });
}

export { CHROMIUM_ARGS, launchChromium } from '../../test-vectors/lib/chromium.js';

/** The origin serving the built page: the started sandbox server when it serves the page, else `web/dist`. */
export interface PageHost {
  origin: string;
  kind: 'server' | 'static';
  /** The test key the started server printed (a server started here, on a fresh database). */
  testKey?: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts `packages/server/dist/main.js` on a free port with a fresh database and waits for its
 * `Listening:` line; resolves null when it is not built, does not start, or does not serve the page.
 */
async function startServer(): Promise<PageHost | null> {
  const main = join(root, 'packages/server/dist/main.js');
  const { existsSync } = await import('node:fs');
  if (!existsSync(main)) return null;
  const { spawn } = await import('node:child_process');
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const data = await mkdtemp(join(tmpdir(), 'tlp-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TLP_DB: join(data, 'tlp.sqlite'),
      // No load balancer watches this server: SIGTERM closes it at once.
      TLP_DRAIN_GRACE_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(data, { recursive: true, force: true });
  };
  let out = '';
  const origin = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Listening: (\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] as string);
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
  if (!origin) {
    await close();
    return null;
  }
  const page = await fetch(`${origin}/`).then(
    (r) => (r.ok ? r.text() : ''),
    () => '',
  );
  if (!page.includes('name="tlp-trust-anchors"')) {
    await close();
    return null;
  }
  const testKey = /Test key: (\S+)/.exec(out)?.[1];
  return { origin, kind: 'server', close, ...(testKey ? { testKey } : {}) };
}

/** `TLP_E2E_ORIGIN` if set, else the started server if it serves the page, else a static server of `web/dist`. */
export async function pageHost(): Promise<PageHost> {
  const given = process.env.TLP_E2E_ORIGIN;
  if (given) return { origin: given.replace(/\/$/, ''), kind: 'server', close: async () => {} };
  const server = await startServer();
  if (server) return server;
  const { origin, server: http } = await serveStatic(join(root, 'web/dist'));
  return { origin, kind: 'static', close: () => new Promise((resolve) => http.close(() => resolve())) };
}

/**
 * Makes the page served at `origin` verify for the vectors' issuer: its HTML gets
 * `<meta name="tlp-issuer" content="https://licensing.example">` and that origin in its CSP `connect-src`
 * (as a build with `TLP_ISSUER` set has), and `trust-anchors.pem` is the vectors' root.
 */
export async function pointPageAtVectorIssuer(context: BrowserContext, origin: string, rootPem?: string) {
  const anchors = rootPem ?? (await readFile(join(vectors, 'keys/ca-root.pem'), 'utf8'));
  await context.route(
    (url) => url.origin === origin && (url.pathname === '/' || /^\/r\/[^/]+\/?$/.test(url.pathname)),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace(
          /<meta name="tlp-issuer" content="[^"]*"/,
          `<meta name="tlp-issuer" content="${VECTOR_ISSUER}"`,
        )
        // As a build with TLP_ISSUER=https://licensing.example would have it.
        .replace("connect-src 'self'", `connect-src 'self' ${VECTOR_ISSUER}`);
      await route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body: html });
    },
  );
  await context.route(`${origin}/trust-anchors.pem`, (route) =>
    route.fulfill({ status: 200, body: anchors, headers: { 'content-type': 'application/x-pem-file' } }),
  );
}

/** The WCAG rules every public page is held to: 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let axeSource: string | undefined;

/**
 * Every axe-core violation of {@link AXE_TAGS} on the page as it is now (shadow roots included), or only
 * in the elements `include` selects, as `rule: targets` lines; none expected. The page's context needs
 * `bypassCSP` (axe is added as a script).
 */
export async function audit(page: Page, include?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    const { createRequire } = await import('node:module');
    axeSource ??= await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    await page.addScriptTag({ content: axeSource });
  }
  type Axe = {
    run(
      c: Document | { include: string[][] },
      o: object,
    ): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }>;
  };
  return page.evaluate(
    async ([tags, only]) => {
      const { violations } = await (window as unknown as { axe: Axe }).axe.run(
        only ? { include: only.map((selector) => [selector]) } : document,
        { runOnly: { type: 'tag', values: tags } },
      );
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
    },
    [AXE_TAGS, include ?? null] as const,
  );
}

/**
 * Drops `bytes` as a file named `name` (of media type `type`, or none) on the page's drop zone, as a
 * person dragging it there does: `dragenter`, then `drop`.
 */
export async function dropOnPage(page: Page, bytes: Uint8Array, name: string, type = ''): Promise<void> {
  await page.evaluate(
    ([base64, fileName, mediaType]) => {
      const data = Uint8Array.from(atob(base64 as string), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], fileName as string, { type: mediaType as string }));
      const zone = document.querySelector('.dropzone') as HTMLElement;
      zone.dispatchEvent(
        new DragEvent('dragenter', { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    [Buffer.from(bytes).toString('base64'), name, type],
  );
}
