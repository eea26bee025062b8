import { check, type OptionCheck, VERIFY_OPTION_CHECKS, type VerifyOptions } from '../options.js';
import type { TlpClaims, TokenVerdict } from '../verdicts.js';
import { fail } from '../verdicts.js';
import { verifyTimedToken } from './verify-timed.js';

/** The JWS `typ` of an authorization token. */
export const AUTHORIZATION_TYP = 'tlp-auth+jwt';

/** Claims of an authorization token (the fixtures document's "Authorization token"). */
export interface AuthorizationClaims extends TlpClaims {
  sub: string;
  aud: string;
  jti: string;
  iat: number;
  exp: number;
  tlp: { ver: string; max_generations: number; execution: { provider: string; model: string } };
}

export interface VerifyAuthorizationOptions extends VerifyOptions {
  /** The licensee's `acct_` ID the token must be addressed to (`aud`). */
  audience?: string;
  /** The generator that is about to run: must equal `tlp.execution`. */
  execution?: { provider: string; model: string };
}

const OPTION_CHECKS: Readonly<Record<string, OptionCheck>> = {
  ...VERIFY_OPTION_CHECKS,
  audience: check.optionalString('audience'),
  execution: (v) => {
    if (v === undefined) return null;
    const e = v as { provider?: unknown; model?: unknown } | null;
    return typeof e === 'object' &&
      e !== null &&
      typeof e.provider === 'string' &&
      typeof e.model === 'string'
      ? null
      : 'execution must be { provider: string, model: string }';
  },
};

/**
 * Verifies an authorization token (`tlp-auth+jwt`) offline, as a generation tool must before it
 * generates anything for a named talent: signature against the JWKS, `iss`, `tlp.ver`, `exp` (60 s
 * leeway), `aud` and `tlp.execution` when given.
 *
 * @example
 * ```ts
 * const verdict = await verifyAuthorization(check.authorization.token, {
 *   issuer: 'https://licensing.example',
 *   execution: { provider: 'acme', model: 'imagegen-2' },
 * });
 * if (!verdict.valid) throw new Error(`not authorized: ${verdict.code}`); // generate nothing
 * ```
 */
export async function verifyAuthorization(
  token: string,
  options: VerifyAuthorizationOptions,
): Promise<TokenVerdict<AuthorizationClaims>> {
  try {
    const result = await verifyTimedToken<AuthorizationClaims>(
      token,
      AUTHORIZATION_TYP,
      options,
      OPTION_CHECKS,
    );
    if (!result.valid) return result;
    const { claims } = result;
    const { max_generations: max, execution } = claims.tlp;
    if (typeof claims.sub !== 'string' || !Number.isInteger(max) || max < 1) {
      return fail('claims_invalid', 'the token needs sub and a positive integer tlp.max_generations');
    }
    if (!execution || typeof execution.provider !== 'string' || typeof execution.model !== 'string') {
      return fail('claims_invalid', 'the token needs tlp.execution with provider and model');
    }
    if (options.audience !== undefined) {
      const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (!aud.includes(options.audience)) return fail('audience_mismatch', `aud is not ${options.audience}`);
    }
    if (
      options.execution &&
      (options.execution.provider !== execution.provider || options.execution.model !== execution.model)
    ) {
      return fail(
        'execution_mismatch',
        `the token authorizes ${execution.provider}/${execution.model}, not ${options.execution.provider}/${options.execution.model}`,
      );
    }
    return result;
  } catch (error) {
    return fail('malformed', `could not verify: ${String(error)}`);
  }
}
