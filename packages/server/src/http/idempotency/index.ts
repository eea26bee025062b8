import type { IdempotencyClaim } from '../../app-env.js';
import { accountNow } from '../../clock.js';
import { sha256Hex } from '../../lib/digest.js';
import type { Store } from '../../store/index.js';
import type { Step } from '../chain.js';
import { ApiError } from '../errors/index.js';
import { header } from '../header.js';
import { commit, inUse, outcomeRecorded, respondWith, storedAnswer } from './commit.js';

export const IDEMPOTENCY_RETENTION_MS = 24 * 3600 * 1000;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** Response headers that are part of a stored outcome (the rest are per-request). */
const REPLAYED_HEADERS = ['content-type', 'location', 'retry-after'];

export interface IdempotencyOptions {
  /**
   * Whether the key's stored record is read before the work (the default). An operation whose effect only
   * inserts rows of its own (a check) sets it `false`: its work runs without that read (one round trip
   * less a request, on PostgreSQL), and a key already stored meets the key's primary key at commit, where
   * the stored outcome is answered and the work's effect dropped. A retry then costs its work again,
   * never a second effect.
   */
  readAhead?: boolean;
}

/**
 * `Idempotency-Key` on a POST. The key is bound to the account, the mode, the API key that sent it, the
 * endpoint and a digest of endpoint and body, for 24 hours of the account's clock: another API key of the
 * account sending it is 422, never answered the first key's outcome. Every check of the key (scopes, a
 * partial one included) is made before the key is read. Nothing is written ahead of the work: the key's
 * record and its outcome are written once, in the transaction of the request's effect (`commit`), and
 * replayed byte for byte. Of two concurrent requests with one key, one runs and the other gets 409
 * `idempotency_key_in_use`: in one process, the second finds the key held in memory; across processes and
 * hosts, the second to commit meets the key's primary key, its effect is not stored, and it answers the
 * first one's stored outcome. An error (a refusal, a 5xx) changed nothing and stores nothing: the key stays
 * free, the same request is refused again as itself (its own `request_id`), and a corrected one runs.
 */
export function idempotency({ readAhead = true }: IdempotencyOptions = {}): Step {
  return async function idempotencyMiddleware(c, next) {
    const key = header(c, 'idempotency-key');
    if (key === undefined) return next();
    if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
      throw new ApiError('parameter_invalid', {
        param: 'Idempotency-Key',
        detail: `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`,
      });
    }
    const deps = c.get('deps');
    const auth = c.get('auth');
    const livemode = auth.livemode ? 1 : 0;
    const held = heldKeys(deps.store);
    const name = `${auth.account.id}\n${livemode}\n${key}`;
    if (held.has(name)) throw inUse();
    held.add(name);
    try {
      const endpoint = `${c.req.method} ${c.req.path}`;
      const now = accountNow(deps.clock, auth);
      const claim: IdempotencyClaim = {
        accountId: auth.account.id,
        livemode,
        key,
        apiKeyId: auth.keyId,
        endpoint,
        requestDigest: sha256Hex(`${endpoint}\n${c.get('rawBody')}`),
        bootId: deps.bootId,
        runId: deps.runId,
        leaseMs: deps.config.idempotencyLeaseMs,
        claimedMs: deps.clock.now(),
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_RETENTION_MS).toISOString(),
      };
      if (readAhead) {
        const stored = await storedAnswer(deps.store, claim);
        if (stored !== null && stored !== 'dropped') return respondWith(c, stored);
      }
      c.set('idempotency', claim);
      await deps.hooks?.afterIdempotencyClaim?.();
      // A thrown error (every refusal) passes through, and stores nothing.
      await next();
      // The handler wrote the outcome in the transaction of its own effect.
      if (outcomeRecorded(claim)) return;
      const res = c.res;
      // A 5xx answered without throwing stores nothing either: the key stays free for the retry.
      if (res.status >= 500) return;
      // A success stored here was committed before its outcome (a SIGKILL between the two would let a
      // retry run it again): every handler with an effect stores it in its own transaction (`commit`), so
      // this would be a bug.
      if (res.status < 400) {
        deps.logger.warn({ endpoint, status: res.status }, 'idempotency outcome stored after its effect');
      }
      const headers: Record<string, string> = {};
      for (const name of REPLAYED_HEADERS) {
        const v = res.headers.get(name);
        if (v !== null) headers[name] = v;
      }
      const outcome = { status: res.status, body: await res.clone().text(), headers };
      // Stored as any outcome is (`commit`): a key stored first, by another process or, not read ahead,
      // by an earlier request, is answered instead.
      const answer = await commit(deps.store, claim, { statements: [], answer: outcome });
      if (answer !== outcome) {
        c.res = undefined;
        c.res = respondWith(c, answer);
      }
    } finally {
      held.delete(name);
    }
  };
}

/** The keys held by this process's running requests, per store (one app, or a test's several). */
const heldByStore = new WeakMap<Store, Set<string>>();
function heldKeys(store: Store): Set<string> {
  let held = heldByStore.get(store);
  if (!held) {
    held = new Set();
    heldByStore.set(store, held);
  }
  return held;
}

export { type Answer, type Change, commit, commitJson, jsonAnswer, respondWith } from './commit.js';
