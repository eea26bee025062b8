import type { Routes } from '../http/chain.js';
import { commit, respondWith } from '../http/idempotency/index.js';
import { keyed } from '../http/operation.js';
import { json } from '../http/respond.js';
import { countDecision } from '../http/telemetry/index.js';
import { Refusal } from '../lib/refusal.js';
import { loadOwnCheck } from './checks.js';
import { createCheck } from './create-check.js';
import { CREATE_CHECK, GET_CHECK } from './operations.js';

export function checkRoutes(routes: Routes): void {
  routes.post(CREATE_CHECK.route, keyed(CREATE_CHECK), async (c) => {
    const deps = c.get('deps');
    const request = c.req.valid('json');
    const created = await createCheck(deps, c.get('auth'), request, c.get('body'));
    if (created instanceof Refusal) throw created;
    // The check's rows and the Idempotency-Key's outcome: one transaction, by group commit.
    const answer = await commit(deps.store, c.get('idempotency') ?? null, {
      statements: created.writes,
      answer: { status: 200, body: created.json, headers: { 'content-type': 'application/json' } },
    });
    countDecision(c, 'check', created.check, answer);
    return respondWith(c, answer);
  });

  routes.get(GET_CHECK.route, keyed(GET_CHECK), async (c) => {
    const { check } = await loadOwnCheck(c.get('deps'), c.get('auth'), c.req.valid('param').check_id);
    return json(c, check);
  });
}
