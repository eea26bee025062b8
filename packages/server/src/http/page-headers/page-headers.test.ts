import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, startTestServer, type TestServer } from '../../test-harness/server.js';
import { pageHeaders } from './index.js';

const RECEIPT = 'rcpt_01m82z0fhr7r75978w90e3fg0v';
/** The policy the build writes into the page's `<meta>` (see vite.config.ts). */
const BUILT_POLICY =
  "default-src 'self'; script-src 'self' 'sha256-3E7eweNPdL/vANvW8yC1WYXTZEhlugZ3wEKXQt+iMNM='; connect-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; style-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'";
const PAGE = `<!doctype html><html><head><meta charset="utf-8" />
<meta http-equiv="Content-Security-Policy" content="${BUILT_POLICY}" />
<title>v</title></head><body></body></html>`;

let root: string;
let bare: string;
let http: TestServer;
let https: TestServer;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tlp-page-headers-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), PAGE);
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  bare = mkdtempSync(join(tmpdir(), 'tlp-page-headers-bare-'));
  writeFileSync(join(bare, 'index.html'), '<!doctype html><html><head><title>v</title></head></html>');
  http = await startTestServer({ config: { webRoot: root } });
  https = await startTestServer({ config: { webRoot: root, origin: 'https://licensing.example' } });
});
afterAll(async () => {
  await http.close();
  await https.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(bare, { recursive: true, force: true });
});

const get = (s: TestServer, path: string) => s.api(path, { key: null });

/** The headers every HTML answer carries, whatever the origin. */
function expectPageHeaders(res: ApiResponse, where: string): string {
  expect(res.status, where).toBe(200);
  expect(res.headers.get('content-type'), where).toBe('text/html; charset=utf-8');
  const csp = res.headers.get('content-security-policy');
  expect(csp, where).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
  expect(res.headers.get('x-frame-options'), where).toBe('DENY');
  expect(res.headers.get('referrer-policy'), where).toBe('no-referrer');
  expect(res.headers.get('x-content-type-options'), where).toBe('nosniff');
  const permissions = res.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) {
    expect(permissions, where).toContain(feature);
  }
  return csp!;
}

const PAGES = ['/', '/index.html', `/r/${RECEIPT}`];
const DOCS = ['/docs', '/docs/', '/docs/errors', '/docs/errors/rate_limited'];

describe('the headers of every HTML answer', () => {
  it("sends the verifier's and the receipt page's policy as a header, with frame-ancestors 'none'", async () => {
    for (const path of PAGES) {
      const csp = expectPageHeaders(await get(http, path), path);
      expect(csp, path).toBe(`${BUILT_POLICY}; frame-ancestors 'none'`);
    }
  });

  it("sends the reference's and the error pages' own policy with the same headers", async () => {
    for (const path of DOCS) {
      const csp = expectPageHeaders(await get(http, path), path);
      expect(csp, path).toMatch(/^default-src 'none'; script-src 'self'/);
    }
  });

  it('sends Strict-Transport-Security only when the origin is https', async () => {
    for (const path of [...PAGES, ...DOCS]) {
      expect((await get(http, path)).headers.get('strict-transport-security'), path).toBeNull();
      const secure = await get(https, path);
      expectPageHeaders(secure, path);
      expect(secure.headers.get('strict-transport-security'), path).toMatch(/^max-age=\d{7,}$/);
    }
  });

  it('a page built without a policy still gets a strict one', async () => {
    const s = await startTestServer({ config: { webRoot: bare } });
    try {
      const csp = expectPageHeaders(await get(s, '/'), '/');
      expect(csp).toMatch(/^default-src 'self'; /);
      expect(csp).toContain("object-src 'none'");
      // The verifier plays a checked video or audio file from a blob: URL.
      expect(csp).toContain("media-src 'self' blob:");
    } finally {
      await s.close();
    }
  });
});

describe('pageHeaders', () => {
  it("adds frame-ancestors 'none' unless the policy names its own, and HSTS only for https", () => {
    const own = pageHeaders({
      policy: "default-src 'self'; frame-ancestors https://a.example;",
      origin: 'http://x',
    });
    expect(own['content-security-policy']).toBe("default-src 'self'; frame-ancestors https://a.example");
    expect(own['strict-transport-security']).toBeUndefined();
    const added = pageHeaders({ policy: "default-src 'self';", origin: 'https://x', hstsMaxAge: 60 });
    expect(added['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(added['strict-transport-security']).toBe('max-age=60');
  });
});
