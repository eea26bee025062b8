import { platform } from '../platform/current.js';
import type { Platform, VerifyKey } from '../platform/types.js';
import { fetchJson } from './fetch-json.js';
import { type Es256Jwk, es256KeysOf } from './jwks.js';

export type KeyLookup =
  | { ok: true; key: VerifyKey }
  | { ok: false; code: 'kid_unknown' | 'keys_unavailable'; message: string };

/** Finds the verification key of a `kid`, with a shared cache. */
export interface KeyResolver {
  /** The issuer (service origin) whose keys this resolves. */
  readonly issuer: string;
  /** The key with this `kid`: from cache, or after at most one refetch of the JWKS. Never throws. */
  resolve(kid: string): Promise<KeyLookup>;
}

export interface KeyResolverOptions {
  /** The service origin; discovery is `{issuer}/.well-known/talent-license`. */
  issuer: string;
  /** Injectable fetch; defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Per-request timeout. Default 5000 ms. */
  timeoutMs?: number;
  /**
   * Least time between two refetches caused by unknown `kid`s, so a flood of random kids cannot turn
   * into a flood of requests. Default 30000 ms.
   */
  cooldownMs?: number;
  /** A JWKS given directly: nothing is ever fetched. */
  jwks?: { keys: unknown[] };
  /**
   * How long a failed fetch (network error, timeout, a status other than 200, not a JWKS) is remembered:
   * meanwhile lookups answer from what is cached, or `keys_unavailable`, without asking again. Default 5000 ms.
   */
  failureCacheMs?: number;
  /** Cache lifetime when a response has no `Cache-Control` max-age. Default 300 s. */
  defaultMaxAgeSeconds?: number;
  /** The clock (tests). */
  now?: () => number;
}

/** Removes one trailing slash, so `https://a.example/` and `https://a.example` name one issuer. */
export function normalizeIssuer(issuer: string): string {
  return issuer.endsWith('/') ? issuer.slice(0, -1) : issuer;
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/**
 * Creates a key resolver: discovery, then JWKS, each cached per its `Cache-Control` max-age; an
 * unknown `kid` triggers one refetch with `cache: 'no-cache'` (right after a cold fetch too, which an HTTP
 * cache may have answered with a copy up to its max-age old), then is rejected, and a refetch that leaves a
 * kid unknown starts a cooldown (`cooldownMs`) during which unknown kids cause no fetch, whatever the max-age; a failed fetch
 * is not repeated for `failureCacheMs`; concurrent callers share one in-flight fetch; fetches time out
 * and follow no redirects. The JWKS must be on
 * the issuer's own origin (a discovery document pointing elsewhere is refused: a verifier should not
 * be steered to other hosts by what it downloads).
 *
 * @example
 * ```ts
 * const keys = createKeyResolver({ issuer: 'https://licensing.example' });
 * const verdict = await verifyReceipt(jws, { issuer: keys.issuer, keys });
 * ```
 */
export function createKeyResolver(options: KeyResolverOptions): KeyResolver {
  const {
    fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
    timeoutMs = 5000,
    cooldownMs = 30_000,
    failureCacheMs = 5000,
    defaultMaxAgeSeconds = 300,
    now = Date.now,
  } = options;
  const issuer = normalizeIssuer(options.issuer);

  let jwks: Map<string, Es256Jwk> | null = options.jwks ? (es256KeysOf(options.jwks) ?? new Map()) : null;
  const imported = new Map<string, Promise<KeyLookup>>();
  let jwksExpiresAt = options.jwks ? Number.POSITIVE_INFINITY : 0;
  let jwksUri: string | null = null;
  let discoveryExpiresAt = 0;
  /** When a fetch last left a kid unknown: unknown kids cause no other fetch for `cooldownMs`. */
  let lastUnknownRefetch = Number.NEGATIVE_INFINITY;
  let inflight: { done: Promise<string | null>; bypassCache: boolean } | null = null;
  /** The last failed fetch, remembered for `failureCacheMs`. */
  let lastFailure: { at: number; message: string } | null = null;

  async function loadJwksUri(): Promise<string | { error: string }> {
    if (jwksUri && now() < discoveryExpiresAt) return jwksUri;
    const url = `${issuer}/.well-known/talent-license`;
    const result = await fetchJson(url, fetchImpl, timeoutMs, defaultMaxAgeSeconds);
    if (!result.ok) return { error: result.message };
    const { issuer: declared, jwks_uri: uri } = result.value;
    if (typeof declared === 'string' && normalizeIssuer(declared) !== issuer) {
      return { error: `discovery names issuer ${declared}, not ${issuer}` };
    }
    if (typeof uri !== 'string' || !sameOrigin(uri, issuer)) {
      return { error: 'discovery has no jwks_uri on the issuer origin' };
    }
    jwksUri = uri;
    discoveryExpiresAt = now() + result.maxAge * 1000;
    return uri;
  }

  /**
   * Fetches discovery (if stale) and the JWKS; returns an error message or null. `bypassCache`: the JWKS
   * request says `cache: 'no-cache'`, so that no HTTP cache answers it with a copy up to its max-age old.
   */
  async function refresh(bypassCache: boolean): Promise<string | null> {
    const uri = await loadJwksUri();
    if (typeof uri !== 'string') return uri.error;
    const result = await fetchJson(uri, fetchImpl, timeoutMs, defaultMaxAgeSeconds, bypassCache);
    if (!result.ok) return result.message;
    const keys = es256KeysOf(result.value);
    if (!keys) return `${uri} is not a JWKS`;
    // A kid is never reused, so imported keys stay valid; keys that left the set are dropped.
    for (const kid of imported.keys()) {
      if (!keys.has(kid)) {
        imported.delete(kid);
        ready.delete(kid);
      }
    }
    jwks = keys;
    jwksExpiresAt = now() + result.maxAge * 1000;
    return null;
  }

  /** One fetch at a time, shared by concurrent callers; one that must bypass caches does not join one that may not. */
  async function sharedRefresh(bypassCache: boolean): Promise<string | null> {
    while (inflight && bypassCache && !inflight.bypassCache) await inflight.done;
    if (!inflight) {
      const done = refresh(bypassCache)
        .catch((error: unknown) => `could not refresh the keys: ${String(error)}`)
        .then((error) => {
          lastFailure = error === null ? null : { at: now(), message: error };
          return error;
        })
        .finally(() => {
          inflight = null;
        });
      inflight = { done, bypassCache };
    }
    return inflight.done;
  }

  /** A fetch failed moments ago (within `failureCacheMs`): its message, so that it is not asked again yet. */
  function recentFailure(): string | null {
    return inflight === null && lastFailure !== null && now() - lastFailure.at < failureCacheMs
      ? lastFailure.message
      : null;
  }

  /**
   * A kid the set lacks: one refetch past HTTP caches (the set may be a cached copy up to its max-age old,
   * even right after a cold fetch), then rejected. A refetch that leaves a kid unknown starts the cooldown:
   * meanwhile unknown kids cause no fetch, so a flood of made-up kids costs one request.
   */
  async function resolveUnknown(kid: string): Promise<KeyLookup> {
    if (inflight === null && now() - lastUnknownRefetch < cooldownMs) {
      return { ok: false, code: 'kid_unknown', message: `no key with kid ${kid} (refetch cooling down)` };
    }
    const failed = recentFailure();
    if (failed !== null) return { ok: false, code: 'keys_unavailable', message: failed };
    const error = await sharedRefresh(true);
    if (jwks?.has(kid)) return importKey(kid);
    if (error) return { ok: false, code: 'keys_unavailable', message: error };
    lastUnknownRefetch = now();
    return { ok: false, code: 'kid_unknown', message: `no key with kid ${kid}` };
  }

  /** Lookups of imported keys, kept so that a warm verification costs no promise chain here. */
  const ready = new Map<string, KeyLookup>();
  /** Imported keys belong to the platform that imported them: another one starts afresh. */
  let importedBy: Platform | null = null;

  function importKey(kid: string): Promise<KeyLookup> {
    if (importedBy !== platform()) {
      importedBy = platform();
      imported.clear();
      ready.clear();
    }
    const done = ready.get(kid);
    if (done) return Promise.resolve(done);
    const jwk = jwks?.get(kid);
    if (!jwk) return Promise.resolve({ ok: false, code: 'kid_unknown', message: `no key with kid ${kid}` });
    let pending = imported.get(kid);
    if (!pending) {
      pending = platform()
        .importEs256Key(jwk, kid)
        .then((key): KeyLookup => {
          const lookup: KeyLookup = { ok: true, key };
          if (jwks?.get(kid) === jwk) ready.set(kid, lookup);
          return lookup;
        })
        .catch(
          (): KeyLookup => ({
            ok: false,
            code: 'kid_unknown',
            message: `the key ${kid} is not a valid P-256 key`,
          }),
        );
      imported.set(kid, pending);
    }
    return pending;
  }

  return {
    issuer,
    async resolve(kid) {
      if (options.jwks) return importKey(kid);
      if (jwks && now() < jwksExpiresAt) {
        const done = importedBy === platform() ? ready.get(kid) : undefined;
        if (done) return done;
        if (jwks.has(kid)) return importKey(kid);
        return resolveUnknown(kid);
      }
      // A stale set that lacks the kid goes straight to the refetch past caches (a max-age of 0 does not
      // lift the cooldown).
      if (jwks && !jwks.has(kid)) return resolveUnknown(kid);
      // Nothing fetched yet, or a stale set that has the kid: an ordinary fetch, which an HTTP cache may answer.
      const failed = recentFailure();
      if (failed !== null) {
        // Keys are never reused, so a stale copy answers.
        return jwks?.has(kid) ? importKey(kid) : { ok: false, code: 'keys_unavailable', message: failed };
      }
      const error = await sharedRefresh(false);
      if (jwks?.has(kid)) return importKey(kid);
      if (error) return { ok: false, code: 'keys_unavailable', message: error };
      return resolveUnknown(kid);
    },
  };
}

const MAX_SHARED_RESOLVERS = 64;
const sharedResolvers = new WeakMap<typeof fetch | object, Map<string, KeyResolver>>();
const GLOBAL_FETCH = {};
const localResolvers = new WeakMap<object, KeyResolver>();

/**
 * The resolver a verifier uses for these options: the given one, one for a given JWKS (kept as long
 * as that object lives), or one shared per (fetch, issuer), so repeated calls hit a warm cache.
 */
export function resolverFor(options: {
  issuer: string;
  keys?: KeyResolver;
  jwks?: { keys: unknown[] };
  fetch?: typeof fetch;
}): KeyResolver {
  if (options.keys) return options.keys;
  if (options.jwks) {
    let local = localResolvers.get(options.jwks);
    if (!local) {
      local = createKeyResolver({ issuer: options.issuer, jwks: options.jwks });
      localResolvers.set(options.jwks, local);
    }
    return local;
  }
  const owner = options.fetch ?? GLOBAL_FETCH;
  let byIssuer = sharedResolvers.get(owner);
  if (!byIssuer) {
    byIssuer = new Map();
    sharedResolvers.set(owner, byIssuer);
  }
  const issuer = normalizeIssuer(options.issuer);
  let shared = byIssuer.get(issuer);
  if (!shared) {
    if (byIssuer.size >= MAX_SHARED_RESOLVERS) byIssuer.delete(byIssuer.keys().next().value as string);
    shared = createKeyResolver(options.fetch ? { issuer, fetch: options.fetch } : { issuer });
    byIssuer.set(issuer, shared);
  }
  return shared;
}
