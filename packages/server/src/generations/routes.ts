import { loadOwnCheck } from '../checks/checks.js';
import { accountNow } from '../clock.js';
import type { Routes } from '../http/chain.js';
import { ApiError } from '../http/errors/index.js';
import { commit, commitJson, respondWith } from '../http/idempotency/index.js';
import { decodeCursor, encodeCursor, toList } from '../http/list/index.js';
import { keyed } from '../http/operation.js';
import { json } from '../http/respond.js';
import { countDecision } from '../http/telemetry/index.js';
import { Refusal } from '../lib/refusal.js';
import { loadOwnLicense } from '../licenses/licenses.js';
import { listGenerations } from './generation-rows.js';
import {
  GenerationMoved,
  loadOwnGeneration,
  parseGeneration,
  settleGeneration,
  withdrawGeneration,
} from './generations.js';
import { CREATE_GENERATION, GET_GENERATION, LIST_GENERATIONS, WITHDRAW_GENERATION } from './operations.js';
import { submitGeneration } from './submit-generation.js';
import { generationSummary } from './summary.js';

export function generationRoutes(routes: Routes): void {
  routes.post(CREATE_GENERATION.route, keyed(CREATE_GENERATION), async (c) => {
    const { request, data } = c.req.valid('json');
    const deps = c.get('deps');
    const rawBody = c.get('body') as Record<string, unknown>;
    const submission = await submitGeneration(deps, c.get('auth'), request, { data, rawBody });
    if (submission instanceof Refusal) throw submission;
    // The generation's effect and the Idempotency-Key's outcome: one transaction. A refusal thrown
    // inside (the check changed meanwhile) writes nothing and is answered by `onError`.
    let generation: { decision: string | null; reasons: readonly { code: string }[] } | undefined;
    const answer = await commit(deps.store, c.get('idempotency') ?? null, async (trx) => {
      const { json, decidedInMs, generation: made } = await submission.apply(trx);
      generation = made;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (decidedInMs === null) return { status: 200, body: json, headers };
      headers['retry-after'] = String(Math.ceil(decidedInMs / 1000));
      return { status: 202, body: json, headers };
    });
    if (generation) countDecision(c, 'generation', generation, answer);
    return respondWith(c, answer);
  });

  routes.get(LIST_GENERATIONS.route, keyed(LIST_GENERATIONS), async (c) => {
    const deps = c.get('deps');
    const auth = c.get('auth');
    const q = c.req.valid('query');
    // A license or check of another account is 404, of the other mode 403, as when read directly.
    const license = q.license !== undefined ? await loadOwnLicense(deps, auth, q.license) : undefined;
    if (q.check !== undefined) await loadOwnCheck(deps, auth, q.check, 'check');
    const { limit } = q;
    const filters = {
      account: auth.account.id,
      livemode: auth.livemode,
      license: q.license ?? null,
      check: q.check ?? null,
      release_status: q.release_status ?? null,
    };
    const before = q.cursor !== undefined ? decodeCursor(deps.cursorSecret, q.cursor, filters) : undefined;
    // Under a license the account issued (as talent), the outputs are its licensees'.
    const issued = license !== undefined && license.licensee_id !== auth.account.id;
    const rows = await listGenerations(deps.store.db, {
      accountId: issued ? undefined : auth.account.id,
      livemode: auth.livemode ? 1 : 0,
      license: q.license,
      check: q.check,
      awaitingRelease: q.release_status === 'awaiting_release',
      before,
      limit,
    });
    // What the account's clock says is due (a decision, a review window's end) is applied first.
    const now = accountNow(deps.clock, auth);
    const settled = await Promise.all(
      rows.map(async (row) => {
        const loaded = await settleGeneration(deps, parseGeneration(row), now);
        return { id: row.id, summary: generationSummary(loaded.generation) };
      }),
    );
    return json(
      c,
      toList(
        settled,
        limit,
        (item) => item.summary,
        (last) => encodeCursor(deps.cursorSecret, last, filters),
      ),
    );
  });

  routes.get(GET_GENERATION.route, keyed(GET_GENERATION), async (c) =>
    json(
      c,
      (await loadOwnGeneration(c.get('deps'), c.get('auth'), c.req.valid('param').generation_id)).generation,
    ),
  );

  routes.post(WITHDRAW_GENERATION.route, keyed(WITHDRAW_GENERATION), async (c) => {
    const deps = c.get('deps');
    const loaded = await loadOwnGeneration(deps, c.get('auth'), c.req.valid('param').generation_id);
    if (loaded.generation.status !== 'held') {
      throw new ApiError('invalid_state_transition', {
        detail: `the generation is ${loaded.generation.status}; only a held generation can be withdrawn`,
      });
    }
    try {
      return await commitJson(c, async (trx) => {
        await withdrawGeneration(deps, trx, loaded, accountNow(deps.clock, c.get('auth')));
        return loaded.generation;
      });
    } catch (err) {
      if (!(err instanceof GenerationMoved)) throw err;
      throw new ApiError('invalid_state_transition', {
        detail: `the generation is now ${loaded.generation.status}; only a held generation can be withdrawn`,
      });
    }
  });
}
