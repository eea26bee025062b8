import { z } from 'zod';
import { apiVersion } from './common.js';
import { accountId } from './ids.js';

/**
 * Account owning the key, from GET /account (Endpoints > GET /account): `api_version` (the pinned version) and
 * `platform` with `client_id` and `display_name`. Other fields are not shown; `livemode` is accepted when present.
 */
export const account = z.object({
  id: accountId,
  object: z.literal('account'),
  livemode: z.boolean().optional(),
  api_version: apiVersion,
  platform: z.object({
    client_id: z.string(),
    display_name: z.string(),
  }),
});

export type Account = z.infer<typeof account>;
