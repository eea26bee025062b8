import { z } from 'zod';
import { protocolVersion, unixSeconds } from './common.js';
import { accountId, checkId } from './ids.js';

/** Protected header of an authorization token (Signed token formats): `{alg: ES256, typ: tlp-auth+jwt, kid}`. */
export const authorizationTokenHeader = z.object({
  alg: z.literal('ES256'),
  typ: z.literal('tlp-auth+jwt'),
  kid: z.string().min(1),
});

/**
 * Claims of the authorization token returned as `authorization.token` on allow (Signed token formats; fixtures
 * "Authorization token"): `iss`, `sub` (the `chk_` ID), `aud` (the licensee's `acct_` ID), `jti`, `iat`, `exp`
 * (= `authorization.expires_at`) and `tlp: {ver, max_generations, execution: {provider, model}}`. The format of
 * `jti` is not shown, so any nonempty string passes.
 */
export const authorizationTokenClaims = z
  .object({
    iss: z.url(),
    sub: checkId,
    aud: accountId,
    jti: z.string().min(1),
    iat: unixSeconds,
    exp: unixSeconds,
    tlp: z.object({
      ver: protocolVersion,
      max_generations: z.number().int().positive(),
      execution: z.object({
        provider: z.string().min(1),
        model: z.string().min(1),
      }),
    }),
  })
  .refine((claims) => claims.exp > claims.iat, { error: 'exp must be after iat', path: ['exp'] });

export type AuthorizationTokenHeader = z.infer<typeof authorizationTokenHeader>;
export type AuthorizationTokenClaims = z.infer<typeof authorizationTokenClaims>;
