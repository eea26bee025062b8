import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Two builds of one entry. The module build (`tlp-embed.js`) is small: the verifier (@tlp/core and its
 * C2PA reader) is split into chunks loaded only when an image may carry a manifest. The classic build
 * (`tlp-embed.classic.js`, `--mode classic`) is one file for pages that cannot load modules.
 */
export default defineConfig(({ mode }) => {
  const classic = mode === 'classic';
  return {
    // A classic script has no import.meta: its own URL is document.currentScript's, read as it runs.
    ...(classic ? { define: { 'import.meta.url': 'document.currentScript?.src' } } : {}),
    resolve: {
      alias: [{ find: /^@tlp\/core$/, replacement: here('../core/src/index.ts') }],
    },
    build: {
      outDir: here('./dist'),
      emptyOutDir: !classic,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: true,
      chunkSizeWarningLimit: 1200,
      lib: {
        entry: here('./src/index.ts'),
        formats: [classic ? 'iife' : 'es'],
        name: 'TlpEmbed',
        fileName: () => (classic ? 'tlp-embed.classic.js' : 'tlp-embed.js'),
      },
      rollupOptions: {
        // The classic (IIFE) build is one file: Vite builds an IIFE without code splitting on its own.
        output: classic ? {} : { chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  };
});
