/**
 * Durable credentials (issue 42): the time to fingerprint a 12-megapixel JPEG (a photograph from Debian's
 * backgrounds, 4,000 x 3,000, quality 90), in Node (`@tlp/core/fingerprint/node`: sharp decodes, the shared
 * normaliser and the ISCC Image-Code) and in Chromium (`fingerprintInBrowser` in a Web Worker:
 * createImageBitmap and OffscreenCanvas), the latter at 4x CPU slow-down and without. The baseline of each
 * is decoding the same file alone, in the same place (sharp to raw pixels; createImageBitmap), the least work
 * any fingerprint of it must do: the ratio says what the fingerprint adds to the decoding. Paired rounds
 * in alternating order, the ratio the median of the rounds' ratios. Report only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { fingerprintInNode } from '../packages/core/src/fingerprint/node.js';
import { launchChromium } from '../web/e2e/harness.js';
import { alternate, type Figure, median, ratioFigure } from './lib.js';

const PHOTO = '/usr/share/backgrounds/Bridge_by_Sander_Klootwijk.jpg';
const ROUNDS = Number(process.env.BENCH_FINGERPRINT_ROUNDS ?? 7);
const SLOW_DOWN = 4;

/** The photograph at 4,000 x 3,000 pixels (12 MP), a JPEG of quality 90, as a camera would write it. */
async function twelveMegapixelJpeg(): Promise<Uint8Array> {
  return sharp(readFileSync(PHOTO)).resize(4000, 3000, { fit: 'cover' }).jpeg({ quality: 90 }).toBuffer();
}

async function elapsed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function inNode(jpeg: Uint8Array): Promise<Figure> {
  const fingerprint = () => elapsed(() => fingerprintInNode(jpeg, { bits: 64 }));
  const decode = () => elapsed(() => sharp(jpeg).raw().toBuffer());
  await fingerprint();
  await decode();
  const [ours, base] = await alternate(ROUNDS, fingerprint, decode);
  return ratioFigure(
    'fingerprint of a 12 MP JPEG in Node (sharp, the ISCC Image-Code)',
    median(ours),
    'ms',
    { name: 'sharp decoding it alone', value: median(base) },
    { op: '<=', ratio: Number.POSITIVE_INFINITY },
    [ours, base],
  );
}

/** The worker: on a message, fingerprints the picture (or only decodes it) and posts the time it took. */
const WORKER = `
import { fingerprintInBrowser } from './browser.ts';
self.onmessage = async ({ data: what }) => {
  const blob = await (await fetch('/photo.jpg')).blob();
  const start = performance.now();
  if (what === 'fingerprint') await fingerprintInBrowser(blob, { bits: 64 });
  else (await createImageBitmap(blob, { imageOrientation: 'from-image', colorSpaceConversion: 'none' })).close();
  self.postMessage(performance.now() - start);
};`;

async function serve(jpeg: Uint8Array): Promise<{ server: Server; origin: string }> {
  const worker = await build({
    stdin: {
      contents: WORKER,
      resolveDir: fileURLToPath(new URL('../packages/core/src/fingerprint/', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const files: Record<string, [Uint8Array, string]> = {
    '/': [new TextEncoder().encode('<!doctype html><title>fingerprint</title>'), 'text/html'],
    '/worker.js': [worker.outputFiles[0]!.contents, 'text/javascript'],
    '/photo.jpg': [jpeg, 'image/jpeg'],
  };
  const server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (!file) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': file[1] }).end(file[0]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Runs `what` once in the page's worker: its time in ms, measured inside the worker. */
function inWorker(page: Page, what: 'fingerprint' | 'decode'): Promise<number> {
  return page.evaluate(
    (what) =>
      new Promise<number>((resolve) => {
        const w = (globalThis as unknown as { benchWorker: Worker }).benchWorker;
        w.onmessage = ({ data }) => resolve(data as number);
        w.postMessage(what);
      }),
    what,
  );
}

async function inChromium(jpeg: Uint8Array): Promise<Figure[]> {
  const { server, origin } = await serve(jpeg);
  const browser = await launchChromium();
  try {
    const figures: Figure[] = [];
    for (const rate of [SLOW_DOWN, 1]) {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.goto(`${origin}/`);
      await page.evaluate(() => {
        (globalThis as unknown as { benchWorker: Worker }).benchWorker = new Worker('/worker.js', {
          type: 'module',
        });
      });
      await inWorker(page, 'fingerprint');
      await inWorker(page, 'decode');
      const [ours, base] = await alternate(
        ROUNDS,
        () => inWorker(page, 'fingerprint'),
        () => inWorker(page, 'decode'),
      );
      await page.close();
      const where = rate === 1 ? 'no slow-down' : `${rate}x CPU slow-down`;
      figures.push(
        ratioFigure(
          `fingerprint of a 12 MP JPEG in Chromium, in a Web Worker (${where})`,
          median(ours),
          'ms',
          { name: `createImageBitmap decoding it alone, in the same worker (${where})`, value: median(base) },
          { op: '<=', ratio: Number.POSITIVE_INFINITY },
          [ours, base],
        ),
      );
    }
    return figures;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

export default async function fingerprintBench(): Promise<Figure[]> {
  const jpeg = await twelveMegapixelJpeg();
  const figures = [await inNode(jpeg)];
  if (existsSync('/usr/bin/chromium')) figures.push(...(await inChromium(jpeg)));
  for (const f of figures) f.target = 'report only';
  return figures;
}
