import { findCheck } from '../checks/check-rows.js';
import { allowCheck, denyEscalated, loadOwnCheck, saveCheck } from '../checks/checks.js';
import { accountNow } from '../clock.js';
import {
  declineGeneration,
  expireGeneration,
  GenerationMoved,
  loadOwnGeneration,
  releaseGeneration,
} from '../generations/generations.js';
import type { Routes } from '../http/chain.js';
import { ApiError } from '../http/errors/index.js';
import { commitJson } from '../http/idempotency/index.js';
import { keyed } from '../http/operation.js';
import { GENERATION_ACTION_OPERATIONS, RESOLVE_CHECK } from './operations.js';

/**
 * Test helpers of the decision layer: the reviewer's side of an escalated check and of a held
 * generation (unrestricted test key only).
 */
export function decisionHelperRoutes(routes: Routes): void {
  routes.post(RESOLVE_CHECK.route, keyed(RESOLVE_CHECK), async (c) => {
    const { decision, note } = c.req.valid('json');
    const deps = c.get('deps');
    const now = accountNow(deps.clock, c.get('auth'));
    const loaded = await loadOwnCheck(c.get('deps'), c.get('auth'), c.req.valid('param').check_id);
    const esc = loaded.check.escalation;
    if (!esc) {
      throw new ApiError('invalid_state_transition', {
        detail: `the check is ${loaded.check.status}, not escalated: there is nothing to resolve`,
      });
    }
    if (esc.status !== 'open') {
      throw new ApiError('escalation_closed', {
        detail: `the escalation ${esc.id} is already ${esc.status}`,
      });
    }
    return commitJson(c, async (trx) => {
      // Of two concurrent resolutions only the first applies (one authorization, one receipt).
      const current = await findCheck(trx, loaded.row.id, { forUpdate: true });
      if (current?.data !== loaded.row.data) {
        throw new ApiError('escalation_closed', { detail: `the escalation ${esc.id} was just closed` });
      }
      if (decision === 'allow') {
        esc.status = 'allowed';
        esc.resolved_at = now.toISOString();
        esc.note = note ?? null;
        for (const t of loaded.check.talent) if (t.decision === 'escalate') t.decision = 'allow';
        loaded.check.reasons = [];
        await allowCheck(deps, trx, loaded, now);
      } else {
        denyEscalated(loaded, 'review_declined', now, note ?? null);
      }
      await saveCheck(trx, loaded);
      return loaded.check;
    });
  });

  const generationMoves = [
    ['release', releaseGeneration],
    ['decline', declineGeneration],
    ['expire', expireGeneration],
  ] as const;
  for (const [action, move] of generationMoves) {
    routes.post(
      GENERATION_ACTION_OPERATIONS[action].route,
      keyed(GENERATION_ACTION_OPERATIONS[action]),
      async (c) => {
        const body = c.req.valid('json');
        const note = 'note' in body ? body.note : undefined;
        const deps = c.get('deps');
        const now = accountNow(deps.clock, c.get('auth'));
        const loaded = await loadOwnGeneration(deps, c.get('auth'), c.req.valid('param').generation_id);
        if (loaded.generation.status !== 'held') {
          throw new ApiError('invalid_state_transition', {
            detail: `the generation is ${loaded.generation.status}; only a held generation can be ${action === 'release' ? 'released' : action === 'decline' ? 'declined' : 'expired'}`,
          });
        }
        try {
          return await commitJson(c, async (trx) => {
            await move(deps, trx, loaded, now, note ?? null);
            return loaded.generation;
          });
        } catch (err) {
          if (!(err instanceof GenerationMoved)) throw err;
          throw new ApiError('invalid_state_transition', {
            detail: `the generation is now ${loaded.generation.status}; only a held generation can be ${action === 'release' ? 'released' : action === 'decline' ? 'declined' : 'expired'}`,
          });
        }
      },
    );
  }
}
