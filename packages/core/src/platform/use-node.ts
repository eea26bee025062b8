/**
 * Installs the Node platform (`node:crypto`; `node:dns` and `node:https` for the remote manifest fetch:
 * see `./node.ts`). Imported first by every `node` entry of the package (`.` and `./c2pa`), so that
 * whichever a program imports, nothing in Node runs on the web platform: a remote manifest's host name is
 * resolved and checked there, and the fetch connects to the address that was checked.
 */
import { setPlatform } from './current.js';
import { nodePlatform } from './node.js';

setPlatform(nodePlatform);
