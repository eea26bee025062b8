/**
 * The verifier page verifying a large dropped file (a real file on disk, as a user drops one) with the
 * CPU slowed down: the page's long tasks from the drop to the verdict, and the progress it showed. Used
 * by `responsive.e2e.test.ts` (which bounds them) and `bench/web.bench.ts` (which reports them).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { licensedSample, mediaSample } from '../../test-vectors/lib/media-samples.js';
import { VERDICT_MARK } from '../src/verify-files.js';
import { pointPageAtVectorIssuer, routeVectorIssuer } from './harness.js';
import {
  type LongTasks,
  readLongTasks,
  summarizeLongTasks as summary,
  watchLongTasks,
} from './long-tasks.js';

/** A licensed MP4 of `mediaBytes` of media data, written to a temporary folder; `remove` deletes it. */
export async function largeLicensedMp4(
  mediaBytes: number,
): Promise<{ path: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'tlp-large-drop-'));
  const path = join(dir, 'long-take.mp4');
  // The media data is padded before the manifest is made and signed, so the hashes cover all of it.
  await writeFile(
    path,
    await licensedSample(await mediaSample('video/mp4', { mdatBytes: mediaBytes }), 'video/mp4'),
  );
  return { path, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Turns the file at `path` into a disk-backed `File` in the page, as a user's drop gives one: the
 * files of the hidden input `#e2e-large-file`, an input of the test's own with no handler.
 */
export async function fileFromDisk(page: Page, path: string): Promise<void> {
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'e2e-large-file';
    input.hidden = true;
    document.body.append(input);
  });
  await page.setInputFiles('#e2e-large-file', path);
}

export interface LargeDrop {
  /** The verdict's status (`licensed`, …). */
  status: string | null;
  /** Milliseconds from the drop to the verdict on screen. */
  elapsedMs: number;
  /** The page's long tasks while the file was verified: from the drop until the worker's verdict came. */
  tasks: LongTasks;
  /** The longest task from then on: the page drawing the verdict (0 when none was over 50 ms). */
  drawingMs: number;
  /** Each value the page's progress bar showed (0 to 1), in order. */
  progress: number[];
}

/**
 * Opens the page at `origin` (the vectors' issuer answered in the context), slows its CPU `slowdown`×,
 * drops the file at `path` and waits for its verdict, then `settleMs` more for the tasks drawing it.
 */
export async function dropLargeFile(
  browser: Browser,
  origin: string,
  path: string,
  slowdown?: number,
  settleMs = 500,
): Promise<LargeDrop> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await routeVectorIssuer(context);
    await pointPageAtVectorIssuer(context, origin);
    const page = await context.newPage();
    await watchLongTasks(page, slowdown);
    await page.goto(`${origin}/`);
    await fileFromDisk(page, path);
    await page.waitForTimeout(500);
    const name = path.split('/').pop();
    const result = (await page.evaluate(`(async () => {
      const file = document.getElementById('e2e-large-file').files[0];
      const progress = [];
      const watch = new MutationObserver(() => {
        const bar = document.querySelector('progress.verify-progress');
        if (bar && progress[progress.length - 1] !== bar.value) progress.push(bar.value);
      });
      watch.observe(document.body, { subtree: true, childList: true, attributes: true });
      const transfer = new DataTransfer();
      transfer.items.add(file);
      const start = performance.now();
      document.querySelector('.dropzone').dispatchEvent(
        new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
      const selector = 'article.result[aria-label="Verification of ${name}"] .banner';
      while (!document.querySelector(selector)) await new Promise((resolve) => setTimeout(resolve, 50));
      const elapsed = performance.now() - start;
      watch.disconnect();
      const received = performance.getEntriesByName(${JSON.stringify(VERDICT_MARK)}).pop()?.startTime ?? null;
      return { start, elapsed, received, progress, status: document.querySelector(selector).getAttribute('data-status') };
    })()`)) as {
      start: number;
      elapsed: number;
      received: number | null;
      progress: number[];
      status: string | null;
    };
    // The verdict's own rendering is part of it: a frame later, its long task (if any) is recorded.
    await page.waitForTimeout(settleMs);
    const all = await readLongTasks(page);
    // While verifying: from the drop until the worker's verdict came (the task that draws it excluded).
    const end = result.received ?? Number.POSITIVE_INFINITY;
    const during = all.tasks.filter(
      (t) => t.start + t.duration >= result.start && t.start + t.duration <= end,
    );
    const drawing = all.tasks.filter((t) => t.start + t.duration > end);
    return {
      status: result.status,
      elapsedMs: result.elapsed,
      progress: result.progress,
      tasks: summary(during),
      drawingMs: drawing.reduce((max, t) => Math.max(max, t.duration), 0),
    };
  } finally {
    await context.close();
  }
}
