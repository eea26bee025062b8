/**
 * `@tlp/core/worker/node`: a Node worker thread (`node:worker_threads`' `Worker`, its `parentPort`, or a
 * `MessagePort`) as an {@link Endpoint} of the verifier protocol. Node only: a browser never loads it.
 *
 * @example
 * ```ts
 * // the page's side: a worker thread running serveVerifier
 * const remote = connectVerifier(nodeEndpoint(new Worker(url)), { issuers: [issuer] });
 * // the worker's side
 * serveVerifier(nodeEndpoint(parentPort!), (options) => createVerifier(options));
 * ```
 */
import type { MessagePort, Transferable, Worker } from 'node:worker_threads';
import type { Endpoint } from './protocol.js';

/** `target` as an endpoint: its `message` events, and for a `Worker` its `error` and its exit as failures. */
export function nodeEndpoint(target: Worker | MessagePort): Endpoint {
  return {
    postMessage(message, transfer) {
      target.postMessage(message, transfer as readonly Transferable[] | undefined);
    },
    addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
      const hear = listener as (event: { data?: unknown; message?: string }) => void;
      if (type === 'message') {
        target.on('message', (data: unknown) => hear({ data }));
        return;
      }
      target.on('error', (error: Error) => hear({ message: error.message }));
      // A worker that exits has failed whatever it had not answered.
      if ('threadId' in target) target.on('exit', (code: number) => hear({ message: `it exited (${code})` }));
    },
  } as Endpoint;
}
