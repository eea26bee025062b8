import { check, type OptionCheck, VERIFY_OPTION_CHECKS, type VerifyOptions } from '../options.js';
import type { TlpClaims, TokenVerdict } from '../verdicts.js';
import { fail } from '../verdicts.js';
import { verifyTimedToken } from './verify-timed.js';

/** The JWS `typ` of a session token. */
export const SESSION_TYP = 'tlp-session+jwt';
/** A session token lives exactly five minutes. */
export const SESSION_LIFETIME_SECONDS = 300;

/** Claims of a session token (the spec's "Session token" table). */
export interface SessionClaims extends TlpClaims {
  aud: string;
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  tlp: {
    ver: string;
    session: string;
    check: string;
    talent: string[];
    facets: string[];
    licenses: Array<{ talent: string; license: string; revision: string; terms_digest: string }>;
    use: Record<string, unknown>;
    sampling: Record<string, unknown>;
    eu?: string;
  };
}

const OPTION_CHECKS: Readonly<Record<string, OptionCheck>> = {
  ...VERIFY_OPTION_CHECKS,
  session: check.optionalString('session'),
};

/**
 * Verifies a live session token (`tlp-session+jwt`): signature, `iss`, `tlp.ver`, `exp` exactly five
 * minutes after `iat` (60 s leeway against the clock on both), `tlp.session` when `session` is given
 * (and equal to `jti`), and none of the authorization token's claims.
 *
 * @example
 * ```ts
 * const verdict = await verifySessionToken(token, { issuer, session: 'ses_01j…' });
 * if (!verdict.valid) stopOutput();
 * ```
 */
export async function verifySessionToken(
  token: string,
  options: VerifyOptions & { session?: string },
): Promise<TokenVerdict<SessionClaims>> {
  try {
    const result = await verifyTimedToken<SessionClaims>(token, SESSION_TYP, options, OPTION_CHECKS);
    if (!result.valid) return result;
    const { claims } = result;
    if (claims.exp - claims.iat !== SESSION_LIFETIME_SECONDS) {
      return fail('claims_invalid', `exp must be iat + ${SESSION_LIFETIME_SECONDS} s`);
    }
    const tlp = claims.tlp as SessionClaims['tlp'] & Record<string, unknown>;
    if ('max_generations' in tlp || 'execution' in tlp) {
      return fail('claims_invalid', 'a session token carries no tlp.max_generations or tlp.execution');
    }
    if (typeof tlp.session !== 'string' || claims.jti !== tlp.session) {
      return fail('claims_invalid', 'tlp.session must be the session ID, equal to jti');
    }
    if (options.session !== undefined && tlp.session !== options.session) {
      return fail('session_mismatch', `the token is for ${tlp.session}, not ${options.session}`);
    }
    return result;
  } catch (error) {
    return fail('malformed', `could not verify: ${String(error)}`);
  }
}
