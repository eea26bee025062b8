import { checkCreateRequest, checkId } from '@tlp/core/schemas';
import { z } from 'zod';
import { answer, operation } from '../http/operation.js';
import { POLICIES } from '../http/rate-limit/index.js';
import { idParam } from '../ids.js';

export const CHECK_ID = idParam('check_id', 'chk');

export const CREATE_CHECK = operation({
  method: 'post',
  route: '/v1/checks',
  operationId: 'createCheck',
  summary: 'Check a planned use',
  description:
    'Decides, before anything is generated, whether the use is licensed. A decision is never an error: `allow`, `deny` (with `reasons` and maybe a `remedy`) and `escalate` are all 200. An `allow` carries an `authorization` (token, `max_generations`, `expires_at`) and a receipt. With a live key: 403 `live_not_activated` (do not retry).',
  tag: 'Checks',
  access: 'key',
  scopes: ['checks:write'],
  policy: POLICIES.checks,
  refusesLive: true,
  insertsOnly: true,
  body: {
    name: 'CheckCreateRequest',
    schema: checkCreateRequest,
    example: {
      inputs: [{ role: 'prompt', text: 'A kettle on a kitchen table' }],
      use: {
        modality: 'image',
        kind: 'depiction',
        purpose: 'advertising',
        commercial: true,
        channels: ['web'],
        territories: ['US'],
      },
      execution: { provider: 'example', model: 'image-1' },
    },
  },
  ok: {
    '200': answer('Check', 'The decided check.'),
    '202': answer(
      'Check',
      'Live only: the evaluation has not finished (`status: checking`, `decision: null`); retry with the same key and body after `Retry-After`.',
      ['Retry-After'],
    ),
  },
  errors: ['platform_not_permitted', 'resource_not_found', 'unsupported_modality'],
});

export const GET_CHECK = operation({
  method: 'get',
  route: `/v1/checks/${CHECK_ID}`,
  operationId: 'getCheck',
  summary: 'Retrieve a check',
  description:
    'The check with its current authorization use, escalation and receipt. Poll an escalated check no faster than every five seconds.',
  tag: 'Checks',
  access: 'key',
  scopes: ['checks:write'],
  path: z.object({ check_id: checkId.describe("The check's ID.") }),
  ok: { '200': answer('Check', 'The check.') },
  errors: ['resource_not_found', 'livemode_mismatch'],
});

export const CHECK_OPERATIONS = [CREATE_CHECK, GET_CHECK];
