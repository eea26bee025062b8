/**
 * The `node` entry of `@tlp/core`: the same API, with the Node platform doing the work (`node:crypto`:
 * synchronous ES256 for one call, the libuv pool for many, native streaming SHA-256; `node:dns` and
 * `node:https` for the remote manifest fetch).
 */

import './platform/use-node.js';

export * from './index.js';
