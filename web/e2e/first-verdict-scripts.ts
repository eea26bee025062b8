/**
 * The JavaScript the built page loads before its first verdict, in gzip bytes, and the budgets it is held
 * to (from the project's issues): a pasted receipt in English, the same in each other language the page
 * speaks (its catalog loads too), and a dropped licensed JPEG (the vectors' `licensed.jpg`). Bytes are not
 * timings: the same build gives the same figures, so `first-verdict-scripts.e2e.test.ts` fails over a
 * budget while `npm run bench -- web` keeps reporting them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { VERDICT_MARK } from '../src/verify-files.js';
import { pointPageAtVectorIssuer, routeVectorIssuer, vectors } from './harness.js';
import { type Chunk, recordScripts, totalOfScripts } from './page-scripts.js';

/** Gzip bytes of JavaScript loaded before each first verdict, at most. */
export const FIRST_VERDICT_BUDGETS = {
  /** A pasted receipt, the page in English. */
  receipt: 25_000,
  /**
   * What the test holds for a pasted receipt in English while the target above is missed (25,164 B on
   * 2026-11-29, the files' verifier loaded apart since: core's English words of every verdict state load
   * with the first verdict, as `describeVerdict`'s default): no growth past it. `npm run bench -- web`
   * reports the target as missed; splitting core's verdict catalogs by need is what would meet it.
   */
  receiptWhileMissed: 25_200,
  /** A pasted receipt, the page in another language: its catalog and its verdict words load too. */
  receiptInAnotherLanguage: 30_000,
  /** A dropped licensed JPEG, the page in English. */
  licensedJpeg: 60_000,
} as const;

/** The browser languages other than English that the figures are measured in: one for each catalog. */
export const OTHER_LOCALES = ['de-DE', 'fr-FR', 'es-ES', 'ja-JP', 'ar-EG'] as const;

/** A fresh context (cold cache) in `locale`, its page pointed at the vectors' issuer. */
export async function openVectorPage(
  browser: Browser,
  origin: string,
  rootPem?: string,
  locale = 'en-US',
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale });
  await routeVectorIssuer(context);
  await pointPageAtVectorIssuer(context, origin, rootPem);
  return context.newPage();
}

/** Every script the page loaded to the verdict of a pasted receipt, in a browser set to `locale`. */
export async function scriptsToReceiptVerdict(
  browser: Browser,
  origin: string,
  locale = 'en-US',
): Promise<Chunk[]> {
  const page = await openVectorPage(browser, origin, undefined, locale);
  const loaded = recordScripts(page);
  await page.goto(`${origin}/`);
  const jws = (await readFile(join(vectors, 'receipts/valid-test.jws'), 'utf8')).trim();
  await page.fill('#paste-input', jws);
  await page.click('button[type="submit"]');
  await page.waitForSelector('.banner-licensed');
  const chunks = await loaded();
  await page.context().close();
  return chunks;
}

/** Every script the page (and its worker) loaded to the verdict of a dropped licensed JPEG, in English. */
export async function scriptsToJpegVerdict(browser: Browser, origin: string): Promise<Chunk[]> {
  const page = await openVectorPage(browser, origin);
  const loaded = recordScripts(page);
  await page.goto(`${origin}/`);
  await page.setInputFiles('#image-input', join(vectors, 'images/licensed.jpg'));
  const banner = await page.waitForSelector(
    'article.result[aria-label="Verification of licensed.jpg"] .banner',
  );
  const status = await banner.getAttribute('data-status');
  if (status !== 'licensed') throw new Error(`licensed.jpg's verdict: ${status}`);
  // Verified in the worker, as every browser with workers does: the page verifying it itself (its
  // fallback) would load other chunks, and this figure would measure that instead.
  const fromWorker = await page.evaluate(
    (mark) => performance.getEntriesByName(mark).length > 0,
    VERDICT_MARK,
  );
  if (!fromWorker) throw new Error("licensed.jpg's verdict did not come from the verifier worker");
  const chunks = await loaded();
  await page.context().close();
  return chunks;
}

/** Gzip bytes before a pasted receipt's verdict in `locale`, each chunk printed. */
export async function scriptBytesToReceiptVerdict(
  browser: Browser,
  origin: string,
  locale = 'en-US',
): Promise<number> {
  return totalOfScripts(
    `scripts before the verdict of a pasted receipt (${locale})`,
    await scriptsToReceiptVerdict(browser, origin, locale),
  );
}

/** Gzip bytes before a dropped licensed JPEG's verdict, each chunk printed. */
export async function scriptBytesToJpegVerdict(browser: Browser, origin: string): Promise<number> {
  return totalOfScripts(
    'scripts before the verdict of a dropped licensed JPEG',
    await scriptsToJpegVerdict(browser, origin),
  );
}
