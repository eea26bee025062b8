/**
 * The budgets of the JavaScript the built page loads before its first verdict (gzip bytes, from the
 * project's issues; see first-verdict-scripts.ts): a pasted receipt in English and in each other language
 * the page speaks, and a dropped licensed JPEG. Bytes are not timings: the same build loads the same
 * scripts, so a test can hold them; `npm run bench -- web` reports the same figures chunk by chunk.
 */
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_VERDICT_BUDGETS,
  OTHER_LOCALES,
  scriptsToJpegVerdict,
  scriptsToReceiptVerdict,
} from './first-verdict-scripts.js';
import { launchChromium, pageReady, root, serveStatic } from './harness.js';
import type { Chunk } from './page-scripts.js';

const dist = join(root, 'web/dist');

/** The total, and each script largest first: what a failure prints, to see where the bytes went. */
function listed(chunks: Chunk[]): { total: number; scripts: string[] } {
  const sorted = [...chunks].sort((a, b) => b.gzip - a.gzip);
  return { total: chunks.reduce((n, c) => n + c.gzip, 0), scripts: sorted.map((c) => `${c.gzip} ${c.name}`) };
}

let browser: Browser;
let server: Server;
let origin: string;

beforeAll(async () => {
  if (!pageReady) return;
  ({ origin, server } = await serveStatic(dist));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  server?.close();
});

describe.runIf(pageReady)('JavaScript before the first verdict, within its budgets (gzip)', () => {
  it(`a pasted receipt, in English: at most ${FIRST_VERDICT_BUDGETS.receiptWhileMissed} bytes (the target, ${FIRST_VERDICT_BUDGETS.receipt}, is missed: no growth while it is)`, async () => {
    const { total, scripts } = listed(await scriptsToReceiptVerdict(browser, origin));
    expect(total, `the scripts, gzip bytes:\n${scripts.join('\n')}`).toBeLessThanOrEqual(
      FIRST_VERDICT_BUDGETS.receiptWhileMissed,
    );
  }, 60_000);

  for (const locale of OTHER_LOCALES) {
    it(`a pasted receipt, the page in ${locale}: at most ${FIRST_VERDICT_BUDGETS.receiptInAnotherLanguage} bytes`, async () => {
      const { total, scripts } = listed(await scriptsToReceiptVerdict(browser, origin, locale));
      expect(total, `the scripts, gzip bytes:\n${scripts.join('\n')}`).toBeLessThanOrEqual(
        FIRST_VERDICT_BUDGETS.receiptInAnotherLanguage,
      );
    }, 60_000);
  }

  it(`a dropped licensed JPEG, verified in the worker: at most ${FIRST_VERDICT_BUDGETS.licensedJpeg} bytes`, async () => {
    const { total, scripts } = listed(await scriptsToJpegVerdict(browser, origin));
    expect(total, `the scripts, gzip bytes:\n${scripts.join('\n')}`).toBeLessThanOrEqual(
      FIRST_VERDICT_BUDGETS.licensedJpeg,
    );
  }, 60_000);
});
