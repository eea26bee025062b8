import type { TlpClaims, TokenFailureCode } from '../verdicts.js';

/** Clock skew tolerated on every time claim, in seconds. */
export const LEEWAY_SECONDS = 60;

/** `exp`, `nbf` and `iat` against the clock, with leeway; the failure or null. */
export function timeFailure(
  claims: TlpClaims,
  now: number,
): { code: TokenFailureCode; message: string } | null {
  if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number') {
    return { code: 'claims_invalid', message: 'the token has no numeric exp and iat' };
  }
  if (now > claims.exp + LEEWAY_SECONDS)
    return { code: 'expired', message: `the token expired at ${claims.exp}` };
  if (claims.iat > now + LEEWAY_SECONDS)
    return { code: 'not_yet_valid', message: `the token is issued in the future (${claims.iat})` };
  if (typeof claims.nbf === 'number' && claims.nbf > now + LEEWAY_SECONDS) {
    return { code: 'not_yet_valid', message: `the token is not valid before ${claims.nbf}` };
  }
  return null;
}
