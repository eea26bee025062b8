/**
 * One site, not three: every page for people the sandbox serves (the verifier, a receipt page, the API
 * reference, the error index and a code's page, the embed's demo) has the same header and footer, linking
 * each other, in headless Chromium at 1280 and 390 px: no console error, no failed request, nothing wider
 * than a phone, and axe-core (WCAG 2.x A and AA) finds nothing in the header and footer (and nothing on the
 * pages this project draws itself; the API reference is Redoc's). And the layout faults the issue found:
 * the verdict banner stands apart from the samples card, the demo's script tag wraps at 1280 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/test-harness/server.js';
import { audit, BUILT, launchChromium, pagesReady, sampleReceiptId } from './harness.js';

const LINKS = ['/', '/docs', '/docs/errors', '/embed-demo'];

let server: TestServer;
let browser: Browser;
let receiptId: string;

beforeAll(async () => {
  if (!pagesReady) return;
  server = await startTestServer({ config: BUILT });
  browser = await launchChromium();
  receiptId = await sampleReceiptId(server.origin);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * A page that remembers its console errors, uncaught errors and failed requests; under the pages' own
 * Content-Security-Policy unless `audited` (axe-core is added to the page as a script).
 */
async function open(width: number, problems: string[], audited = false): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 900 },
    bypassCSP: audited,
    locale: 'en-US',
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e}`));
  page.on('requestfailed', (r) => problems.push(`${r.url()}: ${r.failure()?.errorText}`));
  return page;
}

/** Each page, the header link marked current on it, and what shows it is drawn. */
const PAGES: Array<{ path: () => string; current: string | null; drawn: string }> = [
  { path: () => '/', current: '/', drawn: 'button[data-sample]' },
  { path: () => `/r/${receiptId}`, current: null, drawn: '.result .banner' },
  { path: () => '/docs', current: '/docs', drawn: '#reference h1' },
  { path: () => '/docs/errors', current: '/docs/errors', drawn: 'table' },
  { path: () => '/docs/errors/check_expired', current: null, drawn: 'dl' },
  { path: () => '/embed-demo', current: '/embed-demo', drawn: '#licensed tlp-badge[data-state]' },
];

describe.runIf(pagesReady)('the sandbox’s pages share one header and footer', () => {
  it.each([1280, 390])(
    'at %i px, on every page: the same header and footer, no error, nothing too wide',
    async (width) => {
      const problems: string[] = [];
      const page = await open(width, problems);
      const audited = await open(width, [], true);
      const looks: string[] = [];
      for (const { path, current, drawn } of PAGES) {
        await page.goto(`${server.origin}${path()}`);
        await page.locator(drawn).first().waitFor({ timeout: 30_000 });
        const where = `${path()} at ${width} px`;
        expect(await page.locator('header.tlp-site').count(), where).toBe(1);
        expect(await page.locator('footer.tlp-site-footer').count(), where).toBe(1);
        const links = page.locator('header.tlp-site nav a');
        expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))), where).toEqual(LINKS);
        expect(
          await page
            .locator('header.tlp-site [aria-current="page"]')
            .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
          where,
        ).toEqual(current ? [current] : []);
        // Drawn alike over every page's own style: the same type, colours and height.
        looks.push(
          await page.locator('header.tlp-site').evaluate((h) => {
            const s = getComputedStyle(h);
            const brand = getComputedStyle(h.querySelector('.tlp-site-brand')!);
            return [
              s.fontFamily,
              s.fontSize,
              s.backgroundColor,
              brand.fontWeight,
              h.getBoundingClientRect().height,
            ].join(' · ');
          }),
        );
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(wide, `${where}: scrolls sideways`).toBeLessThanOrEqual(width);
        // Redoc's own page is not this project's to audit; its header and footer are.
        await audited.goto(`${server.origin}${path()}`);
        await audited.locator(drawn).first().waitFor({ timeout: 30_000 });
        const violations = await audit(
          audited,
          path() === '/docs' ? ['header.tlp-site', 'footer.tlp-site-footer'] : undefined,
        );
        expect(violations, where).toEqual([]);
      }
      expect(new Set(looks).size, looks.join('\n')).toBe(1);
      expect(problems).toEqual([]);
      await page.context().close();
      await audited.context().close();
    },
    180_000,
  );

  it('the verdict stands apart from the samples card', async () => {
    const problems: string[] = [];
    const page = await open(1280, problems);
    await page.goto(`${server.origin}/`);
    await page.locator('button[data-sample="licensed.jpg"]').click();
    await page.locator('.result .banner').waitFor({ timeout: 30_000 });
    const samples = await page.locator('.samples').boundingBox();
    const banner = await page.locator('.result .banner').boundingBox();
    expect(banner!.y - (samples!.y + samples!.height)).toBeGreaterThanOrEqual(24);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the demo’s script tag wraps at 1280 px: nothing of it is hidden in a sideways scroll', async () => {
    const page = await open(1280, []);
    await page.goto(`${server.origin}/embed-demo`);
    const pre = page.locator('pre');
    const [scroll, client] = await pre.evaluate((p) => [p.scrollWidth, p.clientWidth]);
    expect(scroll).toBeLessThanOrEqual(client!);
    expect(await pre.textContent()).toBe(
      `<script type="module" src="${server.origin}/embed/tlp-embed.js" data-issuer="${server.origin}"></script>`,
    );
    await page.context().close();
  });
});
