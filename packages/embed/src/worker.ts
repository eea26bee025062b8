/**
 * The verifier worker (`tlp-embed.worker.js`): @tlp/core and its C2PA reader, loaded in a module Web
 * Worker so that no verification runs on the publisher's main thread. One worker serves the page:
 * its module state (the issuers' keys, the trust anchors) is shared by every picture and receipt.
 *
 * Where a worker cannot be started, the page imports this same module and calls {@link verifyImage}
 * and {@link verifyReceiptId} itself.
 */
import { verifyImage, verifyReceiptId } from './verify.js';
import type { VerifierJob, VerifierReply } from './worker-protocol.js';

export { verifyImage, verifyReceiptId };

interface WorkerScope {
  postMessage(message: VerifierReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<VerifierJob>) => void): void;
}

async function run(job: VerifierJob): Promise<VerifierReply> {
  try {
    const verdict =
      job.kind === 'image'
        ? await verifyImage(job.bytes, job.settings)
        : await verifyReceiptId(job.receiptId, job.issuer, job.settings);
    return { id: job.id, verdict };
  } catch (error) {
    return { id: job.id, error: String(error) };
  }
}

// In a worker (no document): answer the page's jobs. Imported by a page, this does nothing.
const scope = globalThis as unknown as WorkerScope & { document?: unknown; WorkerGlobalScope?: unknown };
if (scope.WorkerGlobalScope !== undefined && scope.document === undefined) {
  scope.addEventListener('message', (event) => {
    void run(event.data).then((reply) => scope.postMessage(reply));
  });
  scope.postMessage({ ready: true });
}
