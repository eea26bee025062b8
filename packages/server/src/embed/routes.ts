import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import type { Routes } from '../http/chain.js';
import { ApiError } from '../http/errors/index.js';
import { pageHeaders } from '../http/page-headers/index.js';
import { respond } from '../http/respond.js';
import { listFiles, type WebFile } from '../web/routes.js';
import { createDemoAssets, type DemoAssets } from './demo-assets.js';
import { DEMO_CSS, demoPage } from './demo-page.js';
import { sandboxSigner } from './demo-signer.js';
import {
  GET_EMBED_DEMO_FILE,
  GET_EMBED_DEMO_PAGE,
  GET_SAMPLE,
  GET_TRUST_ANCHORS,
  LIST_SAMPLES,
} from './operations.js';

/** The demo page's files made at first use, by name. */
const DEMO_FILES = new Map<string, (a: DemoAssets) => [string, Uint8Array | string]>([
  ['licensed.jpg', (a) => ['image/jpeg', a.licensed]],
  ['tampered.jpg', (a) => ['image/jpeg', a.tampered]],
  ['plain.jpg', (a) => ['image/jpeg', a.plain]],
]);

/**
 * The sandbox's sample media at `/samples/<file>`, signed by itself at start (its demo C2PA signer, its
 * test keys), and what each is, for the verifier page's "Try a sample" (`/samples/index.json`).
 */
const SAMPLES: Array<{
  file: string;
  type: string;
  title: string;
  pick: (a: DemoAssets) => Uint8Array | string;
}> = [
  { file: 'licensed.jpg', type: 'image/jpeg', title: 'Licensed photo (JPEG)', pick: (a) => a.licensed },
  { file: 'licensed.png', type: 'image/png', title: 'Licensed image (PNG)', pick: (a) => a.licensedPng },
  { file: 'licensed.mp4', type: 'video/mp4', title: 'Licensed video (MP4)', pick: (a) => a.licensedMp4 },
  { file: 'licensed.wav', type: 'audio/wav', title: 'Licensed audio (WAV)', pick: (a) => a.licensedWav },
  { file: 'tampered.jpg', type: 'image/jpeg', title: 'Changed after signing', pick: (a) => a.tampered },
  { file: 'plain.jpg', type: 'image/jpeg', title: 'No content credentials', pick: (a) => a.plain },
  { file: 'receipt.jws', type: 'application/jose', title: 'A receipt on its own', pick: (a) => a.receiptJws },
];

/**
 * The publisher embed (`packages/embed/dist`) at `/embed/…`, open to every origin since publishers'
 * pages load it, and the demo publisher page at `/embed-demo` with its images. The entry files (the
 * first script, its classic twin, the verifier worker) are revalidated (a new release reaches pages at
 * once); their chunks carry a content hash and are immutable.
 */
export function embedRoutes(routes: Routes, root: string | null): void {
  const files = root ? listFiles(root) : new Map<string, WebFile>();
  const notBuilt = (c: Context<AppEnv>) =>
    new ApiError('resource_not_found', { detail: `${c.req.path}: the embed is not built (npm run build)` });

  routes.get('/embed/*', (c) => {
    const name = c.req.path.slice('/embed/'.length);
    const file = files.get(name);
    if (!file)
      throw files.size === 0
        ? notBuilt(c)
        : new ApiError('resource_not_found', { detail: `no file ${c.req.path}` });
    return respond(c, file.body, 200, file.type, {
      'cache-control': name.startsWith('chunks/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
    });
  });

  // The sandbox's C2PA signer (see `sandboxSigner`): its root is /trust-anchors.pem, and it signs the
  // sample media.
  const demoSigner = (c: Context<AppEnv>) => sandboxSigner(c.get('deps'));
  let assets: Promise<DemoAssets> | null = null;
  const demo = (c: Context<AppEnv>) => {
    assets ??= demoSigner(c)
      .then((made) => createDemoAssets(routes.app, c.get('deps'), made))
      .catch((err: unknown) => {
        assets = null;
        throw err;
      });
    return assets;
  };
  routes.get(GET_EMBED_DEMO_PAGE.route, async (c) => {
    if (files.size === 0) throw notBuilt(c);
    const { receiptId } = await demo(c);
    const { origin } = c.get('deps').config;
    return respond(c, demoPage(origin, receiptId), 200, 'text/html; charset=utf-8', {
      'cache-control': 'no-cache',
      // A strict policy, as a publisher may have: the embed needs no inline script, eval or style element;
      // its verifier worker is allowed by `worker-src` (here the page's own origin, which serves it).
      ...pageHeaders({
        origin,
        policy:
          "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; base-uri 'none'; form-action 'none'",
      }),
    });
  });
  // One trust rule: the root of the sandbox's demo C2PA signer, published where the page served here
  // (beside itself), the embed (`data-trust-anchors`) and `tlp verify --mode test` all read it.
  routes.get(GET_TRUST_ANCHORS.route, async (c) =>
    respond(c, (await demoSigner(c)).rootPem, 200, 'application/x-pem-file', {
      'cache-control': 'no-cache',
      'access-control-allow-origin': '*',
    }),
  );
  routes.get(LIST_SAMPLES.route, (c) =>
    respond(
      c,
      JSON.stringify({
        samples: SAMPLES.map(({ file, type, title }) => ({
          file,
          url: `/samples/${file}`,
          media_type: type,
          title,
        })),
      }),
      200,
      'application/json',
      { 'cache-control': 'no-cache' },
    ),
  );
  routes.get(GET_SAMPLE.route, async (c) => {
    const sample = SAMPLES.find((s) => s.file === c.req.param('file'));
    if (!sample) throw new ApiError('resource_not_found', { detail: `no sample ${c.req.path}` });
    // Downloaded under their own name, to be dropped on the page or given to `tlp verify`.
    return respond(c, sample.pick(await demo(c)), 200, sample.type, {
      'cache-control': 'no-cache',
      'content-disposition': `inline; filename="${sample.file}"`,
    });
  });
  routes.get(GET_EMBED_DEMO_FILE.route, async (c) => {
    const file = c.req.param('file');
    if (file === 'page.css')
      return respond(c, DEMO_CSS, 200, 'text/css; charset=utf-8', { 'cache-control': 'no-cache' });
    const pick = DEMO_FILES.get(file);
    if (!pick) throw new ApiError('resource_not_found', { detail: `no file ${c.req.path}` });
    const [type, body] = pick(await demo(c));
    // Cacheable, so that the embed's read of a picture is served by the browser's cache: one download.
    // They are remade only when the process restarts (a new demo signer).
    return respond(c, body, 200, type, { 'cache-control': 'public, max-age=600' });
  });
}
