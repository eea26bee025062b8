/**
 * The embed on a publisher's page, in Chromium with the CPU slowed 4× (a mid-range phone): the demo page (3
 * pictures and a receipt), a page of 20 licensed pictures and one of 50 plain pictures, loaded with the
 * embed and without it, every badge right and none without it. What the embed costs the page's main thread
 * (its share of the long tasks, see `longTasksOf`: no long task of its own and at most 50 ms of blocking
 * time are the targets) is measured by `npm run bench -- embed`, not bounded here: a timed bound judged the
 * shared machine as much as the embed (the same build's longest task ranged from 0 to 149 ms between loads).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../web/e2e/harness.js';
import { startTestServer, type TestServer } from '../../server/src/test-harness/server.js';
import { countStates, EMBED_PAGES, type EmbedPageName, loadEmbedPage } from './e2e-pages.js';

const embedRoot = fileURLToPath(new URL('../dist/', import.meta.url));
const chromium = existsSync('/usr/bin/chromium') && existsSync(`${embedRoot}tlp-embed.js`);

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  if (!chromium) return;
  server = await startTestServer({ config: { embedRoot } });
  browser = await launchChromium();
  // The demo's pictures and receipt are made at first use: not inside a measured load.
  await (await fetch(`${server.origin}/embed-demo/licensed.jpg`)).arrayBuffer();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.runIf(chromium)('the embed on a publisher’s page, at 4× CPU slow-down', () => {
  for (const name of Object.keys(EMBED_PAGES) as EmbedPageName[]) {
    it(`${name}: every badge right with the embed, none without`, async () => {
      const without = await loadEmbedPage(browser, server.origin, name, false);
      const withEmbed = await loadEmbedPage(browser, server.origin, name, true);
      expect(without.verdicts).toEqual([]);
      expect(countStates(withEmbed.verdicts)).toEqual(EMBED_PAGES[name].expected);
    }, 300_000);
  }
});
