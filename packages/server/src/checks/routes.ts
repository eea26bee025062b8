import { checkCreateRequest } from '@tlp/core/schemas';
import type { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { validate } from '../http/body/index.js';
import { decisionPost } from '../http/decision-post/index.js';
import { refusalError } from '../http/errors/index.js';
import { commit, respondWith } from '../http/idempotency/index.js';
import { authed } from '../http/pipeline.js';
import { POLICIES } from '../http/rate-limit/index.js';
import { json } from '../http/respond.js';
import { idParam } from '../ids.js';
import { Refusal } from '../lib/refusal.js';
import { loadOwnCheck } from './checks.js';
import { createCheck } from './create-check.js';

export const CHECK_ID = idParam('check_id', 'chk');

export function checkRoutes(app: Hono<AppEnv>): void {
  app.post(
    '/v1/checks',
    ...decisionPost({ name: 'POST /v1/checks', scopes: ['checks:write'], policy: POLICIES.checks }),
    async (c) => {
      const deps = c.get('deps');
      const request = validate(checkCreateRequest, c.get('body'));
      const created = await createCheck(deps, c.get('auth'), request, c.get('body'));
      if (created instanceof Refusal) throw refusalError(created);
      // The check's rows and the Idempotency-Key's outcome: one transaction, by group commit.
      const answer = await commit(deps.store, c.get('idempotency') ?? null, {
        statements: created.writes,
        answer: { status: 200, body: created.json, headers: { 'content-type': 'application/json' } },
      });
      return respondWith(c, answer);
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
