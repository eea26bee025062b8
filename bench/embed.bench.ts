/**
 * The publisher embed in headless Chromium, on the sandbox's demo page: gzip bytes of the first script
 * (target <= 15 kB), of every script loaded before the badge of the demo's licensed JPEG (target
 * <= 60 kB; each chunk printed), and the time from navigation to the first badge, beside the page's own load event
 * measured in the same navigation (the badge waits for load and idle by design: what the embed adds is
 * the difference). Median of 7 fresh page loads. `npm run bench -- embed`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startTestServer } from '../packages/server/src/test-harness/server.js';
import { launchChromium } from '../web/e2e/harness.js';
import { absoluteFigure, type Figure, median } from './lib.js';
import { recordScripts, totalOfScripts } from './page-scripts.js';

const embedRoot = fileURLToPath(new URL('../packages/embed/dist/', import.meta.url));

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
    return [
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
