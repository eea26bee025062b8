import { describe, expect, it } from 'vitest';
import { DISCOVERY, fakeIssuer, ISSUER, JWKS, TEST_KEY } from '../../../../test-vectors/lib/fixtures.js';
import { createKeyResolver } from './resolver.js';

const DISCOVERY_URL = `${ISSUER}/.well-known/talent-license`;
const JWKS_URL = `${ISSUER}/.well-known/jwks.json`;

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/**
 * The issuer behind a browser's HTTP cache: the JWKS once fetched is answered from the cache (as it may be for
 * up to its max-age) unless a request says `cache: 'no-cache'` (or `reload`, `no-store`). Records each JWKS
 * request's cache mode.
 */
function behindHttpCache(issuer: ReturnType<typeof fakeIssuer>) {
  let cached: string | null = null;
  const jwksModes: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== JWKS_URL) return issuer.fetch(input, init);
    const mode = init?.cache ?? 'default';
    jwksModes.push(mode);
    if (cached !== null && !['no-cache', 'reload', 'no-store'].includes(mode)) {
      return new Response(cached, { headers: { 'content-type': 'application/json' } });
    }
    const response = await issuer.fetch(input, init);
    cached = await response.clone().text();
    return response;
  }) as typeof globalThis.fetch;
  return { fetch, jwksModes };
}

describe('createKeyResolver', () => {
  it('caches discovery and JWKS per Cache-Control max-age', async () => {
    const issuer = fakeIssuer({ maxAge: 60 });
    const c = clock();
    const keys = createKeyResolver({ issuer: ISSUER, fetch: issuer.fetch, now: c.now });
    expect((await keys.resolve(TEST_KEY.kid)).ok).toBe(true);
    expect((await keys.resolve(TEST_KEY.kid)).ok).toBe(true);
    expect(issuer.state.requests).toEqual([DISCOVERY_URL, JWKS_URL]);
    c.advance(61_000);
    expect((await keys.resolve(TEST_KEY.kid)).ok).toBe(true);
    expect(issuer.state.requests).toEqual([DISCOVERY_URL, JWKS_URL, DISCOVERY_URL, JWKS_URL]);
  });

  it('refetches once on an unknown kid, then rejects, and cools down', async () => {
    const issuer = fakeIssuer();
    const c = clock();
    const keys = createKeyResolver({ issuer: ISSUER, fetch: issuer.fetch, now: c.now, cooldownMs: 30_000 });
    await keys.resolve(TEST_KEY.kid);
    expect(await keys.resolve('rfl-test-random1')).toMatchObject({ ok: false, code: 'kid_unknown' });
    expect(issuer.state.requests.filter((u) => u === JWKS_URL)).toHaveLength(2);
    for (let i = 0; i < 100; i++) await keys.resolve(`rfl-test-flood${i}`);
    expect(issuer.state.requests.filter((u) => u === JWKS_URL)).toHaveLength(2);
    c.advance(30_001);
    await keys.resolve('rfl-test-random2');
    expect(issuer.state.requests.filter((u) => u === JWKS_URL)).toHaveLength(3);
  });

  it('finds a key published after the first fetch (rotation)', async () => {
    const issuer = fakeIssuer({ jwks: { keys: [] } });
    const c = clock();
    const keys = createKeyResolver({ issuer: ISSUER, fetch: issuer.fetch, now: c.now, cooldownMs: 1000 });
    expect(await keys.resolve(TEST_KEY.kid)).toMatchObject({ code: 'kid_unknown' });
    issuer.state.jwks = JWKS;
    c.advance(1001);
    expect((await keys.resolve(TEST_KEY.kid)).ok).toBe(true);
  });

  it('a max-age of 0 does not lift the cooldown: a flood of unknown kids costs one refetch', async () => {
    const issuer = fakeIssuer({ maxAge: 0 });
    const c = clock();
    const keys = createKeyResolver({ issuer: ISSUER, fetch: issuer.fetch, now: c.now, cooldownMs: 30_000 });
    expect((await keys.resolve(TEST_KEY.kid)).ok).toBe(true);
    for (let i = 0; i < 100; i++) {
      c.advance(10);
      expect(await keys.resolve(`rfl-test-flood${i}`)).toMatchObject({ ok: false, code: 'kid_unknown' });
    }
    expect(issuer.state.requests.filter((u) => u === JWKS_URL)).toHaveLength(2);
    c.advance(30_000);
    await keys.resolve('rfl-test-after');
    expect(issuer.state.requests.filter((u) => u === JWKS_URL)).toHaveLength(3);
  });

  it('a kid missing from a cold fetch is refetched at once, past the HTTP cache, then rejected', async () => {
    // The browser's HTTP cache holds a JWKS from before the rotation: the cold fetch gets that copy.
    const issuer = fakeIssuer({ jwks: { keys: [] } });
    const cache = behindHttpCache(issuer);
    await createKeyResolver({ issuer: ISSUER, fetch: cache.fetch }).resolve('rfl-test-old');
    issuer.state.jwks = JWKS;
    const keys = createKeyResolver({ issuer: ISSUER, fetch: cache.fetch });
    expect((await keys.resolve(TEST_KEY.kid)).ok).toBe(true);
    expect(cache.jwksModes.slice(-2)).toEqual(['default', 'no-cache']);
    // A kid in neither copy: one refetch, then rejected; the next unknown kid finds the cooldown.
    expect(await keys.resolve('rfl-test-never')).toMatchObject({ ok: false, code: 'kid_unknown' });
    expect(cache.jwksModes.slice(4)).toEqual(['no-cache']);
    expect(await keys.resolve('rfl-test-never2')).toMatchObject({ ok: false, code: 'kid_unknown' });
    expect(cache.jwksModes).toHaveLength(5);
  });

  it('the refetch on an unknown kid from a warm cache bypasses the HTTP cache', async () => {
    const issuer = fakeIssuer({ jwks: { keys: [] } });
    const cache = behindHttpCache(issuer);
    const c = clock();
    const keys = createKeyResolver({ issuer: ISSUER, fetch: cache.fetch, now: c.now, cooldownMs: 1000 });
    expect(await keys.resolve('rfl-test-old')).toMatchObject({ ok: false, code: 'kid_unknown' });
    issuer.state.jwks = JWKS;
    c.advance(1001);
    expect((await keys.resolve(TEST_KEY.kid)).ok).toBe(true);
    expect(cache.jwksModes.at(-1)).toBe('no-cache');
  });

  it('refetches without the cache field where the runtime refuses it (older workerd)', async () => {
    const issuer = fakeIssuer({ jwks: { keys: [] } });
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.cache) throw new Error("The 'cache' field on 'RequestInitializerDict' is not implemented.");
      return issuer.fetch(input, init);
    }) as typeof globalThis.fetch;
    const c = clock();
    const keys = createKeyResolver({ issuer: ISSUER, fetch, now: c.now, cooldownMs: 1000 });
    expect(await keys.resolve('rfl-test-old')).toMatchObject({ code: 'kid_unknown' });
    issuer.state.jwks = JWKS;
    c.advance(1001);
    expect((await keys.resolve(TEST_KEY.kid)).ok).toBe(true);
  });

  it('a cold fetch and its refetch then cool down: a flood of unknown kids costs nothing more', async () => {
    const issuer = fakeIssuer({ jwks: { keys: [] } });
    const c = clock();
    const keys = createKeyResolver({ issuer: ISSUER, fetch: issuer.fetch, now: c.now, cooldownMs: 30_000 });
    expect(await keys.resolve(TEST_KEY.kid)).toMatchObject({ code: 'kid_unknown' });
    expect(issuer.state.requests.filter((u) => u === JWKS_URL)).toHaveLength(2);
    issuer.state.jwks = JWKS;
    for (let i = 0; i < 50; i++) {
      c.advance(10);
      expect(await keys.resolve(`rfl-test-flood${i}`)).toMatchObject({ code: 'kid_unknown' });
    }
    expect(await keys.resolve(TEST_KEY.kid)).toMatchObject({ code: 'kid_unknown' }); // cooling down
    expect(issuer.state.requests.filter((u) => u === JWKS_URL)).toHaveLength(2);
    c.advance(30_000);
    expect((await keys.resolve(TEST_KEY.kid)).ok).toBe(true);
    expect(issuer.state.requests.filter((u) => u === JWKS_URL)).toHaveLength(3);
  });

  it('a flood of unknown kids at once shares one fetch', async () => {
    const issuer = fakeIssuer({ delayMs: 20 });
    const keys = createKeyResolver({ issuer: ISSUER, fetch: issuer.fetch });
    await keys.resolve(TEST_KEY.kid);
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => keys.resolve(`rfl-test-f${i}`)));
    expect(results.every((r) => !r.ok && r.code === 'kid_unknown')).toBe(true);
    expect(issuer.state.requests.filter((u) => u === JWKS_URL)).toHaveLength(2);
  });

  it('remembers a failed fetch briefly: a JWKS answering 500 is not asked again on every call', async () => {
    const issuer = fakeIssuer();
    issuer.state.fail = 500;
    const c = clock();
    const keys = createKeyResolver({ issuer: ISSUER, fetch: issuer.fetch, now: c.now, failureCacheMs: 5000 });
    for (let i = 0; i < 50; i++) {
      c.advance(50);
      expect(await keys.resolve(TEST_KEY.kid)).toMatchObject({ ok: false, code: 'keys_unavailable' });
    }
    expect(issuer.state.requests).toEqual([DISCOVERY_URL]);
    issuer.state.fail = false;
    c.advance(3000); // 5.45 s after the failure
    expect((await keys.resolve(TEST_KEY.kid)).ok).toBe(true);
    expect(issuer.state.requests).toEqual([DISCOVERY_URL, DISCOVERY_URL, JWKS_URL]);
  });

  it('shares one in-flight fetch among concurrent callers', async () => {
    const issuer = fakeIssuer({ delayMs: 20 });
    const keys = createKeyResolver({ issuer: ISSUER, fetch: issuer.fetch });
    const results = await Promise.all(Array.from({ length: 50 }, () => keys.resolve(TEST_KEY.kid)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(issuer.state.requests).toEqual([DISCOVERY_URL, JWKS_URL]);
  });

  it('times out', async () => {
    const hanging = ((_u: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof fetch;
    const keys = createKeyResolver({ issuer: ISSUER, fetch: hanging, timeoutMs: 30 });
    const result = await keys.resolve(TEST_KEY.kid);
    expect(result).toMatchObject({ ok: false, code: 'keys_unavailable' });
    if (!result.ok) expect(result.message).toMatch(/timed out/);
  });

  it('follows no redirects', async () => {
    const seen: RequestInit[] = [];
    const redirecting = (async (_u: unknown, init?: RequestInit) => {
      seen.push(init ?? {});
      return new Response(null, { status: 302, headers: { location: 'https://evil.example/jwks' } });
    }) as typeof fetch;
    const keys = createKeyResolver({ issuer: ISSUER, fetch: redirecting });
    expect(await keys.resolve(TEST_KEY.kid)).toMatchObject({ code: 'keys_unavailable' });
    expect(seen[0]?.redirect).toBe('manual');
  });

  it.each([
    ['network error', 'network' as const],
    ['a 500', 500],
  ])('reports keys_unavailable on %s', async (_what, failure) => {
    const issuer = fakeIssuer();
    issuer.state.fail = failure;
    const keys = createKeyResolver({ issuer: ISSUER, fetch: issuer.fetch });
    expect(await keys.resolve(TEST_KEY.kid)).toMatchObject({ ok: false, code: 'keys_unavailable' });
  });

  it('keeps answering from a stale JWKS that has the kid when a refresh fails', async () => {
    const issuer = fakeIssuer({ maxAge: 1 });
    const c = clock();
    const keys = createKeyResolver({ issuer: ISSUER, fetch: issuer.fetch, now: c.now });
    await keys.resolve(TEST_KEY.kid);
    c.advance(5000);
    issuer.state.fail = 'network';
    expect((await keys.resolve(TEST_KEY.kid)).ok).toBe(true);
  });

  it.each([
    ['bad JSON', () => new Response('{', { status: 200 })],
    ['a JSON array', () => Response.json([1])],
    ['a foreign issuer', () => Response.json({ ...DISCOVERY, issuer: 'https://evil.example' })],
    [
      'a jwks_uri on another origin',
      () => Response.json({ ...DISCOVERY, jwks_uri: 'https://evil.example/jwks' }),
    ],
    ['an oversized document', () => new Response('x', { headers: { 'content-length': String(2 ** 24) } })],
    [
      // No content-length: the cap holds while the body streams in.
      'an oversized streamed document',
      () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
            },
          }),
        ),
    ],
  ])('refuses discovery with %s', async (_what, make) => {
    const keys = createKeyResolver({ issuer: ISSUER, fetch: (async () => make()) as typeof fetch });
    expect(await keys.resolve(TEST_KEY.kid)).toMatchObject({ ok: false, code: 'keys_unavailable' });
  });

  it('uses a given JWKS without fetching, and ignores keys it cannot use', async () => {
    const jwks = {
      keys: [
        { kty: 'RSA', kid: 'r', n: 'x', e: 'AQAB' },
        { ...TEST_KEY.jwk, alg: 'ES384', kid: 'x' },
        TEST_KEY.jwk,
      ],
    };
    const fetchSpy = (async () => {
      throw new Error('must not fetch');
    }) as typeof fetch;
    const keys = createKeyResolver({ issuer: ISSUER, jwks, fetch: fetchSpy });
    expect((await keys.resolve(TEST_KEY.kid)).ok).toBe(true);
    expect(await keys.resolve('r')).toMatchObject({ code: 'kid_unknown' });
    expect(await keys.resolve('x')).toMatchObject({ code: 'kid_unknown' });
  });
});
