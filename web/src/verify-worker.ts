/**
 * The page's verifier worker: a dropped file is verified here, off the page's main thread, so the page
 * stays responsive (and shows progress) while a large video is hashed. It serves the page's session of
 * `@tlp/core` through its worker protocol (`@tlp/core/worker`): one session for every file, its requests
 * guarded to the page's allowed origins as the page's are. The `File` comes by reference (a structured
 * clone of a File shares its bytes): the session reads it in slices, as the page would.
 */
import { createVerifier } from '@tlp/core';
import { type Endpoint, serveVerifier, type VerifierJob } from '@tlp/core/worker';
import { type IssuerSettings, withGuardedFetch } from './issuer.js';

const scope = globalThis as unknown as Endpoint;

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

// The worker starts at the first sign of a file: its session starts loading what a file needs at once.
serveVerifier(scope, (options, host) => {
  const session = createVerifier({
    ...options,
    fetch: withGuardedFetch(host.context as IssuerSettings).fetch,
  });
  session.warmUp();
  return session;
});

// Once the first file's verification has started (its first reads are under way).
scope.addEventListener('message', (event) => {
  if ((event.data as VerifierJob).kind === 'verify') setTimeout(() => loadLocaleData?.(), 0);
});
