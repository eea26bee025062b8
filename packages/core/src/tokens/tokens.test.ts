import { describe, expect, it } from 'vitest';
import {
  authorizationClaims,
  IDS,
  ISSUER,
  JWKS,
  LIVE_KEY,
  NOW,
  NOW_S,
  sessionClaims,
  TEST_KEY,
} from '../../../../test-vectors/lib/fixtures.js';
import { signJws } from '../../../../test-vectors/lib/jws.js';
import { verifyAuthorization } from './authorization.js';
import { verifySessionToken } from './session.js';

const opts = { issuer: ISSUER, jwks: JWKS, mode: 'test' as const, now: NOW };
const auth = (claims: object, typ = 'tlp-auth+jwt') =>
  signJws({ alg: 'ES256', typ, kid: TEST_KEY.kid }, claims, TEST_KEY);
const session = (claims: object) =>
  signJws({ alg: 'ES256', typ: 'tlp-session+jwt', kid: TEST_KEY.kid }, claims, TEST_KEY);

describe('verifyAuthorization', () => {
  it('accepts a valid token, with audience and execution', async () => {
    const verdict = await verifyAuthorization(auth(authorizationClaims()), {
      ...opts,
      audience: IDS.account,
      execution: { provider: 'acme', model: 'imagegen-2' },
    });
    expect(verdict).toMatchObject({ valid: true, kid: TEST_KEY.kid });
    if (verdict.valid) expect(verdict.claims.tlp.max_generations).toBe(1);
  });

  it('expired past 60 s of leeway, not within it', async () => {
    expect((await verifyAuthorization(auth(authorizationClaims(NOW_S - 59)), opts)).valid).toBe(true);
    expect(await verifyAuthorization(auth(authorizationClaims(NOW_S - 61)), opts)).toMatchObject({
      code: 'expired',
    });
  });

  it('not_yet_valid when issued more than 60 s ahead', async () => {
    expect(await verifyAuthorization(auth(authorizationClaims(NOW_S + 3600 + 120)), opts)).toMatchObject({
      code: 'not_yet_valid',
    });
  });

  it('audience_mismatch and execution_mismatch', async () => {
    const token = auth(authorizationClaims());
    expect(await verifyAuthorization(token, { ...opts, audience: 'acct_other' })).toMatchObject({
      code: 'audience_mismatch',
    });
    expect(
      await verifyAuthorization(token, { ...opts, execution: { provider: 'acme', model: 'other' } }),
    ).toMatchObject({
      code: 'execution_mismatch',
    });
  });

  it('claims_invalid without max_generations or execution', async () => {
    const c = authorizationClaims();
    expect(
      await verifyAuthorization(auth({ ...c, tlp: { ver: '1.0', execution: c.tlp.execution } }), opts),
    ).toMatchObject({
      code: 'claims_invalid',
    });
    expect(
      await verifyAuthorization(auth({ ...c, tlp: { ver: '1.0', max_generations: 1 } }), opts),
    ).toMatchObject({
      code: 'claims_invalid',
    });
    const { exp: _exp, ...noExp } = c;
    expect(await verifyAuthorization(auth(noExp), opts)).toMatchObject({ code: 'claims_invalid' });
  });

  it('typ_mismatch for a receipt or session token, and the shared codes', async () => {
    expect(await verifyAuthorization(auth(authorizationClaims(), 'tlp-receipt+jwt'), opts)).toMatchObject({
      code: 'typ_mismatch',
    });
    expect(await verifyAuthorization(auth(authorizationClaims()), { ...opts, mode: 'live' })).toMatchObject({
      code: 'test_key_in_live_mode',
    });
    expect(await verifyAuthorization('x.y', opts)).toMatchObject({ code: 'malformed' });
    const live = signJws(
      { alg: 'ES256', typ: 'tlp-auth+jwt', kid: LIVE_KEY.kid },
      authorizationClaims(),
      LIVE_KEY,
    );
    expect((await verifyAuthorization(live, { ...opts, mode: 'live' })).valid).toBe(true);
  });
});

describe('verifySessionToken', () => {
  it('accepts a valid token for its session', async () => {
    expect(
      await verifySessionToken(session(sessionClaims()), { ...opts, session: IDS.session }),
    ).toMatchObject({
      valid: true,
    });
  });

  it('session_mismatch for another session', async () => {
    expect(
      await verifySessionToken(session(sessionClaims()), { ...opts, session: 'ses_other' }),
    ).toMatchObject({
      code: 'session_mismatch',
    });
  });

  it('expired after exp + 60 s; not_yet_valid before iat - 60 s', async () => {
    expect(await verifySessionToken(session(sessionClaims(NOW_S - 361)), opts)).toMatchObject({
      code: 'expired',
    });
    expect((await verifySessionToken(session(sessionClaims(NOW_S - 359)), opts)).valid).toBe(true);
    expect(await verifySessionToken(session(sessionClaims(NOW_S + 61)), opts)).toMatchObject({
      code: 'not_yet_valid',
    });
  });

  it('claims_invalid for a lifetime other than five minutes, or authorization claims', async () => {
    expect(await verifySessionToken(session({ ...sessionClaims(), exp: NOW_S + 3600 }), opts)).toMatchObject({
      code: 'claims_invalid',
    });
    const c = sessionClaims();
    expect(
      await verifySessionToken(session({ ...c, tlp: { ...c.tlp, max_generations: 1 } }), opts),
    ).toMatchObject({
      code: 'claims_invalid',
    });
    expect(await verifySessionToken(session({ ...c, tlp: { ...c.tlp, execution: {} } }), opts)).toMatchObject(
      {
        code: 'claims_invalid',
      },
    );
    expect(await verifySessionToken(session({ ...c, jti: 'ses_other' }), opts)).toMatchObject({
      code: 'claims_invalid',
    });
  });

  it('typ_mismatch for an authorization token', async () => {
    expect(await verifySessionToken(auth(sessionClaims()), opts)).toMatchObject({ code: 'typ_mismatch' });
  });
});
