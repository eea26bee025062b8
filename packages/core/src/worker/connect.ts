/**
 * The page's side of the worker protocol (`./protocol.ts`): {@link connectVerifier}. Apart from the
 * worker's side (`./serve.ts`), so that neither thread loads the other's code.
 */
import type { VerifyCall } from '../verifier/create-verifier.js';
import { type LiveVerdict, live } from '../verifier/live.js';
import type {
  Endpoint,
  FetchRequest,
  MediaFormats,
  VerifierJob,
  VerifierReply,
  VerifierSettings,
} from './protocol.js';

/** The bytes of a `Uint8Array` to transfer: its whole buffer, when the view covers it. */
function transferOf(input: unknown): Transferable[] {
  if (input instanceof Uint8Array && input.byteOffset === 0 && input.byteLength === input.buffer.byteLength)
    return [input.buffer as ArrayBuffer];
  return [];
}

/** The page's side of a worker running a session. */
export interface RemoteVerifier<R = never> {
  /** True once the worker is ready; false when it could not start (then every job is refused). */
  readonly ready: Promise<boolean>;
  /**
   * Verifies one input in the worker: a file (bytes, which are transferred, or a `Blob`), a text, a
   * receipt object, or what the worker's `open` reads (a path). The verdict comes back with `explain`.
   * Rejects when the worker fails (it could not load, it died).
   */
  verify(input: unknown, call?: VerifyCall & { transfer?: boolean }): Promise<LiveVerdict | R>;
  /** The media the worker's session verifies (loading its formats' table there). */
  media(): Promise<MediaFormats>;
  /** How many jobs are sent and not yet answered. */
  readonly pending: number;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

type Waiting = {
  resolve(reply: VerifierReply<unknown>): void;
  reject(error: Error): void;
  onProgress?: ((read: number, size: number) => void) | undefined;
};

/** Answers a worker's fetch with the page's, its body whole (the session caps what it reads). */
async function fetchFor(
  fetchImpl: typeof fetch,
  request: FetchRequest,
): Promise<Extract<VerifierJob, { kind: 'fetched' }>['answer']> {
  try {
    const response = await fetchImpl(request.url, {
      ...(request.method ? { method: request.method, body: request.body ?? '' } : {}),
      headers: request.headers,
      ...(request.redirect ? { redirect: request.redirect } : {}),
      ...(request.cache ? { cache: request.cache } : {}),
    });
    // A redirect not followed in a browser is an opaque answer of status 0: no answer to pass on.
    if (response.status < 200 || response.status > 599) {
      await response.body?.cancel().catch(() => {});
      return { ok: false, message: `${request.url} answered ${response.type}` };
    }
    const headers = [...response.headers.entries()].filter(
      ([name]) => name !== 'content-length' && name !== 'content-encoding',
    );
    return { ok: true, status: response.status, headers, body: await response.arrayBuffer() };
  } catch (error) {
    return { ok: false, message: (error as Error)?.message ?? String(error) };
  }
}

/**
 * Starts a session in the worker at the other end of `endpoint` and answers its fetches with `fetch`
 * (when the worker fetches through the page: see {@link serveVerifier}). Jobs sent before the worker is
 * ready wait for it.
 *
 * @example
 * ```ts
 * const worker = new Worker(new URL('./verifier-worker.js', import.meta.url), { type: 'module' });
 * const verifier = connectVerifier(worker, { issuers: ['https://licensing.example'] });
 * const verdict = await verifier.verify(file, { onProgress: (read, size) => bar(read / size) });
 * ```
 */
export function connectVerifier<R = never>(
  endpoint: Endpoint,
  options: VerifierSettings,
  page: {
    /** The fetch that answers the worker's (when its session fetches through the page). */
    fetch?: typeof fetch;
    /** What the shell's hooks in the worker are given beside each input and verdict (structured-cloneable). */
    context?: unknown;
  } = {},
): RemoteVerifier<R> {
  let nextId = 0;
  const waiting = new Map<number, Waiting>();
  let broken: Error | null = null;
  let settle: (ok: boolean) => void = () => {};
  const ready = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  const fail = (error: Error) => {
    broken = error;
    settle(false);
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };
  endpoint.addEventListener('message', (event) => {
    const reply = event.data as VerifierReply<unknown>;
    if ('ready' in reply) {
      endpoint.postMessage({ kind: 'start', options, context: page.context } satisfies VerifierJob);
      settle(true);
      return;
    }
    if ('fetchId' in reply) {
      const fetchImpl = page.fetch ?? ((input, init) => globalThis.fetch(input, init));
      void fetchFor(fetchImpl, reply.fetch).then((answer) => {
        const transfer = answer.ok ? [answer.body] : [];
        endpoint.postMessage(
          { kind: 'fetched', fetchId: reply.fetchId, answer } satisfies VerifierJob,
          transfer,
        );
      });
      return;
    }
    const job = waiting.get(reply.id);
    if (!job) return;
    if ('progress' in reply) {
      job.onProgress?.(reply.progress.read, reply.progress.size);
      return;
    }
    waiting.delete(reply.id);
    if ('error' in reply) job.reject(new Error(reply.error));
    else job.resolve(reply);
  });
  endpoint.addEventListener('error', (event) => {
    event.preventDefault?.();
    fail(new Error(`the verifier worker failed${event.message ? `: ${event.message}` : ''}`));
  });
  const ask = (
    job: WithoutId<Extract<VerifierJob, { id: number }>>,
    transfer: Transferable[],
    onProgress?: Waiting['onProgress'],
  ) =>
    new Promise<VerifierReply<unknown>>((resolve, reject) => {
      if (broken) return reject(broken);
      const id = nextId++;
      waiting.set(id, { resolve, reject, onProgress });
      endpoint.postMessage({ ...job, id }, transfer);
    });
  return {
    ready,
    get pending() {
      return waiting.size;
    },
    async verify(input, call = {}) {
      const { onProgress, transfer, ...settings } = call;
      const reply = await ask(
        { kind: 'verify', input, call: { ...settings, progress: onProgress !== undefined } },
        transfer === false ? [] : transferOf(input),
        onProgress,
      );
      if ('verdict' in reply) return live(reply.verdict);
      if ('answer' in reply) return reply.answer as R;
      throw new Error('the verifier worker answered no verdict');
    },
    async media() {
      const reply = await ask({ kind: 'media' }, []);
      if ('media' in reply) return reply.media;
      throw new Error('the verifier worker answered no media');
    },
  };
}
