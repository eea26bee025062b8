// `npm run screenshots`: the pages a newcomer meets, as Chromium draws them at 1280 and 390 px, written into
// docs/screenshots/ (the README links them). It starts a sandbox of its own as `npm start` does (building
// first when a source changed), on a free port and a database in a temporary folder, then shoots the
// verifier (idle, and each sample of "Try a sample" verified), a receipt page, the error index, the embed
// demo with the licensed picture's panel open, and the API reference. A console error, an uncaught error
// or a failed request on any page fails the run, naming them. Needs Debian's Chromium at /usr/bin/chromium.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, sampleReceiptId } from '../../web/e2e/harness.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SHOTS = join(ROOT, 'docs/screenshots');
/** The two widths: a laptop's window and a phone's. */
export const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Starts `node scripts/start.mjs` on a free port with a database of its own; resolves with its origin. */
async function startSandbox(dataDir: string): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      TLP_DB: join(dataDir, 'sandbox.db'),
      TLP_DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      TLP_DRAIN_GRACE_MS: '0',
      // One browser opens every page at two widths from one address: the spec's keyless limit (10 receipt
      // reads a minute) would answer the later pages' receipt and fingerprint lookups 429.
      TLP_RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /Listening: (\S+)/.exec(output);
      if (m) {
        clearInterval(timer);
        resolve(m[1]!);
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`the sandbox exited (${code}) before Listening:\n${output}`));
    });
  });
  return { origin, child };
}

/** A page that remembers every console error, uncaught error and failed request. */
async function openPage(browser: Browser, size: (typeof WIDTHS)[number], problems: string[]): Promise<Page> {
  const page = await browser.newPage({ viewport: size, colorScheme: 'light', locale: 'en-US' });
  const where = () => `${new URL(page.url()).pathname} at ${size.width} px`;
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${where()}: console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${where()}: ${e}`));
  page.on('requestfailed', (r) => problems.push(`${where()}: ${r.url()} failed: ${r.failure()?.errorText}`));
  return page;
}

/** The verdict banner of the page, once the result is drawn in full. */
async function verdictDrawn(page: Page): Promise<void> {
  await page.locator('.result .banner').waitFor({ state: 'visible', timeout: 30_000 });
  await page.locator('.result[aria-busy="true"]').waitFor({ state: 'detached', timeout: 30_000 });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tlp-screenshots-'));
  let child: ChildProcess | undefined;
  let browser: Browser | undefined;
  const problems: string[] = [];
  const written: string[] = [];
  try {
    const sandbox = await startSandbox(dataDir);
    child = sandbox.child;
    const { origin } = sandbox;
    mkdirSync(SHOTS, { recursive: true });
    const { samples } = (await (await fetch(`${origin}/samples/index.json`)).json()) as {
      samples: Array<{ file: string }>;
    };
    const receiptId = await sampleReceiptId(origin);
    browser = await launchChromium();

    for (const size of WIDTHS) {
      const page = await openPage(browser, size, problems);
      const shoot = async (name: string, fullPage = true) => {
        const path = join(SHOTS, `${name}-${size.width}.png`);
        await page.screenshot({ path, fullPage });
        written.push(path);
      };

      await page.goto(`${origin}/`);
      await page.locator('button[data-sample]').first().waitFor();
      await shoot('verifier-idle');
      for (const { file } of samples) {
        await page.goto(`${origin}/`);
        await page.locator(`button[data-sample="${file}"]`).click();
        await verdictDrawn(page);
        await shoot(`verifier-${file.replace(/\W/g, '-')}`);
      }

      await page.goto(`${origin}/r/${receiptId}`);
      await verdictDrawn(page);
      await shoot('receipt');

      // Long pages: their first screen.
      await page.goto(`${origin}/docs/errors`);
      await shoot('docs-errors', false);

      await page.goto(`${origin}/embed-demo`);
      const pin = page.locator('#licensed tlp-badge button');
      await pin.waitFor({ state: 'visible', timeout: 30_000 });
      await page.locator('#tampered tlp-badge button').waitFor({ state: 'visible', timeout: 30_000 });
      await pin.click();
      await page.locator('#licensed tlp-badge .panel').waitFor({ state: 'visible' });
      await shoot('embed-demo');

      await page.goto(`${origin}/docs`);
      await page
        .getByRole('heading', { name: /Talent Licensing Protocol/ })
        .first()
        .waitFor({ timeout: 30_000 });
      await shoot('docs', false);
      await page.close();
    }
    for (const path of written) console.log(`wrote ${path.slice(ROOT.length)}`);
    if (problems.length > 0) throw new Error(`the pages reported problems:\n${problems.join('\n')}`);
  } finally {
    await browser?.close();
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child!.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
