/**
 * The page's verifier worker: a dropped file is verified here, off the page's main thread, so the page
 * stays responsive (and shows progress) while a large video is hashed. One {@link FileVerifier} serves
 * every file: the issuers' keys and the trust anchors are fetched once. The `File` comes by reference
 * (a structured clone of a File shares its bytes): the worker reads it in slices, as the page would.
 */
import { withGuardedFetch } from './issuer.js';
import { FileVerifier } from './verify-file.js';
import type { PageJob, PageReply } from './verify-off-thread.js';

let verifier: FileVerifier | null = null;
const scope = globalThis as unknown as {
  postMessage(message: PageReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PageJob>) => void): void;
};

/** At most this many progress messages a file (every whole percent). */
const STEPS = 100;

/**
 * Loads the browser's locale data for dates, numbers and plurals, which the page's verdict uses: Chromium
 * loads it once a process, at the first `Intl` formatter, 50 to 130 ms with the CPU slowed 4×. Done here,
 * while the file is verified, the page's main thread does not pay it as it draws the verdict.
 */
let loadLocaleData: (() => void) | null = () => {
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
  new Intl.NumberFormat();
  new Intl.PluralRules();
  loadLocaleData = null;
};

async function answer(job: PageJob): Promise<PageReply> {
  verifier ??= new FileVerifier(withGuardedFetch(job.settings));
  if (job.kind === 'warm-up') {
    verifier.warmUp();
    return { id: job.id, formats: await verifier.formats() };
  }
  let shown = -1;
  const outcome = await verifier.verifyImage(job.file, (read, size) => {
    const step = Math.floor((STEPS * read) / Math.max(1, size));
    if (step === shown) return;
    shown = step;
    scope.postMessage({ id: job.id, progress: { read, size } });
  });
  return { id: job.id, outcome };
}

scope.addEventListener('message', (event) => {
  void answer(event.data).then(
    (reply) => scope.postMessage(reply),
    (error: unknown) => scope.postMessage({ id: event.data.id, error: String(error) }),
  );
  // Once the first job has started (its first reads are under way).
  loadLocaleData?.();
});
