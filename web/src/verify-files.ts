/**
 * The page's dropped files verified in a module Web Worker (`verify-worker.ts`), through the worker
 * protocol of `@tlp/core/worker`: the C2PA library is loaded and a file is hashed there, never on the
 * page's main thread (a 120 MiB video takes seconds of hashing: on the main thread, the page would not
 * answer meanwhile). Loaded by `OffThreadVerifier` (verify-off-thread.ts) at the first sign of a file, so
 * that a pasted receipt's path carries none of it. Where no worker can start, the page verifies the file
 * itself (`PageVerifier`, verify.ts).
 */
import type { RemoteVerifier } from '@tlp/core/worker';
import type { IssuerConfig } from './issuer.js';
import { type Outcome, outcomeOf } from './outcome.js';
import { type MediaFormats, sessionSettings } from './verifier.js';
import type { PageVerifier } from './verify.js';
import { connectVerifier } from './worker-connection.js';

/** The user timing mark set when a file's verdict comes from the worker, before the page draws it. */
export const VERDICT_MARK = 'tlp:verdict-received';

/** Files verified in a worker, once one is running; on the page (`onPage`) where none can start. */
export class FileVerifier {
  private remote: Promise<RemoteVerifier | null> | null = null;
  private warm: Promise<MediaFormats> | null = null;

  constructor(
    readonly config: IssuerConfig,
    private readonly onPage: () => Promise<PageVerifier>,
  ) {}

  /**
   * The worker's session, started at first need with the page's settings (its requests guarded as the
   * page's are); null where no worker can start, or once it failed: the page then verifies itself.
   */
  private worker(): Promise<RemoteVerifier | null> {
    this.remote ??= new Promise((resolve) => resolve(this.start()));
    return this.remote;
  }

  private start(): RemoteVerifier | null {
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
  }

  /** The formats the worker's library verifies (it starts the worker, which loads the library). */
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
