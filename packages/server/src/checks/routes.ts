import { checkCreateRequest } from '@tlp/core/schemas';
import type { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { validate } from '../http/body/index.js';
import { keyed } from '../http/operation.js';
import { json, respond } from '../http/respond.js';
import { loadOwnCheck } from './checks.js';
import { createCheck } from './create-check.js';
import { CREATE_CHECK, GET_CHECK } from './operations.js';

export function checkRoutes(app: Hono<AppEnv>): void {
  app.post(CREATE_CHECK.route, keyed(CREATE_CHECK), async (c) => {
    const body = validate(checkCreateRequest, c.get('body'));
    const answer = await createCheck(c.get('deps'), c.get('auth'), body, {
      rawBody: c.get('body'),
      idempotency: c.get('idempotency') ?? null,
    });
    return respond(c, answer, 200, 'application/json');
  });

  app.get(GET_CHECK.route, keyed(GET_CHECK), async (c) => {
    const { check } = await loadOwnCheck(c.get('deps'), c.get('auth'), c.req.param('check_id'));
    return json(c, check);
  });
}
