import { accountNow } from '../clock.js';
import type { Routes } from '../http/chain.js';
import { ApiError } from '../http/errors/index.js';
import { commit, commitJson, jsonAnswer, respondWith } from '../http/idempotency/index.js';
import { keyed } from '../http/operation.js';
import { generateApiKey } from '../keys/api-keys.js';
import { insertApiKey } from '../keys/key-rows.js';
import { updateLicense } from '../licenses/license-rows.js';
import { loadOwnLicense } from '../licenses/licenses.js';
import { renderLicense } from '../licenses/object.js';
import { clockOffsetMs, setClockOffsetMs } from '../store/accounts.js';
import {
  ADVANCE_CLOCK,
  CREATE_RESTRICTED_KEY,
  LICENSE_ACTION_OPERATIONS,
  MAX_ADVANCE_SECONDS,
} from './operations.js';

/** Sandbox test helpers under `/v1/test_helpers/`: an unrestricted test key only. */
export function testHelperRoutes(routes: Routes): void {
  routes.post(CREATE_RESTRICTED_KEY.route, keyed(CREATE_RESTRICTED_KEY), async (c) => {
    const { scopes } = c.req.valid('json');
    const deps = c.get('deps');
    const auth = c.get('auth');
    const secret = generateApiKey('test');
    const id = deps.ids('key');
    const createdAt = accountNow(deps.clock, auth).toISOString();
    const answer = await commit(deps.store, c.get('idempotency') ?? null, async (trx) => {
      await insertApiKey(trx, {
        id,
        accountId: auth.account.id,
        livemode: 0,
        key: secret,
        scopes,
        createdAt,
      });
      // The secret is shown once, here; only its hash is stored. An idempotent replay answers the same
      // key without its secret (the outcome stored for it never holds the secret).
      const shown = { id, object: 'api_key', livemode: false, scopes, created_at: createdAt };
      return { ...jsonAnswer({ ...shown, secret }), replayBody: JSON.stringify(shown) };
    });
    return respondWith(c, answer);
  });

  routes.post(ADVANCE_CLOCK.route, keyed(ADVANCE_CLOCK), async (c) => {
    const { seconds } = c.req.valid('json');
    const deps = c.get('deps');
    const auth = c.get('auth');
    return commitJson(
      c,
      async (trx) => {
        // Read in the transaction: two advances at once add up, and their sum is what is bounded.
        const stored = await clockOffsetMs(trx, auth.account.id, { forUpdate: true });
        const offset = stored + seconds * 1000;
        if (offset > MAX_ADVANCE_SECONDS * 1000) {
          const left = Math.max(0, MAX_ADVANCE_SECONDS - Math.ceil(stored / 1000));
          throw new ApiError('parameter_invalid', {
            param: 'seconds',
            detail: `the sandbox clock runs at most ${MAX_ADVANCE_SECONDS} seconds (ten years) ahead; ${left} are left`,
          });
        }
        await setClockOffsetMs(trx, auth.account.id, offset);
        auth.account.clock_offset_ms = offset;
        return {
          object: 'test_clock',
          account: auth.account.id,
          now: accountNow(deps.clock, auth).toISOString(),
          offset_seconds: offset / 1000,
        };
      },
      { changes: { auth: true } },
    );
  });

  const transitions = {
    suspend: {
      from: ['active'],
      apply: (now: string) => ({ status: 'suspended', suspended_at: now }),
    },
    resume: {
      from: ['suspended'],
      apply: () => ({ status: 'active', suspended_at: null }),
    },
    revoke: {
      from: ['active', 'suspended', 'pending'],
      apply: (now: string) => ({ status: 'void', revoked_at: now }),
    },
  } as const;

  for (const [action, t] of Object.entries(transitions)) {
    const op = LICENSE_ACTION_OPERATIONS[action as keyof typeof transitions];
    routes.post(op.route, keyed(op), async (c) => {
      const deps = c.get('deps');
      const auth = c.get('auth');
      const row = await loadOwnLicense(deps, auth, c.req.valid('param').license_id);
      if (!(t.from as readonly string[]).includes(row.status)) {
        throw new ApiError('invalid_state_transition', {
          detail: `a ${row.status} license cannot be ${action === 'suspend' ? 'suspended' : action === 'resume' ? 'resumed' : 'revoked'}`,
        });
      }
      const set = t.apply(accountNow(deps.clock, auth).toISOString());
      return commitJson(
        c,
        async (trx) => {
          await updateLicense(trx, row.id, set);
          return renderLicense({ ...row, ...set }, deps.config.origin);
        },
        { changes: { license: row.id } },
      );
    });
  }
}
