/**
 * End to end, in headless Chromium: the built page, served by the started sandbox server (or, until the
 * server serves it, by a static server of `web/dist`), verifying for the test vectors' issuer. Drops a
 * vector image, pastes a tampered receipt, opens a `/r/<id>` page; screenshots go to `test-results/web-e2e/`.
 */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMediaSupport } from '@tlp/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXECUTION, USE } from '../../packages/server/src/test-harness/decisions.js';
import {
  licensedSample,
  mediaSample,
  SAMPLE_MEDIA_TYPES,
  type SampleMediaType,
} from '../../test-vectors/lib/media-samples.js';
import {
  dropOnPage,
  launchChromium,
  type PageHost,
  pageHost,
  pageReady,
  pointPageAtVectorIssuer,
  root,
  routeVectorIssuer,
  VECTOR_ISSUER,
  vectors,
} from './harness.js';
import { fileFromDisk } from './large-drop.js';

/** The media the container formats registry reads: PNG and JPEG, and every format as it is added. */
const media = await loadMediaSupport();
const registryMedia = SAMPLE_MEDIA_TYPES.filter((t) => media.normalize(t) === t);
const artifacts = join(root, 'test-results/web-e2e');

/** `POST /v1/checks` on the allow path (Ada Vance, an advertising picture) with the started server's key. */
function postAllowedCheck(origin: string, key: string, prompt: string): Promise<Response> {
  return fetch(`${origin}/v1/checks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      inputs: [{ role: 'prompt', text: prompt }],
      use: USE,
      execution: EXECUTION,
    }),
  });
}

describe.runIf(pageReady)('the page in Chromium', () => {
  let host: PageHost;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const requests: string[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    await mkdir(artifacts, { recursive: true });
    [host, browser] = await Promise.all([pageHost(), launchChromium()]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await routeVectorIssuer(context);
    await pointPageAtVectorIssuer(context, host.origin);
    page = await context.newPage();
    page.on('request', (request) => requests.push(request.url()));
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await host?.close();
  });

  const verdict = (label: string) =>
    page.waitForSelector(`article.result[aria-label="Verification of ${label}"] .banner`, {
      timeout: 15_000,
    });

  it('drops a vector image and reads the verdict', async () => {
    await page.goto(`${host.origin}/`);
    await expect(page.title()).resolves.toContain('TLP verifier');
    await dropOnPage(page, await readFile(join(vectors, 'images/licensed.png')), 'licensed.png', 'image/png');
    const banner = await verdict('licensed.png');
    expect(await banner.getAttribute('data-status')).toBe('licensed');
    expect(await banner.textContent()).toContain('Licensed and valid');
    expect(await page.textContent('[aria-labelledby="manifest-heading"]')).toContain(
      'byte for byte the licensed output',
    );
    const thumbnail = await page.waitForSelector('.banner-preview');
    await page.waitForFunction(
      () => (document.querySelector('.banner-preview') as HTMLImageElement).complete,
    );
    expect(await thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.screenshot({ path: join(artifacts, 'image-licensed.png'), fullPage: true });

    await page.setInputFiles('#image-input', join(vectors, 'images/untrusted-ca.jpg'));
    expect(await (await verdict('untrusted-ca.jpg')).getAttribute('data-status')).toBe('untrusted');
  });

  /** Drops `bytes` on the drop zone as a file called `name` with no declared type: the page reads the bytes. */
  const dropFile = (bytes: Uint8Array, name: string) =>
    page.evaluate(
      ([base64, fileName]) => {
        const data = Uint8Array.from(atob(base64 as string), (c) => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([data], fileName as string));
        const zone = document.querySelector('.dropzone') as HTMLElement;
        zone.dispatchEvent(
          new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
      },
      [Buffer.from(bytes).toString('base64'), name],
    );

  it.each(registryMedia)('drops a licensed %s and reads the verdict, with its preview', async (type) => {
    await page.goto(`${host.origin}/`);
    const name = `licensed-${type.replace('/', '-')}.bin`;
    await dropFile(await licensedSample(await mediaSample(type as SampleMediaType), type), name);
    expect(await (await verdict(name)).getAttribute('data-status')).toBe('licensed');
    const kind = type.split('/')[0];
    // A preview or, where this browser cannot decode the file (HEIC; our sample movies carry no codec
    // data), the sentence saying so.
    const shown = await page.waitForSelector(
      `${kind === 'image' ? 'img.banner-preview' : `${kind}.media-preview`}, .no-preview`,
    );
    expect(await shown.evaluate((e) => e.tagName.toLowerCase())).toMatch(/^(img|video|audio|p)$/);
    await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
  });

  /** The committed media vectors (licensed, tampered, plain per format) with the page status their verdict gives. */
  const mediaVectors = (
    JSON.parse(readFileSync(join(vectors, 'expected.json'), 'utf8')).vectors as Array<{
      file: string;
      kind: string;
      expected: { valid: boolean; trusted?: boolean; code?: string };
    }>
  )
    .filter((v) => v.kind === 'media')
    .map((v): [string, string] => [
      v.file,
      v.expected.valid
        ? v.expected.trusted
          ? 'licensed'
          : 'untrusted'
        : ['no_manifest', 'no_license_assertion', 'remote_manifest'].includes(v.expected.code ?? '')
          ? 'no_credentials'
          : 'invalid',
    ]);

  it('has a media vector for every format (PNG and JPEG only for the bytes after a store: images/ has the rest)', () => {
    const formats = new Set(mediaVectors.map(([file]) => file.split('.').pop()));
    expect([...formats].sort()).toEqual([
      'avi',
      'avif',
      'dng',
      'flac',
      'gif',
      'heic',
      'jpg',
      'm4a',
      'mov',
      'mp3',
      'mp4',
      'png',
      'svg',
      'tiff',
      'wav',
      'webp',
    ]);
    expect(new Set(mediaVectors.map(([, status]) => status))).toEqual(
      new Set(['licensed', 'invalid', 'no_credentials']),
    );
  });

  it.each([
    ['express-signed.pdf', 'no_credentials'], // signed by Adobe Express: good credentials, no license
    ['basic.pdf', 'no_credentials'],
    ['tiff_poc.tiff', 'invalid'], // more sub-IFDs than c2pa-rs reads: unreadable for both
  ])("gives c2pa-rs's %s the verdict c2pa-rs's reader gives (%s)", async (file, status) => {
    await page.goto(`${host.origin}/`);
    await dropFile(await readFile(join(vectors, 'third-party/c2pa-rs', file)), file);
    expect(await (await verdict(file)).getAttribute('data-status')).toBe(status);
  });

  it.each(mediaVectors)('gives the committed vector %s its expected verdict (%s)', async (file, status) => {
    await page.goto(`${host.origin}/`);
    const name = file.replace('media/', 'vector-');
    await dropFile(await readFile(join(vectors, file)), name);
    expect(await (await verdict(name)).getAttribute('data-status')).toBe(status);
  });

  it('verifies a licensed MP4 of 120 MiB from the dropped File, its JS heap growing by far less than the file', async () => {
    // A real file on disk, as a user drops one: the page's File is backed by it, not by the page's memory.
    // The media data is padded before the manifest is made and signed, so the hashes cover all of it.
    const size = 120 * 1024 * 1024;
    const dir = await mkdtemp(join(tmpdir(), 'tlp-page-e2e-'));
    const path = join(dir, 'long-take.mp4');
    try {
      const plain = await mediaSample('video/mp4', { mdatBytes: size });
      await writeFile(path, await licensedSample(plain, 'video/mp4'));
      const { size: fileSize } = await stat(path);
      expect(fileSize).toBeGreaterThan(size);

      await page.goto(`${host.origin}/`);
      await fileFromDisk(page, path);
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.enable');
      // The JS heap and the ArrayBuffers' backing stores (where a copy of the file would be).
      const heap = async () => {
        const usage = await cdp.send('Runtime.getHeapUsage');
        return usage.usedSize + ((usage as { backingStorageSize?: number }).backingStorageSize ?? 0);
      };
      await cdp.send('HeapProfiler.collectGarbage');
      const before = await heap();
      // Two peaks: of what the page holds with its garbage (slices already hashed that the collector has
      // not freed yet), sampled every 25 ms, and of what it holds, sampled right after a full collection
      // every 10th time (forced more often, the collections would hide the first).
      let peakHeld = before;
      let peakWithGarbage = before;
      let sampling = true;
      const sampler = (async () => {
        for (let n = 1; sampling; n++) {
          peakWithGarbage = Math.max(peakWithGarbage, await heap());
          if (n % 10 === 0) {
            await cdp.send('HeapProfiler.collectGarbage');
            peakHeld = Math.max(peakHeld, await heap());
          }
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      })();
      const started = Date.now();
      await page.evaluate(() => {
        const file = (document.getElementById('e2e-large-file') as HTMLInputElement).files![0]!;
        const transfer = new DataTransfer();
        transfer.items.add(file);
        const zone = document.querySelector('.dropzone') as HTMLElement;
        zone.dispatchEvent(
          new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
      });
      const banner = await page.waitForSelector(
        'article.result[aria-label="Verification of long-take.mp4"] .banner',
        { timeout: 60_000 },
      );
      const elapsed = Date.now() - started;
      sampling = false;
      await sampler;
      expect(await banner.getAttribute('data-status')).toBe('licensed');
      expect(await page.textContent('[aria-labelledby="manifest-heading"]')).toContain(
        'byte for byte the licensed output',
      );
      // The player plays the File itself (a blob: URL), or says this browser cannot play it.
      const shown = await page.waitForSelector('video.media-preview, .no-preview');
      if (await shown.evaluate((e) => e.tagName === 'VIDEO')) {
        expect(await shown.getAttribute('src')).toMatch(/^blob:/);
      }
      const held = peakHeld - before;
      const withGarbage = peakWithGarbage - before;
      const share = (bytes: number) => `${((100 * bytes) / fileSize).toFixed(1)}% of the file`;
      console.info(
        `large MP4: ${fileSize} bytes, licensed in ${elapsed} ms; JS heap + array buffers grew by at most ${held} bytes held (${share(held)}), ${withGarbage} bytes with garbage not yet collected (${share(withGarbage)})`,
      );
      // A copy of the file would grow both by the file's size; slices of 4 MB, hashed and dropped, by a
      // few slices held, and by what the collector lets pile up before it runs.
      expect(held).toBeLessThan(fileSize / 8);
      expect(withGarbage).toBeLessThan(fileSize * 0.75);
      await cdp.detach();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('plays a WAV from its blob: URL under the page policy, and says plainly it cannot show a HEIC', async () => {
    await page.goto(`${host.origin}/`);
    await dropFile(await mediaSample('audio/wav'), 'voice.wav');
    await verdict('voice.wav');
    const audio = await page.waitForSelector('audio.media-preview');
    expect(await audio.getAttribute('src')).toMatch(/^blob:/);
    await page.waitForFunction(
      () => (document.querySelector('audio.media-preview') as HTMLAudioElement).readyState >= 1,
      undefined,
      { timeout: 10_000 },
    );
    expect(await audio.evaluate((a) => Math.round((a as HTMLAudioElement).duration))).toBe(2);
    // Its controls, once it has read the file's duration.
    await page.waitForFunction(
      () => (document.querySelector('audio.media-preview') as HTMLAudioElement).controls,
    );

    await dropFile(await mediaSample('image/heic'), 'IMG_0001.HEIC');
    await verdict('IMG_0001.HEIC');
    const note = await page.waitForSelector('.no-preview');
    expect(await note.textContent()).toContain('this browser cannot show HEIC or HEIF images');
    expect(await page.$('img.banner-preview')).toBeNull();
    await page.screenshot({ path: join(artifacts, 'heic-no-preview.png'), fullPage: true });
  });

  it('pastes a tampered receipt and reads the reason', async () => {
    await page.goto(`${host.origin}/`);
    const jws = (await readFile(join(vectors, 'receipts/tampered-payload.jws'), 'utf8')).trim();
    await page.fill('#paste-input', jws);
    await page.click('button[type="submit"]');
    await page.waitForSelector('.banner-invalid');
    expect(await page.textContent('.banner-title')).toBe('Not valid');
    expect(await page.$('.banner-preview')).toBeNull();
    expect(await page.textContent('#why-heading')).toContain('The signature does not match');
    expect(await page.textContent('.technical code')).toBe('signature_invalid');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('banner-title');
    await page.screenshot({ path: join(artifacts, 'receipt-tampered.png'), fullPage: true });
  });

  it('opens a /r/<id> page', async () => {
    await page.goto(`${host.origin}/r/rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a`);
    await page.waitForSelector('.banner');
    expect(await page.textContent('h1')).toBe('License receipt');
    expect(await page.getAttribute('.banner', 'data-status')).toBe('licensed');
    expect(await page.textContent('pre.json')).toContain('"use_status": "permitted"');
    await page.screenshot({ path: join(artifacts, 'receipt-page.png'), fullPage: true });
  });

  it('opens the /r/<id> page of a receipt the started server issued', async (ctx) => {
    // Needs the sandbox server (not the static fallback) and its printed test key.
    if (host.kind !== 'server' || !host.testKey) return ctx.skip();
    const response = await postAllowedCheck(host.origin, host.testKey, 'Ada Vance holding a coffee cup');
    const check = (await response.json()) as { decision: string; receipt: string };
    expect(check.decision).toBe('allow');
    // A context of its own: the page verifies against the server itself, with no rewriting.
    const own = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const sandboxPage = await own.newPage();
    await sandboxPage.goto(`${host.origin}/r/${check.receipt}`);
    await sandboxPage.waitForSelector('.banner');
    expect(await sandboxPage.getAttribute('.banner', 'data-status')).toBe('licensed');
    expect(await sandboxPage.textContent('pre.json')).toContain(check.receipt);
    await sandboxPage.screenshot({ path: join(artifacts, 'receipt-page-sandbox.png'), fullPage: true });
    await own.close();
  });

  it("says so when the page's origin is not the receipt's issuer, and links to the issuer's page", async (ctx) => {
    // The started server issues as http://localhost:<port> and listens on 127.0.0.1: the same server
    // reached by its address serves the receipt, but is not its issuer.
    if (host.kind !== 'server' || !host.testKey || !host.origin.startsWith('http://localhost:')) {
      return ctx.skip();
    }
    const response = await postAllowedCheck(host.origin, host.testKey, 'Ada Vance reading a book');
    const check = (await response.json()) as { receipt: string };
    const here = host.origin.replace('http://localhost:', 'http://127.0.0.1:');
    const own = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const other = await own.newPage();
    const answer = await other.goto(`${here}/r/${check.receipt}`);
    expect(answer?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await other.waitForSelector('.banner');
    expect(await other.textContent('.technical code')).toBe('issuer_elsewhere');
    expect(await other.textContent('#main')).toContain(
      `This page is served by ${here}, not by the receipt’s issuer ${host.origin}`,
    );
    expect(await other.getAttribute('a.issuer-page', 'href')).toBe(`${host.origin}/r/${check.receipt}`);
    // The link leads to the issuer's own page, where the receipt verifies.
    await other.click('a.issuer-page');
    await other.waitForURL(`${host.origin}/r/${check.receipt}`);
    await other.waitForSelector('.banner[data-status="licensed"]');
    await other.screenshot({ path: join(artifacts, 'receipt-page-other-origin.png'), fullPage: true });
    await own.close();
  });

  it('fits a phone screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${host.origin}/r/rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a`);
    await page.waitForSelector('.banner');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(artifacts, 'receipt-page-phone.png'), fullPage: true });
  });

  it('broke no rule of its Content-Security-Policy and threw nothing', () => {
    expect(problems).toEqual([]);
  });

  it('sent no request to any host but the page and the issuer', () => {
    const hosts = new Set(requests.map((url) => new URL(url).origin));
    hosts.delete(host.origin);
    hosts.delete(VECTOR_ISSUER);
    expect([...hosts]).toEqual([]);
  });
});
