import { z } from 'zod';
import { apiVersion, openEnum } from './common.js';
import { obligationTypes } from './obligation.js';

const httpUrl = z.url({ protocol: /^https?$/ });

/** A URL template holding `{receipt_id}` (Discovery: `receipt_endpoint`, `receipt_page`). */
const receiptTemplate = httpUrl.refine((value) => value.includes('{receipt_id}'), {
  error: 'Expected a URL template containing {receipt_id}',
});

/** The signed token types (Discovery: `token_types`). */
export const tokenTypes = ['tlp-auth+jwt', 'tlp-session+jwt', 'tlp-receipt+jwt'] as const;

/**
 * Discovery document at `{origin}/.well-known/talent-license` (Endpoints > Discovery and signing keys). The
 * sandbox emits only the fields of its supported endpoints, so the session, name-index (`talent_index`),
 * revocation feed, OAuth and agent tool fields are optional.
 */
export const discovery = z.object({
  issuer: httpUrl,
  protocol: z.literal('tlp'),
  protocol_versions: z.array(z.string()).min(1),
  api_base: httpUrl,
  api_versions: z.array(apiVersion).min(1),
  jwks_uri: httpUrl,
  check_endpoint: httpUrl,
  generation_endpoint: httpUrl,
  session_endpoint: httpUrl.optional(),
  verification_endpoint: httpUrl,
  receipt_endpoint: receiptTemplate,
  revocation_feed: httpUrl.optional(),
  talent_index: httpUrl.optional(),
  authorization_endpoint: httpUrl.optional(),
  token_endpoint: httpUrl.optional(),
  introspection_endpoint: httpUrl.optional(),
  mcp_endpoint: httpUrl.optional(),
  /**
   * The base of the C2PA Soft Binding Resolution API the issuer answers (`…/matches/byBinding`,
   * `…/manifests/{manifestId}`): the manifest repository of its outputs.
   */
  soft_binding_resolution_api: httpUrl.optional(),
  receipt_page: receiptTemplate,
  token_types: z.array(openEnum(tokenTypes)),
  obligation_types: z.array(openEnum(obligationTypes)),
  c2pa_assertion_label: z.string().regex(/^ai\..+\.license$/, { error: 'Expected ai.<service>.license' }),
});

export type Discovery = z.infer<typeof discovery>;
