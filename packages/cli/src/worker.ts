/**
 * A worker thread of `tlp verify`: the session of `@tlp/core` served through its worker protocol. It opens
 * and reads the files the main thread names (`openFile`: regular files only, from the descriptor checked)
 * and answers each with its verdict, or with the command's own result when the file is refused unread. The
 * issuer's discovery and JWKS are fetched through the main thread (see `pool.ts`).
 */
import { parentPort } from 'node:worker_threads';
import { createVerifier } from '@tlp/core';
import { serveVerifier } from '@tlp/core/worker';
import { nodeEndpoint } from '@tlp/core/worker/node';
import type { FileJob } from './pool.js';
import { openFile, type Result } from './verify-input.js';

if (!parentPort) throw new Error('worker.ts runs as a worker thread');

serveVerifier<Result>(
  nodeEndpoint(parentPort),
  (options, host) => createVerifier({ ...options, fetch: host.fetchThroughPage }),
  {
    async open(job) {
      const { input, path, maxSize } = job as FileJob;
      const opened = await openFile(input, path, maxSize);
      return opened.ok ? { input: opened.input, release: opened.close } : { refused: opened.result };
    },
  },
);
