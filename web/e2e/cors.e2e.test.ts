/**
 * CORS in headless Chromium: a page on another origin reads the started sandbox server's public routes
 * (what a verifier built on @tlp/core does in a browser), and cannot use a key-authenticated one.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type PageHost, pageHost, serveStatic } from './harness.js';

const CHROMIUM = '/usr/bin/chromium';
const main = join(import.meta.dirname, '../../packages/server/dist/main.js');

describe.skipIf(!existsSync(CHROMIUM) || !existsSync(main))('the public routes from another origin', () => {
  let host: PageHost;
  let browser: Browser;
  let page: Page;
  let dir: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tlp-cors-e2e-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><title>elsewhere</title></head></html>',
    );
    const other = await serveStatic(dir);
    close = () => new Promise((resolve) => other.server.close(() => resolve()));
    [host, browser] = await Promise.all([pageHost(), launchChromium()]);
    page = await browser.newPage();
    await page.goto(`${other.origin}/`);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await close?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads discovery, the keys, a receipt 404 and a keyless verification', async (ctx) => {
    if (host.kind !== 'server') return ctx.skip();
    const read = await page.evaluate(async (origin) => {
      const discovery = await (await fetch(`${origin}/.well-known/talent-license`)).json();
      const jwks = await (await fetch(`${origin}/.well-known/jwks.json`)).json();
      const missing = await fetch(`${origin}/v1/receipts/rcpt_01m82z0fhr7r75978w90e3fg0v`);
      // A JSON POST needs a preflight; Service-Version is among the headers a page may send.
      const verification = await fetch(`${origin}/v1/verifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'service-version': '2026-10-15' },
        body: JSON.stringify({ receipt: 'rcpt_01m82z0fhr7r75978w90e3fg0v' }),
      });
      return {
        issuer: discovery.issuer,
        keys: jwks.keys.length,
        missing: { status: missing.status, requestId: missing.headers.get('request-id') },
        verification: { status: verification.status, result: (await verification.json()).result },
      };
    }, host.origin);
    expect(read.issuer).toBe(host.origin);
    expect(read.keys).toBeGreaterThan(0);
    expect(read.missing.status).toBe(404);
    expect(read.missing.requestId).toMatch(/^req_/);
    expect(read.verification).toEqual({ status: 200, result: 'not_found' });
  });

  it('cannot send a key to any route', async (ctx) => {
    if (host.kind !== 'server' || !host.testKey) return ctx.skip();
    const outcome = await page.evaluate(
      async ({ origin, key }) => {
        const attempt = (path: string, init: RequestInit) =>
          fetch(`${origin}${path}`, init).then(
            (r) => `answered ${r.status}`,
            (e: unknown) => `refused: ${String(e)}`,
          );
        const auth = { authorization: `Bearer ${key}` };
        return {
          account: await attempt('/v1/account', { headers: auth }),
          keyedVerification: await attempt('/v1/verifications', {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: '{"receipt":"rcpt_01m82z0fhr7r75978w90e3fg0v"}',
          }),
        };
      },
      { origin: host.origin, key: host.testKey },
    );
    expect(outcome.account).toMatch(/^refused: TypeError/);
    expect(outcome.keyedVerification).toMatch(/^refused: TypeError/);
  });
});
