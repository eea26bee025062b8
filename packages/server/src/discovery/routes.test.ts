import { createPublicKey, verify } from 'node:crypto';
import { knownObligation } from '@tlp/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCompactJws } from '../sign/jws.js';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ config: { service: 'example' } });
});
afterAll(() => s.close());

describe('discovery and JWKS at the origin root', () => {
  it('discovery lists only the supported endpoints fields, with Cache-Control', async () => {
    const r = await s.api('/.well-known/talent-license', { key: null });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=3600');
    const api = `${s.origin}/v1`;
    expect(r.json).toEqual({
      issuer: s.origin,
      protocol: 'tlp',
      protocol_versions: ['1.0'],
      api_base: api,
      api_versions: ['2026-10-15'],
      jwks_uri: `${s.origin}/.well-known/jwks.json`,
      check_endpoint: `${api}/checks`,
      generation_endpoint: `${api}/generations`,
      verification_endpoint: `${api}/verifications`,
      receipt_endpoint: `${api}/receipts/{receipt_id}`,
      receipt_page: `${s.origin}/r/{receipt_id}`,
      soft_binding_resolution_api: `${s.origin}/v1`,
      token_types: ['tlp-auth+jwt', 'tlp-receipt+jwt'],
      // What a client can act on: each type the protocol's obligation schema tells apart (checked below).
      obligation_types: expect.any(Array),
      c2pa_assertion_label: 'ai.example.license',
    });
    // Exactly the types the protocol's obligation schema discriminates, in its order: a type listed that
    // a client cannot parse, or one it can that the server does not announce, fails here.
    const discriminated = knownObligation.options.map((o) => o.shape.type.value);
    expect(r.json.obligation_types).toEqual(discriminated);
    for (const absent of [
      'session_endpoint',
      'talent_index',
      'authorization_endpoint',
      'token_endpoint',
      'introspection_endpoint',
      'mcp_endpoint',
      'revocation_feed',
    ]) {
      expect(r.json).not.toHaveProperty(absent);
    }
  });

  it('JWKS: a test key rfl-test-… and a published live key rfl-live-…, public parts only, cached an hour', async () => {
    const r = await s.api('/.well-known/jwks.json', { key: null });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=3600');
    const keys = r.json.keys as Record<string, string>[];
    expect(keys).toHaveLength(2);
    for (const k of keys) {
      expect(Object.keys(k).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
      expect(k).toMatchObject({ kty: 'EC', crv: 'P-256', use: 'sig', alg: 'ES256' });
      expect(k.x).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(k.y).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expect(keys.filter((k) => /^rfl-test-[0-9a-z]+$/.test(k.kid!))).toHaveLength(1);
    expect(keys.filter((k) => /^rfl-live-[0-9a-z]+$/.test(k.kid!))).toHaveLength(1);
    const live = await s.deps.store.db
      .selectFrom('signing_keys')
      .selectAll()
      .where('livemode', '=', 1)
      .executeTakeFirstOrThrow();
    expect(live.status).toBe('published');
  });

  it('a compact ES256 JWS made with the stored test key verifies against the published JWK', async () => {
    const row = await s.deps.store.db
      .selectFrom('signing_keys')
      .selectAll()
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    const jws = await signCompactJws(s.deps.keyCustody.signer(row.kid, row.private_pem), 'tlp-receipt+jwt', {
      iss: s.origin,
    });
    const [h, p, sig] = jws.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({
      alg: 'ES256',
      typ: 'tlp-receipt+jwt',
      kid: row.kid,
    });
    expect(Buffer.from(sig, 'base64url')).toHaveLength(64);
    const jwks = (await s.api('/.well-known/jwks.json', { key: null })).json.keys as { kid: string }[];
    const jwk = jwks.find((k) => k.kid === row.kid)!;
    const pub = createPublicKey({ key: jwk as never, format: 'jwk' });
    expect(
      verify(
        'sha256',
        Buffer.from(`${h}.${p}`),
        { key: pub, dsaEncoding: 'ieee-p1363' },
        Buffer.from(sig, 'base64url'),
      ),
    ).toBe(true);
  });

  it('under /v1 they are 404 with a detail pointing at the root', async () => {
    for (const path of ['/v1/.well-known/jwks.json', '/v1/.well-known/talent-license']) {
      const p = expectProblem(await s.api(path, { key: null }), 404, 'resource_not_found');
      expect(p.detail).toContain('origin root');
    }
  });
});
