import {
  checkId,
  generationCreateRequest,
  generationId,
  generationListQuery,
  licenseId,
} from '@tlp/core/schemas';
import { z } from 'zod';
import { validate } from '../http/input/index.js';
import { PAGE_QUERY } from '../http/list/index.js';
import { answer, EMPTY_BODY, operation } from '../http/operation.js';
import { POLICIES } from '../http/rate-limit/index.js';
import { idParam } from '../ids.js';

export const GENERATION_ID = idParam('generation_id', 'gen');

/**
 * A submission's body: the request, and `artifact.data` (megabytes of base64) apart. The data is checked
 * by `submitGeneration` rather than by the schema's base64 pattern: decoding and re-encoding is several
 * times faster and accepts exactly canonical base64.
 */
function readSubmission(json: Record<string, unknown>) {
  const artifact = json.artifact as Record<string, unknown> | undefined;
  const data =
    artifact !== null && typeof artifact === 'object' && typeof artifact.data === 'string'
      ? artifact.data
      : undefined;
  const request = validate(
    generationCreateRequest,
    data === undefined ? json : { ...json, artifact: { ...artifact, data: '' } },
  );
  return { request, data };
}

export const CREATE_GENERATION = operation({
  method: 'post',
  route: '/v1/generations',
  operationId: 'createGeneration',
  summary: 'Submit an output for its check',
  description:
    "Binds the output's bytes (or, in test mode, its digest alone) to an allowed check and evaluates them. Deliver nothing until the decision is `allow` (status `allowed` or `released`); then embed `c2pa` in the output's manifest. Images, text and speech up to 60 s are decided in the answer (200); video and longer audio answer 202 `checking` and are decided moments later (read it with GET). A license with per-output review answers `held`. With a live key: 403 `live_not_activated`.",
  tag: 'Generations',
  access: 'key',
  scopes: ['checks:write', 'generations:write'],
  allScopes: true,
  policy: POLICIES.generations,
  refusesLive: true,
  body: {
    name: 'GenerationCreateRequest',
    schema: generationCreateRequest,
    read: readSubmission,
    example: {
      check: 'chk_01m88z4qy26060g7vb0f56c083',
      artifact: {
        sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        media_type: 'image/png',
      },
      execution: { provider: 'example', model: 'image-1' },
    },
  },
  ok: {
    '200': answer('Generation', 'The decided (or held) generation.'),
    '202': answer(
      'Generation',
      'The decision is pending (`status: checking`); read the generation after `Retry-After`.',
      ['Retry-After'],
    ),
  },
  errors: [
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
});

export const LIST_GENERATIONS = operation({
  method: 'get',
  route: '/v1/generations',
  operationId: 'listGenerations',
  summary: 'List generation summaries',
  description:
    "Summaries of the account's outputs, newest first: status, decision, receipt ID and release status, nothing of what was generated or how. `license` lists the outputs counted against a license the account holds (or, for a license it issued as talent, its licensees' outputs); `check` those of one check; `release_status=awaiting_release` only outputs held for the talent's release. The protocol makes the list available with a live key; the sandbox answers it in both modes. Due decisions and review windows that ended are applied before the page is read.",
  tag: 'Generations',
  access: 'key',
  scopes: ['generations:write', 'generations:read'],
  query: z.strictObject({
    license: licenseId.optional().describe('Only outputs counted against this license (held or issued).'),
    check: checkId.optional().describe('Only outputs of this check.'),
    release_status: generationListQuery.shape.release_status.describe(
      "Only outputs awaiting the talent's release.",
    ),
    ...PAGE_QUERY,
  }),
  ok: { '200': answer('GenerationSummaryList', 'A page of generation summaries.') },
  errors: ['resource_not_found', 'livemode_mismatch'],
});

const GENERATION_PATH = z.object({ generation_id: generationId.describe("The generation's ID.") });

export const GET_GENERATION = operation({
  method: 'get',
  route: `/v1/generations/${GENERATION_ID}`,
  operationId: 'getGeneration',
  summary: 'Retrieve a generation',
  tag: 'Generations',
  access: 'key',
  scopes: ['generations:write', 'generations:read'],
  path: GENERATION_PATH,
  ok: { '200': answer('Generation', 'The generation.') },
  errors: ['resource_not_found', 'livemode_mismatch'],
});

export const WITHDRAW_GENERATION = operation({
  method: 'post',
  route: `/v1/generations/${GENERATION_ID}/withdraw`,
  operationId: 'withdrawGeneration',
  summary: 'Withdraw a held generation (test mode)',
  description:
    "The licensee withdraws an output awaiting the talent's release: `held` becomes `withdrawn` and the receipt stays null. Any other status is 409 `invalid_state_transition`.",
  tag: 'Generations',
  access: 'test-key',
  scopes: ['generations:write'],
  path: GENERATION_PATH,
  body: EMPTY_BODY,
  ok: { '200': answer('Generation', 'The withdrawn generation.') },
  errors: ['resource_not_found', 'livemode_mismatch', 'invalid_state_transition'],
});

export const GENERATION_OPERATIONS = [
  CREATE_GENERATION,
  LIST_GENERATIONS,
  GET_GENERATION,
  WITHDRAW_GENERATION,
];
