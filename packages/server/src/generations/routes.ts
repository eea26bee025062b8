import { generationCreateRequest } from '@tlp/core/schemas';
import type { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { loadOwnCheck } from '../checks/checks.js';
import { accountNow } from '../clock.js';
import { validate } from '../http/body/index.js';
import { ApiError, refusalError } from '../http/errors/index.js';
import { commit, commitJson, respondWith } from '../http/idempotency/index.js';
import { decodeCursor, encodeCursor, parseLimit, readQuery, toList } from '../http/list/index.js';
import { EMPTY_BODY, keyed } from '../http/operation.js';
import { json } from '../http/respond.js';
import { isId } from '../ids.js';
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

const emptyBody = EMPTY_BODY.schema;

export function generationRoutes(app: Hono<AppEnv>): void {
  app.post(CREATE_GENERATION.route, keyed(CREATE_GENERATION), async (c) => {
    // `artifact.data` (megabytes of base64) is checked here rather than by the schema's base64 pattern:
    // decoding and re-encoding is several times faster and accepts exactly canonical base64.
    const raw = c.get('body') as Record<string, unknown>;
    const rawArtifact = raw.artifact as Record<string, unknown> | undefined;
    const data =
      rawArtifact !== null && typeof rawArtifact === 'object' && typeof rawArtifact.data === 'string'
        ? rawArtifact.data
        : undefined;
    const body = validate(
      generationCreateRequest,
      data === undefined ? raw : { ...raw, artifact: { ...rawArtifact, data: '' } },
    );
    const deps = c.get('deps');
    const submission = await submitGeneration(deps, c.get('auth'), body, { data, rawBody: raw });
    if (submission instanceof Refusal) throw refusalError(submission);
    // The generation's effect and the Idempotency-Key's outcome: one transaction. A refusal thrown
    // inside (the check changed meanwhile) writes nothing and is answered by `onError`.
    const answer = await commit(deps.store, c.get('idempotency') ?? null, async (trx) => {
      const { json, decidedInMs } = await submission.apply(trx);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (decidedInMs === null) return { status: 200, body: json, headers };
      headers['retry-after'] = String(Math.ceil(decidedInMs / 1000));
      return { status: 202, body: json, headers };
    });
    return respondWith(c, answer);
  });

  app.get(LIST_GENERATIONS.route, keyed(LIST_GENERATIONS), async (c) => {
    const deps = c.get('deps');
    const auth = c.get('auth');
    const q = readQuery(c, ['license', 'check', 'release_status', 'limit', 'cursor']);
    if (q.license !== undefined && !isId('lic', q.license)) {
      throw new ApiError('parameter_invalid', { param: 'license', detail: 'license must be a lic_ ID' });
    }
    if (q.check !== undefined && !isId('chk', q.check)) {
      throw new ApiError('parameter_invalid', { param: 'check', detail: 'check must be a chk_ ID' });
    }
    if (q.release_status !== undefined && q.release_status !== 'awaiting_release') {
      throw new ApiError('parameter_invalid', {
        param: 'release_status',
        detail: 'release_status must be awaiting_release',
      });
    }
    // A license or check of another account is 404, of the other mode 403, as when read directly.
    const license = q.license !== undefined ? await loadOwnLicense(deps, auth, q.license) : undefined;
    if (q.check !== undefined) await loadOwnCheck(deps, auth, q.check, 'check');
    const limit = parseLimit(q.limit);
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

  app.get(GET_GENERATION.route, keyed(GET_GENERATION), async (c) =>
    json(c, (await loadOwnGeneration(c.get('deps'), c.get('auth'), c.req.param('generation_id'))).generation),
  );

  app.post(WITHDRAW_GENERATION.route, keyed(WITHDRAW_GENERATION), async (c) => {
    validate(emptyBody, c.get('body'));
    const deps = c.get('deps');
    const loaded = await loadOwnGeneration(c.get('deps'), c.get('auth'), c.req.param('generation_id'));
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
