/**
 * The `node` entry of `@tlp/core`: the same API, with `node:crypto` doing the work (synchronous
 * ES256 for one call, the libuv pool for many, native streaming SHA-256).
 */

import { setPlatform } from './platform/current.js';
import { nodePlatform } from './platform/node.js';

setPlatform(nodePlatform);

export * from './index.js';
