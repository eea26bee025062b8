/**
 * The worker's side of the worker protocol (`./protocol.ts`): {@link serveVerifier}. Apart from the
 * page's side (`./connect.ts`), so that neither thread loads the other's code.
 */
import type { Verifier, VerifyInput } from '../verifier/create-verifier.js';
import type { Verdict } from '../verifier/verdict.js';
import {
  type Endpoint,
  type FetchRequest,
  mediaFormatsOf,
  type VerifierJob,
  type VerifierReply,
  type VerifierSettings,
  type WorkerHooks,
  type WorkerHost,
} from './protocol.js';

/** A request's headers as pairs, to send between threads. */
function headersOf(init: RequestInit | undefined): Array<[string, string]> {
  return [...new Headers(init?.headers).entries()];
}

/** At most this many progress replies a file (one every whole percent read). */
const PROGRESS_STEPS = 100;

/**
 * Serves a session in a worker: says `ready`, builds the session with `create` when the page starts
 * it, and answers each job with its verdict, or with the shell's own answer (`R`) when its `hooks` say so.
 *
 * @example
 * ```ts
 * // verifier-worker.ts, a module worker
 * serveVerifier(self as unknown as Endpoint, (options) => createVerifier(options));
 * ```
 */
export function serveVerifier<R = never>(
  endpoint: Endpoint,
  create: (options: VerifierSettings, host: WorkerHost) => Verifier,
  hooks: WorkerHooks<R> = {},
): void {
  let context: unknown;
  let verifier: Verifier | null = null;
  let started: (v: Verifier) => void = () => {};
  const startedVerifier = new Promise<Verifier>((resolve) => {
    started = resolve;
  });
  let nextFetch = 0;
  const fetches = new Map<number, { resolve(r: Response): void; reject(e: Error): void }>();
  const fetchThroughPage: typeof fetch = (input, init) =>
    new Promise((resolve, reject) => {
      const fetchId = nextFetch++;
      fetches.set(fetchId, { resolve, reject });
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const request: FetchRequest = {
        url,
        ...(init?.method === 'POST' && typeof init.body === 'string'
          ? { method: 'POST' as const, body: init.body }
          : {}),
        headers: headersOf(init),
        ...(init?.redirect ? { redirect: init.redirect } : {}),
        ...(init?.cache ? { cache: init.cache } : {}),
      };
      endpoint.postMessage({ fetchId, fetch: request } satisfies VerifierReply<R>);
    });

  async function answer(job: Extract<VerifierJob, { id: number }>): Promise<VerifierReply<R>> {
    const session = verifier ?? (await startedVerifier);
    if (job.kind === 'media') return { id: job.id, media: mediaFormatsOf(await session.media()) };
    let input = job.input as VerifyInput;
    let release: (() => void) | undefined;
    if (hooks.open) {
      const opened = await hooks.open(job.input, context);
      if ('refused' in opened) return { id: job.id, answer: opened.refused };
      ({ input, release } = opened);
    }
    let shown = -1;
    const { progress, ...call } = job.call;
    let verdict: Verdict;
    try {
      verdict = await session.verify(input, {
        ...call,
        ...(progress
          ? {
              onProgress: (read: number, size: number) => {
                const step = Math.floor((PROGRESS_STEPS * read) / Math.max(1, size));
                if (step === shown) return;
                shown = step;
                endpoint.postMessage({ id: job.id, progress: { read, size } } satisfies VerifierReply<R>);
              },
            }
          : {}),
      });
    } finally {
      release?.();
    }
    if (hooks.present) return { id: job.id, answer: await hooks.present(verdict, context) };
    return { id: job.id, verdict: { ...verdict } };
  }

  endpoint.addEventListener('message', (event) => {
    const job = event.data as VerifierJob;
    if (job.kind === 'start') {
      context = job.context;
      verifier = create(job.options, { fetchThroughPage, context });
      started(verifier);
      return;
    }
    if (job.kind === 'fetched') {
      const waiting = fetches.get(job.fetchId);
      fetches.delete(job.fetchId);
      if (!waiting) return;
      const { answer: a } = job;
      const noBody = a.ok && [204, 205, 304].includes(a.status);
      if (a.ok)
        waiting.resolve(new Response(noBody ? null : a.body, { status: a.status, headers: a.headers }));
      else waiting.reject(new Error(a.message));
      return;
    }
    void answer(job).then(
      (reply) => endpoint.postMessage(reply),
      (error: unknown) =>
        endpoint.postMessage({ id: job.id, error: String(error) } satisfies VerifierReply<R>),
    );
  });
  endpoint.postMessage({ ready: true } satisfies VerifierReply<R>);
}
