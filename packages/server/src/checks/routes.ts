import { checkCreateRequest } from '@tlp/core/schemas';
import type { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { validate } from '../http/body/index.js';
import { decisionPost } from '../http/decision-post/index.js';
import { authed } from '../http/pipeline.js';
import { POLICIES } from '../http/rate-limit/index.js';
import { json, respond } from '../http/respond.js';
import { idParam } from '../ids.js';
import { loadOwnCheck } from './checks.js';
import { createCheck } from './create-check.js';

export const CHECK_ID = idParam('check_id', 'chk');

export function checkRoutes(app: Hono<AppEnv>): void {
  app.post(
    '/v1/checks',
    ...decisionPost({ name: 'POST /v1/checks', scopes: ['checks:write'], policy: POLICIES.checks }),
    async (c) => {
      const body = validate(checkCreateRequest, c.get('body'));
      const answer = await createCheck(c.get('deps'), c.get('auth'), body, {
        rawBody: c.get('body'),
        idempotency: c.get('idempotency') ?? null,
      });
      return respond(c, answer, 200, 'application/json');
    },
  );

  app.get(
    `/v1/checks/${CHECK_ID}`,
    authed({ name: 'GET /v1/checks/{check_id}', scopes: ['checks:write'] }),
    async (c) => {
      const { check } = await loadOwnCheck(c.get('deps'), c.get('auth'), c.req.param('check_id'));
      return json(c, check);
    },
  );
}
