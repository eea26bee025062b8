import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';

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

// The verifier page (web/): static files in web/dist, relative URLs so they work under any path.
export default defineConfig({
  root: here('./web'),
  base: './',
  plugins: [preact({ devtoolsInProd: false, prefreshEnabled: false }), tlpSettings()],
  resolve: {
    alias: [
      // The browser entry of @tlp/core (WebCrypto; its C2PA part is a lazy chunk).
      { find: /^@tlp\/core$/, replacement: here('./packages/core/src/index.ts') },
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
    // The lazy C2PA chunk (~190 kB gzip) loads only when an image is checked.
    chunkSizeWarningLimit: 1000,
  },
  // The verifier worker imports the C2PA library's chunks as the page would: a module worker.
  worker: { format: 'es' },
  server: { port: 5173 },
});
