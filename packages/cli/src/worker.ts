/**
 * A worker thread of `tlp verify`: reads and verifies the files the main thread hands it, one message
 * each, and answers each with its result. The issuer's discovery and JWKS are fetched through the main
 * thread (see `pool.ts`), so a batch fetches them once whatever the number of workers.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createKeyResolver } from '@tlp/core';
import type { FromWorker, ToWorker, WorkerInit } from './pool.js';
import { type FileContext, verifyFile } from './verify-input.js';

const port = parentPort;
if (!port) throw new Error('worker.ts runs as a worker thread');
const init = workerData as WorkerInit;

let nextFetch = 0;
const fetches = new Map<number, { resolve(r: Response): void; reject(e: Error): void }>();

/** `fetch` through the main thread: what the key resolver asks for (discovery, JWKS). */
const proxyFetch: typeof fetch = (input, options) =>
  new Promise((resolve, reject) => {
    const id = nextFetch++;
    fetches.set(id, { resolve, reject });
    const headers = new Headers(options?.headers);
    const message: FromWorker = {
      type: 'fetch',
      id,
      url: String(input instanceof Request ? input.url : input),
      accept: headers.get('accept'),
      redirect: options?.redirect ?? 'follow',
    };
    port.postMessage(message);
  });

const ctx: FileContext = {
  issuer: init.issuer,
  mode: init.mode,
  keys: init.issuer
    ? createKeyResolver({ issuer: init.issuer, fetch: proxyFetch, ...(init.jwks ? { jwks: init.jwks } : {}) })
    : null,
  trustAnchors: init.trustAnchors,
  requireTrusted: init.requireTrusted,
  contentOnly: init.contentOnly,
  maxSize: init.maxSize,
};

port.on('message', (message: ToWorker) => {
  if (message.type === 'fetched') {
    const waiting = fetches.get(message.id);
    fetches.delete(message.id);
    if (!waiting) return;
    if (message.ok) {
      waiting.resolve(new Response(message.body, { status: message.status, headers: message.headers }));
    } else waiting.reject(new Error(message.message));
    return;
  }
  void verifyFile(message.input, message.path, ctx).then((result) => {
    const reply: FromWorker = { type: 'result', id: message.id, result };
    port.postMessage(reply);
  });
});
