import { checkId, generationId, licenseId } from '@tlp/core/schemas';
import { z } from 'zod';
import { CHECK_ID } from '../checks/operations.js';
import { GENERATION_ID } from '../generations/operations.js';
import { SCOPES } from '../http/auth/index.js';
import { answer, EMPTY_BODY, type Operation, operation } from '../http/operation.js';
import { LICENSE_ID } from '../licenses/operations.js';

/** The sandbox clock runs at most ten years ahead of the real one, in one step or in many. */
export const MAX_ADVANCE_SECONDS = 10 * 366 * 86_400;

const apiKeyBody = z.strictObject({
  scopes: z
    .array(z.enum(SCOPES))
    .max(SCOPES.length)
    .refine((s) => new Set(s).size === s.length, {
      message: 'scopes must not repeat',
    }),
});
const clockBody = z.strictObject({ seconds: z.number().int().min(1).max(MAX_ADVANCE_SECONDS) });
const resolveBody = z.strictObject({
  decision: z.enum(['allow', 'deny']),
  note: z.string().max(2000).optional(),
});
const noteBody = z.strictObject({ note: z.string().max(2000).optional() });

/** Every test helper: the sandbox's own operations, with an unrestricted test key. */
const helper = <const O extends Omit<Operation, 'method' | 'tag' | 'access'>>(op: O) =>
  operation({ method: 'post', tag: 'Test helpers', access: 'unrestricted-test-key', ...op });

export const CREATE_RESTRICTED_KEY = helper({
  route: '/v1/test_helpers/api_keys',
  operationId: 'createRestrictedKey',
  summary: 'Create a restricted test key',
  description:
    'A new test key limited to `scopes`. The `secret` is shown once, in this answer: only its hash is stored, and a replay of the request with the same `Idempotency-Key` answers the key without its `secret`.',
  body: { name: 'ApiKeyCreateRequest', schema: apiKeyBody, example: { scopes: ['licenses:read'] } },
  ok: { '200': answer('ApiKey', 'The key, with its secret.') },
});

export const ADVANCE_CLOCK = helper({
  route: '/v1/test_helpers/clock/advance',
  operationId: 'advanceClock',
  summary: "Move the sandbox account's clock forward",
  description:
    'Makes expiries (authorizations, escalations, review windows, idempotency keys) observable without waiting; at most ten years ahead in all.',
  body: { name: 'ClockAdvanceRequest', schema: clockBody, example: { seconds: 60 } },
  ok: { '200': answer('TestClock', "The account's clock.") },
});

const LICENSE_PATH = z.object({ license_id: licenseId.describe("The license's ID.") });

/** What each license action does, and the state it moves a license to. */
export const LICENSE_ACTIONS = {
  suspend: 'An `active` license becomes `suspended`.',
  resume: 'A `suspended` license becomes `active`.',
  revoke: 'An `active`, `suspended` or `pending` license becomes `void`.',
} as const;

function licenseAction<A extends keyof typeof LICENSE_ACTIONS>(action: A) {
  return helper({
    route: `/v1/test_helpers/licenses/${LICENSE_ID}/${action}` as const,
    operationId: `${action}License`,
    summary: `${action[0]!.toUpperCase()}${action.slice(1)} a license`,
    description: LICENSE_ACTIONS[action],
    path: LICENSE_PATH,
    body: EMPTY_BODY,
    ok: { '200': answer('License', 'The license.') },
    errors: ['resource_not_found', 'livemode_mismatch', 'invalid_state_transition'],
  });
}

export const LICENSE_ACTION_OPERATIONS = {
  suspend: licenseAction('suspend'),
  resume: licenseAction('resume'),
  revoke: licenseAction('revoke'),
};

export const RESOLVE_CHECK = helper({
  route: `/v1/test_helpers/checks/${CHECK_ID}/resolve`,
  operationId: 'resolveCheck',
  summary: 'Answer an escalated check as its reviewer',
  description:
    '`allow` issues the authorization and receipt; `deny` denies it with `review_declined` and the note.',
  path: z.object({ check_id: checkId.describe("The check's ID.") }),
  body: { name: 'CheckResolveRequest', schema: resolveBody, example: { decision: 'allow' } },
  ok: { '200': answer('Check', 'The resolved check.') },
  errors: ['resource_not_found', 'livemode_mismatch', 'invalid_state_transition', 'escalation_closed'],
});

const NOTE_BODY = { name: 'ReviewNoteRequest', schema: noteBody, example: { note: 'Fine by me' } };

/** The talent's answers to a held generation. */
export const GENERATION_ACTIONS = {
  release: { summary: 'Release a held generation as the talent', body: NOTE_BODY },
  decline: { summary: 'Decline a held generation as the talent', body: NOTE_BODY },
  expire: { summary: "End a held generation's review window", body: EMPTY_BODY },
} as const;

function generationAction<A extends keyof typeof GENERATION_ACTIONS>(action: A) {
  return helper({
    route: `/v1/test_helpers/generations/${GENERATION_ID}/${action}` as const,
    operationId: `${action}Generation`,
    summary: GENERATION_ACTIONS[action].summary,
    path: z.object({ generation_id: generationId.describe("The generation's ID.") }),
    body: GENERATION_ACTIONS[action].body,
    ok: { '200': answer('Generation', 'The generation.') },
    errors: ['resource_not_found', 'livemode_mismatch', 'invalid_state_transition'],
  });
}

export const GENERATION_ACTION_OPERATIONS = {
  release: generationAction('release'),
  decline: generationAction('decline'),
  expire: generationAction('expire'),
};

export const TEST_HELPER_OPERATIONS = [
  CREATE_RESTRICTED_KEY,
  ADVANCE_CLOCK,
  ...Object.values(LICENSE_ACTION_OPERATIONS),
  RESOLVE_CHECK,
  ...Object.values(GENERATION_ACTION_OPERATIONS),
];
