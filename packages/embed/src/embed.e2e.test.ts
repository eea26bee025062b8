/**
 * The publisher embed in Chromium, against a real sandbox serving the built embed and its demo page:
 * each badge's state and words, the panel opened from the keyboard, what the page downloads before the
 * first badge, and that a page of plain images never loads the C2PA reader. With TLP_SCREENSHOTS=1 it
 * also rewrites the screenshots under docs/embed/ that the embed's README shows.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import pino from 'pino';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, serveStatic } from '../../../web/e2e/harness.js';
import { startTestServer, type TestServer } from '../../server/src/test-harness/server.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const embedRoot = here('../dist/');
const shots = here('../../../docs/embed/');
const chromium = existsSync('/usr/bin/chromium') && existsSync(`${embedRoot}tlp-embed.js`);

let server: TestServer;
const logged: Array<{ path?: string }> = [];
let browser: Browser;

beforeAll(async () => {
  if (!chromium) return;
  // The server's request log, to count what it served.
  const logger = pino({ level: 'debug' }, { write: (line: string) => logged.push(JSON.parse(line)) });
  server = await startTestServer({ config: { embedRoot }, logger });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Every script the page loaded, with its gzip size, in the order the responses came. */
function recordScripts(page: Page): Array<{ url: string; gzip: number; at: number }> {
  const scripts: Array<{ url: string; gzip: number; at: number }> = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), gzip: gzipSync(body).length, at: Date.now() });
  });
  return scripts;
}

describe.runIf(chromium)('@tlp/embed in Chromium (the sandbox demo page)', () => {
  it('badges the licensed and the tampered picture, not the plain one, and the receipt on its own', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = recordScripts(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    // Layout shifts as Chromium counts them (CLS): badges must add none.
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${server.origin}/embed-demo`);
    await page.locator('#licensed tlp-badge[data-state]').waitFor({ timeout: 20_000 });
    const firstBadgeAt = Date.now();
    await page.locator('#tampered tlp-badge[data-state]').waitFor({ timeout: 20_000 });
    await page.locator('#receipt-only tlp-verify[data-state]').waitFor({ timeout: 20_000 });

    expect(await page.locator('#licensed tlp-badge').getAttribute('data-state')).toBe('licensed');
    // One byte of its pixels changed under its manifest: recognised by its fingerprint at the sandbox.
    expect(await page.locator('#tampered tlp-badge').getAttribute('data-state')).toBe('recovered');
    expect(await page.locator('#receipt-only tlp-verify').getAttribute('data-state')).toBe('licensed');
    // Verified off the page's main thread: one worker for the page, the embed's file beside its script.
    expect(page.workers().map((w) => w.url())).toEqual([`${server.origin}/embed/tlp-embed.worker.js`]);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    // Each picture came over the network once: the embed's read was answered by the browser's cache.
    const served = (path: string) => logged.filter((line) => line.path === path).length;
    expect(['licensed', 'tampered', 'plain'].map((n) => served(`/embed-demo/${n}.jpg`))).toEqual([1, 1, 1]);
    // The plain picture was checked (its verdict event fired) and got no badge.
    expect(await page.locator('#plain tlp-badge').count()).toBe(0);

    const licensedPin = page.locator('#licensed tlp-badge button');
    expect(await licensedPin.getAttribute('aria-label')).toBe('Licensed image: show the license');
    expect(await licensedPin.textContent()).toContain('Licensed');
    const tamperedPin = page.locator('#tampered tlp-badge button');
    expect(await tamperedPin.textContent()).toContain('Recognised');

    // Keyboard: focus the pin, Enter opens the panel, Escape closes it and keeps the focus.
    await licensedPin.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('#licensed tlp-badge .panel');
    await panel.waitFor({ state: 'visible' });
    expect(await licensedPin.getAttribute('aria-expanded')).toBe('true');
    const text = (await panel.textContent()) ?? '';
    expect(text).toMatch(/tal_[0-9a-z]{26}/);
    expect(text).toContain('Ada Vance is licensed for a generated image');
    expect(text).toContain(server.origin);
    expect(text).toContain('in this page’s trust list');
    expect(text).toContain('A test license from a sandbox');
    const receiptId = await page
      .locator('#receipt-only tlp-verify')
      .evaluate((e) => e.getAttribute('receipt'));
    expect(await panel.locator('a').getAttribute('href')).toBe(`${server.origin}/r/${receiptId}`);
    if (process.env.TLP_SCREENSHOTS === '1') {
      mkdirSync(shots, { recursive: true });
      await page.locator('#licensed').scrollIntoViewIfNeeded();
      await page.locator('#licensed').screenshot({ path: `${shots}licensed-panel-desktop.png` });
    }
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(
      await licensedPin.evaluate(
        (b) => b.getRootNode() instanceof ShadowRoot && (b.getRootNode() as ShadowRoot).activeElement === b,
      ),
    ).toBe(true);

    // The tampered picture's panel says what it is, in plain words: licensed, but not byte for byte.
    await tamperedPin.click();
    const recovered = (await page.locator('#tampered tlp-badge .panel').textContent()) ?? '';
    expect(recovered).toContain('Recognised as a licensed image, but not byte for byte');
    expect(recovered).toContain('its own content credentials no longer match its bytes');

    // What ran before the first badge: the embed's first script is small.
    const first = scripts.filter((s) => s.at <= firstBadgeAt && s.url.endsWith('/embed/tlp-embed.js'));
    expect(first.length).toBe(1);
    expect(first[0]!.gzip).toBeLessThanOrEqual(15 * 1024);
    expect(errors).toEqual([]);

    if (process.env.TLP_SCREENSHOTS === '1') {
      const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
      await phone.goto(`${server.origin}/embed-demo`);
      const pin = phone.locator('#licensed tlp-badge button');
      await pin.waitFor({ timeout: 20_000 });
      await pin.click();
      await phone.locator('#licensed').screenshot({ path: `${shots}licensed-panel-390.png` });
      await phone.keyboard.press('Escape');
      const tampered = phone.locator('#tampered tlp-badge button');
      await tampered.waitFor();
      await tampered.click();
      await phone.locator('#tampered').screenshot({ path: `${shots}tampered-panel-390.png` });
      await phone.close();
    }
    await page.close();
  });

  it('at 390 px an open panel lies above the next picture’s badge, which it overhangs', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(`${server.origin}/embed-demo`);
    const pin = phone.locator('#licensed tlp-badge button');
    const next = phone.locator('#tampered tlp-badge button');
    await pin.waitFor({ state: 'visible', timeout: 20_000 });
    await next.waitFor({ state: 'visible', timeout: 20_000 });
    await pin.click();
    await phone.evaluate(() =>
      window.scrollTo(
        0,
        document.querySelector('#tampered')!.getBoundingClientRect().top + window.scrollY - 400,
      ),
    );
    const panel = await phone.locator('#licensed tlp-badge .panel').boundingBox();
    const badge = await next.boundingBox();
    // The demo's panel is taller than its picture on a phone: it reaches the next picture's badge.
    expect(panel!.y + panel!.height).toBeGreaterThan(badge!.y + badge!.height / 2);
    const on = await phone.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('figure')?.id,
      [badge!.x + badge!.width / 2, badge!.y + badge!.height / 2],
    );
    expect(on).toBe('licensed');
    await phone.close();
  });

  it('a page of 50 plain images loads no C2PA code and badges none; a cross-origin image without CORS says so', async () => {
    const page = await browser.newPage();
    const scripts = recordScripts(page);
    const crossOrigin = server.origin.replace('127.0.0.1', 'localhost');
    const images = Array.from(
      { length: 50 },
      (_, i) => `<img src="/embed-demo/plain.jpg?n=${i}" width="64" height="40" alt="">`,
    );
    await page.route(`${server.origin}/embed-test/plain-50`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><script type="module" src="/embed/tlp-embed.js" data-issuer="${server.origin}"></script></head>
<body>${images.join('')}<div id="foreign"><img src="${crossOrigin}/embed-demo/plain.jpg" width="64" height="40" alt=""></div></body></html>`,
      }),
    );
    await page.addInitScript(() => {
      (window as unknown as { verdicts: string[] }).verdicts = [];
      document.addEventListener('tlp-verdict', (e) =>
        (window as unknown as { verdicts: string[] }).verdicts.push((e as CustomEvent).detail.state),
      );
    });
    await page.goto(`${server.origin}/embed-test/plain-50`);
    await page.waitForFunction(
      () => (window as unknown as { verdicts: string[] }).verdicts.length === 51,
      null,
      {
        timeout: 20_000,
      },
    );
    const verdicts = await page.evaluate(() => (window as unknown as { verdicts: string[] }).verdicts);
    expect(verdicts.filter((v) => v === 'none').length).toBe(50);
    expect(verdicts.filter((v) => v === 'unchecked').length).toBe(1);
    expect(await page.locator('#foreign tlp-badge').getAttribute('data-state')).toBe('unchecked');
    // The panel is written when first opened.
    await page.locator('#foreign tlp-badge button').click();
    expect(await page.locator('#foreign tlp-badge .panel').textContent()).toContain('does not allow');
    expect(await page.locator('body > img + tlp-badge').count()).toBe(0);
    const loaded = scripts.map((s) => new URL(s.url).pathname);
    expect(loaded).toEqual(['/embed/tlp-embed.js']);
    expect(page.workers()).toEqual([]);
    await page.close();
  });

  it('the classic build works as a plain script tag, with the issuer taken from its own URL', async () => {
    const page = await browser.newPage();
    await page.route(`${server.origin}/embed-test/classic`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><script src="/embed/tlp-embed.classic.js"></script></head>
<body><figure id="licensed"><img src="/embed-demo/licensed.jpg" width="320" height="200" alt=""></figure></body></html>`,
      }),
    );
    await page.goto(`${server.origin}/embed-test/classic`);
    await page.locator('#licensed tlp-badge[data-state]').waitFor({ timeout: 20_000 });
    expect(await page.locator('#licensed tlp-badge').getAttribute('data-state')).toBe('licensed');
    expect(page.workers().map((w) => w.url())).toEqual([`${server.origin}/embed/tlp-embed.worker.js`]);
    await page.close();
  });

  // The publisher: a plain static server on another port (another origin), with a strict policy; with
  // `worker-src blob: <issuer>` as the README asks (a worker must be of the page's origin: a `blob:`
  // module that imports the issuer's worker file), or without (no worker can start: the page verifies).
  for (const workers of [true, false]) {
    it(`on a publisher on another origin${workers ? '' : ' whose policy allows no worker'}: the script, the keys and the receipt come from the issuer across origins, verified ${workers ? 'in a worker' : 'by the page itself'}`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tlp-publisher-'));
      writeFileSync(
        join(dir, 'licensed.jpg'),
        Buffer.from(await (await fetch(`${server.origin}/embed-demo/licensed.jpg`)).arrayBuffer()),
      );
      writeFileSync(join(dir, 'favicon.ico'), '');
      const workerSrc = workers ? `; worker-src blob: ${server.origin}` : '';
      writeFileSync(
        join(dir, 'index.html'),
        `<!doctype html><html><head>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src ${server.origin}; connect-src 'self' ${server.origin}; img-src 'self'${workerSrc}">
<script type="module" src="${server.origin}/embed/tlp-embed.js" data-issuer="${server.origin}"></script></head>
<body><figure id="licensed"><img src="licensed.jpg" width="320" height="200" alt=""></figure></body></html>`,
      );
      const publisher = await serveStatic(dir);
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      try {
        await page.goto(`${publisher.origin}/`);
        await page.locator('#licensed tlp-badge[data-state]').waitFor({ timeout: 20_000 });
        expect(await page.locator('#licensed tlp-badge').getAttribute('data-state')).toBe('licensed');
        if (workers) {
          expect(errors).toEqual([]);
          expect(page.workers().map((w) => new URL(w.url()).protocol)).toEqual(['blob:']);
        } else {
          // The browser reports the refused worker; nothing else goes wrong.
          expect(errors).toHaveLength(1);
          expect(errors[0]).toContain('Content Security Policy');
          expect(page.workers()).toEqual([]);
        }
      } finally {
        await page.close();
        publisher.server.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
