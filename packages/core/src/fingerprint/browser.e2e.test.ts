/**
 * The browser's path (createImageBitmap + OffscreenCanvas, in a Web Worker, in Debian's Chromium) gives
 * the same file a code within 2 bits of Node's (sharp): JPEG photographs, PNG with transparency, WebP,
 * AVIF, a JPEG with an EXIF orientation; and says `undecodable` for bytes that are no picture.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../../test-vectors/lib/chromium.js';
import { hammingDistance } from './distance.js';
import { fingerprintInNode } from './node.js';

const chromium = existsSync('/usr/bin/chromium');
const SKIMAGE = '/usr/lib/python3/dist-packages/skimage/data';
const BACKGROUNDS = '/usr/share/backgrounds';

/** The worker: fetches a picture, fingerprints it with the browser's decoder, posts the result. */
const WORKER = `
import { fingerprintInBrowser } from './browser.ts';
self.onmessage = async ({ data: url }) => {
  try {
    const blob = await (await fetch(url)).blob();
    self.postMessage({ url, ...(await fingerprintInBrowser(blob)) });
  } catch (error) {
    self.postMessage({ url, error: error.code ?? String(error) });
  }
};`;

let browser: Browser;
let server: Server;
let origin: string;
const files = new Map<string, { bytes: Uint8Array; type: string }>();

async function pictures(): Promise<[string, Uint8Array, string][]> {
  const jpeg = (path: string): [string, Uint8Array, string] => [
    path.split('/').pop()!,
    readFileSync(path),
    'image/jpeg',
  ];
  const png = (path: string): [string, Uint8Array, string] => [
    path.split('/').pop()!,
    readFileSync(path),
    'image/png',
  ];
  const chelsea = readFileSync(`${SKIMAGE}/chelsea.png`);
  return [
    jpeg(`${BACKGROUNDS}/Bridge_by_Sander_Klootwijk.jpg`),
    jpeg(`${BACKGROUNDS}/Wine_by_Jakkub_Mede.jpg`),
    jpeg(`${BACKGROUNDS}/sunset_by_Aitzol_Berasategi.jpg`),
    jpeg(`${BACKGROUNDS}/Kleiber_by_Lukas_Baubkus.jpg`),
    jpeg(`${BACKGROUNDS}/mate/nature/LadyBird.jpg`),
    jpeg(`${BACKGROUNDS}/mate/nature/Storm.jpg`),
    jpeg(`${SKIMAGE}/rocket.jpg`),
    jpeg(`${SKIMAGE}/retina.jpg`),
    png(`${SKIMAGE}/astronaut.png`),
    png(`${SKIMAGE}/camera.png`),
    png(`${SKIMAGE}/logo.png`),
    png(`${SKIMAGE}/green_palette.png`),
    png(`${BACKGROUNDS}/mate/abstract/Arc-Colors-Transparent-Wallpaper.png`),
    ['chelsea.webp', await sharp(chelsea).webp({ quality: 80 }).toBuffer(), 'image/webp'],
    ['chelsea.avif', await sharp(chelsea).avif({ quality: 60 }).toBuffer(), 'image/avif'],
    [
      'chelsea-orientation-6.jpg',
      await sharp(chelsea).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer(),
      'image/jpeg',
    ],
  ];
}

beforeAll(async () => {
  if (!chromium) return;
  const worker = await build({
    stdin: { contents: WORKER, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  files.set('/worker.js', { bytes: worker.outputFiles[0]!.contents, type: 'text/javascript' });
  files.set('/', {
    bytes: new TextEncoder().encode('<!doctype html><title>fingerprint</title>'),
    type: 'text/html',
  });
  for (const [name, bytes, type] of await pictures()) files.set(`/pictures/${name}`, { bytes, type });
  files.set('/pictures/not-a-picture.jpg', {
    bytes: new TextEncoder().encode('not a picture'),
    type: 'image/jpeg',
  });
  server = createServer((req, res) => {
    const file = files.get(req.url ?? '');
    if (!file) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': file.type }).end(file.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

/** Fingerprints each URL in one worker of a fresh page. */
async function inWorker(
  urls: string[],
): Promise<Record<string, { iscc?: string; width?: number; height?: number; error?: string }>> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/`);
    return await page.evaluate(async (urls) => {
      const worker = new Worker('/worker.js', { type: 'module' });
      const results: Record<string, unknown> = {};
      await new Promise<void>((resolve) => {
        worker.onmessage = ({ data }) => {
          results[data.url] = data;
          if (Object.keys(results).length === urls.length) resolve();
        };
        for (const url of urls) worker.postMessage(url);
      });
      worker.terminate();
      return results as Record<string, { iscc?: string; width?: number; height?: number; error?: string }>;
    }, urls);
  } finally {
    await page.close();
  }
}

describe.runIf(chromium)('the image fingerprint in Chromium, in a Web Worker', () => {
  it('gives every picture a code within 2 bits of Node’s (sharp), at the same oriented size', async () => {
    const names = [...files.keys()].filter((p) => p.startsWith('/pictures/') && !p.includes('not-a-picture'));
    const inBrowser = await inWorker(names);
    const distances: Record<string, number> = {};
    for (const name of names) {
      const browserResult = inBrowser[name]!;
      expect(browserResult.error, name).toBeUndefined();
      const node = await fingerprintInNode(files.get(name)!.bytes);
      expect([browserResult.width, browserResult.height], name).toEqual([node.width, node.height]);
      distances[name.slice('/pictures/'.length)] = hammingDistance(browserResult.iscc!, node.iscc);
    }
    expect(Object.keys(distances).length).toBe(16);
    expect(
      Object.entries(distances).filter(([, d]) => d > 2),
      JSON.stringify(distances),
    ).toEqual([]);
  }, 300_000);

  it('says undecodable for bytes that are no picture', async () => {
    const result = await inWorker(['/pictures/not-a-picture.jpg']);
    expect(result['/pictures/not-a-picture.jpg']?.error).toBe('undecodable');
  }, 60_000);
});
