/**
 * The page's verifier with its dropped files verified in a module Web Worker (`verify-worker.ts`): the
 * C2PA library is loaded and a file is hashed there, never on the page's main thread (a 120 MiB video
 * takes seconds of hashing: on the main thread, the page would not answer meanwhile). Receipts are
 * still verified on the page (a few milliseconds, with the small receipt code, loaded when a receipt
 * first needs it: a dropped file's path loads it in the worker only). Where no worker can start,
 * everything runs on the page as before.
 */

import type { IssuerConfig, IssuerSettings } from './issuer.js';
import type { Outcome } from './outcome.js';
import type { MediaFormats, Verifier } from './verifier.js';
import type { PageVerifier } from './verify.js';

/** The user timing mark set when a file's verdict comes from the worker, before the page draws it. */
export const VERDICT_MARK = 'tlp:verdict-received';

/** What the page asks of its worker. */
export type PageJob =
  | { id: number; kind: 'warm-up'; settings: IssuerSettings }
  | { id: number; kind: 'file'; file: Blob & { name?: string }; settings: IssuerSettings };

/** What the worker answers: progress of a file, then its outcome (or the formats it reads). */
export type PageReply =
  | { id: number; progress: { read: number; size: number } }
  | { id: number; outcome: Outcome }
  | { id: number; formats: MediaFormats }
  | { id: number; error: string };

type Waiting = {
  resolve: (reply: PageReply) => void;
  reject: (error: Error) => void;
  onProgress?: ((read: number, size: number) => void) | undefined;
};

/** A verifier whose files (and the C2PA library) go to a worker, once one is running. */
export class OffThreadVerifier implements Verifier {
  private worker: Worker | null | undefined;
  private page: Promise<PageVerifier> | null = null;

  constructor(readonly config: IssuerConfig) {}

  /** The verifier on the page (verify.ts), loaded at its first use. */
  private onPage(): Promise<PageVerifier> {
    this.page ??= import('./verify.js').then(({ PageVerifier }) => new PageVerifier(this.config));
    return this.page;
  }

  async verifyPasted(text: string): Promise<Outcome> {
    return (await this.onPage()).verifyPasted(text);
  }

  async verifyReceiptId(id: string): Promise<Outcome> {
    return (await this.onPage()).verifyReceiptId(id);
  }
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();

  /** The worker, started at first need; null where none can start (the page verifies itself). */
  private started(): Worker | null {
    if (this.worker !== undefined) return this.worker;
    try {
      const worker = new Worker(new URL('./verify-worker.ts', import.meta.url), {
        type: 'module',
        name: 'tlp verifier',
      });
      worker.addEventListener('message', (event: MessageEvent<PageReply>) => this.heard(event.data));
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        this.stop(new Error('the verifier worker failed'));
      });
      this.worker = worker;
    } catch {
      this.worker = null;
    }
    return this.worker;
  }

  private heard(reply: PageReply): void {
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    if ('progress' in reply) {
      waiting.onProgress?.(reply.progress.read, reply.progress.size);
      return;
    }
    this.waiting.delete(reply.id);
    // When the worker's answer came, before the page draws it (a user timing mark, for measuring).
    if ('outcome' in reply) performance.mark(VERDICT_MARK);
    if ('error' in reply) waiting.reject(new Error(reply.error));
    else waiting.resolve(reply);
  }

  /** The worker broke (it could not load): its jobs are done on the page instead, and the next ones too. */
  private stop(error: Error): void {
    this.worker?.terminate();
    this.worker = null;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }

  private ask(
    job: Omit<PageJob, 'id' | 'settings'>,
    onProgress?: Waiting['onProgress'],
  ): Promise<PageReply> | null {
    const worker = this.started();
    if (!worker) return null;
    const { fetch: _, ...settings } = this.config;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, onProgress });
      worker.postMessage({ ...job, id, settings } as PageJob);
    });
  }

  private warm: Promise<MediaFormats> | null = null;

  /** Starts the worker, which loads the C2PA library and the trust anchors (on the first sign of a file). */
  warmUp(): void {
    void this.formats().catch(() => {});
  }

  formats(): Promise<MediaFormats> {
    this.warm ??= (async () => {
      const reply = await this.ask({ kind: 'warm-up' })?.catch(() => null);
      return reply && 'formats' in reply ? reply.formats : (await this.onPage()).formats();
    })();
    return this.warm;
  }

  async verifyImage(
    file: Blob & { name?: string },
    onProgress?: (readBytes: number, size: number) => void,
  ): Promise<Outcome> {
    const reply = await this.ask(
      { kind: 'file', file } as Omit<PageJob, 'id' | 'settings'>,
      onProgress,
    )?.catch(() => null);
    return reply && 'outcome' in reply ? reply.outcome : (await this.onPage()).verifyImage(file, onProgress);
  }
}
