/**
 * A file's ingredients on the page, in headless Chromium: the vector c2pa-rs signed with an ingredient
 * whose certificate had expired when it was added (`test-vectors/images/ingredient-expired.jpg`), dropped
 * on the built page, stays licensed and valid, and its details list the ingredient and say, in the
 * reader's language (English, and Arabic right to left), that its credentials were recorded as failing
 * when it was added. The code of that part is a chunk of its own: a plain licensed JPEG never loads it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGREDIENT_WORDS } from '../src/i18n/ingredient-words.js';
import {
  dropOnPage,
  launchChromium,
  type PageHost,
  pageHost,
  pageReady,
  pointPageAtVectorIssuer,
  routeVectorIssuer,
  vectors,
} from './harness.js';

/** Drops a vector image on the page's drop zone, as a person dragging the file there. */
async function drop(page: Page, file: string): Promise<void> {
  await dropOnPage(page, await readFile(join(vectors, 'images', file)), file, 'image/jpeg');
}

describe.runIf(pageReady)('ingredients on the page', () => {
  let host: PageHost;
  let browser: Browser;

  beforeAll(async () => {
    [host, browser] = await Promise.all([pageHost(), launchChromium()]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await host?.close();
  });

  async function openPage(locale: string) {
    const context = await browser.newContext({
      locale,
      extraHTTPHeaders: { 'accept-language': locale },
      viewport: { width: 1280, height: 900 },
    });
    await routeVectorIssuer(context);
    await pointPageAtVectorIssuer(context, host.origin);
    const page = await context.newPage();
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${host.origin}/`);
    return { context, page, scripts, errors };
  }

  /** Drops `file` and waits for its verdict (the result `selector` names) and its manifest's details. */
  async function verdictOf(page: Page, file: string, selector = 'article.result') {
    await drop(page, file);
    const result = page.locator(selector);
    await result.locator('[aria-labelledby="manifest-heading"]').waitFor({ timeout: 30_000 });
    return result;
  }

  it('English: the file is licensed and valid; its ingredient was recorded as failing when it was added', async () => {
    const { context, page, scripts, errors } = await openPage('en-US');
    try {
      // A licensed JPEG without ingredients: its details, and no code for ingredients.
      const plain = await verdictOf(page, 'licensed.jpg', '[aria-label="Verification of licensed.jpg"]');
      expect(await plain.locator('.banner').getAttribute('data-status')).toBe('licensed');
      await page.waitForSelector('article.result[aria-busy]', { state: 'detached' });
      expect(await page.locator('.ingredients').count()).toBe(0);
      const before = new Set(scripts);

      const result = await verdictOf(
        page,
        'ingredient-expired.jpg',
        '[aria-label="Verification of ingredient-expired.jpg"]',
      );
      const banner = result.locator('.banner');
      expect(await banner.getAttribute('data-status')).toBe('licensed');
      expect(await banner.textContent()).toContain('Licensed and valid');
      const item = result.locator('.ingredients > li');
      await item.first().waitFor({ timeout: 15_000 });
      expect(await item.count()).toBe(1);
      expect(await item.getAttribute('data-state')).toBe('recorded');
      const said = (await item.textContent()) ?? '';
      expect(said).toContain('ingredient.jpg');
      expect(said).toContain('a part of this file');
      expect(said).toContain('componentOf');
      expect(said).toMatch(
        /were recorded as failing when it was added \(signingCredential\.expired\): the signer knew, so this file stays valid/,
      );
      const details = (await result.locator('[aria-labelledby="manifest-heading"]').textContent()) ?? '';
      expect(details).toContain('Ingredients');
      // The C2PA failures of the file itself: none.
      expect(details).not.toContain('C2PA failures');
      // The ingredients' code came with this verdict only.
      const loadedNow = scripts.filter((s) => !before.has(s));
      expect(loadedNow.some((s) => /ingredients-details/.test(s))).toBe(true);
      expect([...before].some((s) => /ingredients-details/.test(s))).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('Arabic, right to left: the same, in its words', async () => {
    const { context, page, errors } = await openPage('ar-EG');
    try {
      // The page turns right to left once its Arabic words have loaded (a chunk of their own).
      await page.waitForSelector('html[lang="ar"][dir="rtl"]', { timeout: 15_000 });
      const result = await verdictOf(page, 'ingredient-valid.jpg');
      expect(await result.locator('.banner').getAttribute('data-status')).toBe('licensed');
      const item = result.locator('.ingredients > li');
      await item.first().waitFor({ timeout: 15_000 });
      expect(await item.getAttribute('data-state')).toBe('checksOut');
      const ar = INGREDIENT_WORDS.ar;
      const said = (await item.textContent()) ?? '';
      expect(said).toContain('ingredient.jpg');
      expect(said).toContain(ar.relationships.componentOf);
      expect(said).toContain(ar.checksOut);
      expect(await result.locator('dt', { hasText: ar.heading }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
