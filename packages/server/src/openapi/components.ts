/**
 * The named pieces of the OpenAPI document: response objects, request bodies, headers and parameters,
 * from the zod schemas the server validates requests with and answers from.
 */
import {
  account,
  apiVersion,
  check,
  countryCode,
  currentApiVersion,
  digest,
  discovery,
  escalation,
  facet,
  generation,
  generationSummary,
  jwks,
  license,
  list,
  metadata,
  obligation,
  problem,
  reason,
  receipt,
  remedy,
  requestId,
  softBindingAlgList,
  softBindingQueryResult,
  timestamp,
  verification,
} from '@tlp/core/schemas';
import { z } from 'zod';
import { CURRENT_VERSION, SUPPORTED_VERSIONS } from '../config/server.js';
import { SCOPES } from '../http/auth/index.js';
import { CORS_DEFAULTS } from '../http/cors/index.js';
import { ERROR_CODES } from '../http/errors/error-table.js';

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema and OpenAPI objects are plain JSON
export type Json = any;

/** Answers of the sandbox's own objects that the protocol does not define (test helpers). */
const apiKeyObject = z.object({
  id: z.string().regex(/^key_[0-9a-hjkmnp-tv-z]{26}$/),
  object: z.literal('api_key'),
  livemode: z.literal(false),
  secret: z
    .string()
    .regex(/^rk_test_[0-9A-Za-z]{43}$/)
    .optional()
    .describe('The secret, shown once: an idempotent replay of the creation answers without it.'),
  scopes: z.array(z.enum(SCOPES)),
  created_at: timestamp,
});
const testClock = z.object({
  object: z.literal('test_clock'),
  account: z.string().regex(/^acct_[0-9a-hjkmnp-tv-z]{26}$/),
  now: timestamp,
  offset_seconds: z.number().nonnegative(),
});

/** The answer of `/livez` and of a ready `/readyz`. */
const health = z.object({ status: z.enum(['alive', 'ready']) });

/**
 * The account as this server renders it: the protocol's fields (`api_version`, `platform`) and two the
 * protocol does not show, `display_name` and `created_at`.
 */
const serverAccount = account.extend({ display_name: z.string(), created_at: timestamp });

/** The problem body with its `code` as a closed enumeration of the codes this server sends. */
const serverProblem = problem.extend({
  type: z.url().regex(/\/docs\/errors\/[a-z_]+$/),
  code: z.enum(ERROR_CODES as [string, ...string[]]),
});

/** Response objects, by component name (output of the zod schemas: what the server sends). */
export const RESPONSE_SCHEMAS = {
  Account: serverAccount,
  License: license,
  LicenseList: list(license),
  Facet: facet,
  Check: check,
  Generation: generation,
  GenerationSummaryList: list(generationSummary),
  Receipt: receipt,
  Verification: verification,
  Reason: reason,
  Obligation: obligation,
  Remedy: remedy,
  Escalation: escalation,
  Discovery: discovery,
  Jwks: jwks,
  Problem: serverProblem,
  ApiKey: apiKeyObject,
  TestClock: testClock,
  Health: health,
  SoftBindingAlgList: softBindingAlgList,
  SoftBindingQueryResult: softBindingQueryResult,
} as const;

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Pieces used by many objects, requests and responses alike, given a name of their own. */
const SHARED_SCHEMAS = {
  Timestamp: timestamp,
  CountryCode: countryCode,
  Metadata: metadata,
  Digest: digest,
} as const;

/** Converts a registry of named zod schemas to JSON Schema 2020-12 (OpenAPI 3.1's dialect). */
export function convert(schemas: Record<string, z.ZodType>, io: 'input' | 'output'): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries({ ...SHARED_SCHEMAS, ...schemas })) registry.add(schema, { id });
  const out = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: 'throw',
  }) as { schemas: Record<string, Json> };
  const result: Record<string, Json> = {};
  for (const [id, schema] of Object.entries(out.schemas)) {
    const { $schema: _s, $id: _i, ...rest } = schema;
    result[id] = rest;
  }
  return result;
}

/** One JSON Schema of a zod schema, inline (parameters). */
export function inline(schema: z.ZodType, io: 'input' | 'output' = 'input'): Json {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io }) as Json;
  return rest;
}

// ---------------------------------------------------------------------------------------------------------
// Headers and parameters

export const HEADERS: Record<string, Json> = {
  'Request-Id': {
    description: "The request's ID (`req_…`); equals `request_id` of an error body.",
    required: true,
    schema: inline(requestId, 'output'),
  },
  'Service-Version': {
    description:
      "The dated version this request was served with (the header sent, else the account's pinned version).",
    schema: { type: 'string', enum: [...SUPPORTED_VERSIONS] },
  },
  RateLimit: {
    description:
      'Remaining quota of the policy: `"<policy>";r=<remaining>;t=<seconds until reset>` (absent when rate limits are off).',
    schema: { type: 'string', pattern: '^"[a-z]+";r=\\d+;t=\\d+$' },
  },
  'RateLimit-Policy': {
    description:
      'The policy: `"<policy>";q=<requests>;w=<window seconds>` (absent when rate limits are off).',
    schema: { type: 'string', pattern: '^"[a-z]+";q=\\d+;w=\\d+$' },
  },
  'Retry-After': {
    description:
      'Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers).',
    schema: { type: 'string', pattern: '^\\d+$' },
  },
  'Idempotent-Replayed': {
    description:
      '`true` when this answer is the stored answer of an earlier request with the same Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
  'WWW-Authenticate': {
    description: 'The authentication scheme: `Bearer`.',
    schema: { type: 'string' },
  },
  'Cache-Control': {
    description: 'How long the document may be cached.',
    schema: { type: 'string' },
  },
  'Access-Control-Allow-Origin': {
    description:
      'Public routes only: `*`, any origin may read the answer (errors included), never with credentials. Absent when the request carries `Authorization`, and on every key-authenticated route.',
    schema: { type: 'string', enum: ['*'] },
  },
  'Access-Control-Expose-Headers': {
    description: 'Public routes only: the headers a page on another origin may read.',
    schema: { type: 'string', enum: [CORS_DEFAULTS.exposeHeaders.join(', ')] },
  },
  'Access-Control-Allow-Methods': {
    description: "The route's methods.",
    schema: { type: 'string', pattern: '^[A-Z]+(, [A-Z]+)*$' },
  },
  'Access-Control-Allow-Headers': {
    description:
      'The request headers a page may send; never `Authorization` (keys never belong in a browser).',
    schema: { type: 'string', enum: [CORS_DEFAULTS.allowHeaders.join(', ')] },
  },
  'Access-Control-Max-Age': {
    description: 'Seconds a browser may keep this preflight answer.',
    schema: { type: 'string', pattern: '^\\d+$' },
  },
};

export const PARAMETERS: Record<string, Json> = {
  ServiceVersion: {
    name: 'Service-Version',
    in: 'header',
    description: `Dated version of the API for this request; without it, the account's pinned version (\`api_version\` of GET /v1/account). Current: \`${currentApiVersion}\`. An unknown version is 400 \`version_unsupported\`.`,
    schema: { ...inline(apiVersion), examples: [CURRENT_VERSION] },
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    description:
      'Makes the POST safe to retry: the same key with the same body within 24 hours replays the first answer (status, body and object ID) without running again. Send one on every POST, and keep it across retries.',
    schema: { type: 'string', minLength: 1, maxLength: 255 },
  },
  ServiceAccount: {
    name: 'Service-Account',
    in: 'header',
    description:
      'The `acct_` ID of a connected licensee to act for (planned: naming another account answers 403 `account_not_connected`).',
    schema: { type: 'string', pattern: '^acct_[0-9a-hjkmnp-tv-z]{26}$' },
  },
};

export const hdr = (name: string) => ({ $ref: `#/components/headers/${name}` });
export const param = (name: string) => ({ $ref: `#/components/parameters/${name}` });
