import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';
import { DELIBERATE } from './packages/embed/vite.config.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

const ORIGIN = /^https?:\/\/[^/\s"]+$/;

/** Origins from a space or comma separated list; anything else is refused, loudly. */
function origins(value: string | undefined, name: string): string[] {
  const list = (value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const item of list) {
    if (!ORIGIN.test(item.replace(/\/$/, ''))) throw new Error(`${name}: ${item} is not an origin`);
  }
  return list.map((item) => item.replace(/\/$/, ''));
}

/**
 * Build-time settings of the page, for a standalone build for any issuer:
 * `TLP_ISSUER` (default: the origin serving the page), `TLP_ISSUERS` (other allowed issuers, space
 * separated), `TLP_TRUST_ANCHORS` (a PEM file copied to `trust-anchors.pem` beside the page).
 * The built page carries a Content-Security-Policy that lets it connect to its own origin and those
 * issuers only, so "no request leaves for anywhere else" holds even against a bug in the page.
 */
function tlpSettings(): Plugin {
  const anchors = process.env.TLP_TRUST_ANCHORS;
  const issuer = origins(process.env.TLP_ISSUER, 'TLP_ISSUER');
  const issuers = origins(process.env.TLP_ISSUERS, 'TLP_ISSUERS');
  return {
    name: 'tlp-settings',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const page = html
          .replace('%TLP_ISSUER%', issuer.join(' '))
          .replace('%TLP_ISSUERS%', issuers.join(' '));
        // The development server injects its own scripts: no policy there.
        if (ctx.server) return page.replace(/\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
        const inline = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
          (m) => `'sha256-${sha256(m[1] as string)}'`,
        );
        const connect = ["'self'", ...issuer, ...issuers].join(' ');
        const policy = [
          "default-src 'self'",
          `script-src 'self' ${inline.join(' ')}`,
          `connect-src ${connect}`,
          // A dropped file is verified in a module worker of the page's own files.
          "worker-src 'self'",
          "img-src 'self' data: blob:",
          // The player of a checked video or audio file plays its bytes from a blob: URL (never uploaded).
          "media-src 'self' blob:",
          "style-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'none'",
        ].join('; ');
        return page.replace('%TLP_CSP%', policy);
      },
    },
    generateBundle() {
      if (anchors) {
        this.emitFile({
          type: 'asset',
          fileName: 'trust-anchors.pem',
          source: readFileSync(anchors, 'utf8'),
        });
      }
    },
  };
}

/**
 * The page's verification session on the page (web/src/verify.ts over `createVerifier`: receipts, and
 * files where no worker runs) as one chunk, loaded when a receipt is first verified. Left to itself the
 * bundler splits these modules into a chunk for each set of dynamic imports that reaches them (ten or so,
 * a few hundred bytes each): one chunk compresses better and is one request. Not in it: what the page's
 * first chunk uses too (a verdict's states, a receipt ID's pattern), and what loads later still (a receipt
 * looked up by ID, the fetches of files' trust anchors, the C2PA reader).
 */
const SESSION_CHUNK = {
  name: 'session',
  test: (id: string) =>
    (/\/web\/src\/verify\.ts$|\/core\/src\/worker\/protocol\.ts$/.test(id) ||
      /\/packages\/core\/src\/(receipt|keys|lib|platform|verifier)\/|\/core\/src\/(options|verdicts)\.ts$/.test(
        id,
      )) &&
    !/\/verifier\/(verdict|file-input|recover|reference-input|live|fetched)\.ts$|\/lib\/(own|base64-encode)\.ts$|\/receipt\/(receipt-id|reference|mismatch)\.ts$/.test(
      id,
    ),
};

/**
 * The same in the verifier worker (web/src/verify-worker.ts): the session and what a file's verification
 * needs beside the C2PA reader (which stays in its chunks: a format's reader loads with a file of it), one
 * chunk; a receipt given as text (receipts are verified on the page) stays out.
 */
const WORKER_SESSION_CHUNK = {
  name: 'worker-session',
  test: (id: string) =>
    /\/packages\/core\/src\/(receipt|keys|lib|platform|verifier|content|worker)\/|\/core\/src\/(options|verdicts)\.ts$|\/web\/src\/issuer\.ts$/.test(
      id,
    ) &&
    !/\/verifier\/(text-input|receipt-text|reference-input|recover)\.ts$|\/receipt\/(receipt-id|reference|mismatch)\.ts$|\/content\/(sniff|dimensions)\.ts$/.test(
      id,
    ),
};

/**
 * The C2PA reader's chunks as every file's verdict needs them: the manifest's validation in one, the
 * container table in another. What only some files load (a time-stamp's, an RSA signature's, a format's
 * reader) shares modules with them (DER, bytes), which the bundler would otherwise split into chunks of a
 * few hundred bytes each, fetched one after the other.
 */
const C2PA_CHUNKS = [
  {
    name: 'validate',
    test: /\/c2pa\/(claim\/(validation|store)|jumbf\/parse|cose\/(certificate-profile|trust|certificate|verify-signature|sign1|der|headers|x509-name)|cbor\/decode|read\/(validate|bind|inspection|parse)|hard-binding\/(index|context))\.ts$/,
  },
  { name: 'container', test: /\/c2pa\/asset\/(container|signatures|bytes)\.ts$/ },
];

/**
 * Each language's words, one chunk a language: the page's catalog and `@tlp/core`'s verdict words of that
 * language together (and apart, the texts of its codes, which only a failed verdict loads), one request
 * where the bundler would make two, the second found only once the first has loaded.
 */
const LANGUAGE_CHUNKS = ['en', 'de', 'fr', 'es', 'ja', 'ar'].flatMap((lang) => [
  // English, the words of the page and a first verdict, is in the page's first chunk (web/src/i18n/index.ts).
  ...(lang === 'en'
    ? []
    : [
        { name: `lang-${lang}`, test: new RegExp(`/(web/src/i18n|core/src/explain/messages)/${lang}\\.ts$`) },
      ]),
  { name: `lang-${lang}-more`, test: new RegExp(`/web/src/i18n/${lang}-more\\.ts$`) },
  { name: `lang-${lang}-files`, test: new RegExp(`/web/src/i18n/${lang}-files\\.ts$`) },
  {
    name: `lang-${lang}-texts`,
    test: new RegExp(`/(web/src/i18n|core/src/explain/messages)/${lang}-texts\\.ts$`),
  },
]);

/**
 * Vite's helper for dynamic imports, without what it adds here: with `modulePreload: false` it preloads
 * nothing (the page's chunks are grouped above so that a lazy chunk's imports are already loaded, see
 * docs/decisions/37), yet it would still put 1.2 kB gzip in the page's first chunk, before any verdict.
 * A dynamic import stays what it is; a failed one rejects as it would.
 */
function plainDynamicImports(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'tlp-plain-dynamic-imports',
    enforce: 'pre',
    resolveId: (id) => (id === helper ? id : null),
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load();' : null),
  };
}

// The verifier page (web/): static files in web/dist, relative URLs so they work under any path.
export default defineConfig({
  root: here('./web'),
  base: './',
  plugins: [preact({ devtoolsInProd: false, prefreshEnabled: false }), tlpSettings(), plainDynamicImports()],
  resolve: {
    alias: [
      // The browser entry of @tlp/core (WebCrypto; its C2PA part is a lazy chunk).
      { find: /^@tlp\/core$/, replacement: here('./packages/core/src/index.ts') },
      // Sub-paths the page loads apart: image sizes (a dropped image), the verifier worker's protocol.
      { find: /^@tlp\/core\/dimensions$/, replacement: here('./packages/core/src/content/dimensions.ts') },
      { find: /^@tlp\/core\/worker$/, replacement: here('./packages/core/src/worker/index.ts') },
      // Each language's verdict words: a chunk of their own, loaded with the page's catalog of that language.
      {
        find: /^@tlp\/core\/messages\/([\w-]+)$/,
        replacement: here('./packages/core/src/explain/messages/$1.ts'),
      },
    ],
  },
  build: {
    outDir: here('./web/dist'),
    emptyOutDir: true,
    target: 'es2022',
    // No source maps in the build: the server would not serve them (see packages/server/src/web), and a
    // script must not name a map nobody answers. `npm run dev -w web` has them for debugging.
    sourcemap: false,
    reportCompressedSize: true,
    modulePreload: false,
    // One style sheet, linked by the page: no lazy chunk lists it as a dependency to preload.
    cssCodeSplit: false,
    // The lazy C2PA chunk (~190 kB gzip) loads only when an image is checked.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      // English verdict texts are imported statically and by `loadVerdictTexts` (see DELIBERATE).
      checks: DELIBERATE,
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'page', tags: ['$initial'] }, SESSION_CHUNK, ...C2PA_CHUNKS, ...LANGUAGE_CHUNKS],
        },
      },
    },
  },
  // The verifier worker imports the C2PA library's chunks as the page would: a module worker.
  worker: {
    format: 'es',
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [WORKER_SESSION_CHUNK, ...C2PA_CHUNKS],
        },
      },
    },
  },
  server: { port: 5173 },
});
