import { BeforeEntry, type Routes, type Step } from '../chain.js';
import { header } from '../header.js';
import { prepareHeader } from '../prepared-headers.js';
import { respond } from '../respond.js';

/** Options of {@link cors}, {@link preflight} and {@link openToOtherOrigins}. */
export interface CorsOptions {
  /**
   * Response headers a page on another origin may read, besides the CORS-safelisted ones.
   * Default: {@link CORS_DEFAULTS}`.exposeHeaders` (`Request-Id`, the rate-limit headers, `Retry-After`).
   */
  exposeHeaders?: readonly string[];
  /**
   * Request headers a preflight allows. Default: `Content-Type`, `Service-Version`, `Idempotency-Key`.
   * `Authorization` is refused (a `TypeError` when the route is built): secret keys never belong in a
   * browser, so no page on another origin may send one.
   */
  allowHeaders?: readonly string[];
  /** Seconds a browser may keep a preflight's answer. Default 7200, the most Chromium keeps. */
  maxAge?: number;
}

/** The defaults of {@link CorsOptions}. */
export const CORS_DEFAULTS = {
  exposeHeaders: ['Request-Id', 'RateLimit', 'RateLimit-Policy', 'Retry-After'],
  allowHeaders: ['Content-Type', 'Service-Version', 'Idempotency-Key'],
  maxAge: 7200,
} as const satisfies Required<CorsOptions>;

function settle(options: CorsOptions): Required<CorsOptions> {
  const settled = { ...CORS_DEFAULTS, ...options };
  if (settled.allowHeaders.some((h) => h.toLowerCase() === 'authorization')) {
    throw new TypeError('CORS must not allow Authorization: secret keys never belong in a browser');
  }
  if (!Number.isInteger(settled.maxAge) || settled.maxAge < 0) {
    throw new TypeError(`maxAge must be a whole number of seconds, not ${settled.maxAge}`);
  }
  return settled;
}

/**
 * Opens a public route to pages on any origin: every answer (errors included, since the headers are
 * prepared before anything can fail) carries `Access-Control-Allow-Origin: *` and
 * `Access-Control-Expose-Headers`, and never `Access-Control-Allow-Credentials`. A request that carries
 * `Authorization` is not opened: a keyed request is a server's, and a browser that sent one anyway must
 * not be able to read the answer.
 *
 * It runs even before the request's entry (a {@link BeforeEntry}), so that every error of the route, the
 * entry's own refusals included, is readable across origins.
 */
export function cors(options: CorsOptions = {}): BeforeEntry {
  const { exposeHeaders } = settle(options);
  const expose = exposeHeaders.join(', ');
  return new BeforeEntry(function corsStep(c, next) {
    if (header(c, 'authorization') === undefined) {
      prepareHeader(c, 'Access-Control-Allow-Origin', '*');
      prepareHeader(c, 'Access-Control-Expose-Headers', expose);
    }
    return next();
  });
}

/**
 * The answer of a public route's preflight (`OPTIONS`): 204 with the route's `methods`, the request
 * headers a page may send, and how long to keep the answer. It takes no rate limit and reads no
 * `Service-Version`: a preflight carries neither a key nor the page's headers, and refusing it would
 * only hide the real answer's error from the page.
 */
export function preflight(methods: readonly string[], options: CorsOptions = {}): Step {
  const { exposeHeaders, allowHeaders, maxAge } = settle(options);
  const headers = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': methods.join(', '),
    'access-control-allow-headers': allowHeaders.join(', '),
    'access-control-expose-headers': exposeHeaders.join(', '),
    'access-control-max-age': String(maxAge),
  };
  return function preflightStep(c) {
    return respond(c, null, 204, null, headers);
  };
}

/**
 * Registers the preflight of a public `path` (see {@link preflight}) and returns the step that opens its
 * answers (see {@link cors}), to list among the route's own steps:
 *
 * ```ts
 * const open = openToOtherOrigins(routes, '/.well-known/jwks.json', ['GET', 'HEAD']);
 * routes.get('/.well-known/jwks.json', open, handler);
 * ```
 *
 * Key-authenticated routes never call it: their preflights stay the 404 of a method the route does not
 * have, so a browser refuses to send the request at all.
 */
export function openToOtherOrigins(
  routes: Routes,
  path: string,
  methods: readonly string[],
  options: CorsOptions = {},
): BeforeEntry {
  routes.options(path, preflight(methods, options));
  return cors(options);
}
