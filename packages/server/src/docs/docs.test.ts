/**
 * The reference at /docs and the error pages, over HTTP and in headless Chromium with every request to
 * another origin refused: the pages work with no network. Screenshots go to `test-results/docs/`.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../http/errors/error-table.js';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';
import { ERROR_CATALOGS } from './error-pages/index.js';

const CHROMIUM = '/usr/bin/chromium';
const artifacts = fileURLToPath(new URL('../../../../test-results/docs/', import.meta.url));

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('error pages over HTTP', () => {
  it('every error code has a page saying what it means, when, what to do and whether to retry', async () => {
    for (const e of ERRORS) {
      const res = await s.api(`/docs/errors/${e.code}`, { key: null });
      expect(res.status, e.code).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.text).toContain(`<h1><code>${e.code}</code></h1>`);
      expect(res.text).toContain(`HTTP ${e.status}`);
      for (const id of ['meaning', 'when', 'action', 'retry']) expect(res.text).toContain(`id="${id}"`);
      expect(res.text).toContain(e.retryable ? 'Yes: retry' : 'No: retrying');
    }
  });

  it("a problem's type resolves to its page", async () => {
    const problem = expectProblem(await s.api('/v1/account', { key: null }), 401, 'authentication_required');
    expect(problem.type).toBe(`${s.origin}/docs/errors/authentication_required`);
    const page = await fetch(problem.type);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<code>authentication_required</code>');
  });

  it('an unknown code is a 404 problem pointing at the index, which lists every code', async () => {
    const p = expectProblem(
      await s.api('/docs/errors/no_such_code', { key: null }),
      404,
      'resource_not_found',
    );
    expect(p.detail).toMatch(/\/docs\/errors/);
    const index = await s.api('/docs/errors', { key: null });
    expect(index.status).toBe(200);
    for (const e of ERRORS) expect(index.text).toContain(`href="/docs/errors/${e.code}"`);
  });

  it('speaks the reader’s language: <html lang dir> and headings from Accept-Language, with Vary', async () => {
    const read = async (path: string, language: string) => {
      const res = await fetch(`${s.origin}${path}`, { headers: { 'accept-language': language } });
      expect(res.status, `${path} ${language}`).toBe(200);
      expect(res.headers.get('vary'), `${path} ${language}`).toMatch(/accept-language/i);
      return res.text();
    };
    const de = ERROR_CATALOGS.de;
    const german = await read('/docs/errors/check_expired', 'de-DE,de;q=0.9,en;q=0.5');
    expect(german).toContain('<html lang="de" dir="ltr">');
    expect(german).toContain(`<dt>${de.chrome.meaning}</dt>`);
    expect(german).toContain(`<dt>${de.chrome.action}</dt>`);
    expect(german).not.toContain(`<dt>${ERROR_CATALOGS.en.chrome.meaning}</dt>`);
    // The code's own words, its code spans shown as code; the code and the status stay as they are.
    expect(german).toContain(de.codes.check_expired.title);
    expect(german).toContain('<code>authorization.expires_at</code>');
    expect(german).toContain('<h1><code>check_expired</code></h1>');
    expect(german).toContain('HTTP 409');
    const germanIndex = await read('/docs/errors', 'de');
    expect(germanIndex).toContain('<html lang="de" dir="ltr">');
    expect(germanIndex).toContain(`<h1>${de.chrome.errors}</h1>`);
    expect(germanIndex).toContain(de.codes.rate_limited.meaning);

    const arabic = await read('/docs/errors/rate_limited', 'ar-EG');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(`<dt>${ERROR_CATALOGS.ar.chrome.retry}</dt>`);
    expect(await read('/docs/errors', 'ar')).toContain('<html lang="ar" dir="rtl">');

    // The first language the pages are written in, by weight; else English.
    expect(await read('/docs/errors', 'pt-BR,fr;q=0.8,de;q=0.5')).toContain('<html lang="fr" dir="ltr">');
    for (const unknown of ['pt-BR', 'zz', '']) {
      const english = await read('/docs/errors/check_expired', unknown);
      expect(english, unknown).toContain('<html lang="en" dir="ltr">');
      expect(english, unknown).toContain('<dt>What to do</dt>');
    }
  });

  it('the reference page loads its renderer from this server only', async () => {
    const res = await s.api('/docs', { key: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'; script-src 'self'/);
    const scripts = [...res.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/docs/assets/redoc.standalone.js', '/docs/assets/reference.js']);
    const bundle = await s.api('/docs/assets/redoc.standalone.js', { key: null });
    expect(bundle.status).toBe(200);
    expect(bundle.text.length).toBeGreaterThan(500_000);
  });
});

// Needs Debian's Chromium (apt-get install -y chromium), as the web page's end-to-end tests do.
describe.skipIf(!existsSync(CHROMIUM))('the pages in Chromium, offline', () => {
  let browser: Browser;
  let page: Page;
  const refused: string[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    await mkdir(artifacts, { recursive: true });
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // No network but this server: anything else is refused and remembered.
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(`${s.origin}/`) || url.startsWith('data:') || url.startsWith('blob:')) {
        return route.continue();
      }
      refused.push(url);
      return route.abort();
    });
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(String(error)));
    // No console error at all: Redoc's sidebar logo, which its bundle loads from its maker's CDN and the
    // page's policy refused, is served emptied (docs/routes.ts).
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' || /Content Security Policy|Refused to/i.test(text)) problems.push(text);
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('renders the API reference from /openapi.json', async () => {
    await page.goto(`${s.origin}/docs`);
    await page
      .getByRole('heading', { name: /Talent Licensing Protocol: sandbox server/ })
      .first()
      .waitFor({
        timeout: 20_000,
      });
    const text = await page.locator('#reference').innerText();
    for (const expected of [
      'Check a planned use',
      'Submit an output for its check',
      'Retrieve a receipt',
      'Planned',
    ]) {
      expect(text).toContain(expected);
    }
    // An operation's section shows its path and its answers.
    await page.getByText('/v1/checks', { exact: false }).first().waitFor();
    // Redoc's "API docs by Redocly" stays, without the logo it would fetch.
    expect(
      await page.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src)),
    ).toEqual([]);
    await page.screenshot({ path: join(artifacts, 'reference.png') });
    expect(refused).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('renders an error page', async () => {
    await page.goto(`${s.origin}/docs/errors/live_not_activated`);
    await expect(page.locator('h1').innerText()).resolves.toBe('live_not_activated');
    await expect(page.locator('#retry').innerText()).resolves.toMatch(/^No/);
    await expect(page.locator('#action').innerText()).resolves.toMatch(/Do not retry/);
    await page.screenshot({ path: join(artifacts, 'error-live_not_activated.png'), fullPage: true });
    await page.goto(`${s.origin}/docs/errors/rate_limited`);
    await expect(page.locator('#retry').innerText()).resolves.toMatch(/^Yes/);
    expect(refused).toEqual([]);
    expect(problems).toEqual([]);
  });
});
