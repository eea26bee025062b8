/**
 * The page's side of the verifier: the worker beside the embed's script, reached through
 * `connectVerifier` of `@tlp/core/worker`, started on first need and only once.
 */
import { connectVerifier, type Endpoint, type RemoteVerifier, type VerifierSettings } from '@tlp/core/worker';
import { styleSheet } from './badge/badge.js';
import { nextTask } from './queue.js';
import type { EmbedSettings } from './settings.js';
import type { EmbedVerdict } from './verdict.js';
import type { EmbedContext, serve } from './worker.js';

/** The verifier worker's file, beside the embed's own script. */
export const WORKER_FILE = 'tlp-embed.worker.js';

/** The session the page asks for: its issuers, its trust anchors, receipts of either mode, their standing. */
export function sessionOf(settings: EmbedSettings): VerifierSettings {
  return {
    issuers: settings.issuers,
    mode: 'any',
    trustAnchorsUrl: settings.trustAnchorsUrl,
    // A license revoked or suspended since the picture was made is said so.
    checkStanding: true,
  };
}

/**
 * A module worker from `url`, or null where none can be made. A worker must share the page's origin: for
 * an embed served from another origin (the issuer's), the worker is a `blob:` module of the page's origin
 * that imports the issuer's file (CORS-enabled); `release` revokes that once the worker answered.
 */
function moduleWorker(view: typeof globalThis, url: URL): { worker: Worker; release(): void } | null {
  if (typeof view.Worker !== 'function') return null;
  let blobUrl: string | null = null;
  const release = () => {
    if (blobUrl) view.URL.revokeObjectURL(blobUrl);
  };
  try {
    if (url.origin !== view.location?.origin) {
      const source = `import ${JSON.stringify(url.href)};`;
      blobUrl = view.URL.createObjectURL(new view.Blob([source], { type: 'text/javascript' }));
    }
    return {
      worker: new view.Worker(blobUrl ?? url.href, { type: 'module', name: 'tlp-embed verifier' }),
      release,
    };
  } catch {
    release();
    return null;
  }
}

/** The same module imported into the page, serving the session over a channel of its own. */
async function inPage(view: typeof globalThis, url: URL): Promise<MessagePort> {
  const worker = (await import(/* @vite-ignore */ url.href)) as { serve: typeof serve };
  const channel = new view.MessageChannel();
  worker.serve(channel.port2 as unknown as Endpoint);
  channel.port2.start();
  return channel.port1;
}

let verifier: Promise<RemoteVerifier<EmbedVerdict>> | null = null;

/**
 * The page's verifier: the worker beside the embed's script (`settings.scriptUrl`), or, where no worker
 * can run (no module workers, a Content-Security-Policy without `worker-src` for it), the same module
 * imported into the page. Each verdict comes back as the badge's (see present.ts).
 */
export function loadVerifier(
  view: typeof globalThis,
  settings: EmbedSettings,
): Promise<RemoteVerifier<EmbedVerdict>> {
  verifier ??= (async () => {
    // A verdict is coming, and with it a badge: its style sheet is made while the worker starts, in a
    // task of its own rather than in the first badge's.
    void nextTask().then(styleSheet);
    const url = new URL(WORKER_FILE, settings.scriptUrl);
    const options = sessionOf(settings);
    const page = { context: { lang: settings.lang } satisfies EmbedContext };
    const started = moduleWorker(view, url);
    if (started) {
      const remote = connectVerifier<EmbedVerdict>(started.worker as unknown as Endpoint, options, page);
      const ready = await remote.ready;
      started.release();
      if (ready) return remote;
      started.worker.terminate();
    }
    const port = await inPage(view, url);
    const remote = connectVerifier<EmbedVerdict>(port as unknown as Endpoint, options, page);
    port.start();
    return remote;
  })().catch((error: unknown) => {
    verifier = null;
    throw error;
  });
  return verifier;
}
