import { nowSeconds, verifySigned } from '../lib/verify-signed.js';
import { type OptionCheck, optionsError, type VerifyOptions } from '../options.js';
import type { Failure, JwsHeader, TlpClaims, TokenFailureCode } from '../verdicts.js';
import { fail } from '../verdicts.js';
import { timeFailure } from './time.js';

/** A token whose options, signature, header and time claims hold: what is left is its own claims' checks. */
export interface TimedToken<C extends TlpClaims> {
  valid: true;
  claims: C;
  header: JwsHeader;
  kid: string;
}

/**
 * The steps every token verifier begins with, in order: its options against `optionChecks`
 * (`invalid_options`), the compact JWS for `typ` (shape, key, signature, `iss`, `tlp.ver`, mode), then
 * `exp`, `iat` and `nbf` against the clock with leeway. The token when all hold, else the failure to
 * return as the verdict.
 */
export async function verifyTimedToken<C extends TlpClaims>(
  token: string,
  typ: string,
  options: VerifyOptions,
  optionChecks: Readonly<Record<string, OptionCheck>>,
): Promise<TimedToken<C> | Failure<TokenFailureCode>> {
  const badOptions = optionsError(options, optionChecks);
  if (badOptions) return fail('invalid_options', badOptions);
  const result = await verifySigned(token, typ, options);
  if (!result.valid) return result;
  const claims = result.claims as C;
  const time = timeFailure(claims, nowSeconds(options));
  if (time) return fail(time.code, time.message);
  return { valid: true, claims, header: result.header, kid: result.kid };
}
