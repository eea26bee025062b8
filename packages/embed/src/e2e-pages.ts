/**
 * Publisher pages for the Chromium checks of what the embed costs the page's main thread (the e2e test
 * that bounds it and `bench/embed.bench.ts` that reports it): the sandbox's demo page, a page of 20
 * licensed pictures and a page of 50 plain ones, each loaded with the embed or without it (the same
 * HTML, its script tag taken out), the CPU slowed down as a mid-range phone's.
 */
import type { Browser } from 'playwright-core';
import { type LongTasks, readLongTasks, watchLongTasks } from '../../../web/e2e/long-tasks.js';

/** The pages, with what the embed should say of each picture or receipt on them, in any order. */
export const EMBED_PAGES = {
  /** The sandbox's `/embed-demo`: a licensed picture, the same changed (recognised by its fingerprint: recovered), a plain one and a receipt. */
  demo: { count: 3, expected: { licensed: 2, recovered: 1, none: 1 } },
  licensed20: { count: 20, expected: { licensed: 20 } },
  plain50: { count: 50, expected: { none: 50 } },
} as const;
export type EmbedPageName = keyof typeof EMBED_PAGES;

const EMBED_TAG = /<script type="module" src="[^"]*\/embed\/tlp-embed\.js"[^>]*><\/script>/;

function pictures(origin: string, name: 'licensed' | 'plain', count: number): string {
  const images = Array.from(
    { length: count },
    (_, i) => `<img src="/embed-demo/${name}.jpg?n=${i}" width="320" height="200" alt="">`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${count} pictures</title>
<link rel="icon" href="data:,">
<script type="module" src="/embed/tlp-embed.js" data-issuer="${origin}" data-trust-anchors="/embed-demo/trust-anchors.pem"></script>
</head><body>${images.join('\n')}</body></html>`;
}

/** One load of a page: its long tasks, and the state of every verdict the embed gave (none without it). */
export interface EmbedPageLoad {
  tasks: LongTasks;
  verdicts: string[];
}

/**
 * Loads `name` in a fresh context (a cold cache), with or without the embed, at `slowdown`× CPU; waits
 * for every verdict (with the embed) and then a second of quiet, and reads the long tasks.
 */
export async function loadEmbedPage(
  browser: Browser,
  origin: string,
  name: EmbedPageName,
  withEmbed: boolean,
  slowdown?: number,
): Promise<EmbedPageLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const url = name === 'demo' ? `${origin}/embed-demo` : `${origin}/embed-test/${name}`;
    await page.route(url, async (route) => {
      if (name === 'demo') {
        const response = await route.fetch();
        const body = await response.text();
        return route.fulfill({ response, body: withEmbed ? body : body.replace(EMBED_TAG, '') });
      }
      const body = pictures(origin, name === 'licensed20' ? 'licensed' : 'plain', EMBED_PAGES[name].count);
      return route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: withEmbed ? body : body.replace(EMBED_TAG, ''),
      });
    });
    await page.addInitScript(() => {
      const w = window as unknown as { tlpVerdicts: string[] };
      w.tlpVerdicts = [];
      document.addEventListener('tlp-verdict', (e) => w.tlpVerdicts.push((e as CustomEvent).detail.state));
    });
    await watchLongTasks(page, slowdown);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (withEmbed) {
      const total = Object.values(EMBED_PAGES[name].expected as Record<string, number>).reduce(
        (a, b) => a + b,
        0,
      );
      await page.waitForFunction(
        (n) => (window as unknown as { tlpVerdicts: string[] }).tlpVerdicts.length >= n,
        total,
        { timeout: 120_000, polling: 200 },
      );
    }
    await page.waitForTimeout(1000);
    const verdicts = await page.evaluate(() => (window as unknown as { tlpVerdicts: string[] }).tlpVerdicts);
    return { tasks: await readLongTasks(page), verdicts };
  } finally {
    await context.close();
  }
}

/** The count of each verdict state, to compare with {@link EMBED_PAGES}' `expected`. */
export function countStates(verdicts: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of verdicts) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
