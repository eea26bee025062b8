/**
 * The verifier worker (`tlp-embed.worker.js`): a verification session of `@tlp/core` (`createVerifier`,
 * with its C2PA reader) served through `@tlp/core/worker`, in a module Web Worker so that no verification
 * runs on the publisher's main thread. One worker serves the page: its session (the issuers' keys, the
 * trust anchors) is shared by every picture and receipt. Each verdict is answered as the badge's words
 * ({@link present}), in the page's language (the `context` the page connects with).
 *
 * Where no worker can start, the page imports this same module and serves the session over a
 * `MessageChannel` of its own ({@link serve}): the same protocol, on the page's thread.
 */
import { createVerifier, type Language, type Verifier } from '@tlp/core';
import { type Endpoint, serveVerifier } from '@tlp/core/worker';
import { present } from './present.js';

/** What the page tells its worker beside the session's options (see verifier.ts). */
export interface EmbedContext {
  lang: Language;
}

/** Serves the embed's session at `endpoint`: a worker's scope, or a port of the page's own channel. */
export function serve(endpoint: Endpoint): void {
  let session: Verifier | null = null;
  serveVerifier<Awaited<ReturnType<typeof present>>>(
    endpoint,
    (options) => {
      session = createVerifier(options);
      return session;
    },
    {
      async present(verdict, context) {
        const anchors = (await session?.trustAnchors()) ?? [];
        return present(verdict, (context as EmbedContext).lang, anchors.length > 0);
      },
    },
  );
}

// In a worker (no document): serve the page. Imported by a page, this does nothing until it calls serve.
const scope = globalThis as unknown as { document?: unknown; WorkerGlobalScope?: unknown };
if (scope.WorkerGlobalScope !== undefined && scope.document === undefined)
  serve(globalThis as unknown as Endpoint);
