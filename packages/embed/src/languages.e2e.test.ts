/**
 * The embed in every language, in Chromium, on the sandbox's demo page made a page of that language
 * (`<html lang>` rewritten, as a publisher writes it; `data-lang` once): the badge and its panel say
 * `lang`/`dir` and their words in that language, the same verdicts as in English, the panel opens and
 * closes from the keyboard, and axe-core (WCAG 2.0, 2.1, 2.2, A and AA) finds nothing on the page, the
 * panel open, nor on `/docs/errors`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { directionOf, LANGUAGES, type Language, loadVerdictMessages } from '@tlp/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, launchChromium } from '../../../web/e2e/harness.js';
import { startTestServer, type TestServer } from '../../server/src/test-harness/server.js';
import { loadCatalog } from './i18n/index.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const embedRoot = here('../dist/');
const chromium = existsSync('/usr/bin/chromium') && existsSync(`${embedRoot}tlp-embed.js`);

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  if (!chromium) return;
  server = await startTestServer({ config: { embedRoot } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(language: Language, how: 'html' | 'data-lang'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: language,
    extraHTTPHeaders: { 'accept-language': language },
    bypassCSP: true,
  });
  // The demo page as a publisher writing in `language` has it.
  await context.route(`${server.origin}/embed-demo`, async (route) => {
    const html = await (await route.fetch()).text();
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body:
        how === 'html'
          ? html.replace('<html lang="en">', `<html lang="${language}">`)
          : html.replace(
              '<script type="module" src="/embed/',
              `<script data-lang="${language}" type="module" src="/embed/`,
            ),
    });
  });
  return context.newPage();
}

describe.runIf(chromium)('@tlp/embed in every language', () => {
  const englishStates = new Map<string, string>();

  for (const language of LANGUAGES) {
    for (const how of language === 'de' ? (['html', 'data-lang'] as const) : (['html'] as const)) {
      it(`${language} (${how === 'html' ? '<html lang>' : 'data-lang'}): badge and panel in ${language}, keyboard, axe`, async () => {
        const words = await loadCatalog(language);
        const verdicts = await loadVerdictMessages(language);
        const page = await open(language, how);
        await page.goto(`${server.origin}/embed-demo`);
        for (const figure of ['#licensed', '#tampered']) {
          const badge = page.locator(`${figure} tlp-badge[data-state]`);
          await badge.waitFor({ timeout: 30_000 });
          const state = (await badge.getAttribute('data-state')) as string;
          if (language === 'en') englishStates.set(figure, state);
          expect(state, `${figure}: the same verdict as in English`).toBe(englishStates.get(figure));
          expect(await badge.getAttribute('lang')).toBe(language);
          expect(await badge.getAttribute('dir')).toBe(directionOf(language));
          const pin = badge.locator('button.pin');
          const shown = state as 'licensed' | 'recovered' | 'invalid';
          expect(await pin.textContent()).toContain(words.pin[shown].text);
          expect(await pin.getAttribute('aria-label')).toBe(words.pin[shown].label);
        }
        await page.locator('#receipt-only tlp-verify[data-state]').waitFor({ timeout: 30_000 });
        expect(await audit(page)).toEqual([]);

        // The licensed picture's panel, opened and closed from the keyboard.
        const pin = page.locator('#licensed tlp-badge button.pin');
        await pin.focus();
        await page.keyboard.press('Enter');
        const panel = page.locator('#licensed tlp-badge .panel');
        await panel.waitFor({ state: 'visible' });
        expect(await pin.getAttribute('aria-expanded')).toBe('true');
        expect(await panel.locator('h2').textContent()).toBe(verdicts.headline.licensed);
        expect(await panel.textContent()).toContain(words.licensedBy);
        expect(await audit(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'hidden' });
        expect(
          await pin.evaluate(
            (el) =>
              el.getRootNode() instanceof ShadowRoot && (el.getRootNode() as ShadowRoot).activeElement === el,
          ),
        ).toBe(true);

        // The tampered picture's panel says what it is in the reader's words: recognised by its fingerprint.
        await page.locator('#tampered tlp-badge button.pin').click();
        const why = page.locator('#tampered tlp-badge .panel h2');
        await why.waitFor({ state: 'visible' });
        expect(await why.textContent()).toBe(verdicts.headline.recovered);

        // The errors' pages, in the reader's language (from Accept-Language).
        await page.goto(`${server.origin}/docs/errors`);
        expect(await page.getAttribute('html', 'lang')).toBe(language);
        expect(await page.getAttribute('html', 'dir')).toBe(directionOf(language));
        expect(await audit(page)).toEqual([]);
        await page.context().close();
      }, 120_000);
    }
  }
});
