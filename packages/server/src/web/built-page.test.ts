/**
 * The production build of the page (vite.config.ts), built here into a temporary folder and served by a
 * test server: no source maps are served, and no script points at a map the server does not have.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-harness/server.js';
import { metaPolicy } from './routes.js';

const CONFIG = fileURLToPath(new URL('../../../../vite.config.ts', import.meta.url));

let out: string;
let s: TestServer;
beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'tlp-built-page-'));
  const { build } = await import('vite');
  await build({ configFile: CONFIG, logLevel: 'silent', build: { outDir: out, emptyOutDir: true } });
  s = await startTestServer({ config: { webRoot: out } });
}, 120_000);
afterAll(async () => {
  await s?.close();
  rmSync(out, { recursive: true, force: true });
});

describe('the production build of the page', () => {
  it('has no source map, and no script names one', async () => {
    const assets = readdirSync(join(out, 'assets'));
    expect(assets.some((name) => name.endsWith('.js'))).toBe(true);
    expect(assets.filter((name) => name.endsWith('.map'))).toEqual([]);
    for (const name of assets.filter((n) => n.endsWith('.js') || n.endsWith('.css'))) {
      const served = await s.api(`/assets/${name}`, { key: null });
      expect(served.status, name).toBe(200);
      // Any sourceMappingURL left in a file must name a map this server answers.
      for (const m of served.text.matchAll(/[#@] sourceMappingURL=(\S+?)(?:\s|\*\/|$)/g)) {
        const map = await s.api(`/assets/${m[1]}`, { key: null });
        expect(map.status, `${name} points at ${m[1]}`).toBe(200);
      }
      expect(served.text, name).not.toMatch(/sourceMappingURL=/);
      expect((await s.api(`/assets/${name}.map`, { key: null })).status, `${name}.map`).toBe(404);
    }
  });

  it("sends the policy the build wrote into the page, with frame-ancestors 'none'", async () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const policy = metaPolicy(html);
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    const page = await s.api('/', { key: null });
    expect(page.headers.get('content-security-policy')).toBe(`${policy}; frame-ancestors 'none'`);
  });
});

describe('map files in a page folder', () => {
  it('are never served, even when a build left them there', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tlp-maps-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><html><head></head></html>');
    writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)\n');
    writeFileSync(join(root, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    const t = await startTestServer({ config: { webRoot: root } });
    try {
      expect((await t.api('/assets/index-abc.js', { key: null })).status).toBe(200);
      for (const path of ['/assets/index-abc.js.map', '/r/assets/index-abc.js.map']) {
        const res = await t.api(path, { key: null });
        expect(res.status, path).toBe(404);
        expect(res.text).not.toContain('secret.ts');
      }
    } finally {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
