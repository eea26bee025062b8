import {
  account,
  apiVersion,
  check,
  checkCreateRequest,
  checkId,
  countryCode,
  currentApiVersion,
  digest,
  discovery,
  escalation,
  facet,
  facetId,
  generation,
  generationCreateRequest,
  generationId,
  generationListQuery,
  generationSummary,
  jwks,
  license,
  licenseId,
  licenseListQuery,
  list,
  listQuery,
  metadata,
  obligation,
  problem,
  reason,
  receipt,
  receiptId,
  remedy,
  requestId,
  timestamp,
  verification,
  verificationCreateRequest,
} from '@tlp/core/schemas';
import { z } from 'zod';
import { CURRENT_VERSION, SUPPORTED_VERSIONS } from '../config.js';
import { SCOPES } from '../http/auth/index.js';
import { CORS_DEFAULTS } from '../http/cors/index.js';
import { PLANNED_ROOT, PLANNED_V1 } from '../planned/routes.js';
import { noteBody, resolveBody } from '../test-helpers-api/reviewer.js';
import { apiKeyBody, clockBody } from '../test-helpers-api/routes.js';
import { ERROR_CODES, ERRORS, type ErrorEntry } from './errors.js';

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema and OpenAPI objects are plain JSON
type Json = any;

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
const RESPONSE_SCHEMAS = {
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
} as const;

/** Request bodies, by component name (input of the zod schemas: what the server accepts). */
const REQUEST_SCHEMAS = {
  CheckCreateRequest: checkCreateRequest,
  GenerationCreateRequest: generationCreateRequest,
  VerificationCreateRequest: verificationCreateRequest,
  ApiKeyCreateRequest: apiKeyBody,
  ClockAdvanceRequest: clockBody,
  CheckResolveRequest: resolveBody,
  ReviewNoteRequest: noteBody,
  EmptyRequest: z.strictObject({}),
} as const;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Pieces used by many objects, requests and responses alike, given a name of their own. */
const SHARED_SCHEMAS = {
  Timestamp: timestamp,
  CountryCode: countryCode,
  Metadata: metadata,
  Digest: digest,
} as const;

/** Converts a registry of named zod schemas to JSON Schema 2020-12 (OpenAPI 3.1's dialect). */
function convert(schemas: Record<string, z.ZodType>, io: 'input' | 'output'): Record<string, Json> {
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
function inline(schema: z.ZodType, io: 'input' | 'output' = 'input'): Json {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io }) as Json;
  return rest;
}

// ---------------------------------------------------------------------------------------------------------
// Headers and parameters

const HEADERS: Record<string, Json> = {
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

const PARAMETERS: Record<string, Json> = {
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

const pathParam = (name: string, schema: z.ZodType, description: string): Json => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: inline(schema),
});

const hdr = (name: string) => ({ $ref: `#/components/headers/${name}` });
const param = (name: string) => ({ $ref: `#/components/parameters/${name}` });

// ---------------------------------------------------------------------------------------------------------
// Operations

type Access = 'public' | 'key' | 'test-key' | 'unrestricted-test-key' | 'optional-key';

interface Op {
  method: 'get' | 'post' | 'delete' | 'options';
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  /** Scopes a restricted key needs (any one of them unless `allScopes`). */
  scopes?: string[];
  allScopes?: boolean;
  /** What part of the operation needs {@link scopes}, when not all of it (`a digest lookup`). */
  scopesFor?: string;
  parameters?: Json[];
  body?: keyof typeof REQUEST_SCHEMAS;
  /** Success answers: status → schema component (or content type for non-JSON, `none` for no body). */
  ok: Record<string, { schema?: string; description: string; type?: string; headers?: string[] }>;
  /**
   * Open to pages on any origin (see `http/cors`): its answers carry `Access-Control-Allow-Origin: *` when
   * the request has no `Authorization`, and an `OPTIONS` operation answers its preflight.
   */
  cors?: boolean;
  /** Error codes the operation may answer, beside the ones every operation of its kind may. */
  errors?: string[];
  /** Rate-limit policy for the description. */
  policy?: string;
  planned?: boolean;
  /** Its 404 is, for a browser (Accept naming `text/html`), an HTML page saying what was not found. */
  htmlNotFound?: boolean;
}

/** `limit` and `cursor` of every list (the same in every list query schema). */
const PAGE_PARAMETERS = [
  {
    name: 'limit',
    in: 'query',
    description: 'Page size, 1 to 100.',
    schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
  {
    name: 'cursor',
    in: 'query',
    description: '`next_cursor` of the previous page, with the same filters.',
    schema: inline(listQuery.shape.cursor.unwrap()),
  },
];

/**
 * Codes any request may get from the server's entry: a malformed request, a crash, and 503 while the
 * server starts or its database (PostgreSQL) cannot be reached.
 */
const ANY = ['invalid_request', 'internal_error', 'service_unavailable'];
/** The way of an authenticated request: key, rate limit, version, Service-Account, mode and scope. */
const AUTHED = [
  ...ANY,
  'authentication_required',
  'invalid_api_key',
  'rate_limited',
  'version_unsupported',
  'parameter_invalid',
  'account_not_connected',
  'insufficient_scope',
];
/** A POST's body (too large, or arriving too slowly: `request_timeout`) and idempotency. */
const POSTED = [
  'parameter_missing',
  'parameter_invalid',
  'request_timeout',
  'payload_too_large',
  'idempotency_key_in_use',
  'idempotency_key_reused',
];

const json = (schema: string, description: string, headers?: string[]) => ({ schema, description, headers });

const OPERATIONS: Op[] = [
  // Discovery, public
  {
    method: 'get',
    path: '/.well-known/talent-license',
    operationId: 'getDiscovery',
    cors: true,
    summary: 'Discovery document',
    description:
      'The issuer, the API base, the accepted versions, the JWKS location and the endpoints this server supports. Cache it per `Cache-Control`.',
    tag: 'Discovery',
    access: 'public',
    ok: { '200': json('Discovery', 'The discovery document.', ['Cache-Control']) },
    errors: ['version_unsupported'],
  },
  {
    method: 'get',
    path: '/.well-known/jwks.json',
    operationId: 'getJwks',
    cors: true,
    summary: 'Signing keys (JWKS)',
    description:
      "Every public key that signs receipts and tokens, retired ones included (`kid`s are never reused). Test keys' `kid`s start `rfl-test-`.",
    tag: 'Discovery',
    access: 'public',
    ok: { '200': json('Jwks', 'The JWKS.', ['Cache-Control']) },
    errors: ['version_unsupported'],
  },
  {
    method: 'get',
    path: '/openapi.json',
    operationId: 'getOpenApi',
    cors: true,
    summary: 'This OpenAPI document',
    tag: 'Discovery',
    access: 'public',
    ok: { '200': { description: 'The OpenAPI 3.1 document of this server.', type: 'application/json' } },
  },
  // Health
  {
    method: 'get',
    path: '/livez',
    operationId: 'getLiveness',
    summary: 'Liveness: the process answers',
    description:
      'For a load balancer or an orchestrator: 200 `{"status":"alive"}` whenever the process can answer at all. No key, no rate limit, never cached (docs/running.md).',
    tag: 'Health',
    access: 'public',
    ok: { '200': json('Health', 'The process is alive.', ['Cache-Control']) },
  },
  {
    method: 'get',
    path: '/readyz',
    operationId: 'getReadiness',
    summary: 'Readiness: the process may take requests',
    description:
      'For a load balancer: 200 `{"status":"ready"}` when the database is open, migrated and seeded, the signing keys are loaded, the database answers a query within 1 s and the process is not stopping; otherwise 503 `service_unavailable` with `Retry-After`, its `detail` naming the reason. On SIGTERM it turns 503 at once, before the process stops accepting connections (`TLP_DRAIN_GRACE_MS`). No key, no rate limit, never cached (docs/running.md).',
    tag: 'Health',
    access: 'public',
    ok: { '200': json('Health', 'The process is ready.', ['Cache-Control']) },
  },
  // Account
  {
    method: 'get',
    path: '/v1/account',
    operationId: 'getAccount',
    summary: 'The account of the key',
    description:
      'Works with any valid key, restricted or not, test or live. `api_version` is the version the account is pinned to.',
    tag: 'Account',
    access: 'key',
    ok: { '200': json('Account', 'The account.') },
  },
  // Licenses
  {
    method: 'get',
    path: '/v1/licenses',
    operationId: 'listLicenses',
    summary: 'List licenses',
    description:
      'Licenses held by the account (`role=licensee`, the default) or issued by it as talent (`role=issuer`; none in the sandbox), newest first. Test licenses carry their full scope, live ones a partial scope. Unknown or repeated query parameters are `parameter_invalid`.',
    tag: 'Licenses',
    access: 'key',
    scopes: ['licenses:read'],
    parameters: [
      {
        name: 'role',
        in: 'query',
        description: 'Whose licenses: held (`licensee`) or issued (`issuer`).',
        schema: inline(licenseListQuery.shape.role),
      },
      {
        name: 'talent',
        in: 'query',
        description: 'Only licenses of this talent.',
        schema: inline(licenseListQuery.shape.talent.unwrap()),
      },
      {
        name: 'status',
        in: 'query',
        description: 'Only licenses of this status; `void` (revoked) is accepted in live mode only.',
        schema: { type: 'string', enum: ['active', 'pending', 'suspended', 'void'] },
      },
      ...PAGE_PARAMETERS,
    ],
    ok: { '200': json('LicenseList', 'A page of licenses.') },
  },
  {
    method: 'get',
    path: '/v1/licenses/{license_id}',
    operationId: 'getLicense',
    summary: 'Retrieve a license',
    tag: 'Licenses',
    access: 'key',
    scopes: ['licenses:read'],
    parameters: [pathParam('license_id', licenseId, "The license's ID.")],
    ok: { '200': json('License', 'The license.') },
    errors: ['resource_not_found', 'livemode_mismatch'],
  },
  {
    method: 'get',
    path: '/v1/facets/{facet_id}',
    operationId: 'getFacet',
    summary: 'Retrieve a facet (test mode)',
    tag: 'Licenses',
    access: 'test-key',
    scopes: ['talent:read'],
    parameters: [
      pathParam(
        'facet_id',
        facetId,
        "The facet's ID (from a license's `scope.facets` or a check's talent entry).",
      ),
    ],
    ok: { '200': json('Facet', 'The facet.') },
    errors: ['resource_not_found', 'livemode_mismatch'],
  },
  // Checks
  {
    method: 'post',
    path: '/v1/checks',
    operationId: 'createCheck',
    summary: 'Check a planned use',
    description:
      'Decides, before anything is generated, whether the use is licensed. A decision is never an error: `allow`, `deny` (with `reasons` and maybe a `remedy`) and `escalate` are all 200. An `allow` carries an `authorization` (token, `max_generations`, `expires_at`) and a receipt. With a live key: 403 `live_not_activated` (do not retry).',
    tag: 'Checks',
    access: 'key',
    scopes: ['checks:write'],
    policy: 'checks',
    body: 'CheckCreateRequest',
    ok: {
      '200': json('Check', 'The decided check.'),
      '202': json(
        'Check',
        'Live only: the evaluation has not finished (`status: checking`, `decision: null`); retry with the same key and body after `Retry-After`.',
        ['Retry-After'],
      ),
    },
    errors: ['live_not_activated', 'platform_not_permitted', 'resource_not_found', 'unsupported_modality'],
  },
  {
    method: 'get',
    path: '/v1/checks/{check_id}',
    operationId: 'getCheck',
    summary: 'Retrieve a check',
    description:
      'The check with its current authorization use, escalation and receipt. Poll an escalated check no faster than every five seconds.',
    tag: 'Checks',
    access: 'key',
    scopes: ['checks:write'],
    parameters: [pathParam('check_id', checkId, "The check's ID.")],
    ok: { '200': json('Check', 'The check.') },
    errors: ['resource_not_found', 'livemode_mismatch'],
  },
  // Generations
  {
    method: 'post',
    path: '/v1/generations',
    operationId: 'createGeneration',
    summary: 'Submit an output for its check',
    description:
      "Binds the output's bytes (or, in test mode, its digest alone) to an allowed check and evaluates them. Deliver nothing until the decision is `allow` (status `allowed` or `released`); then embed `c2pa` in the output's manifest. Images, text and speech up to 60 s are decided in the answer (200); video and longer audio answer 202 `checking` and are decided moments later (read it with GET). A license with per-output review answers `held`. With a live key: 403 `live_not_activated`.",
    tag: 'Generations',
    access: 'key',
    scopes: ['checks:write', 'generations:write'],
    allScopes: true,
    policy: 'generations',
    body: 'GenerationCreateRequest',
    ok: {
      '200': json('Generation', 'The decided (or held) generation.'),
      '202': json(
        'Generation',
        'The decision is pending (`status: checking`); read the generation after `Retry-After`.',
        ['Retry-After'],
      ),
    },
    errors: [
      'live_not_activated',
      'resource_not_found',
      'livemode_mismatch',
      'check_not_allowed',
      'check_expired',
      'authorization_consumed',
      'generation_already_submitted',
      'artifact_digest_mismatch',
      'unsupported_media_type',
      'media_unreadable',
    ],
  },
  {
    method: 'get',
    path: '/v1/generations',
    operationId: 'listGenerations',
    summary: 'List generation summaries',
    description:
      "Summaries of the account's outputs, newest first: status, decision, receipt ID and release status, nothing of what was generated or how. `license` lists the outputs counted against a license the account holds (or, for a license it issued as talent, its licensees' outputs); `check` those of one check; `release_status=awaiting_release` only outputs held for the talent's release. The protocol makes the list available with a live key; the sandbox answers it in both modes. Due decisions and review windows that ended are applied before the page is read.",
    tag: 'Generations',
    access: 'key',
    scopes: ['generations:write', 'generations:read'],
    parameters: [
      {
        name: 'license',
        in: 'query',
        description: 'Only outputs counted against this license (held or issued).',
        schema: inline(generationListQuery.shape.license.unwrap()),
      },
      {
        name: 'check',
        in: 'query',
        description: 'Only outputs of this check.',
        schema: inline(generationListQuery.shape.check.unwrap()),
      },
      {
        name: 'release_status',
        in: 'query',
        description: "Only outputs awaiting the talent's release.",
        schema: inline(generationListQuery.shape.release_status.unwrap()),
      },
      ...PAGE_PARAMETERS,
    ],
    ok: { '200': json('GenerationSummaryList', 'A page of generation summaries.') },
    errors: ['resource_not_found', 'livemode_mismatch'],
  },
  {
    method: 'get',
    path: '/v1/generations/{generation_id}',
    operationId: 'getGeneration',
    summary: 'Retrieve a generation',
    tag: 'Generations',
    access: 'key',
    scopes: ['generations:write', 'generations:read'],
    parameters: [pathParam('generation_id', generationId, "The generation's ID.")],
    ok: { '200': json('Generation', 'The generation.') },
    errors: ['resource_not_found', 'livemode_mismatch'],
  },
  {
    method: 'post',
    path: '/v1/generations/{generation_id}/withdraw',
    operationId: 'withdrawGeneration',
    summary: 'Withdraw a held generation (test mode)',
    description:
      "The licensee withdraws an output awaiting the talent's release: `held` becomes `withdrawn` and the receipt stays null. Any other status is 409 `invalid_state_transition`.",
    tag: 'Generations',
    access: 'test-key',
    scopes: ['generations:write'],
    parameters: [pathParam('generation_id', generationId, "The generation's ID.")],
    body: 'EmptyRequest',
    ok: { '200': json('Generation', 'The withdrawn generation.') },
    errors: ['resource_not_found', 'livemode_mismatch', 'invalid_state_transition'],
  },
  // Receipts and verifications
  {
    method: 'get',
    path: '/v1/receipts/{receipt_id}',
    operationId: 'getReceipt',
    cors: true,
    summary: 'Retrieve a receipt (public)',
    description:
      'No key needed: the unguessable ID grants access to the public JSON, with the signed `jws`. Limited to 10 reads a minute per client address (an IPv6 /64 counted as one) and 600 a minute for all keyless requests together. The page for people is `/r/{receipt_id}`.',
    tag: 'Receipts',
    access: 'public',
    policy: 'receipts',
    parameters: [pathParam('receipt_id', receiptId, "The receipt's ID.")],
    ok: { '200': json('Receipt', 'The receipt.') },
    errors: ['resource_not_found', 'rate_limited', 'version_unsupported'],
  },
  {
    method: 'post',
    path: '/v1/verifications',
    operationId: 'createVerification',
    cors: true,
    summary: "Verify a receipt or an output's digest",
    description:
      "Send exactly one of `receipt` (a `rcpt_` ID or the compact receipt JWS) or `sha256` (the output's digest; needs the key of the account that submitted it). Without a key, only live receipts are searched (10 a minute per client address, an IPv6 /64 counted as one, and 600 a minute for all keyless requests together), and the verification is not stored; with a key, receipts of its mode. A receipt of the other mode is `result: not_found`, not an error.",
    tag: 'Receipts',
    access: 'optional-key',
    scopes: ['generations:read'],
    scopesFor: 'a digest lookup (`sha256`)',
    body: 'VerificationCreateRequest',
    ok: { '200': json('Verification', 'The verification.') },
    errors: ['evaluation_timeout'],
  },
];

/** Test helpers: the sandbox's own operations, with an unrestricted test key. */
const HELPERS: Op[] = [
  {
    method: 'post',
    path: '/v1/test_helpers/api_keys',
    operationId: 'createRestrictedKey',
    summary: 'Create a restricted test key',
    description:
      'A new test key limited to `scopes`. The `secret` is shown once, in this answer: only its hash is stored, and a replay of the request with the same `Idempotency-Key` answers the key without its `secret`.',
    tag: 'Test helpers',
    access: 'unrestricted-test-key',
    body: 'ApiKeyCreateRequest',
    ok: { '200': json('ApiKey', 'The key, with its secret.') },
  },
  {
    method: 'post',
    path: '/v1/test_helpers/clock/advance',
    operationId: 'advanceClock',
    summary: "Move the sandbox account's clock forward",
    description:
      'Makes expiries (authorizations, escalations, review windows, idempotency keys) observable without waiting; at most ten years ahead in all.',
    tag: 'Test helpers',
    access: 'unrestricted-test-key',
    body: 'ClockAdvanceRequest',
    ok: { '200': json('TestClock', "The account's clock.") },
  },
  ...(['suspend', 'resume', 'revoke'] as const).map(
    (action): Op => ({
      method: 'post',
      path: `/v1/test_helpers/licenses/{license_id}/${action}`,
      operationId: `${action}License`,
      summary: `${action[0]!.toUpperCase()}${action.slice(1)} a license`,
      description: {
        suspend: 'An `active` license becomes `suspended`.',
        resume: 'A `suspended` license becomes `active`.',
        revoke: 'An `active`, `suspended` or `pending` license becomes `void`.',
      }[action],
      tag: 'Test helpers',
      access: 'unrestricted-test-key',
      parameters: [pathParam('license_id', licenseId, "The license's ID.")],
      body: 'EmptyRequest',
      ok: { '200': json('License', 'The license.') },
      errors: ['resource_not_found', 'livemode_mismatch', 'invalid_state_transition'],
    }),
  ),
  {
    method: 'post',
    path: '/v1/test_helpers/checks/{check_id}/resolve',
    operationId: 'resolveCheck',
    summary: 'Answer an escalated check as its reviewer',
    description:
      '`allow` issues the authorization and receipt; `deny` denies it with `review_declined` and the note.',
    tag: 'Test helpers',
    access: 'unrestricted-test-key',
    parameters: [pathParam('check_id', checkId, "The check's ID.")],
    body: 'CheckResolveRequest',
    ok: { '200': json('Check', 'The resolved check.') },
    errors: ['resource_not_found', 'livemode_mismatch', 'invalid_state_transition', 'escalation_closed'],
  },
  ...(['release', 'decline', 'expire'] as const).map(
    (action): Op => ({
      method: 'post',
      path: `/v1/test_helpers/generations/{generation_id}/${action}`,
      operationId: `${action}Generation`,
      summary: {
        release: 'Release a held generation as the talent',
        decline: 'Decline a held generation as the talent',
        expire: "End a held generation's review window",
      }[action],
      tag: 'Test helpers',
      access: 'unrestricted-test-key',
      parameters: [pathParam('generation_id', generationId, "The generation's ID.")],
      body: action === 'expire' ? 'EmptyRequest' : 'ReviewNoteRequest',
      ok: { '200': json('Generation', 'The generation.') },
      errors: ['resource_not_found', 'livemode_mismatch', 'invalid_state_transition'],
    }),
  ),
];

/** Pages for people, served by the same origin (HTML). */
const PAGES: Op[] = [
  ...['/', '/index.html'].map(
    (path): Op => ({
      method: 'get',
      path,
      operationId: path === '/' ? 'getVerifierPage' : 'getVerifierPageIndex',
      summary: 'The verifier page',
      description:
        path === '/'
          ? 'Drop an image, a video or an audio file, or paste a receipt, to verify it in the browser. A request that asks for `application/json` and not `text/html` (or any request to a server whose page is not built) gets where to start instead, as `GET /v1` answers.'
          : 'Drop an image, a video or an audio file, or paste a receipt, to verify it in the browser. 404 when the page is not built.',
      tag: 'Pages',
      access: 'public',
      ok: {
        '200':
          path === '/'
            ? { description: 'The page, or where to start (JSON).', type: '*/*' }
            : { description: 'The page.', type: 'text/html' },
      },
      errors: ['resource_not_found'],
    }),
  ),
  ...['/v1', '/v1/'].map(
    (path): Op => ({
      method: 'get',
      path,
      operationId: path === '/v1' ? 'getApiIndex' : 'getApiIndexSlash',
      summary: 'Where to start',
      description:
        'The reference for people (`docs_url`), this OpenAPI document (`openapi_url`), the discovery document, the verifier page and the sample media.',
      tag: 'Pages',
      access: 'public',
      ok: { '200': { description: 'Links to start from.', type: 'application/json' } },
      errors: [],
    }),
  ),
  ...['/favicon.ico', '/favicon.svg'].map(
    (path): Op => ({
      method: 'get',
      path,
      operationId: path === '/favicon.ico' ? 'getFaviconIco' : 'getFavicon',
      summary: 'The pages’ icon (SVG)',
      tag: 'Pages',
      access: 'public',
      ok: { '200': { description: 'The icon.', type: 'image/svg+xml' } },
      errors: [],
    }),
  ),
  {
    method: 'get',
    path: '/r/{receipt_id}',
    operationId: 'getReceiptPage',
    summary: 'The public receipt page',
    description:
      'A path that holds no receipt ID is a 404: for a browser (Accept naming `text/html`) the page, saying so; otherwise a problem.',
    htmlNotFound: true,
    tag: 'Pages',
    access: 'public',
    parameters: [
      {
        name: 'receipt_id',
        in: 'path',
        required: true,
        description: "The receipt's ID (anything else is answered 404).",
        schema: { type: 'string' },
      },
    ],
    ok: { '200': { description: 'The page, which verifies the receipt in the browser.', type: 'text/html' } },
    errors: ['resource_not_found'],
  },
  ...(
    [
      ['/assets/{file}', 'getPageAsset', 'A file of the pages (scripts, styles)'],
      ['/r/assets/{file}', 'getReceiptPageAsset', 'A file of the pages (scripts, styles)'],
      [
        '/embed/{file}',
        'getEmbedFile',
        'The publisher embed: its entries (`tlp-embed.js`, `tlp-embed.classic.js`, the verifier worker `tlp-embed.worker.js`)',
        'Served to every origin (`Access-Control-Allow-Origin: *`): publishers load it on their own pages. 404 when the embed is not built.',
      ],
      [
        '/embed/chunks/{file}',
        'getEmbedChunk',
        'A part of the publisher embed loaded on demand',
        'Served to every origin, named by its content and cached for a year.',
      ],
      [
        '/samples/{file}',
        'getSample',
        'A sample medium signed by this sandbox: licensed JPEG, PNG, MP4 and WAV, a tampered and a plain photo, a receipt',
        '`index.json` lists them. Signed at start by the sandbox itself (its demo C2PA signer, its test keys), to try the verifier page, the embed and `tlp verify` on.',
      ],
      [
        '/embed-demo/{file}',
        'getEmbedDemoFile',
        'A file of the embed demo page (its pictures, style)',
        'The demo pictures are made at first use: a licensed one (its receipt issued by this sandbox), the same file changed after signing, and one without a license.',
      ],
    ] as const
  ).map(
    ([path, operationId, summary, description]: readonly [string, string, string, string?]): Op => ({
      method: 'get',
      path,
      operationId,
      summary,
      ...(description ? { description } : {}),
      tag: 'Pages',
      access: 'public',
      parameters: [
        {
          name: 'file',
          in: 'path',
          required: true,
          description: "The file's name.",
          schema: { type: 'string' },
        },
      ],
      ok: { '200': { description: 'The file.', type: '*/*' } },
      errors: ['resource_not_found'],
    }),
  ),
  {
    method: 'get',
    path: '/samples/index.json',
    operationId: 'listSamples',
    summary: 'The sample media this sandbox signed, for "Try a sample"',
    description:
      'Each sample: its `file` name, its `url` (`/samples/<file>`), its `media_type` and a `title` in words.',
    tag: 'Pages',
    access: 'public',
    ok: { '200': { description: 'The list.', type: 'application/json' } },
    errors: [],
  },
  {
    method: 'get',
    path: '/trust-anchors.pem',
    operationId: 'getTrustAnchors',
    summary: 'The roots of the C2PA signers this issuer vouches for',
    description:
      'PEM certificates: the root of the sandbox demo signer, which signs its sample media. The verifier page, the receipt page, the embed demo and `tlp verify --mode test` trust these signers and no others (one trust rule).',
    tag: 'Pages',
    access: 'public',
    ok: { '200': { description: 'The certificates.', type: 'application/x-pem-file' } },
    errors: [],
  },
  {
    method: 'get',
    path: '/embed-demo',
    operationId: 'getEmbedDemoPage',
    summary: 'A demo publisher page marked by the embed',
    description:
      'An article with a licensed picture, the same picture changed after signing, a picture without a license and a receipt shown on its own; the publisher embed is its only script. 404 when the embed is not built.',
    tag: 'Pages',
    access: 'public',
    ok: { '200': { description: 'The page.', type: 'text/html' } },
    errors: ['resource_not_found'],
  },
  ...['/docs', '/docs/'].map(
    (path): Op => ({
      method: 'get',
      path,
      operationId: path === '/docs' ? 'getReference' : 'getReferenceSlash',
      cors: true,
      summary: 'This API reference, for people',
      tag: 'Pages',
      access: 'public',
      ok: { '200': { description: 'The reference page, rendered from /openapi.json.', type: 'text/html' } },
    }),
  ),
  ...['/docs/assets/redoc.standalone.js', '/docs/assets/reference.js'].map(
    (path): Op => ({
      method: 'get',
      path,
      operationId: path.endsWith('reference.js') ? 'getReferenceScript' : 'getReferenceRenderer',
      summary: 'A script of the reference page',
      tag: 'Pages',
      access: 'public',
      ok: { '200': { description: 'The script.', type: 'text/javascript' } },
    }),
  ),
  {
    method: 'get',
    path: '/docs/errors',
    operationId: 'getErrorIndex',
    cors: true,
    summary: 'Every error code, with its status and whether to retry',
    tag: 'Pages',
    access: 'public',
    ok: { '200': { description: 'The page.', type: 'text/html' } },
  },
  {
    method: 'get',
    path: '/docs/errors/{code}',
    operationId: 'getErrorPage',
    cors: true,
    summary: "What an error code means (each problem's `type`)",
    tag: 'Pages',
    access: 'public',
    parameters: [
      {
        name: 'code',
        in: 'path',
        required: true,
        description: 'An error code.',
        schema: { type: 'string', enum: ERROR_CODES },
      },
    ],
    ok: { '200': { description: 'The page.', type: 'text/html' } },
    errors: ['resource_not_found'],
  },
];

/**
 * Planned operations of the protocol whose method and path it shows: each answers 404 `resource_not_found`
 * with title "Operation not available", without asking for a key.
 */
const PLANNED: Array<[Op['method'], string, string, string]> = [
  ['get', '/v1/license_requests/{license_request_id}', 'getLicenseRequest', 'Retrieve a license request'],
  ['get', '/v1/events', 'listEvents', 'List events, oldest first'],
  ['get', '/v1/events/{event_id}', 'getEvent', 'Retrieve an event'],
  ['post', '/v1/events/{event_id}/resend', 'resendEvent', 'Resend an event'],
  ['post', '/v1/webhook_endpoints', 'createWebhookEndpoint', 'Create a webhook endpoint'],
  ['post', '/v1/webhook_endpoints/{endpoint_id}', 'updateWebhookEndpoint', 'Update a webhook endpoint'],
  [
    'post',
    '/v1/webhook_endpoints/{endpoint_id}/rotate_secret',
    'rotateWebhookSecret',
    "Rotate a webhook endpoint's secret",
  ],
  ['post', '/v1/connections', 'createConnection', 'Connect a licensee (redeem an OAuth code)'],
  ['delete', '/v1/connections/{connection_id}', 'deleteConnection', 'Revoke a connection'],
  ['post', '/v1/sessions', 'createSession', 'Start a live session'],
  ['get', '/v1/sessions/{session_id}', 'getSession', 'Retrieve a session'],
  ['post', '/v1/sessions/{session_id}/renew', 'renewSession', 'Renew a session token'],
  ['post', '/v1/sessions/{session_id}/samples', 'submitSessionSample', 'Submit a session sample'],
  ['get', '/v1/revocations', 'listRevocations', 'Read the revocation feed'],
  ['get', '/oauth/authorize', 'oauthAuthorize', 'OAuth authorization'],
  ['post', '/oauth/token', 'oauthToken', 'OAuth token'],
  ['post', '/oauth/register', 'oauthRegister', 'OAuth dynamic client registration'],
  ['post', '/oauth/introspect', 'oauthIntrospect', 'OAuth token introspection'],
  ['post', '/oauth/revoke', 'oauthRevoke', 'OAuth token revocation'],
  [
    'get',
    '/.well-known/oauth-authorization-server',
    'oauthServerMetadata',
    'OAuth authorization server metadata',
  ],
  ['get', '/.well-known/oauth-protected-resource', 'oauthResourceMetadataRoot', 'OAuth resource metadata'],
  [
    'get',
    '/.well-known/oauth-protected-resource/mcp',
    'oauthResourceMetadata',
    'OAuth protected resource metadata of the agent tool server',
  ],
  ['post', '/mcp', 'mcp', 'Agent tool server (streamable HTTP)'],
];

function plannedOps(): Op[] {
  const ops: Op[] = PLANNED.map(([method, path, operationId, summary]) => ({
    method,
    path,
    operationId,
    summary: `${summary} (planned)`,
    description:
      'Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.',
    tag: 'Planned',
    access: 'public',
    parameters: [...path.matchAll(/\{([a-z_]+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ok: {},
    errors: ['resource_not_found'],
    planned: true,
  }));
  // Resources the protocol names without fixing their operations' methods and paths: the root of each
  // answers the planned 404 (so does any path under it, and any method).
  const listed = new Set(PLANNED.map(([, path]) => path));
  for (const resource of PLANNED_V1) {
    const path = `/v1/${resource}`;
    if (listed.has(path)) continue;
    ops.push({
      method: 'get',
      path,
      operationId: `planned_${resource}`,
      summary: `${resource.replace(/_/g, ' ')} (planned)`,
      description: `Planned, not available yet: \`${path}\` and every path under it answer 404 \`resource_not_found\` with title "Operation not available", with any method and whatever the key. The protocol does not fix these operations' methods and paths yet.`,
      tag: 'Planned',
      access: 'public',
      ok: {},
      errors: ['resource_not_found'],
      planned: true,
    });
  }
  ops.push({
    method: 'get',
    path: '/v1/sessions/{session_id}/stream',
    operationId: 'openSessionStream',
    summary: 'Session stream (WebSocket, planned)',
    description:
      'A WebSocket (`wss://<host>/v1/sessions/{session_id}/stream`, subprotocol `tlp.session.v1`). A plain HTTP request answers 426 `upgrade_required` with `Upgrade: websocket`; an upgrade request answers the planned 404, since sessions cannot be created yet.',
    tag: 'Planned',
    access: 'public',
    parameters: [{ name: 'session_id', in: 'path', required: true, schema: { type: 'string' } }],
    ok: {},
    errors: ['resource_not_found', 'upgrade_required'],
    planned: true,
  });
  return ops;
}

/**
 * `x-tlp-scopes` of an operation that takes a key: what a restricted key needs. `any` (one of them is
 * enough) or `all`; `unrestricted: true` when no restricted key may call it; an empty `any` when any
 * valid key may; `for` when only part of the operation needs them.
 */
function scopesOf(op: Op): Json | undefined {
  if (op.access === 'public' || op.planned) return undefined;
  if (op.access === 'unrestricted-test-key') return { unrestricted: true };
  return {
    [op.allScopes ? 'all' : 'any']: op.scopes ?? [],
    ...(op.scopesFor ? { for: op.scopesFor } : {}),
  };
}

function security(access: Access): Json[] {
  switch (access) {
    case 'public':
      return [];
    case 'optional-key':
      return [{}, { testKey: [] }, { liveKey: [] }];
    case 'key':
      return [{ testKey: [] }, { liveKey: [] }];
    default:
      return [{ testKey: [] }];
  }
}

/** The error codes an operation may answer: those of its kind and its own, in the table's order. */
function errorCodesOf(op: Op): ErrorEntry[] {
  const codes = new Set<string>(op.planned ? [] : ANY);
  if (op.access !== 'public' && op.access !== 'optional-key') for (const c of AUTHED) codes.add(c);
  if (op.access === 'optional-key') {
    for (const c of [...AUTHED, 'rate_limited', 'version_unsupported']) codes.add(c);
  }
  if (op.access === 'test-key' || op.access === 'unrestricted-test-key') codes.add('livemode_mismatch');
  if (op.method === 'post' && !op.planned) for (const c of POSTED) codes.add(c);
  for (const c of op.errors ?? []) codes.add(c);
  return ERRORS.filter((e) => codes.has(e.code));
}

function responses(op: Op): Json {
  const out: Json = {};
  const common = [hdr('Request-Id')];
  const authedHeaders =
    op.access === 'public'
      ? {}
      : {
          'Service-Version': hdr('Service-Version'),
          RateLimit: hdr('RateLimit'),
          'RateLimit-Policy': hdr('RateLimit-Policy'),
        };
  const corsHeaders = op.cors
    ? {
        'Access-Control-Allow-Origin': hdr('Access-Control-Allow-Origin'),
        'Access-Control-Expose-Headers': hdr('Access-Control-Expose-Headers'),
      }
    : {};
  for (const [status, answer] of Object.entries(op.ok)) {
    const headers: Json = { 'Request-Id': common[0], ...authedHeaders, ...corsHeaders };
    if (op.policy === 'receipts') {
      headers.RateLimit = hdr('RateLimit');
      headers['RateLimit-Policy'] = hdr('RateLimit-Policy');
    }
    if (op.method === 'post') headers['Idempotent-Replayed'] = hdr('Idempotent-Replayed');
    for (const h of answer.headers ?? [])
      headers[h] = op.method === 'options' ? { ...HEADERS[h], required: true } : hdr(h);
    out[status] = {
      description: answer.description,
      headers,
    };
    if (answer.type === 'none') continue;
    out[status].content = answer.schema
      ? { 'application/json': { schema: ref(answer.schema) } }
      : {
          [answer.type ?? 'application/json']: {
            schema: answer.type?.startsWith('text/') ? { type: 'string' } : {},
          },
        };
  }
  const byStatus = new Map<number, ErrorEntry[]>();
  for (const e of errorCodesOf(op)) byStatus.set(e.status, [...(byStatus.get(e.status) ?? []), e]);
  for (const [status, entries] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    const headers: Json = { 'Request-Id': common[0], ...authedHeaders, ...corsHeaders };
    if (status === 401) headers['WWW-Authenticate'] = hdr('WWW-Authenticate');
    if (status === 409) headers['Retry-After'] = hdr('Retry-After');
    // A 429 or a 503 always says when to come back.
    if ([429, 503].includes(status)) headers['Retry-After'] = { ...HEADERS['Retry-After'], required: true };
    if (op.method === 'post' && status < 500) headers['Idempotent-Replayed'] = hdr('Idempotent-Replayed');
    out[String(status)] = {
      description: entries.map((e) => `[\`${e.code}\`](/docs/errors/${e.code}): ${e.title}`).join('; '),
      headers,
      content: {
        'application/problem+json': {
          schema: {
            type: 'object',
            allOf: [ref('Problem')],
            properties: { code: { enum: entries.map((e) => e.code) }, status: { const: status } },
          },
        },
      },
    };
  }
  if (op.htmlNotFound && out['404']) {
    out['404'].description += '; for a browser (Accept naming `text/html`), the page saying so';
    out['404'].content['text/html'] = { schema: { type: 'string' } };
  }
  return out;
}

function operation(op: Op): Json {
  const parameters: Json[] = [...(op.parameters ?? [])];
  if (!op.planned && op.tag !== 'Pages' && op.method !== 'options') parameters.push(param('ServiceVersion'));
  if (op.access === 'key' || op.access === 'test-key') parameters.push(param('ServiceAccount'));
  if (op.method === 'post' && !op.planned) parameters.push(param('IdempotencyKey'));
  const notes: string[] = [];
  if (op.description) notes.push(op.description);
  if (op.scopes) {
    notes.push(
      `Restricted keys need ${op.allScopes ? 'every one of' : 'one of'} the scopes ${op.scopes.map((s) => `\`${s}\``).join(', ')}${op.scopesFor ? ` for ${op.scopesFor}` : ''}.`,
    );
  }
  if (op.access === 'test-key') notes.push('Test mode only: a live key answers 403 `livemode_mismatch`.');
  if (op.access === 'unrestricted-test-key') notes.push('Needs an unrestricted test key.');
  if (op.policy) notes.push(`Rate-limit policy: \`${op.policy}\`.`);
  const out: Json = {
    operationId: op.operationId,
    summary: op.summary,
    description: notes.join('\n\n'),
    tags: [op.tag],
    security: security(op.access),
  };
  const scopes = scopesOf(op);
  if (scopes) out['x-tlp-scopes'] = scopes;
  if (parameters.length > 0) out.parameters = parameters;
  if (op.body) {
    out.requestBody = {
      required: op.body !== 'EmptyRequest',
      content: { 'application/json': { schema: ref(op.body) } },
    };
  }
  out.responses = responses(op);
  if (op.planned) out['x-tlp-availability'] = 'planned';
  return out;
}

/** The `OPTIONS` operation that answers the CORS preflight of a public operation. */
function preflightOp(op: Op): Op {
  const methods = op.method === 'get' ? 'GET, HEAD' : op.method.toUpperCase();
  return {
    method: 'options',
    path: op.path,
    operationId: `preflight${op.operationId[0]!.toUpperCase()}${op.operationId.slice(1)}`,
    summary: `CORS preflight of ${op.method.toUpperCase()} ${op.path}`,
    description: `Answers a browser's preflight with 204: any origin, the methods \`${methods}\`, the request headers \`${CORS_DEFAULTS.allowHeaders.join(', ')}\` (never \`Authorization\`). No key, no rate limit, no \`Service-Version\`. Key-authenticated routes have no preflight: theirs is 404.`,
    tag: op.tag,
    access: 'public',
    parameters: (op.parameters ?? []).filter((p: Json) => p.in === 'path'),
    // A path whose ID is malformed matches no route: the 404 of an unmatched path.
    errors: op.path.includes('{') ? ['resource_not_found'] : [],
    ok: {
      '204': {
        description: 'The route is open to pages on any origin.',
        type: 'none',
        headers: [
          'Access-Control-Allow-Origin',
          'Access-Control-Allow-Methods',
          'Access-Control-Allow-Headers',
          'Access-Control-Expose-Headers',
          'Access-Control-Max-Age',
        ],
      },
    },
  };
}

/** Every operation of the document, in order; each public one open to other origins with its preflight. */
export function operations(): Op[] {
  return [...OPERATIONS, ...HELPERS, ...plannedOps(), ...PAGES].flatMap((op) =>
    op.cors ? [op, preflightOp(op)] : [op],
  );
}

const DESCRIPTION = `The sandbox license server of the Talent Licensing Protocol (TLP): a product asks whether a use of a
real person's name, likeness or voice is licensed (a **check**), submits its output (a **generation**), gets a
signed **receipt**, and anyone can **verify** that receipt.

**Keys.** Send \`Authorization: Bearer <key>\`. \`rk_test_…\` keys work on the sandbox's fixtures; \`rk_live_…\` keys
select live mode, where checks and generations answer 403 \`live_not_activated\` until live signing is activated.

**Versions.** \`Service-Version: ${currentApiVersion}\` pins a request to a dated version; without it the account's
pinned version applies.

**Retries.** Send an \`Idempotency-Key\` on every POST and keep it across retries. Retry only 429, 500, 503, 504,
409 \`idempotency_key_in_use\` and a 202 still checking, after \`Retry-After\`. Never retry 403 \`live_not_activated\`.

**Browsers.** The public operations (discovery, JWKS, receipt reads, verifications without a key, this
document and the pages under \`/docs\`) answer \`Access-Control-Allow-Origin: *\` and their \`OPTIONS\` preflight.
Key-authenticated operations are not open to other origins, and no preflight allows \`Authorization\`: keys
belong on servers.

**Errors.** Every error is \`application/problem+json\` with a stable \`code\`; its \`type\` is the page
\`/docs/errors/<code>\` of this server. A decision (\`deny\`, \`escalate\`) is never an error.

**Planned operations** (tag *Planned*, \`x-tlp-availability: planned\`) answer 404 \`resource_not_found\` with title
"Operation not available". So do the protocol's operations whose paths it does not fix: ${PLANNED_V1.map((r) => `\`/v1/${r}\``).join(', ')}
and ${PLANNED_ROOT.map((p) => `\`${p}\``).join(', ')}.

Response objects are described as this server sends them (no other fields); a client should still accept new
fields, which the protocol may add without a new dated version.`;

/**
 * The OpenAPI 3.1 document of the server, built from the zod schemas of `@tlp/core/schemas` that the
 * server validates requests with and answers from. Deterministic: no origin, no date.
 */
export function openApiDocument(): Json {
  const paths: Json = {};
  for (const op of operations()) {
    paths[op.path] ??= {};
    paths[op.path][op.method] = operation(op);
  }
  const schemas = { ...convert(RESPONSE_SCHEMAS, 'output'), ...convert(REQUEST_SCHEMAS, 'input') };
  // `z.url()` says `format: uri`, which a URL template with `{receipt_id}` is not (braces are not URI characters).
  for (const field of ['receipt_endpoint', 'receipt_page']) {
    schemas.Discovery.properties[field] = {
      type: 'string',
      format: 'uri-template',
      pattern: '^https?://.*\\{receipt_id\\}',
    };
  }
  schemas.Problem.description =
    'RFC 9457 problem details. Branch on `code`, then on `status`. `type` is `<origin>/docs/errors/<code>`.';
  schemas.Problem.properties.code.description = ERRORS.map(
    (e) => `- \`${e.code}\` (${e.status}${e.retryable ? ', retry' : ''}): ${e.meaning}`,
  ).join('\n');
  return {
    openapi: '3.1.1',
    info: {
      title: 'Talent Licensing Protocol: sandbox server',
      version: CURRENT_VERSION,
      description: DESCRIPTION,
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: [
      { name: 'Discovery', description: 'Public documents: discovery, signing keys, this description.' },
      {
        name: 'Health',
        description: 'Whether this process is alive and may take requests, for load balancers (no key).',
      },
      { name: 'Account', description: 'The account of the key.' },
      { name: 'Licenses', description: 'Licenses held by the account, and their facets.' },
      { name: 'Checks', description: 'Whether a planned use is licensed, before generating.' },
      { name: 'Generations', description: 'Outputs checked against the license their check relied on.' },
      { name: 'Receipts', description: 'Signed receipts, and their verification by anyone.' },
      {
        name: 'Test helpers',
        description:
          "Sandbox controls (unrestricted test key): keys, the clock, license states, reviewers' answers.",
      },
      {
        name: 'Planned',
        description:
          'Operations of the protocol that are not available yet: each answers 404 `resource_not_found`.',
      },
      { name: 'Pages', description: 'Pages for people on the same origin.' },
    ],
    paths,
    components: {
      schemas,
      parameters: PARAMETERS,
      headers: HEADERS,
      securitySchemes: {
        testKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A test secret key, `rk_test_` and 43 characters: the fictional sandbox, objects with `livemode: false`.',
        },
        liveKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A live secret key, `rk_live_` and 43 characters: objects with `livemode: true`. Keep keys server-side.',
        },
      },
    },
  };
}
