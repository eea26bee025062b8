/**
 * Durable credentials on the page, in headless Chromium: a fresh sandbox serving the page and its signed
 * samples; its licensed JPEG, its manifest stripped and re-encoded as a platform does on upload (sharp),
 * dropped on the page, is recovered: the page's worker fingerprints it, asks the sandbox's soft binding
 * resolution API, verifies the manifest it matches, and says so in plain words, in English and German;
 * on a publisher's page, the embed with `data-fingerprint` badges it so.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reposted } from '../../packages/server/src/test-harness/pictures.js';
import { startTestServer, type TestServer } from '../../packages/server/src/test-harness/server.js';
import { BUILT, launchChromium, pagesReady, serveStatic } from './harness.js';

let server: TestServer;
let browser: Browser;
let dir: string;
let file: string;

beforeAll(async () => {
  if (!pagesReady) return;
  server = await startTestServer({ config: BUILT });
  browser = await launchChromium();
  dir = await mkdtemp(join(tmpdir(), 'tlp-recovered-page-'));
  const licensed = new Uint8Array(await (await fetch(`${server.origin}/samples/licensed.jpg`)).arrayBuffer());
  file = join(dir, 'reuploaded.jpg');
  await writeFile(file, await reposted(licensed));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.runIf(pagesReady)('a licensed sample that lost its credentials, dropped on the page', () => {
  it.each([
    {
      locale: 'en-GB',
      headline: 'Recognised as a licensed image, but not byte for byte',
      sentence:
        /^This image matches an image Ada Vance is licensed for \(a generated image used in .+, by 127\.0\.0\.1:\d+ since .+\), similarity (\d+)\/100; its content credentials were removed or it was re-encoded, so it is not byte for byte the licensed file\.$/,
    },
    {
      locale: 'de-DE',
      headline: 'Als lizenziertes Bild erkannt, aber nicht Byte für Byte',
      sentence:
        /^Dieses Bild entspricht einem Bild, für das Ada Vance lizenziert ist \(.+\), Ähnlichkeit (\d+)\/100; seine Herkunftsnachweise wurden entfernt oder es wurde neu kodiert, daher ist es nicht Byte für Byte die lizenzierte Datei\.$/,
    },
  ])('is recovered, in plain words ($locale)', async ({ locale, headline, sentence }) => {
    const context = await browser.newContext({
      locale,
      extraHTTPHeaders: { 'accept-language': locale },
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    const posted: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('request', (r) => {
      if (r.method() === 'POST') posted.push(new URL(r.url()).pathname);
    });
    try {
      await page.goto(`${server.origin}/`);
      await page.setInputFiles('#image-input', file);
      const banner = page.locator('.result .banner');
      await banner.waitFor({ state: 'visible', timeout: 30_000 });
      expect(await banner.getAttribute('data-status')).toBe('recovered');
      expect(await banner.locator('.banner-title').textContent()).toBe(headline);
      const said = (await banner.locator('.banner-summary').textContent()) ?? '';
      expect(said).toMatch(sentence);
      expect(Number(sentence.exec(said)?.[1])).toBeGreaterThanOrEqual(80);
      expect(said).not.toMatch(/very file licensed|genau die lizenzierte Datei/);
      expect(posted).toContain('/v1/matches/byBinding');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.runIf(pagesReady)('the same picture on a publisher’s page, with the embed', () => {
  it('gets a badge that says recovered, with data-fingerprint (and none without)', async () => {
    // The publisher: a static server on another port (another origin), the picture and the sandbox's
    // signer roots beside its pages.
    const site = join(dir, 'publisher');
    await mkdir(site);
    await writeFile(join(site, 'photo.jpg'), await readFile(file));
    await writeFile(
      join(site, 'anchors.pem'),
      await (await fetch(`${server.origin}/trust-anchors.pem`)).text(),
    );
    await writeFile(join(site, 'favicon.ico'), '');
    for (const [name, attribute] of [
      ['with.html', ' data-fingerprint'],
      ['without.html', ''],
    ] as const) {
      await writeFile(
        join(site, name),
        `<!doctype html><html lang="en"><body>
<figure id="photo"><img src="photo.jpg" width="640" height="400" alt="A portrait"></figure>
<script type="module" src="${server.origin}/embed/tlp-embed.js" data-issuer="${server.origin}" data-trust-anchors="anchors.pem"${attribute}></script>
</body></html>`,
      );
    }
    const publisher = await serveStatic(site);
    try {
      for (const fingerprint of [true, false]) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        const verdicts: string[] = [];
        await page.exposeFunction('sawVerdict', (state: string) => verdicts.push(state));
        await page.addInitScript(() =>
          document.addEventListener('tlp-verdict', (e) =>
            (window as unknown as { sawVerdict(s: string): void }).sawVerdict(
              (e as CustomEvent).detail.state,
            ),
          ),
        );
        try {
          await page.goto(`${publisher.origin}/${fingerprint ? 'with' : 'without'}.html`);
          await expect.poll(() => verdicts.length, { timeout: 30_000 }).toBeGreaterThan(0);
          if (fingerprint) {
            const badge = page.locator('#photo tlp-badge[data-state]');
            await badge.waitFor({ timeout: 30_000 });
            expect(await badge.getAttribute('data-state')).toBe('recovered');
            const pin = badge.locator('button.pin');
            expect(await pin.textContent()).toContain('Recognised');
            await pin.click();
            const panel = (await badge.locator('.panel').textContent()) ?? '';
            expect(panel).toContain('Recognised as a licensed image, but not byte for byte');
            expect(panel).toMatch(
              /This image matches an image Ada Vance is licensed for .+ similarity \d+\/100; its content credentials were removed or it was re-encoded/,
            );
          } else {
            // Without it, a picture without credentials is not looked at further: no badge.
            expect(verdicts).toEqual(['none']);
            expect(await page.locator('#photo tlp-badge').count()).toBe(0);
          }
        } finally {
          await page.close();
        }
      }
    } finally {
      await new Promise((resolve) => publisher.server.close(resolve));
    }
  });
});
