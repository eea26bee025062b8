import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@tlp/core';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import type { Routes } from '../http/chain.js';
import { openToOtherOrigins } from '../http/cors/index.js';
import { type ErrorEntry, errorEntry } from '../http/errors/error-table.js';
import { ApiError } from '../http/errors/index.js';
import { madeOncePerLanguage, pageLanguage } from '../http/language/index.js';
import { pageHeaders } from '../http/page-headers/index.js';
import { respond } from '../http/respond.js';
import {
  GET_ERROR_INDEX,
  GET_ERROR_PAGE,
  GET_REFERENCE,
  GET_REFERENCE_RENDERER,
  GET_REFERENCE_SCRIPT,
  GET_REFERENCE_SLASH,
} from './operations.js';
import { errorIndexPage, errorPage, REFERENCE_SCRIPT, referencePage } from './pages.js';

const HTML = 'text/html; charset=utf-8';
/** The error pages answer in the reader's language: caches keep one copy per `Accept-Language`. */
const TRANSLATED = { vary: 'Accept-Language' };
const JS = 'text/javascript; charset=utf-8';

/**
 * Nothing but this origin: the reference works with no network. Redoc styles with inline `<style>`
 * elements and runs its search index in a worker made from a blob.
 */
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; base-uri 'none'; form-action 'none'";

let redoc: Uint8Array | undefined;

/**
 * The logo Redoc's sidebar always loads from its maker's CDN: the page's policy refuses it, and the browser
 * says so in the console on every visit. The bundle is served with that address replaced by an empty
 * `data:` image, which fails to load without any request; Redoc then hides the image, as it does when the
 * CDN is unreachable.
 */
export const REDOC_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

/** Redoc's standalone bundle, from the installed `redoc` package (read on first use, then kept). */
function redocBundle(): Uint8Array {
  redoc ??= Buffer.from(
    readFileSync(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'), 'utf8').replace(
      REDOC_LOGO,
      'data:,',
    ),
  );
  return redoc;
}

/** The security headers of the pages, by the origin serving them (a test runs several servers). */
const htmlHeaders = new Map<string, Record<string, string>>();

/** A page or a script; a page with the security headers of every HTML answer (see `pageHeaders`). */
function send(
  c: Context<AppEnv>,
  body: string | Uint8Array,
  type: string,
  cache: string,
  extra: Record<string, string> = {},
): Response {
  if (type !== HTML) {
    return respond(c, body, 200, type, { 'cache-control': cache, 'x-content-type-options': 'nosniff' });
  }
  const origin = c.get('deps').config.origin;
  let headers = htmlHeaders.get(origin);
  if (!headers) {
    headers = pageHeaders({ policy: CSP, origin });
    htmlHeaders.set(origin, headers);
  }
  return respond(c, body, 200, type, { ...headers, 'cache-control': cache, ...extra });
}

/**
 * `/docs`: the API reference rendered from `/openapi.json`; `/docs/errors/<code>`: a page per error code,
 * which is every problem's `type` (`<origin>/docs/errors/<code>`); `/docs/errors`: their index.
 */
export function docsRoutes(routes: Routes): void {
  const reference = referencePage();
  // The error pages in the reader's language (from Accept-Language), each made once (null: the index).
  const errorPages = madeOncePerLanguage((entry: ErrorEntry | null, language: Language) =>
    entry ? errorPage(entry, language) : errorIndexPage(language),
  );
  const inLanguage = (c: Context<AppEnv>, entry: ErrorEntry | null) =>
    send(
      c,
      errorPages(entry, pageLanguage(c.req.header('accept-language'))),
      HTML,
      'public, max-age=3600',
      TRANSLATED,
    );

  // The pages are public documents, open to any origin (each problem's `type` is one of them).
  const open = (path: string) => openToOtherOrigins(routes, path, ['GET', 'HEAD']);
  for (const op of [GET_REFERENCE, GET_REFERENCE_SLASH]) {
    routes.get(op.route, open(op.route), (c) => send(c, reference, HTML, 'no-cache'));
  }
  routes.get(GET_REFERENCE_RENDERER.route, (c) => send(c, redocBundle(), JS, 'public, max-age=86400'));
  routes.get(GET_REFERENCE_SCRIPT.route, (c) => send(c, REFERENCE_SCRIPT, JS, 'no-cache'));
  routes.get(GET_ERROR_INDEX.route, open(GET_ERROR_INDEX.route), (c) => inLanguage(c, null));
  routes.get(GET_ERROR_PAGE.route, open(GET_ERROR_PAGE.route), (c) => {
    const code = c.req.param('code');
    const entry = errorEntry(code);
    if (!entry) {
      throw new ApiError('resource_not_found', {
        detail: `no error code '${code.slice(0, 64)}': the codes are listed at /docs/errors`,
      });
    }
    return inLanguage(c, entry);
  });
}
