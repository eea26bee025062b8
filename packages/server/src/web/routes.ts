import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { Language } from '@tlp/core';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import type { Routes } from '../http/chain.js';
import { ApiError } from '../http/errors/index.js';
import { madeOncePerLanguage, pageLanguage, withLanguage } from '../http/language/index.js';
import { pageHeaders } from '../http/page-headers/index.js';
import { respond } from '../http/respond.js';
import { isId } from '../ids.js';
import { withSiteChrome } from '../site/chrome.js';
import { apiIndex } from './api-index.js';
import {
  API_INDEX_OPERATIONS,
  FAVICON_OPERATIONS,
  GET_RECEIPT_PAGE,
  GET_VERIFIER_PAGE,
  GET_VERIFIER_PAGE_INDEX,
} from './operations.js';

/** The page's icon (a check mark in a disc), served for `/favicon.ico` too: no page logs a 404 for it. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#1f6f43"/><path d="M9 16.5l4.5 4.5L23 11.5" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** A browser asking for a page (its Accept names text/html), not a program asking for JSON. */
function wantsHtml(c: Context<AppEnv>): boolean {
  return /\btext\/html\b/.test(c.req.header('accept') ?? '');
}

/** A program asking for JSON and not for a page (`Accept: application/json`). */
function wantsJson(c: Context<AppEnv>): boolean {
  const accept = c.req.header('accept') ?? '';
  return /\bapplication\/json\b/.test(accept) && !/\btext\/html\b/.test(accept);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.pem': 'application/x-pem-file',
};

export interface WebFile {
  body: Uint8Array;
  type: string;
}

/**
 * The policy of a page built without one (the build writes its own into a `<meta>`, with the hash of
 * its inline script): its own files, nothing inline.
 */
export const FALLBACK_POLICY =
  "default-src 'self'; script-src 'self'; connect-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; style-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'";

/** The Content-Security-Policy the build wrote into the page's `<meta http-equiv>`, or null. */
export function metaPolicy(html: string): string | null {
  const tag = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html);
  if (!tag?.[1]) return null;
  return tag[1]
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The built web verifier (`web/dist`): the page at `/`, its files at `/assets/…`, and the same page for
 * the public receipt page `/r/<receipt_id>` with `<base href="/">` injected so that its relative files
 * resolve from the root. Only the files found under the folder at startup are served (no path from the
 * request ever reaches the file system), source maps excepted. Without a build, these paths are a 404 problem saying so.
 */
export function webRoutes(routes: Routes, root: string | null): void {
  const files = root ? listFiles(root) : new Map<string, WebFile>();
  const index = files.get('index.html');
  const receiptPage = index && {
    type: index.type,
    body: Buffer.from(
      Buffer.from(index.body)
        .toString('utf8')
        .replace(/<head>/i, '<head><base href="/">'),
    ),
  };
  // Each page in each language, made once: `<html lang dir>` from the reader's Accept-Language (the page's
  // script then loads that language's words, or the reader's own choice), inside the sandbox's header and
  // footer in that language. The built page alone, on a static host, has neither: they link this server.
  const translated = madeOncePerLanguage(
    (file: WebFile, language: Language): WebFile => ({
      type: file.type,
      body: Buffer.from(
        withSiteChrome(withLanguage(Buffer.from(file.body).toString('utf8'), language), {
          language,
          current: file === index ? 'verifier' : null,
          main: 'main',
        }),
      ),
    }),
  );

  // The page's own policy, also sent as a header (with frame-ancestors, which a <meta> cannot carry). The
  // <meta> stays in the page: it is the only policy the page has when a static host serves the build.
  const policy = (index && metaPolicy(Buffer.from(index.body).toString('utf8'))) ?? FALLBACK_POLICY;
  let htmlHeaders: Record<string, string> | undefined;
  const sendPage = (c: Context<AppEnv>, file: WebFile | undefined, status: 200 | 404 = 200) => {
    if (!file) throw notBuilt(c);
    htmlHeaders ??= {
      ...pageHeaders({ policy, origin: c.get('deps').config.origin }),
      'cache-control': 'no-cache',
      vary: 'Accept-Language',
    };
    const page = translated(file, pageLanguage(c.req.header('accept-language')));
    return respond(c, page.body, status, page.type, htmlHeaders);
  };
  const sendIndex = (c: Context<AppEnv>) =>
    respond(c, JSON.stringify(apiIndex(c.get('deps').config)), 200, 'application/json', {
      'cache-control': 'no-cache',
    });

  const notBuilt = (c: Context<AppEnv>) =>
    new ApiError('resource_not_found', {
      detail: `${c.req.path}: the web verifier is not built (npm run build)`,
    });

  const sendAsset = (c: Context<AppEnv>, file: WebFile | undefined) => {
    if (!file)
      throw index ? new ApiError('resource_not_found', { detail: `no file ${c.req.path}` }) : notBuilt(c);
    return respond(c, file.body, 200, file.type, {
      // Built asset names carry a content hash; the page itself must be revalidated.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  };

  // A browser gets the verifier; a program (or a server without the page built) where to start.
  routes.get(GET_VERIFIER_PAGE.route, (c) => (index && !wantsJson(c) ? sendPage(c, index) : sendIndex(c)));
  routes.get(GET_VERIFIER_PAGE_INDEX.route, (c) => sendPage(c, index));
  for (const op of API_INDEX_OPERATIONS) routes.get(op.route, sendIndex);
  for (const op of FAVICON_OPERATIONS) {
    routes.get(op.route, (c) =>
      respond(c, FAVICON_SVG, 200, 'image/svg+xml', { 'cache-control': 'public, max-age=86400' }),
    );
  }
  // A receipt's page; anything else under /r/ is for a browser the same page, which says the link holds
  // no receipt ID (status 404), and for a program a problem.
  routes.get(GET_RECEIPT_PAGE.route, (c) => {
    const id = c.req.param('receipt_id');
    if (isId('rcpt', id)) return sendPage(c, receiptPage);
    if (receiptPage && wantsHtml(c)) return sendPage(c, receiptPage, 404);
    throw new ApiError('resource_not_found', {
      detail: `'${id}' is not a valid receipt ID (rcpt_ followed by 26 base32 characters)`,
    });
  });
  for (const prefix of ['/assets/', '/r/assets/']) {
    routes.get(`${prefix}*`, (c) => sendAsset(c, files.get(`assets/${c.req.path.slice(prefix.length)}`)));
  }
}

/** Every file under `root`, by its `/`-separated relative path, read once. */
export function listFiles(root: string): Map<string, WebFile> {
  const out = new Map<string, WebFile>();
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      const st = statSync(path);
      if (st.isDirectory()) walk(path);
      // Source maps are never served, even when a build left some: they are not part of the page.
      else if (st.isFile() && st.size <= 32 * 1024 * 1024 && !name.endsWith('.map')) {
        const rel = relative(root, path).split(sep).join('/');
        out.set(rel, {
          body: readFileSync(path),
          type: TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream',
        });
      }
    }
  };
  walk(root);
  return out;
}
