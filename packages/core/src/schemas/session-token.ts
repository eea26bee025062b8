import { z } from 'zod';
import { checkUse } from './check.js';
import { digest, duration, openEnum, protocolVersion, unixSeconds } from './common.js';
import { accountId, checkId, facetId, licenseId, licenseRevisionId, sessionId, talentId } from './ids.js';

/** Lifetime of a session token in seconds: `exp` is 5 minutes after `iat` (Signed token formats > Session token). */
export const sessionTokenLifetimeSeconds = 300;

/** Protected header of a session token (Signed token formats): `{alg: ES256, typ: tlp-session+jwt, kid}`. */
export const sessionTokenHeader = z.object({
  alg: z.literal('ES256'),
  typ: z.literal('tlp-session+jwt'),
  kid: z.string().min(1),
});

/** One license of a session token, in `tlp.talent` order (Session token `tlp.licenses`; note `revision`). */
export const sessionTokenLicense = z.object({
  talent: talentId,
  license: licenseId,
  revision: licenseRevisionId,
  terms_digest: digest,
});

/**
 * Claims of a session token (Signed token formats > Session token). `exp` must be exactly 5 minutes after `iat`;
 * `tlp.max_generations` and `tlp.execution` must be absent. The type of `tlp.sampling.frame_interval` (video
 * only) is not shown, so any value is accepted.
 */
export const sessionTokenClaims = z
  .object({
    iss: z.url(),
    aud: accountId,
    sub: accountId,
    jti: sessionId,
    iat: unixSeconds,
    exp: unixSeconds,
    tlp: z
      .object({
        ver: protocolVersion,
        session: sessionId,
        check: checkId,
        talent: z.array(talentId),
        facets: z.array(facetId),
        licenses: z.array(sessionTokenLicense),
        use: checkUse,
        sampling: z.object({
          audio_window_max: duration,
          transcript: openEnum(['every_turn']),
          frame_interval: z.unknown().optional(),
        }),
        eu: z.string().regex(/^[0-9a-fA-F]+$/, { error: 'Expected a hex HMAC' }),
        max_generations: z.never({ error: 'A session token has no tlp.max_generations' }).optional(),
        execution: z.never({ error: 'A session token has no tlp.execution' }).optional(),
      })
      .refine((tlp) => !('max_generations' in tlp) && !('execution' in tlp), {
        error: 'A session token has no tlp.max_generations or tlp.execution',
      }),
  })
  .refine((claims) => claims.exp - claims.iat === sessionTokenLifetimeSeconds, {
    error: 'exp must be 5 minutes after iat',
    path: ['exp'],
  })
  .refine((claims) => claims.jti === claims.tlp.session, {
    error: 'jti must be the session ID',
    path: ['jti'],
  });

export type SessionTokenHeader = z.infer<typeof sessionTokenHeader>;
export type SessionTokenLicense = z.infer<typeof sessionTokenLicense>;
export type SessionTokenClaims = z.infer<typeof sessionTokenClaims>;
