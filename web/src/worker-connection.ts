/**
 * The page's side of the verifier worker: `connectVerifier` of `@tlp/core/worker`, imported by name here
 * so that the chunk loaded at the first sign of a file carries it alone (a dynamic import of the entry
 * would carry the worker's side too).
 */
export { connectVerifier } from '@tlp/core/worker';
