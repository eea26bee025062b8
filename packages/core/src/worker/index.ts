/**
 * `@tlp/core/worker`: one job/reply protocol for running a verification session off the main thread
 * (a page's module Web Worker) or on worker threads (Node: with `nodeEndpoint` of `@tlp/core/worker/node`).
 */
export { connectVerifier, type RemoteVerifier } from './connect.js';
export {
  type CallSettings,
  type Endpoint,
  type FetchRequest,
  type MediaFormats,
  mediaFormatsOf,
  type VerifierJob,
  type VerifierReply,
  type VerifierSettings,
  type WorkerHooks,
  type WorkerHost,
} from './protocol.js';
export { serveVerifier } from './serve.js';
