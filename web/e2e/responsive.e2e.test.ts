/**
 * The page stays responsive while it verifies a 120 MiB video, in Chromium with the CPU slowed 4× (a
 * mid-range phone): the file is verified in a worker, and the page's main thread has no task over 50 ms
 * from the drop until the worker's verdict comes, while a progress bar moves. Drawing the verdict (the
 * banner, then the details, then the player, each a task of its own) is measured by `npm run bench -- web`,
 * not bounded here: a timed bound would judge the shared machine as much as the page.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, root, serveStatic } from './harness.js';
import { dropLargeFile, largeLicensedMp4 } from './large-drop.js';

const built = existsSync(join(root, 'web/dist/index.html'));

describe.runIf(existsSync('/usr/bin/chromium') && built)(
  'the page verifying a 120 MiB video at 4× CPU slow-down',
  () => {
    let browser: Browser;
    let host: { origin: string; server: Server };
    let file: Awaited<ReturnType<typeof largeLicensedMp4>>;
    beforeAll(async () => {
      [browser, host, file] = await Promise.all([
        launchChromium(),
        serveStatic(join(root, 'web/dist')),
        largeLicensedMp4(120 * 1024 * 1024),
      ]);
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      host?.server.close();
      await file?.remove();
    });

    it('has no long task over 50 ms while it verifies, and shows progress', async () => {
      // Three drops, each in a fresh page; the median is judged (the machine is shared: one can stall).
      const longest: number[] = [];
      const seen: string[] = [];
      for (let i = 0; i < 3; i++) {
        const drop = await dropLargeFile(browser, host.origin, file.path);
        expect(drop.status).toBe('licensed');
        longest.push(drop.tasks.longestMs);
        seen.push(drop.tasks.tasks.map((t) => `${Math.round(t.duration)} ms`).join(', ') || 'none');
        // The bar moved through the file: values strictly between none and all of it, rising.
        const between = drop.progress.filter((p) => p > 0 && p < 1);
        expect(between.length).toBeGreaterThanOrEqual(3);
        expect([...between].sort((a, b) => a - b)).toEqual(between);
      }
      const median = [...longest].sort((a, b) => a - b)[1] ?? 0;
      expect(median, `long tasks of each drop: ${seen.join(' | ')}`).toBeLessThanOrEqual(50);
    }, 180_000);
  },
);
