/**
 * Shared inputs of the vectors and the core tests: one issuer, its keys, claims builders and a fake
 * issuer behind an injectable fetch. Everything is derived from fixed labels, so it is the same on
 * every run.
 */
import { obligationTypes } from '../../packages/core/src/schemas/obligation.js';
import { type TestKey, testKey } from './jws.js';

export const ISSUER = 'https://licensing.example';
/** A fixed clock: 2026-11-01T00:00:00Z. */
export const NOW = new Date('2026-11-01T00:00:00Z');
export const NOW_S = Math.floor(NOW.getTime() / 1000);

export const TEST_KEY: TestKey = testKey('rfl-test-01jb8m2k4x7q9v3n5r6t8w0y2z');
export const LIVE_KEY: TestKey = testKey('rfl-live-01jb8m2k4x7q9v3n5r6t8w0y30');
/** A key the JWKS does not publish. */
export const STRAY_KEY: TestKey = testKey('rfl-test-01jb8m2k4x7q9v3n5r6t8w0y31');

export const JWKS = { keys: [TEST_KEY.jwk, LIVE_KEY.jwk] };

/**
 * The data of a license assertion for tests of C2PA writing and reading: shaped like a receipt and a
 * receipt page, and verifying against nothing (the tests check the manifest, not the receipt).
 */
export const PLACEHOLDER_LICENSE = {
  receipt: 'eyJhbGciOiJFUzI1NiIsInR5cCI6InRscC1yZWNlaXB0K2p3dCJ9.eyJ0bHAiOnt9fQ.c2ln',
  verify_url: 'https://licensing.example/r/rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a',
};

export const DISCOVERY = {
  issuer: ISSUER,
  protocol: 'tlp',
  protocol_versions: ['1.0'],
  api_base: `${ISSUER}/v1`,
  api_versions: ['2026-10-15'],
  jwks_uri: `${ISSUER}/.well-known/jwks.json`,
  check_endpoint: `${ISSUER}/v1/checks`,
  generation_endpoint: `${ISSUER}/v1/generations`,
  verification_endpoint: `${ISSUER}/v1/verifications`,
  receipt_endpoint: `${ISSUER}/v1/receipts/{receipt_id}`,
  receipt_page: `${ISSUER}/r/{receipt_id}`,
  token_types: ['tlp-auth+jwt', 'tlp-session+jwt', 'tlp-receipt+jwt'],
  obligation_types: [...obligationTypes],
  c2pa_assertion_label: 'ai.tlp.license',
};

export const IDS = {
  receipt: 'rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a',
  generation: 'gen_01jb8m2k4x7q9v3n5r6t8w0y2b',
  check: 'chk_01jb8m2k4x7q9v3n5r6t8w0y2c',
  talent: 'tal_01jb8m2k4x7q9v3n5r6t8w0y2d',
  license: 'lic_01jb8m2k4x7q9v3n5r6t8w0y2e',
  revision: 'lrv_01jb8m2k4x7q9v3n5r6t8w0y2f',
  account: 'acct_01jb8m2k4x7q9v3n5r6t8w0y2g',
  session: 'ses_01jb8m2k4x7q9v3n5r6t8w0y2h',
  facet: 'fct_01jb8m2k4x7q9v3n5r6t8w0y2j',
} as const;

export const TERMS_DIGEST = `sha256:${'ab'.repeat(32)}`;
export const REQUEST_DIGEST = `sha256:${'cd'.repeat(32)}`;

/** Receipt claims for a generation; `artifactSha256` is the bare hex digest of the output. */
export function receiptClaims(
  options: { livemode?: boolean; artifactSha256?: string; mediaType?: string } = {},
) {
  const { livemode = false, artifactSha256 = 'ef'.repeat(32), mediaType = 'image/png' } = options;
  return {
    iss: ISSUER,
    jti: IDS.receipt,
    sub: IDS.generation,
    iat: NOW_S,
    tlp: {
      ver: '1.0',
      kind: 'generation',
      decision: 'allow',
      assurance: 'observed',
      livemode,
      talent: [IDS.talent],
      licenses: [
        {
          talent: IDS.talent,
          license: IDS.license,
          license_revision: IDS.revision,
          terms_digest: TERMS_DIGEST,
        },
      ],
      request_digest: REQUEST_DIGEST,
      artifact: { sha256: artifactSha256, media_type: mediaType },
    },
  };
}

export function authorizationClaims(exp = NOW_S + 3600) {
  return {
    iss: ISSUER,
    sub: IDS.check,
    aud: IDS.account,
    jti: 'auth_01jb8m2k4x7q9v3n5r6t8w0y2k',
    iat: exp - 3600,
    exp,
    tlp: { ver: '1.0', max_generations: 1, execution: { provider: 'acme', model: 'imagegen-2' } },
  };
}

export function sessionClaims(iat = NOW_S) {
  return {
    iss: ISSUER,
    aud: IDS.account,
    sub: IDS.account,
    jti: IDS.session,
    iat,
    exp: iat + 300,
    tlp: {
      ver: '1.0',
      session: IDS.session,
      check: IDS.check,
      talent: [IDS.talent],
      facets: [IDS.facet],
      licenses: [
        { talent: IDS.talent, license: IDS.license, revision: IDS.revision, terms_digest: TERMS_DIGEST },
      ],
      use: {
        modality: 'speech',
        kind: 'depiction',
        purpose: 'advertising',
        commercial: true,
        channels: ['web'],
        territories: ['US'],
      },
      sampling: { audio_window_max: 'PT10S', transcript: 'every_turn' },
      eu: '5e'.repeat(32),
    },
  };
}

/** The receipt object the API returns for a receipt JWS made from {@link receiptClaims}. */
export function receiptObject(jws: string, claims = receiptClaims()) {
  return {
    id: claims.jti,
    object: 'receipt',
    livemode: claims.tlp.livemode,
    kind: claims.tlp.kind,
    subject: claims.sub,
    decision: claims.tlp.decision,
    assurance: claims.tlp.assurance,
    talent: claims.tlp.talent,
    licenses: claims.tlp.licenses,
    request_digest: claims.tlp.request_digest,
    jws,
    use_status: 'permitted',
    issued_at: new Date(claims.iat * 1000).toISOString(),
  };
}

export const receiptHeader = (key: TestKey) => ({ alg: 'ES256', typ: 'tlp-receipt+jwt', kid: key.kid });

/** A fake issuer: serves discovery and JWKS, counts requests, can be made to fail. */
export function fakeIssuer(options: { jwks?: unknown; maxAge?: number; delayMs?: number } = {}) {
  const state = {
    requests: [] as string[],
    jwks: options.jwks ?? JWKS,
    fail: false as false | number | 'network',
  };
  const fakeFetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    state.requests.push(url);
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    if (state.fail === 'network') throw new TypeError('fetch failed');
    if (typeof state.fail === 'number') return new Response('nope', { status: state.fail });
    const headers = {
      'content-type': 'application/json',
      'cache-control': `public, max-age=${options.maxAge ?? 3600}`,
    };
    if (url === `${ISSUER}/.well-known/talent-license`)
      return new Response(JSON.stringify(DISCOVERY), { headers });
    if (url === `${ISSUER}/.well-known/jwks.json`)
      return new Response(JSON.stringify(state.jwks), { headers });
    return new Response('not found', { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch: fakeFetch, state };
}
