/**
 * The page's side of the verifier worker: `connectVerifier` of `@tlp/core/worker`, imported by name here
 * so that the chunk loaded at the first sign of a file (verify-files.ts) carries it alone (the entry
 * would carry the worker's side too).
 */
export { connectVerifier } from '@tlp/core/worker';
