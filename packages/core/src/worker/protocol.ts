/**
 * One job/reply protocol for running a verification session (`createVerifier`) on another thread: a
 * module Web Worker of a page (the verifier page, the publisher embed), or a worker thread of Node (the
 * `tlp` command, through `nodeEndpoint` of `@tlp/core/worker/node`). The page's side is
 * `connectVerifier` (`./connect.ts`), the worker's `serveVerifier` (`./serve.ts`); between them only structured-cloneable
 * messages: a file as bytes (transferred) or a `Blob` (a `File` passes by reference, its bytes not
 * copied), a verdict as data (its `explain` is given back on the page's side).
 *
 * The messages, in order: the worker says `ready` once its module is loaded; the page sends `start`
 * with the session's options; then each job carries an `id` that its replies repeat (`progress` of a file
 * read in slices, then its `verdict`). A worker that fetches through the page (`fetch` replies, answered
 * by `fetched` jobs) lets one page-side fetch serve every worker: the issuer's keys are fetched once.
 */
import type { MediaSupport } from '../content/index.js';
import type { IssuerOption, VerifierOptions, VerifyCall, VerifyInput } from '../verifier/create-verifier.js';
import type { Verdict } from '../verifier/verdict.js';

/**
 * The options of a session sent to a worker: those of {@link VerifierOptions} that can be cloned (its
 * `fetch` is the worker's own, or the page's through the protocol; keys are given as JWKS).
 */
export type VerifierSettings = Omit<VerifierOptions, 'fetch' | 'issuers'> & {
  issuers?: ReadonlyArray<string | Omit<IssuerOption, 'keys'>>;
};

/** The media a worker's session verifies (the registry of `loadMediaSupport`, as data). */
export interface MediaFormats {
  mediaTypes: string[];
  /** Those read in slices (ISO BMFF); the others are read into memory whole. */
  readInSlices: string[];
  /** The short name of each one's files (`PNG`, `MOV`). */
  names: Record<string, string>;
}

/** The media of a session's `media()`, as data (what a worker's `media` reply carries). */
export function mediaFormatsOf(media: MediaSupport): MediaFormats {
  return {
    mediaTypes: [...media.mediaTypes],
    readInSlices: media.mediaTypes.filter((t) => media.readsInSlices(t)),
    names: Object.fromEntries(media.mediaTypes.map((t) => [t, media.nameOf(t)])),
  };
}

/** A job's call: what `VerifyCall` says, as data (progress is asked for, not given as a function). */
export type CallSettings = Omit<VerifyCall, 'onProgress'> & { progress?: boolean };

/** A fetch the worker asks the page to make (only what a session's requests use). */
export interface FetchRequest {
  url: string;
  /** `POST` with a text body (a session's JSON queries); a GET without. */
  method?: 'POST';
  body?: string;
  headers: Array<[string, string]>;
  redirect?: RequestRedirect;
  cache?: RequestCache;
}

/** What the page sends its worker. */
export type VerifierJob =
  | { kind: 'start'; options: VerifierSettings; context?: unknown }
  | { kind: 'verify'; id: number; input: unknown; call: CallSettings }
  | { kind: 'media'; id: number }
  | {
      kind: 'fetched';
      fetchId: number;
      answer:
        | { ok: true; status: number; headers: Array<[string, string]>; body: ArrayBuffer }
        | { ok: false; message: string };
    };

/**
 * What the worker answers. `R`: the shell's own answer in place of a verdict (what its `open` refuses an
 * input with, or what its `present` makes of a verdict: see {@link serveVerifier}).
 */
export type VerifierReply<R = never> =
  | { ready: true }
  | { id: number; progress: { read: number; size: number } }
  | { id: number; verdict: Verdict }
  | { id: number; answer: R }
  | { id: number; media: MediaFormats }
  | { id: number; error: string }
  | { fetchId: number; fetch: FetchRequest };

/**
 * Either side of a channel: a `Worker`, a `MessagePort`, a worker's global scope, or a Node worker thread
 * or port adapted by `nodeEndpoint` (`@tlp/core/worker/node`).
 */
export interface Endpoint {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(
    type: 'error',
    listener: (event: { preventDefault?(): void; message?: string }) => void,
  ): void;
}

/** What the worker's side is given to build its session. */
export interface WorkerHost {
  /** A fetch made by the page (see {@link connectVerifier}): one fetch there serves every worker. */
  fetchThroughPage: typeof fetch;
  /** The page's `context` (see {@link connectVerifier}). */
  context: unknown;
}

/** A shell's hooks in the worker, around the session: its own reading of inputs, its own answer. */
export interface WorkerHooks<R> {
  /**
   * Reads a job's input when the page sends something other than a file or a receipt (a path, for a worker
   * thread that reads files itself): what to verify, and what to do once it is verified (`release`: close
   * the file); or refuses it with the shell's answer.
   */
  open?(input: unknown, context: unknown): Promise<{ input: VerifyInput; release?(): void } | { refused: R }>;
  /** The shell's answer made of a verdict (its words on screen, say), sent in place of the verdict. */
  present?(verdict: Verdict, context: unknown): Promise<R> | R;
}
