/**
 * The threads that verify files for `tlp verify`: the main thread itself, and worker threads started as
 * they are needed, up to the limit (`--workers`, the main thread counted); each file goes to the least
 * busy thread. The main thread working too means one isolate fewer to start and warm up than one worker
 * per core, and a single file never starts a worker at all. Each worker runs the session of `@tlp/core`
 * through its worker protocol (`@tlp/core/worker`): it opens and reads its files itself, and fetches the
 * issuer's discovery and keys through this thread, so that a batch fetches them once.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { connectVerifier, type RemoteVerifier, type VerifierSettings } from '@tlp/core/worker';
import { nodeEndpoint } from '@tlp/core/worker/node';
import { failed, type Result, resultOf, type VerifyContext } from './verify-input.js';

/** What a worker is asked to verify: a file, which it opens itself (see worker.ts). */
export interface FileJob {
  input: string;
  path: string;
  maxSize: number;
}

interface Slot {
  /** Null: the main thread. */
  remote: RemoteVerifier<Result> | null;
  worker: Worker | null;
  busy: number;
}

/** The size cap of a discovery or JWKS document, as `@tlp/core` applies it. */
const MAX_DOCUMENT_BYTES = 1024 * 1024;

/** Starts a worker: the built `worker.js`, or `worker.ts` through tsx when running from the sources (tests). */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./worker.js', here));
  const entry = new URL('./worker.ts', here).href;
  const tsx = pathToFileURL(
    createRequire(here)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const code = `import { tsImport } from ${JSON.stringify(tsx)};\nawait tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`));
}

export class WorkerPool {
  private readonly slots: Slot[] = [{ remote: null, worker: null, busy: 0 }];

  /**
   * @param size threads verifying files, the main thread included (1: the main thread alone)
   * @param settings the session's options, as each worker builds its own from them
   * @param fetch what answers the workers' requests (`sharedFetch`: once for the batch)
   * @param ctx how the main thread verifies, and the command's rules every thread's verdict is read by
   * @param local how the main thread verifies a file
   */
  constructor(
    private readonly size: number,
    private readonly settings: VerifierSettings,
    private readonly fetchOnce: typeof fetch,
    private readonly ctx: VerifyContext,
    private readonly local: (input: string, path: string) => Promise<Result>,
  ) {}

  /** Verifies one file on the least busy thread; never rejects (a worker that dies fails its files as `unreadable`). */
  async verify(input: string, path: string): Promise<Result> {
    const slot = this.pick();
    slot.busy++;
    try {
      if (!slot.remote) return await this.local(input, path);
      const job: FileJob = { input, path, maxSize: this.ctx.maxSize };
      const verdict = await slot.remote.verify(job, { issuer: this.ctx.issuer, mode: this.ctx.mode });
      return 'outcome' in verdict ? verdict : resultOf(input, verdict, this.ctx);
    } catch (error) {
      this.drop(slot);
      return failed(
        input,
        'unknown',
        'unreadable',
        `the worker verifying it failed: ${(error as Error).message}`,
      );
    } finally {
      slot.busy--;
    }
  }

  /** The least busy thread, or a new worker when every thread has work and the limit allows. */
  private pick(): Slot {
    let best = this.slots[0]!;
    for (const s of this.slots) if (s.busy < best.busy) best = s;
    if (best.busy === 0 || this.slots.length >= this.size) return best;
    return this.spawn();
  }

  /** Worker threads started so far. */
  get workers(): number {
    return this.slots.length - 1;
  }

  private spawn(): Slot {
    const worker = startWorker();
    const remote = connectVerifier<Result>(nodeEndpoint(worker), this.settings, { fetch: this.fetchOnce });
    const slot: Slot = { remote, worker, busy: 0 };
    this.slots.push(slot);
    return slot;
  }

  /** A worker that failed takes no more files. */
  private drop(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index > 0) this.slots.splice(index, 1);
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    const workers = this.slots.splice(1).map((s) => s.worker!);
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/**
 * A fetch that asks each document once for a whole batch, every thread's requests answered from it (the
 * issuer's discovery and keys, its trust anchors), each body read up to the cap of a document; a request
 * that fails is asked again. A receipt asked for by its ID (`/v1/receipts/<id>`) is asked each time: its
 * answer says the receipt's standing today; so is a POST (a picture looked up by its fingerprint).
 */
export function sharedFetch(fetchImpl: typeof fetch): typeof fetch {
  const fetched = new Map<string, Promise<{ status: number; headers: Headers; body: Uint8Array }>>();
  return async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (/\/v1\/receipts\//.test(new URL(url).pathname)) return fetchImpl(url, init);
    // A query (a picture's fingerprint, POSTed) is its own: asked each time, as it was made.
    if (init?.method !== undefined && init.method !== 'GET') return fetchImpl(url, init);
    const key = `${init?.redirect ?? 'follow'} ${url}`;
    let answer = fetched.get(key);
    if (!answer) {
      answer = fetchCapped(fetchImpl, url, init);
      fetched.set(key, answer);
      answer.catch(() => fetched.delete(key));
    }
    const { status, headers, body } = await answer;
    return new Response([204, 205, 304].includes(status) ? null : body.slice(), { status, headers });
  };
}

/** GETs `url` with the worker's headers, its body read up to the cap (the worker's own check refuses more). */
async function fetchCapped(fetchImpl: typeof fetch, url: string, init: RequestInit | undefined) {
  const response = await fetchImpl(url, {
    ...(init?.redirect ? { redirect: init.redirect } : {}),
    headers: init?.headers ?? {},
    signal: AbortSignal.timeout(10_000),
  });
  const headers = new Headers(
    [...response.headers].filter(([name]) => name !== 'content-length' && name !== 'content-encoding'),
  );
  return { status: response.status, headers, body: await readCapped(response, MAX_DOCUMENT_BYTES + 1) };
}

/** The body's first `limit` bytes. */
async function readCapped(response: Response, limit: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(await response.arrayBuffer()).subarray(0, limit);
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
  return Buffer.concat(chunks).subarray(0, limit);
}
