/**
 * The threads that verify files for `tlp verify`: the main thread itself, and worker threads started as
 * they are needed, up to the limit (`--workers`, the main thread counted); each file goes to the least
 * busy thread. The main thread working too means one isolate fewer to start and warm up than one worker
 * per core, and a single file never starts a worker at all.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { failed, type Result } from './verify-input.js';

/** What every worker is started with: the verification options (and the JWKS, when given). */
export interface WorkerInit {
  issuer: string | null;
  mode: 'live' | 'test' | 'any';
  jwks: { keys: unknown[] } | null;
  trustAnchors: string[];
  requireTrusted: boolean;
  contentOnly: boolean;
  maxSize: number;
}

export type ToWorker =
  | { type: 'verify'; id: number; input: string; path: string }
  | { type: 'fetched'; id: number; ok: true; status: number; headers: Array<[string, string]>; body: string }
  | { type: 'fetched'; id: number; ok: false; message: string };

export type FromWorker =
  | { type: 'result'; id: number; result: Result }
  | { type: 'fetch'; id: number; url: string; accept: string | null; redirect: RequestRedirect };

interface Slot {
  /** Null: the main thread. */
  worker: Worker | null;
  busy: Map<number, { input: string; resolve(result: Result): void }>;
}

/** The size cap of a discovery or JWKS document, as `@tlp/core` applies it. */
const MAX_DOCUMENT_BYTES = 1024 * 1024;

type Fetched = Extract<ToWorker, { ok: true }> | Extract<ToWorker, { ok: false }>;

/** Starts a worker: the built `worker.js`, or `worker.ts` through tsx when running from the sources (tests). */
function startWorker(init: WorkerInit): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./worker.js', here), { workerData: init });
  const entry = new URL('./worker.ts', here).href;
  const tsx = pathToFileURL(
    createRequire(here)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const code = `import { tsImport } from ${JSON.stringify(tsx)};\nawait tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), { workerData: init });
}

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private nextId = 0;
  /** Discovery and JWKS answers, fetched once per batch for all workers. */
  private readonly fetched = new Map<string, Promise<Fetched>>();

  /**
   * @param size threads verifying files, the main thread included (1: the main thread alone)
   * @param local how the main thread verifies a file
   */
  constructor(
    private readonly size: number,
    private readonly init: WorkerInit,
    private readonly fetchImpl: typeof fetch,
    private readonly local: (input: string, path: string) => Promise<Result>,
  ) {
    this.slots.push({ worker: null, busy: new Map() });
  }

  /** Verifies one file on the least busy thread; never rejects (a worker that dies fails its files as `unreadable`). */
  verify(input: string, path: string): Promise<Result> {
    const slot = this.pick();
    const id = this.nextId++;
    return new Promise((resolve) => {
      slot.busy.set(id, { input, resolve });
      if (!slot.worker) {
        void this.local(input, path).then((result) => {
          slot.busy.delete(id);
          resolve(result);
        });
        return;
      }
      const message: ToWorker = { type: 'verify', id, input, path };
      slot.worker.postMessage(message);
    });
  }

  /** The least busy thread, or a new worker when every thread has work and the limit allows. */
  private pick(): Slot {
    let best = this.slots[0]!;
    for (const s of this.slots) if (s.busy.size < best.busy.size) best = s;
    if (best.busy.size === 0 || this.slots.length >= this.size) return best;
    return this.spawn();
  }

  /** Worker threads started so far. */
  get workers(): number {
    return this.slots.length - 1;
  }

  private spawn(): Slot {
    const worker = startWorker(this.init);
    const slot: Slot = { worker, busy: new Map() };
    this.slots.push(slot);
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'result') {
        const waiting = slot.busy.get(message.id);
        slot.busy.delete(message.id);
        waiting?.resolve(message.result);
      } else {
        void this.fetchFor(message).then((answer) => worker.postMessage({ ...answer, id: message.id }));
      }
    });
    const fail = (reason: string) => {
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      for (const [, waiting] of slot.busy) {
        waiting.resolve(
          failed(waiting.input, 'unknown', 'unreadable', `the worker verifying it failed: ${reason}`),
        );
      }
      slot.busy.clear();
    };
    worker.on('error', (error) => fail(error.message));
    worker.on('exit', (code) => fail(`it exited (${code})`));
    return slot;
  }

  private fetchFor(request: Extract<FromWorker, { type: 'fetch' }>): Promise<Fetched> {
    const key = `${request.redirect} ${request.url}`;
    let answer = this.fetched.get(key);
    if (!answer) {
      answer = fetchCapped(this.fetchImpl, request);
      this.fetched.set(key, answer);
    }
    return answer;
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    const workers = this.slots.splice(1).map((s) => s.worker!);
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

async function fetchCapped(
  fetchImpl: typeof fetch,
  request: Extract<FromWorker, { type: 'fetch' }>,
): Promise<Fetched> {
  try {
    const response = await fetchImpl(request.url, {
      redirect: request.redirect,
      headers: request.accept ? { accept: request.accept } : {},
      signal: AbortSignal.timeout(10_000),
    });
    const body = await readCapped(response, MAX_DOCUMENT_BYTES + 1);
    return {
      type: 'fetched',
      id: 0,
      ok: true,
      status: response.status,
      headers: [...response.headers].filter(
        ([name]) => name !== 'content-length' && name !== 'content-encoding',
      ),
      body,
    };
  } catch (error) {
    return { type: 'fetched', id: 0, ok: false, message: (error as Error)?.message ?? String(error) };
  }
}

/** The body's first `limit` bytes as text (the worker's own size check then refuses an oversized one). */
async function readCapped(response: Response, limit: number): Promise<string> {
  if (!response.body) return await response.text();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (total < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.length;
  }
  await reader.cancel().catch(() => {});
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}
