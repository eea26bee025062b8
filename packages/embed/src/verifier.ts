import type { EmbedSettings } from './settings.js';
import type { EmbedVerdict } from './verdict.js';
import type { VerifierJob, VerifierReply } from './worker-protocol.js';

/** What the page's side asks of the verifier, wherever it runs. */
export interface Verifier {
  verifyImage(bytes: Uint8Array, settings: EmbedSettings): Promise<EmbedVerdict>;
  verifyReceiptId(receiptId: string, issuer: string | null, settings: EmbedSettings): Promise<EmbedVerdict>;
}

/** The verifier worker's file, beside the embed's own script. */
export const WORKER_FILE = 'tlp-embed.worker.js';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Job = WithoutId<VerifierJob>;

/** A worker's verifier: one job at a time per id, an image's bytes transferred (not copied). */
function workerVerifier(worker: Worker): Verifier {
  let nextId = 0;
  const pending = new Map<number, { resolve: (v: EmbedVerdict) => void; reject: (e: Error) => void }>();
  worker.addEventListener('message', (event: MessageEvent<VerifierReply>) => {
    const reply = event.data;
    if (!('id' in reply)) return;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('verdict' in reply) waiting?.resolve(reply.verdict);
    else waiting?.reject(new Error(reply.error));
  });
  const send = (job: Job, transfer: Transferable[]) =>
    new Promise<EmbedVerdict>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...job, id }, transfer);
    });
  return {
    verifyImage: (bytes, settings) => send({ kind: 'image', bytes, settings }, [bytes.buffer]),
    verifyReceiptId: (receiptId, issuer, settings) =>
      send({ kind: 'receipt', receiptId, issuer, settings }, []),
  };
}

/**
 * Starts the verifier worker from `url`, resolving once it is ready, or to null where it cannot run
 * (no module workers, a Content-Security-Policy without `worker-src` for it, the file unreachable).
 * A worker must share the page's origin: for an embed served from another origin (the issuer's), the
 * worker is a `blob:` module of the page's origin that imports the issuer's file (CORS-enabled).
 */
export function startWorker(view: typeof globalThis, url: URL): Promise<Verifier | null> {
  if (typeof view.Worker !== 'function') return Promise.resolve(null);
  let worker: Worker;
  let blobUrl: string | null = null;
  try {
    const sameOrigin = url.origin === view.location?.origin;
    if (!sameOrigin) {
      const source = `import ${JSON.stringify(url.href)};`;
      blobUrl = view.URL.createObjectURL(new view.Blob([source], { type: 'text/javascript' }));
    }
    worker = new view.Worker(blobUrl ?? url.href, { type: 'module', name: 'tlp-embed verifier' });
  } catch {
    if (blobUrl) view.URL.revokeObjectURL(blobUrl);
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const settle = (verifier: Verifier | null) => {
      worker.removeEventListener('message', onReady);
      worker.removeEventListener('error', onError);
      if (blobUrl) view.URL.revokeObjectURL(blobUrl);
      if (!verifier) worker.terminate();
      resolve(verifier);
    };
    const onReady = (event: MessageEvent<VerifierReply>) => {
      if ('ready' in event.data) settle(workerVerifier(worker));
    };
    const onError = (event: Event) => {
      event.preventDefault();
      settle(null);
    };
    worker.addEventListener('message', onReady);
    worker.addEventListener('error', onError);
  });
}

let verifier: Promise<Verifier> | null = null;

/**
 * The page's verifier, started on first need and only once: the worker beside the embed's script
 * (`scriptUrl`), or, where no worker can run, the same module imported into the page.
 */
export function loadVerifier(view: typeof globalThis, scriptUrl: string): Promise<Verifier> {
  verifier ??= (async () => {
    const url = new URL(WORKER_FILE, scriptUrl);
    return (await startWorker(view, url)) ?? ((await import(/* @vite-ignore */ url.href)) as Verifier);
  })().catch((error: unknown) => {
    verifier = null;
    throw error;
  });
  return verifier;
}
