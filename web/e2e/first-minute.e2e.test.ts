/**
 * The first minute of a newcomer (issue 28), driven as they would: a fresh sandbox serving the page, the
 * embed and its own signed samples; in Chromium, each sample clicked ("Try a sample") and each sample file
 * dropped (a receipt pasted); `tlp verify` on each file against the running sandbox. Licensed samples are
 * green, the others say why, and the page, the embed and the command say the same words with the exit
 * bits the command documents. (`npm run screenshots` makes the screenshots of these pages in `docs/screenshots/`.)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../packages/cli/src/run.js';
import { startTestServer, type TestServer } from '../../packages/server/src/test-harness/server.js';
import { BUILT, launchChromium, pagesReady } from './harness.js';

/** Each sample, the page's verdict for it, and the exit status `tlp verify` gives it. */
const SAMPLES = [
  { file: 'licensed.jpg', status: 'licensed', exit: 0 },
  { file: 'licensed.png', status: 'licensed', exit: 0 },
  { file: 'licensed.mp4', status: 'licensed', exit: 0 },
  { file: 'licensed.wav', status: 'licensed', exit: 0 },
  // One byte of its pixels changed under an intact manifest: recognised by its fingerprint (exit bit 64).
  { file: 'tampered.jpg', status: 'recovered', exit: 64 },
  { file: 'plain.jpg', status: 'no_credentials', exit: 4 },
  { file: 'receipt.jws', status: 'licensed', exit: 0 },
] as const;

let server: TestServer;
let browser: Browser;
let dir: string;

beforeAll(async () => {
  if (!pagesReady) return;
  server = await startTestServer({ config: BUILT });
  browser = await launchChromium();
  dir = await mkdtemp(join(tmpdir(), 'tlp-first-minute-'));
  for (const { file } of SAMPLES) {
    const response = await fetch(`${server.origin}/samples/${file}`);
    await writeFile(join(dir, file), new Uint8Array(await response.arrayBuffer()));
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The banner's verdict: its status, headline and sentence. */
async function verdict(page: Page): Promise<{ status: string; headline: string; sentence: string }> {
  const banner = page.locator('.result .banner');
  await banner.waitFor({ state: 'visible', timeout: 20_000 });
  return {
    status: (await banner.getAttribute('data-status')) ?? '',
    headline: (await banner.locator('.banner-title').textContent()) ?? '',
    sentence: (await banner.locator('.banner-summary').textContent()) ?? '',
  };
}

/** `tlp verify <file> --issuer <sandbox> --mode test`, in-process: its exit status and stdout. */
async function tlp(args: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  const code = await run(args, {
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: () => true },
    env: {},
  });
  return { code, stdout };
}

describe.runIf(pagesReady)('the first minute, in Chromium, against a fresh sandbox', () => {
  const seen = new Map<string, { status: string; sentence: string }>();

  it.each(SAMPLES)('$file: clicked, dropped, and given to tlp verify, says the same', async (sample) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.origin}/`);
    await page.locator(`button[data-sample="${sample.file}"]`).click();
    const clicked = await verdict(page);
    expect(clicked.status).toBe(sample.status);

    // The same file dropped (a receipt is pasted: it is text).
    await page.goto(`${server.origin}/`);
    if (sample.file.endsWith('.jws')) {
      const { readFile } = await import('node:fs/promises');
      await page.locator('#paste-input').fill(await readFile(join(dir, sample.file), 'utf8'));
      await page.locator('.paste-submit').click();
    } else {
      await page.setInputFiles('#image-input', join(dir, sample.file));
    }
    const dropped = await verdict(page);
    expect(dropped).toEqual(clicked);

    // The command says the same sentence, and exits with the documented bit.
    const cli = await tlp(['verify', join(dir, sample.file), '--issuer', server.origin, '--mode', 'test']);
    expect(cli.code).toBe(sample.exit);
    expect(cli.stdout).toContain(clicked.sentence);
    if (sample.status === 'licensed') {
      expect(clicked.headline).toBe('Licensed and valid');
      expect(clicked.sentence).toMatch(/ by 127\.0\.0\.1:\d+ since \d+ \w+ \d{4} /);
      expect(cli.stdout).toMatch(/^ok /);
    }
    if (sample.status === 'licensed') {
      // Every licensed sample licenses Ada Vance (the video her likeness, the audio her voice), and says
      // for what use: the one its check allowed.
      const output = sample.file.endsWith('.mp4')
        ? 'video'
        : sample.file.endsWith('.wav')
          ? 'audio file'
          : 'image';
      expect(clicked.sentence).toMatch(
        new RegExp(
          `^Ada Vance is licensed for a generated ${output} used in commercial advertising \\(web; United States\\) by `,
        ),
      );
      await page.goto(`${server.origin}/`);
      await page.locator(`button[data-sample="${sample.file}"]`).click();
      await verdict(page);
      expect(await page.locator('.use-purpose').textContent()).toBe('commercial advertising');
      expect(await page.locator('.use-channels').textContent()).toBe('web');
      expect(await page.locator('.use-territories').textContent()).toBe('United States');
    }
    if (sample.status === 'recovered') {
      // The signature verifies but the bytes changed: never valid, and its fingerprint finds the licensed
      // picture at the sandbox, which the page says (not byte for byte), as the command does.
      expect(clicked.headline).toBe('Recognised as a licensed image, but not byte for byte');
      expect(clicked.sentence).toMatch(
        /^This image matches an image Ada Vance is licensed for \(.+\), similarity \d+\/100; its own content credentials no longer match its bytes \(it was edited or re-encoded after it was signed\), so it is not byte for byte the licensed file\.$/,
      );
      expect(cli.stdout).toMatch(/^recovered /);
    }
    if (sample.status === 'no_credentials') expect(clicked.sentence).toMatch(/^Nothing in this image says/);
    expect(errors).toEqual([]);
    seen.set(sample.file, clicked);
    await page.close();
  });

  it('without an issuer the command exits 16, with an untrusted signer 32, bare tlp 2', async () => {
    const licensed = join(dir, 'licensed.jpg');
    expect((await tlp(['verify', licensed])).code).toBe(16);
    // Outside --mode test the sandbox's test signers are not fetched: the receipt verifies, the signer is untrusted.
    expect((await tlp(['verify', licensed, '--issuer', server.origin, '--mode', 'any'])).code).toBe(32);
    expect((await tlp([])).code).toBe(2);
  });

  it('the embed panel and the receipt page say the same words', async () => {
    const jpeg = seen.get('licensed.jpg');
    expect(jpeg).toBeDefined();
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });

      // The verifier with a licensed sample.
      await page.goto(`${server.origin}/`);
      await page.locator('button[data-sample="licensed.jpg"]').click();
      expect((await verdict(page)).sentence).toBe(jpeg!.sentence);

      // The embed's panel on the demo publisher page.
      await page.goto(`${server.origin}/embed-demo`);
      const pin = page.locator('#licensed tlp-badge button');
      await pin.waitFor({ state: 'visible', timeout: 20_000 });
      await pin.click();
      const panel = page.locator('#licensed tlp-badge .panel');
      await panel.waitFor({ state: 'visible' });
      expect(await panel.textContent()).toContain(jpeg!.sentence);
      const receiptId = await page
        .locator('#receipt-only tlp-verify')
        .evaluate((e) => e.getAttribute('receipt'));

      // The receipt page: the receipt of the licensed photo, with its standing.
      await page.goto(`${server.origin}/r/${receiptId}`);
      const onPage = await verdict(page);
      expect(onPage.status).toBe('licensed');
      expect(onPage.sentence).toMatch(
        /^Ada Vance is licensed for a generated image used in commercial advertising \(web; United States\) by 127\.0\.0\.1:\d+ since .* \(still permitted today, says the issuer/,
      );
      await page.close();
    }
  });

  it('answers a malformed receipt link with a page saying so', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.origin}/r/rcpt_nonexistent`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('No receipt at this link');
    expect(await page.locator('main').textContent()).toContain('“rcpt_nonexistent” is not a receipt ID');
    await page.close();
  });
});
