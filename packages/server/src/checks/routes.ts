import { checkCreateRequest } from '@tlp/core/schemas';
import type { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { validate } from '../http/body/index.js';
import { refusalError } from '../http/errors/index.js';
import { commit, respondWith } from '../http/idempotency/index.js';
import { keyed } from '../http/operation.js';
import { json } from '../http/respond.js';
import { Refusal } from '../lib/refusal.js';
import { loadOwnCheck } from './checks.js';
import { createCheck } from './create-check.js';
import { CREATE_CHECK, GET_CHECK } from './operations.js';

export function checkRoutes(app: Hono<AppEnv>): void {
  app.post(CREATE_CHECK.route, keyed(CREATE_CHECK), async (c) => {
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
  });

  app.get(GET_CHECK.route, keyed(GET_CHECK), async (c) => {
    const { check } = await loadOwnCheck(c.get('deps'), c.get('auth'), c.req.param('check_id'));
    return json(c, check);
  });
}
