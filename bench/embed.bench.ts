/**
 * The publisher embed in headless Chromium, on the sandbox's demo page: gzip bytes of the first script
 * (target <= 15 kB), of every script loaded before the badge of the demo's licensed JPEG (target
 * <= 60 kB; each chunk printed), and the time from navigation to the first badge, beside the page's own load event
 * measured in the same navigation (the badge waits for load and idle by design: what the embed adds is
 * the difference). Median of 7 fresh page loads.
 *
 * Then what it costs the page's main thread at 4× CPU slow-down, on the demo page, a page of 20 licensed
 * pictures and one of 50 plain pictures, each loaded with and without the embed in alternating rounds
 * (median of 5): the blocking time it adds (its scripts' share of the long tasks, see `longTasksOf` in
 * web/e2e/long-tasks.ts; target <= 50 ms), its longest task (<= 50 ms), and the page's Total Blocking
 * Time with the embed minus without it (noisier: the page's own long tasks vary from load to load).
 * `npm run bench -- embed`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { gzipSync } from 'node:zlib';
import {
  countStates,
  EMBED_PAGES,
  type EmbedPageName,
  loadEmbedPage,
} from '../packages/embed/src/e2e-pages.js';
import { startTestServer } from '../packages/server/src/test-harness/server.js';
import { launchChromium } from '../web/e2e/harness.js';
import { longTasksOf } from '../web/e2e/long-tasks.js';
import { recordScripts, totalOfScripts } from '../web/e2e/page-scripts.js';
import { absoluteFigure, alternate, type Figure, median } from './lib.js';

const embedRoot = fileURLToPath(new URL('../packages/embed/dist/', import.meta.url));

const PAGE_LABELS: Record<EmbedPageName, string> = {
  demo: 'demo page (3 pictures, a receipt)',
  licensed20: '20 licensed pictures',
  plain50: '50 plain pictures',
};

export default async function run(): Promise<Figure[]> {
  const entry = `${embedRoot}tlp-embed.js`;
  if (!existsSync(entry)) throw new Error('packages/embed/dist is not built: npm run build');
  const firstScript = gzipSync(readFileSync(entry), { level: 9 }).length;
  const server = await startTestServer({ config: { embedRoot } });
  const browser = await launchChromium();
  try {
    const toBadge: number[] = [];
    const toLoad: number[] = [];
    let toFirstBadge = 0;
    // One load to make the demo's pictures and receipt, then fresh contexts (cold browser cache).
    for (let i = 0; i < 8; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.querySelector('tlp-badge[data-state]')) {
            (window as unknown as { badgeAt: number }).badgeAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true, attributes: true });
      });
      // Recorded once, in the first cold load measured; each script's body is read before the context closes.
      const loaded = i === 1 ? recordScripts(page) : null;
      await page.goto(`${server.origin}/embed-demo`);
      await page.waitForFunction(
        () => (window as unknown as { badgeAt?: number }).badgeAt !== undefined,
        null,
        {
          timeout: 30_000,
        },
      );
      const times = await page.evaluate(() => ({
        badge: (window as unknown as { badgeAt: number }).badgeAt,
        load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      }));
      if (loaded) {
        const badge = page.locator('#licensed tlp-badge[data-state]');
        await badge.waitFor({ timeout: 30_000 });
        if ((await badge.getAttribute('data-state')) !== 'licensed')
          throw new Error('the demo JPEG is not licensed');
        toFirstBadge = totalOfScripts('embed: scripts before the licensed JPEG’s badge', await loaded());
      }
      if (i > 0) {
        toBadge.push(times.badge);
        toLoad.push(times.load);
      }
      await context.close();
    }
    const badge = median(toBadge);
    const load = median(toLoad);
    const pages: Figure[] = [];
    for (const name of Object.keys(EMBED_PAGES) as EmbedPageName[]) {
      const [withEmbed, without] = await alternate(
        5,
        () => loadEmbedPage(browser, server.origin, name, true),
        () => loadEmbedPage(browser, server.origin, name, false),
      );
      for (const load of withEmbed) {
        if (!isDeepStrictEqual(countStates(load.verdicts), EMBED_PAGES[name].expected))
          throw new Error(`${name}: verdicts ${JSON.stringify(countStates(load.verdicts))}`);
      }
      const own = withEmbed.map((l) =>
        longTasksOf(l.tasks, (url) => url.startsWith(`${server.origin}/embed/`)),
      );
      const label = PAGE_LABELS[name];
      pages.push(
        absoluteFigure(
          `embed: blocking time it adds, ${label}, 4x CPU slow-down`,
          median(own.map((o) => o.blockingMs)),
          'ms',
          '<=',
          50,
        ),
        absoluteFigure(
          `embed: its longest task, ${label}, 4x CPU slow-down`,
          median(own.map((o) => o.longestMs)),
          'ms',
          '<=',
          50,
        ),
        absoluteFigure(
          `embed: the page's blocking time with the embed minus without, ${label}, 4x CPU slow-down`,
          median(withEmbed.map((l) => l.tasks.blockingMs)) - median(without.map((l) => l.tasks.blockingMs)),
          'ms',
          '<=',
          50,
        ),
      );
    }
    return [
      ...pages,
      absoluteFigure(
        'embed: gzip bytes of the first script (tlp-embed.js)',
        firstScript,
        'bytes',
        '<=',
        15 * 1024,
      ),
      absoluteFigure(
        'embed: gzip JS loaded before the badge of the demo’s licensed JPEG',
        toFirstBadge,
        'bytes',
        '<=',
        60_000,
      ),
      {
        ...absoluteFigure(
          'embed: navigation to the first badge, demo page (cold cache)',
          badge,
          'ms',
          '<=',
          2000,
        ),
        baseline: { name: 'the same page’s load event', value: load },
        ratio: badge / load,
      },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const f of await run())
    console.log(`${f.pass ? 'PASS' : 'MISS'}  ${f.name}: ${Math.round(f.value)} ${f.unit}`);
}
