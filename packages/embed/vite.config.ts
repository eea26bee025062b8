import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
      alias: [{ find: /^@tlp\/core$/, replacement: here('../core/src/index.ts') }],
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
      rollupOptions: {
        // The classic (IIFE) build is one file: Vite builds an IIFE without code splitting on its own.
        output: classic ? {} : { chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  };
});
