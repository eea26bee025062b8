/**
 * Figures of the page in headless Chromium (the built `web/dist`, verifying for the test vectors'
 * issuer): gzip bytes of JavaScript loaded before the first verdict (a pasted receipt; target <= 25 kB in
 * English, <= 30 kB with another language's catalog, each language measured),
 * before the verdict of a dropped licensed JPEG (the vectors' `licensed.jpg`; target <= 60 kB), each
 * chunk's size printed so that a build can be compared chunk by chunk, the time from dropping a ~1 MB
 * licensed PNG to its verdict, warm (target <= 300 ms), and, with the CPU slowed 4×, the page's main
 * thread while a dropped 120 MiB licensed MP4 is verified (in a worker): its blocking time and longest
 * task until the verdict comes (<= 50 ms each), and the longest task drawing that verdict (median of 3
 * drops; see web/e2e/large-drop.ts); the same for a video Chromium can play (the c2pa-rs vectors'
 * `video1.mp4`: the bench's MP4 carries no codec data, so no player controls are ever built for it).
 * Run by `npm run bench` (`npm run bench -- web` for these alone); the Chromium harness is the e2e tests' (web/e2e/harness.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { licensedNoisePng } from '../test-vectors/lib/licensed-image.js';
import {
  FIRST_VERDICT_BUDGETS,
  OTHER_LOCALES,
  openVectorPage,
  scriptBytesToJpegVerdict,
  scriptBytesToReceiptVerdict,
} from '../web/e2e/first-verdict-scripts.js';
import { launchChromium, root, serveStatic, vectors } from '../web/e2e/harness.js';
import { dropLargeFile, largeLicensedMp4 } from '../web/e2e/large-drop.js';
import { absoluteFigure, type Figure, median } from './lib.js';

const figure = (name: string, value: number, unit: string, limit: number): Figure =>
  absoluteFigure(name, value, unit, '<=', limit);

/** Milliseconds from a drop event to the verdict on screen, measured in the page, after two warm-up drops. */
async function dropToVerdict(browser: Browser, origin: string): Promise<{ ms: number; mb: number }> {
  const { bytes, rootPem } = await licensedNoisePng(590, 7);
  const page = await openVectorPage(browser, origin, rootPem);
  await page.goto(`${origin}/`);
  await page.evaluate((base64) => {
    (window as unknown as { benchBytes: Uint8Array }).benchBytes = Uint8Array.from(atob(base64), (c) =>
      c.charCodeAt(0),
    );
  }, Buffer.from(bytes).toString('base64'));
  // A string, not a function: tsx's transform would wrap inner functions in a helper the page lacks.
  const once = (label: string): Promise<number> =>
    page.evaluate(`(async () => {
      const label = ${JSON.stringify(label)};
      const transfer = new DataTransfer();
      transfer.items.add(new File([window.benchBytes], label, { type: 'image/png' }));
      const zone = document.querySelector('.dropzone');
      const selector = 'article.result[aria-label="Verification of ' + label + '"] .banner';
      const start = performance.now();
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      while (!document.querySelector(selector)) await new Promise((resolve) => requestAnimationFrame(resolve));
      const elapsed = performance.now() - start;
      const status = document.querySelector(selector).getAttribute('data-status');
      if (status !== 'licensed') throw new Error('bench image verdict: ' + status);
      return elapsed;
    })()`);
  await once('warm-1.png');
  await once('warm-2.png');
  const times: number[] = [];
  for (let i = 0; i < 9; i++) times.push(await once(`bench-${i}.png`));
  await page.context().close();
  return { ms: median(times), mb: bytes.length / 1e6 };
}

/** Three drops of a 120 MiB licensed MP4 at 4× CPU slow-down: the page's long tasks, medians. */
async function largeDrops(browser: Browser, origin: string) {
  const file = await largeLicensedMp4(120 * 1024 * 1024);
  try {
    const drops = [];
    for (let i = 0; i < 3; i++) {
      const drop = await dropLargeFile(browser, origin, file.path);
      if (drop.status !== 'licensed') throw new Error(`120 MiB MP4 verdict: ${drop.status}`);
      drops.push(drop);
    }
    return {
      blockingMs: median(drops.map((d) => d.tasks.blockingMs)),
      longestMs: median(drops.map((d) => d.tasks.longestMs)),
      drawingMs: median(drops.map((d) => d.drawingMs)),
      elapsedMs: median(drops.map((d) => d.elapsedMs)),
    };
  } finally {
    await file.remove();
  }
}

/**
 * Three drops of a video Chromium can play (the c2pa-rs vectors' `video1.mp4`, signed by c2pa-rs's test
 * certificate) at 4× CPU slow-down: the longest task drawing its verdict, player included, median. Each
 * drop waits 1.5 s after the verdict, long enough for the browser to read the video and show its player.
 */
async function playableDrops(browser: Browser, origin: string) {
  const path = join(vectors, 'third-party/c2pa-rs/video1.mp4');
  const drops = [];
  for (let i = 0; i < 3; i++) {
    const drop = await dropLargeFile(browser, origin, path, undefined, 1500);
    if (drop.status === null) throw new Error('video1.mp4: no verdict');
    drops.push(drop);
  }
  return { drawingMs: median(drops.map((d) => d.drawingMs)) };
}

export default async function run(): Promise<Figure[]> {
  const dist = join(root, 'web/dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('web/dist is not built: npm run build:web');
  if (!existsSync('/usr/bin/chromium')) throw new Error('no /usr/bin/chromium (apt-get install -y chromium)');
  const { origin, server } = await serveStatic(dist);
  const browser = await launchChromium();
  try {
    const bytes = await scriptBytesToReceiptVerdict(browser, origin);
    // The same receipt read by a browser set to each other language: the page loads that language's catalog.
    const perLanguage: Figure[] = [];
    for (const locale of OTHER_LOCALES) {
      const total = await scriptBytesToReceiptVerdict(browser, origin, locale);
      perLanguage.push(
        figure(
          `page: gzip JS loaded before the first verdict, in ${locale}`,
          total,
          'bytes',
          FIRST_VERDICT_BUDGETS.receiptInAnotherLanguage,
        ),
      );
    }
    const jpeg = await scriptBytesToJpegVerdict(browser, origin);
    const drop = await dropToVerdict(browser, origin);
    const large = await largeDrops(browser, origin);
    const playable = await playableDrops(browser, origin);
    return [
      figure(
        'page: gzip JS loaded before the first verdict (pasted receipt)',
        bytes,
        'bytes',
        FIRST_VERDICT_BUDGETS.receipt,
      ),
      ...perLanguage,
      figure(
        'page: gzip JS loaded before the verdict of a dropped licensed JPEG',
        jpeg,
        'bytes',
        FIRST_VERDICT_BUDGETS.licensedJpeg,
      ),
      figure(
        `page: drop a ${drop.mb.toFixed(2)} MB PNG to its verdict in Chromium (warm)`,
        drop.ms,
        'ms',
        300,
      ),
      figure(
        'page: blocking time while verifying a dropped 120 MiB MP4, 4x CPU slow-down',
        large.blockingMs,
        'ms',
        50,
      ),
      figure(
        'page: longest task while verifying a dropped 120 MiB MP4, 4x CPU slow-down',
        large.longestMs,
        'ms',
        50,
      ),
      figure(
        'page: longest task drawing the verdict of that MP4, 4x CPU slow-down',
        large.drawingMs,
        'ms',
        50,
      ),
      figure('page: drop of that MP4 to its verdict, 4x CPU slow-down', large.elapsedMs, 'ms', 60_000),
      figure(
        'page: longest task drawing the verdict of a playable video (c2pa-rs video1.mp4), 4x CPU slow-down',
        playable.drawingMs,
        'ms',
        50,
      ),
    ];
  } finally {
    await browser.close();
    server.close();
  }
}
