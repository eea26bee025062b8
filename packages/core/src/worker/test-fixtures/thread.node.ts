/** A worker thread serving a session, for protocol.test.ts: the input `exit` makes it exit (a worker that dies). */
import { parentPort } from 'node:worker_threads';
import type { VerifyInput } from '../../verifier/create-verifier.js';
import { createVerifier } from '../../verifier/create-verifier.js';
import { nodeEndpoint } from '../node.js';
import { serveVerifier } from '../serve.js';

serveVerifier(nodeEndpoint(parentPort!), (options) => createVerifier(options), {
  async open(input) {
    if (input === 'exit') process.exit(3);
    return { input: input as VerifyInput };
  },
});
