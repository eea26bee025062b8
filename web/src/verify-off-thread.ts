/**
 * The page's verifier with its dropped files verified in a module Web Worker (`verify-worker.ts`), through
 * the worker protocol of `@tlp/core/worker`: the C2PA library is loaded and a file is hashed there, never
 * on the page's main thread (a 120 MiB video takes seconds of hashing: on the main thread, the page would
 * not answer meanwhile). Receipts are still verified on the page (a few milliseconds, with the small
 * receipt code, loaded when a receipt first needs it: a dropped file's path loads it in the worker only).
 * The protocol's own code is loaded with the worker, at the first sign of a file. Where no worker can
 * start, everything runs on the page.
 */
import type { RemoteVerifier } from '@tlp/core/worker';
import type { IssuerConfig } from './issuer.js';
import { type Outcome, outcomeOf } from './outcome.js';
import { type MediaFormats, sessionSettings, type Verifier } from './verifier.js';
import type { PageVerifier } from './verify.js';

/** The user timing mark set when a file's verdict comes from the worker, before the page draws it. */
export const VERDICT_MARK = 'tlp:verdict-received';

/** A verifier whose files (and the C2PA library) go to a worker, once one is running. */
export class OffThreadVerifier implements Verifier {
  private remote: Promise<RemoteVerifier | null> | null = null;
  private page: Promise<PageVerifier> | null = null;
  private warm: Promise<MediaFormats> | null = null;

  constructor(readonly config: IssuerConfig) {}

  /** The verifier on the page (verify.ts), loaded at its first use. */
  private onPage(): Promise<PageVerifier> {
    this.page ??= import('./verify.js').then(({ PageVerifier }) => new PageVerifier(this.config));
    return this.page;
  }

  /**
   * The worker's session, started at first need with the page's settings (its requests guarded as the
   * page's are); null where no worker can start, or once it failed: the page then verifies itself.
   */
  private worker(): Promise<RemoteVerifier | null> {
    this.remote ??= import('./worker-connection.js').then(({ connectVerifier }) => {
      let worker: Worker;
      try {
        worker = new Worker(new URL('./verify-worker.ts', import.meta.url), {
          type: 'module',
          name: 'tlp verifier',
        });
      } catch {
        return null;
      }
      const { fetch: _, ...settings } = this.config;
      const remote = connectVerifier(worker, sessionSettings(settings), { context: settings });
      worker.addEventListener('error', () => {
        worker.terminate();
        this.remote = Promise.resolve(null);
      });
      return remote;
    });
    return this.remote;
  }

  async verifyPasted(text: string): Promise<Outcome> {
    return (await this.onPage()).verifyPasted(text);
  }

  async verifyReceiptId(id: string): Promise<Outcome> {
    return (await this.onPage()).verifyReceiptId(id);
  }

  /** Starts the worker, which loads the C2PA library and the trust anchors (on the first sign of a file). */
  warmUp(): void {
    void this.formats().catch(() => {});
  }

  formats(): Promise<MediaFormats> {
    this.warm ??= (async () => {
      const media = await (await this.worker())?.media().catch(() => null);
      return media ?? (await this.onPage()).formats();
    })();
    return this.warm;
  }

  async verifyImage(
    file: Blob & { name?: string },
    onProgress?: (readBytes: number, size: number) => void,
  ): Promise<Outcome> {
    const started = performance.now();
    const verdict = await (await this.worker())
      ?.verify(file, onProgress ? { onProgress } : {})
      .catch(() => null);
    if (!verdict) return (await this.onPage()).verifyImage(file, onProgress);
    // When the worker's answer came, before the page draws it (a user timing mark, for measuring).
    performance.mark(VERDICT_MARK);
    return outcomeOf(verdict, file.name ?? 'file', started);
  }
}
