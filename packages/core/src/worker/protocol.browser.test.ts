/**
 * The verifier protocol in Chromium (Debian's, driven by playwright-core): a page's module Web Worker
 * serving a session built from the browser entry of `@tlp/core`, the page connecting to it. Skipped
 * where `/usr/bin/chromium` is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUER, JWKS } from '../../../../test-vectors/lib/fixtures.js';

const CHROMIUM = '/usr/bin/chromium';
const here = fileURLToPath(new URL('.', import.meta.url));
const vectors = fileURLToPath(new URL('../../../../test-vectors/', import.meta.url));
const ORIGIN = 'https://verifier.test';

/** One browser bundle (no `node:` import may get in: esbuild would fail on it for the browser). */
async function bundle(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: here, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

let browser: Browser | null = null;
let worker = '';
let page = '';

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) return;
  [worker, page] = await Promise.all([
    bundle(`
      import { createVerifier } from '../index.js';
      import { serveVerifier } from './index.js';
      serveVerifier(self, (options) => createVerifier(options));
    `),
    bundle(`
      import { describeVerdict } from '../index.js';
      import { connectVerifier } from './index.js';
      globalThis.check = async (settings) => {
        const remote = connectVerifier(new Worker('/worker.js', { type: 'module' }), settings);
        const ready = await remote.ready;
        const file = async (path) => new Uint8Array(await (await fetch(path)).arrayBuffer());
        const jpeg = await remote.verify(await file('/vectors/images/licensed.jpg'));
        const reads = [];
        const video = new File([await file('/vectors/media/licensed.mp4')], 'licensed.mp4');
        const mp4 = await remote.verify(video, { onProgress: (read) => reads.push(read) });
        const tampered = await remote.verify(await file('/vectors/images/tampered-pixel.png'));
        return {
          ready,
          jpeg: { state: jpeg.state, words: describeVerdict(jpeg), explained: await jpeg.explain('fr') },
          mp4: { state: mp4.state, checked: mp4.checked, reads: reads.length, size: video.size },
          tampered: tampered.state,
          media: await remote.media(),
        };
      };
    `),
  ]);
  const { chromium } = await import('playwright-core');
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
});

afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!existsSync(CHROMIUM))('the verifier protocol in Chromium', () => {
  it('verifies files in a module worker: bytes transferred, a File by reference with its reads, verdicts with explain', async () => {
    const context = await browser!.newContext();
    await context.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      const js = (body: string) => route.fulfill({ body, contentType: 'text/javascript' });
      if (path === '/')
        return route.fulfill({
          body: '<!doctype html><script type="module" src="/page.js"></script>',
          contentType: 'text/html',
        });
      if (path === '/page.js') return js(page);
      if (path === '/worker.js') return js(worker);
      if (path.startsWith('/vectors/'))
        return route.fulfill({ body: readFileSync(join(vectors, path.slice(9))) });
      return route.fulfill({ status: 404 });
    });
    const tab = await context.newPage();
    await tab.goto(`${ORIGIN}/`);
    await tab.waitForFunction(() => 'check' in globalThis);
    const settings = {
      issuers: [{ issuer: ISSUER, jwks: JWKS }],
      mode: 'test',
      trustAnchors: [readFileSync(join(vectors, 'keys/ca-root.pem'), 'utf8')],
    };
    const result = await tab.evaluate(
      (s) => (globalThis as unknown as { check(s: unknown): Promise<unknown> }).check(s),
      settings,
    );
    await context.close();
    expect(result).toMatchObject({
      ready: true,
      jpeg: {
        state: 'licensed',
        words: { headline: 'Licensed and valid' },
        explained: { headline: expect.not.stringMatching(/^Licensed and valid$/), explanation: null },
      },
      mp4: { state: 'licensed', checked: 'video' },
      tampered: 'tampered',
      media: { readInSlices: expect.arrayContaining(['video/mp4']) },
    });
    expect((result as { mp4: { reads: number } }).mp4.reads).toBeGreaterThan(0);
  });
});
