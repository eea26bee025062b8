/**
 * Figures of the page in headless Chromium (the built `web/dist`, verifying for the test vectors'
 * issuer): gzip bytes of JavaScript loaded before the first verdict (a pasted receipt; target <= 60 kB),
 * and the time from dropping a ~1 MB licensed PNG to its verdict, warm (target <= 300 ms).
 * Run by `npm run bench` through `bench/web.bench.ts`, or alone: `npx tsx web/e2e/page.bench.ts`.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
// From the sources, as test-vectors/generate-images.ts does: the bench must not depend on a stale build.
import { embedLicenseAssertion } from '../../packages/core/src/c2pa/embed.js';
import { createTestCertificates } from '../../test-vectors/lib/certificates.js';
import { receiptClaims, receiptHeader, TEST_KEY } from '../../test-vectors/lib/fixtures.js';
import { signJws } from '../../test-vectors/lib/jws.js';
import {
  launchChromium,
  pointPageAtVectorIssuer,
  root,
  routeVectorIssuer,
  serveStatic,
  VECTOR_ISSUER,
  vectors,
} from './harness.js';

interface Figure {
  name: string;
  value: number;
  unit: string;
  baseline: null;
  ratio: null;
  target: string;
  pass: boolean;
}

const figure = (name: string, value: number, unit: string, limit: number): Figure => ({
  name,
  value,
  unit,
  baseline: null,
  ratio: null,
  target: `<= ${limit} ${unit}`,
  pass: value <= limit,
});

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** A ~1 MB PNG of noise (it does not compress), licensed by a vector receipt, signed by a trusted chain. */
async function licensedMegabytePng(): Promise<{ bytes: Uint8Array; rootPem: string }> {
  const side = 590;
  let seed = 7;
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    noise[i] = seed >>> 24;
  }
  const png = new Uint8Array(
    await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png()
      .toBuffer(),
  );
  const certs = await createTestCertificates();
  const digest = createHash('sha256').update(png).digest('hex');
  const jws = signJws(receiptHeader(TEST_KEY), receiptClaims({ artifactSha256: digest }), TEST_KEY);
  const bytes = await embedLicenseAssertion(
    png,
    'image/png',
    { receipt: jws, verify_url: `${VECTOR_ISSUER}/r/x` },
    { certificate: certs.trusted.leafPem, privateKey: certs.trusted.leafKeyPem },
  );
  return { bytes, rootPem: certs.trusted.rootPem };
}

async function openPage(browser: Browser, origin: string, rootPem?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await routeVectorIssuer(context);
  await pointPageAtVectorIssuer(context, origin, rootPem);
  return context.newPage();
}

/** Gzip bytes of every script the page loaded, from opening it to the verdict of a pasted receipt. */
async function scriptBytesToFirstVerdict(browser: Browser, origin: string): Promise<number> {
  const page = await openPage(browser, origin);
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    }
  });
  await page.goto(`${origin}/`);
  const jws = (await readFile(join(vectors, 'receipts/valid-test.jws'), 'utf8')).trim();
  await page.fill('#paste-input', jws);
  await page.click('button[type="submit"]');
  await page.waitForSelector('.banner-licensed');
  const sizes = await Promise.all(scripts);
  await page.context().close();
  return sizes.reduce((a, b) => a + b, 0);
}

/** Milliseconds from a drop event to the verdict on screen, measured in the page, after two warm-up drops. */
async function dropToVerdict(browser: Browser, origin: string): Promise<{ ms: number; mb: number }> {
  const { bytes, rootPem } = await licensedMegabytePng();
  const page = await openPage(browser, origin, rootPem);
  await page.goto(`${origin}/`);
  await page.evaluate((base64) => {
    (window as unknown as { benchBytes: Uint8Array }).benchBytes = Uint8Array.from(atob(base64), (c) =>
      c.charCodeAt(0),
    );
  }, Buffer.from(bytes).toString('base64'));
  // A string, not a function: tsx's transform would wrap inner functions in a helper the page lacks.
  const once = (label: string): Promise<number> =>
    page.evaluate(`(async () => {
      const label = ${JSON.stringify(label)};
      const transfer = new DataTransfer();
      transfer.items.add(new File([window.benchBytes], label, { type: 'image/png' }));
      const zone = document.querySelector('.dropzone');
      const selector = 'article.result[aria-label="Verification of ' + label + '"] .banner';
      const start = performance.now();
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      while (!document.querySelector(selector)) await new Promise((resolve) => requestAnimationFrame(resolve));
      const elapsed = performance.now() - start;
      const status = document.querySelector(selector).getAttribute('data-status');
      if (status !== 'licensed') throw new Error('bench image verdict: ' + status);
      return elapsed;
    })()`);
  await once('warm-1.png');
  await once('warm-2.png');
  const times: number[] = [];
  for (let i = 0; i < 9; i++) times.push(await once(`bench-${i}.png`));
  await page.context().close();
  return { ms: median(times), mb: bytes.length / 1e6 };
}

export default async function run(): Promise<Figure[]> {
  const dist = join(root, 'web/dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('web/dist is not built: npm run build:web');
  if (!existsSync('/usr/bin/chromium')) throw new Error('no /usr/bin/chromium (apt-get install -y chromium)');
  const { origin, server } = await serveStatic(dist);
  const browser = await launchChromium();
  try {
    const bytes = await scriptBytesToFirstVerdict(browser, origin);
    const drop = await dropToVerdict(browser, origin);
    return [
      figure('page: gzip JS loaded before the first verdict (pasted receipt)', bytes, 'bytes', 60 * 1024),
      figure(
        `page: drop a ${drop.mb.toFixed(2)} MB PNG to its verdict in Chromium (warm)`,
        drop.ms,
        'ms',
        300,
      ),
    ];
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const f of await run())
    console.log(`${f.pass ? 'PASS' : 'MISS'}  ${f.name}: ${Math.round(f.value)} ${f.unit} (${f.target})`);
}
