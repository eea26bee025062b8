import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * English is @tlp/core's default language: its verdict words (and, in the worker, their explanations)
 * are imported statically, and `loadVerdictMessages('en')` imports the same module, which the bundler
 * reports as an "ineffective dynamic import". That is the intent (the other languages are the chunks),
 * not a fault: the report is turned off so that a build prints no warning a reader takes for a failure.
 */
export const DELIBERATE = { ineffectiveDynamicImport: false };

/**
 * Three builds into one folder:
 * - the first script (`tlp-embed.js`, the default mode): small, it fetches and sniffs the page's pictures
 *   and draws badges; it loads nothing else until a picture may carry a manifest;
 * - the verifier worker (`tlp-embed.worker.js`, `--mode worker`): @tlp/core and its C2PA reader, its
 *   formats' readers split into chunks loaded when a file of that container comes; the first script
 *   starts it as a module worker, or imports it where no worker can run;
 * - the classic first script (`tlp-embed.classic.js`, `--mode classic`), for pages that cannot load
 *   modules: the same code in one classic script, using the same worker.
 */
export default defineConfig(({ mode }) => {
  const classic = mode === 'classic';
  const worker = mode === 'worker';
  return {
    // A classic script has no import.meta: its own URL is document.currentScript's, read as it runs.
    ...(classic ? { define: { 'import.meta.url': 'document.currentScript?.src' } } : {}),
    resolve: {
      alias: [
        { find: /^@tlp\/core$/, replacement: here('../core/src/index.ts') },
        { find: /^@tlp\/core\/worker$/, replacement: here('../core/src/worker/index.ts') },
        // The page never explains a verdict: its worker answers with the badge's words (src/no-explain.ts).
        ...(worker
          ? []
          : [{ find: /^\.\.\/explain\/explain-live\.js$/, replacement: here('./src/no-explain.ts') }]),
      ],
    },
    build: {
      outDir: here('./dist'),
      emptyOutDir: mode === 'production',
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: true,
      chunkSizeWarningLimit: 1200,
      lib: {
        entry: here(worker ? './src/worker.ts' : './src/index.ts'),
        formats: [classic ? 'iife' : 'es'],
        name: 'TlpEmbed',
        fileName: () => (classic ? 'tlp-embed.classic.js' : worker ? 'tlp-embed.worker.js' : 'tlp-embed.js'),
      },
      rolldownOptions: {
        // The classic (IIFE) build is one file: Vite builds an IIFE without code splitting on its own.
        // Every build minified, whitespace too (Vite keeps it in a library's ES build): less to parse.
        output: {
          minify: true,
          // The page's script compiled whole as it streams in, off the main thread (V8's explicit compile
          // hint, Chrome 136+): its functions run at load or at the first badge, and a function compiled
          // only when first called is compiled on the page's main thread, in the middle of a badge's task.
          ...(worker ? {} : { postBanner: '//# allFunctionsCalledOnLoad' }),
          ...(classic ? {} : { chunkFileNames: 'chunks/[name]-[hash].js' }),
        },
        checks: DELIBERATE,
      },
    },
  };
});
