import { TRUST_ANCHORS_PATH } from '@tlp/core';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../deps.js';
import { ApiError } from '../http/errors/index.js';
import { pageHeaders } from '../http/page-headers/index.js';
import { respond } from '../http/respond.js';
import { listFiles, type WebFile } from '../web/routes.js';
import { createDemoAssets, type DemoAssets } from './demo-assets.js';
import { DEMO_CSS, demoPage } from './demo-page.js';

/** The demo page's files made at first use, by name. */
const DEMO_FILES = new Map<string, (a: DemoAssets) => [string, Uint8Array | string]>([
  ['licensed.jpg', (a) => ['image/jpeg', a.licensed]],
  ['tampered.jpg', (a) => ['image/jpeg', a.tampered]],
  ['plain.jpg', (a) => ['image/jpeg', a.plain]],
]);

/**
 * The publisher embed (`packages/embed/dist`) at `/embed/…`, open to every origin since publishers'
 * pages load it, and the demo publisher page at `/embed-demo` with its images. The entry file is
 * revalidated (a new release reaches pages at once); its chunks carry a content hash and are immutable.
 */
export function embedRoutes(app: Hono<AppEnv>, root: string | null): void {
  const files = root ? listFiles(root) : new Map<string, WebFile>();
  const notBuilt = (c: Context<AppEnv>) =>
    new ApiError('resource_not_found', { detail: `${c.req.path}: the embed is not built (npm run build)` });

  app.get('/embed/*', (c) => {
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

  let assets: Promise<DemoAssets> | null = null;
  const demo = (c: Context<AppEnv>) => {
    assets ??= createDemoAssets(app, c.get('deps')).catch((err: unknown) => {
      assets = null;
      throw err;
    });
    return assets;
  };
  app.get('/embed-demo', async (c) => {
    if (files.size === 0) throw notBuilt(c);
    const { receiptId } = await demo(c);
    const { origin } = c.get('deps').config;
    return respond(c, demoPage(origin, receiptId), 200, 'text/html; charset=utf-8', {
      'cache-control': 'no-cache',
      // A strict policy, as a publisher may have: the embed needs no inline script, eval or style element.
      ...pageHeaders({
        origin,
        policy:
          "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'",
      }),
    });
  });
  // One trust rule: the root of the sandbox's demo C2PA signer, published where the page served here
  // (beside itself), the embed (`data-trust-anchors`) and `tlp verify --mode test` all read it.
  app.get(TRUST_ANCHORS_PATH, async (c) =>
    respond(c, (await demo(c)).trustAnchorsPem, 200, 'application/x-pem-file', {
      'cache-control': 'no-cache',
      'access-control-allow-origin': '*',
    }),
  );
  app.get('/embed-demo/:file', async (c) => {
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
