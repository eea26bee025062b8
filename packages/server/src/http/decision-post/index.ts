import type { Scope } from '../auth/index.js';
import type { Step } from '../chain.js';
import { ApiError } from '../errors/index.js';
import { type IdempotencyOptions, idempotency } from '../idempotency/index.js';
import { authed, type EndpointOptions, jsonBody } from '../pipeline.js';

export interface DecisionPostOptions extends EndpointOptions {
  /** Scopes a restricted key needs in addition (all of them), e.g. `generations:write` beside `checks:write`. */
  alsoScopes?: readonly Scope[];
}

/**
 * A check or generation creation: auth, limits, version, scopes, then live keys are refused with 403
 * `live_not_activated` before the body is read or an idempotency key is claimed (nothing is evaluated,
 * reserved or stored), then body and idempotency.
 */
export function decisionPost(options: DecisionPostOptions, keyReading?: IdempotencyOptions): Step[] {
  const gate: Step = function decisionGate(c, next) {
    const auth = c.get('auth');
    if (auth.scopes !== null) {
      for (const scope of options.alsoScopes ?? []) {
        if (!auth.scopes.includes(scope)) {
          throw new ApiError('insufficient_scope', {
            detail: `${options.name} needs the scopes ${[...(options.scopes ?? []), ...(options.alsoScopes ?? [])].join(' and ')}`,
          });
        }
      }
    }
    if (auth.livemode) {
      throw new ApiError('live_not_activated', {
        detail:
          'live signing is not activated for this service: nothing was evaluated, reserved or stored; do not retry',
      });
    }
    return next();
  };
  return [authed(options), gate, jsonBody(), idempotency(keyReading)];
}
