/**
 * Every reader in their own language, in headless Chromium: the verifier (idle, then after each kind of
 * verdict) and the receipt page (found, not found, not a receipt) opened by a browser set to each language
 * (`locale` and `Accept-Language`). Each page must say `<html lang dir>` of that language, the verdict's
 * headline and reason in its words, the same verdict as in English, and axe-core (WCAG 2.0, 2.1, 2.2, A
 * and AA) must find nothing; the sandbox's error pages (`/docs/errors` and a code's page) likewise. With
 * `TLP_SCREENSHOTS=1`, the Arabic (right to left) pages are written to `docs/screenshots/` at 1280 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  directionOf,
  fill,
  LANGUAGES,
  type Language,
  loadVerdictMessages,
  loadVerdictTexts,
  type VerdictCode,
} from '@tlp/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGS } from '../../packages/server/src/docs/error-pages/index.js';
import { page as englishPage } from '../src/i18n/en.js';
import { loadCatalog, loadMore } from '../src/i18n/index.js';
import {
  audit,
  launchChromium,
  type PageHost,
  pageHost,
  pageReady,
  pointPageAtVectorIssuer,
  root,
  routeVectorIssuer,
  vectors,
} from './harness.js';

const shots = join(root, 'docs/screenshots');
const receiptId: string = JSON.parse(await readFile(join(vectors, 'receipts/object-valid.json'), 'utf8')).id;

/** A browser locale for each language, as a reader there has it. */
const LOCALES: Record<Language, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  ja: 'ja-JP',
  ar: 'ar-EG',
};

/** What was checked, and what the reader must find: each a verdict kind, by its status and reason. */
type Check =
  | { name: string; paste: string; status: string; code?: string }
  | { name: string; file: string; status: string; code?: string; changed?: 'image' };

const CHECKS: Check[] = [
  { name: 'licensed receipt', paste: 'receipts/valid-test.jws', status: 'licensed' },
  {
    name: 'tampered receipt',
    paste: 'receipts/tampered-signature.jws',
    status: 'invalid',
    code: 'signature_invalid',
  },
  { name: 'licensed image', file: 'images/licensed.jpg', status: 'licensed' },
  { name: 'untrusted signer', file: 'images/untrusted-ca.jpg', status: 'untrusted' },
  { name: 'no credentials', file: 'images/no-manifest.jpg', status: 'no_credentials', code: 'no_manifest' },
  // Its signature verifies, its bytes changed: said so, with its own explanation.
  {
    name: 'changed image',
    file: 'images/tampered-pixel.jpg',
    status: 'invalid',
    code: 'manifest_invalid',
    changed: 'image',
  },
];

describe.runIf(pageReady)('the pages in every language', () => {
  let host: PageHost;
  let browser: Browser;
  /** The verdict English readers got for each check: every other language must get the same. */
  const english = new Map<string, string>();

  beforeAll(async () => {
    [host, browser] = await Promise.all([pageHost(), launchChromium()]);
    if (process.env.TLP_SCREENSHOTS === '1') mkdirSync(shots, { recursive: true });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await host?.close();
  });

  async function open(language: Language, width = 1280) {
    const locale = LOCALES[language];
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      locale,
      extraHTTPHeaders: { 'accept-language': `${locale},${language};q=0.9` },
      // The page's CSP admits its own scripts only: axe-core is added to it for the audit.
      bypassCSP: true,
    });
    await routeVectorIssuer(context);
    await pointPageAtVectorIssuer(context, host.origin);
    return context.newPage();
  }

  for (const language of LANGUAGES) {
    it(`${language}: the verifier, idle and after each verdict, in ${language}, audited`, async () => {
      const verdictWords = await loadVerdictMessages(language);
      const words = {
        ...(language === 'en' ? englishPage : (await loadCatalog(language)).page),
        // The words only some views show (the samples, a failure's explanation) are a part of their own.
        ...(await loadMore(language)),
      };
      const page = await open(language);
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(String(error)));
      await page.goto(`${host.origin}/`);
      await page.waitForSelector(`html[lang="${language}"] #paste-input`);
      expect(await page.getAttribute('html', 'dir')).toBe(directionOf(language));
      expect(await page.textContent('h1')).toBe(words.heading.verifier);
      expect(await page.title()).toBe(words.title);
      if (host.kind === 'server') {
        // The sandbox's samples, titled in the reader's language (the server lists them in English).
        const video = page.locator('button[data-sample="licensed.mp4"]');
        await video.waitFor({ state: 'visible', timeout: 20_000 });
        expect(await video.textContent()).toBe(words.sampleTitles['licensed.mp4']);
      }
      expect(await audit(page)).toEqual([]);

      for (const check of CHECKS) {
        // This input's verdict: the live region says what is being verified, then the verdict (the
        // previous result may bear the same name: two receipts that end alike).
        await page.evaluate(() => {
          const line = document.querySelector('.status-line')!;
          let busy = false;
          (window as unknown as { e2eVerdict: Promise<void> }).e2eVerdict = new Promise((resolve) => {
            new MutationObserver((_, observer) => {
              if (!line.classList.contains('visually-hidden')) busy = true;
              else if (busy) {
                observer.disconnect();
                resolve();
              }
            }).observe(line, { attributes: true, childList: true, subtree: true, characterData: true });
          });
        });
        // The result names what was checked: the file's name, or the end of the pasted receipt.
        let named: string;
        if ('paste' in check) {
          const jws = (await readFile(join(vectors, check.paste), 'utf8')).trim();
          named = jws.slice(-8);
          await page.fill('#paste-input', jws);
          await page.click('button[type="submit"]');
        } else {
          named = check.file.split('/').pop() as string;
          await page.setInputFiles('#image-input', join(vectors, check.file));
        }
        await page.evaluate(() => (window as unknown as { e2eVerdict: Promise<void> }).e2eVerdict);
        const result = await page.waitForSelector(`article.result[aria-label*="${named}"]`, {
          timeout: 20_000,
        });
        const label = (await result.getAttribute('aria-label')) as string;
        expect(label.replace(/\S*$/, '').trim()).not.toBe(language === 'en' ? '' : 'Verification of');
        const banner = (await result.$('.banner'))!;
        const status = (await banner.getAttribute('data-status')) as string;
        if (language === 'en') english.set(check.name, status);
        expect(status, check.name).toBe(check.status);
        expect(status, `${check.name}: the same verdict as in English`).toBe(english.get(check.name));
        const headline = verdictWords.headline[status as keyof typeof verdictWords.headline];
        expect(await page.textContent('.banner-title')).toBe(headline);
        // The live region says the verdict, for screen readers.
        await page.waitForFunction(
          (text) => document.querySelector('.status-line')?.textContent === text,
          headline,
        );
        if (check.code) {
          const code = check.code as VerdictCode;
          const changed = 'changed' in check ? check.changed : undefined;
          const title = changed ? verdictWords.changed[changed] : verdictWords.titles[code];
          expect(await page.textContent('#why-heading')).toBe(fill(words.why, { title }));
          const texts = await loadVerdictTexts(language);
          expect(await page.textContent('.result')).toContain(
            changed ? texts.changed_after_signing : texts[code],
          );
          if (changed) {
            expect(await page.textContent('.banner-summary')).toBe(
              fill(verdictWords.titleSentence, { title }),
            );
          }
        }
        if (language !== 'en') expect(await page.textContent('.banner-summary')).not.toMatch(/\blicensed\b/);
        expect(await audit(page), `${check.name}: axe`).toEqual([]);
        if (process.env.TLP_SCREENSHOTS === '1' && language === 'ar' && check.name === 'licensed image') {
          await page.screenshot({ path: join(shots, 'verifier-licensed-ar-1280.png'), fullPage: true });
        }
      }
      expect(problems).toEqual([]);
      await page.context().close();
    }, 120_000);

    it(`${language}: the error pages, the index and a code's page, in ${language}, audited`, async (ctx) => {
      if (host.kind !== 'server') ctx.skip(true, 'a static host of web/dist serves no /docs/errors');
      const { chrome, codes } = ERROR_CATALOGS[language];
      const page = await open(language);
      await page.goto(`${host.origin}/docs/errors`);
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      expect(await page.getAttribute('html', 'dir')).toBe(directionOf(language));
      expect(await page.title()).toBe(chrome.indexTitle);
      expect(await page.textContent('h1')).toBe(chrome.errors);
      expect(await page.textContent('th:last-child')).toBe(chrome.columnRetry);
      expect(await audit(page)).toEqual([]);

      // A code's page (a problem's `type`): the code as it is, the rest in the reader's words.
      await page.click('a[href="/docs/errors/check_expired"]');
      await page.waitForSelector(`html[lang="${language}"] #meaning`);
      expect(await page.textContent('h1')).toBe('check_expired');
      expect(await page.locator('dt').allTextContents()).toEqual([
        chrome.meaning,
        chrome.when,
        chrome.action,
        chrome.retry,
      ]);
      expect(await page.textContent('#meaning')).toBe(codes.check_expired.meaning);
      expect(await page.textContent('main p')).toContain(codes.check_expired.title);
      expect(await audit(page)).toEqual([]);
      if (process.env.TLP_SCREENSHOTS === '1' && language === 'ar') {
        await page.screenshot({ path: join(shots, 'error-page-ar-1280.png'), fullPage: true });
      }
      await page.context().close();

      // On a phone, the index's table fits the screen: no sideways scroll, in either direction.
      const narrow = await open(language, 390);
      await narrow.goto(`${host.origin}/docs/errors`);
      await narrow.waitForSelector(`html[lang="${language}"] table`);
      expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (process.env.TLP_SCREENSHOTS === '1' && language === 'ar') {
        await narrow.screenshot({ path: join(shots, 'error-index-ar-390.png'), fullPage: true });
      }
      await narrow.context().close();
    }, 60_000);

    it(`${language}: the receipt page, found, not found and not a receipt, audited`, async () => {
      const verdictWords = await loadVerdictMessages(language);
      const words = {
        ...(language === 'en' ? englishPage : (await loadCatalog(language)).page),
        // The words only some views show (the samples, a failure's explanation) are a part of their own.
        ...(await loadMore(language)),
      };
      const widths = process.env.TLP_SCREENSHOTS === '1' && language === 'ar' ? [1280, 390] : [1280];
      for (const width of widths) {
        const page = await open(language, width);
        await page.goto(`${host.origin}/r/${receiptId}`);
        const banner = await page.waitForSelector(`html[lang="${language}"] .banner`, { timeout: 20_000 });
        expect(await page.getAttribute('html', 'dir')).toBe(directionOf(language));
        expect(await banner.getAttribute('data-status')).toBe('licensed');
        expect(await page.textContent('.banner-title')).toBe(verdictWords.headline.licensed);
        expect(await page.textContent('h1')).toBe(words.heading.receipt);
        expect(await audit(page)).toEqual([]);
        if (widths.length > 1) {
          await page.screenshot({ path: join(shots, `receipt-ar-${width}.png`), fullPage: true });
          if (width === 390) {
            await page.goto(`${host.origin}/`);
            await page.waitForSelector('html[lang="ar"] #paste-input');
            await page.setInputFiles('#image-input', join(vectors, 'images/licensed.jpg'));
            await page.waitForSelector('.banner');
            await page.screenshot({ path: join(shots, 'verifier-licensed-ar-390.png'), fullPage: true });
          }
        }

        // A receipt ID the issuer does not know: not found, said in the reader's words.
        await page.goto(`${host.origin}/r/rcpt_00000000000000000000000000`);
        const missing = await page.waitForSelector(`html[lang="${language}"] .banner`, { timeout: 20_000 });
        expect(await missing.getAttribute('data-status')).toBe('invalid');
        expect(await page.textContent('#why-heading')).toBe(
          fill(words.why, { title: verdictWords.titles.not_found }),
        );
        expect(await audit(page)).toEqual([]);

        // A link with no receipt ID in it.
        await page.goto(`${host.origin}/r/not-a-receipt`);
        await page.waitForSelector(`html[lang="${language}"] [data-status="not_a_receipt"]`);
        expect(await page.textContent('h1')).toBe(words.heading.not_a_receipt);
        expect(await audit(page)).toEqual([]);
        await page.context().close();
      }
    }, 120_000);
  }
});
