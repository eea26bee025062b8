/**
 * The `node` entry of `@tlp/core/c2pa`: the same API on the Node platform, as the `node` entry of
 * `@tlp/core` has it (a program may import this sub-path alone: its remote manifest fetch must resolve
 * and check host names all the same).
 */

import '../platform/use-node.js';

export * from './index.js';
