import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv, IdempotencyClaim } from '../../app-env.js';
import { accountNow } from '../../clock.js';
import { sha256Hex } from '../../lib/digest.js';
import { findKey, forgetKey, type StoredKey, storeOutcomeAlone } from '../../store/idempotency-keys.js';
import type { Store } from '../../store/index.js';
import { ApiError } from '../errors/index.js';
import { header } from '../header.js';
import { answerOfStoredKey, inUse, outcomeRecorded, respondWith } from './commit.js';

export const IDEMPOTENCY_RETENTION_MS = 24 * 3600 * 1000;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** Response headers that are part of a stored outcome (the rest are per-request). */
const REPLAYED_HEADERS = ['content-type', 'location', 'retry-after'];

/**
 * `Idempotency-Key` on a POST. The key is bound to the account, the mode, the endpoint and a digest of
 * endpoint and body, for 24 hours of the account's clock. Nothing is written ahead of the work: the key's
 * record and its outcome are written once, in the transaction of the request's effect (`commit`), or,
 * for an answer that changed nothing (an error below 500), on their own after it. Of two concurrent
 * requests with one key, one runs and the other gets 409 `idempotency_key_in_use`: in one process, the
 * second finds the key held in memory; across processes and hosts, the second to commit meets the key's
 * primary key, its effect is not stored, and it answers the first one's stored outcome. A finished outcome
 * below 500 is stored and replayed byte for byte; a 5xx stores nothing, so the retry the spec allows runs
 * again.
 */
export function idempotency(): MiddlewareHandler<AppEnv> {
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
        endpoint,
        requestDigest: sha256Hex(`${endpoint}\n${c.get('rawBody')}`),
        bootId: deps.bootId,
        claimedMs: deps.clock.now(),
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_RETENTION_MS).toISOString(),
      };
      const stored = await findKey(deps.store.db, claim);
      if (stored) {
        if (stored.expires_at > claim.createdAt && !abandoned(deps, stored)) {
          return respondWith(c, answerOfStoredKey(stored, claim));
        }
        await forgetKey(deps.store.db, claim);
      }
      c.set('idempotency', claim);
      await deps.hooks?.afterIdempotencyClaim?.();
      await next();
      // The handler wrote the outcome in the transaction of its own effect.
      if (outcomeRecorded(claim)) return;
      const res = c.res;
      // A 5xx stores nothing: the key stays free for the retry.
      if (res.status >= 500) return;
      // An error answer has no effect to store it with; a success stored here was committed before its
      // outcome (a SIGKILL between the two would let a retry run it again): every handler with an
      // effect stores it in its own transaction (`commit`), so this would be a bug.
      if (res.status < 400) {
        deps.logger.warn({ endpoint, status: res.status }, 'idempotency outcome stored after its effect');
      }
      const headers: Record<string, string> = {};
      for (const name of REPLAYED_HEADERS) {
        const v = res.headers.get(name);
        if (v !== null) headers[name] = v;
      }
      const outcome = { status: res.status, body: await res.clone().text(), headers };
      if (await storeOutcomeAlone(deps.store.db, claim, outcome)) return;
      // A request with the same key in another process stored its outcome first: this one answers it.
      const first = await findKey(deps.store.db, claim);
      if (first) {
        const answer = answerOfStoredKey(first, claim);
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

/**
 * Whether a `running` claim (written ahead of its work by servers before the key was written with its
 * outcome, or left by a process of another run on the same database) will never finish: one of this run
 * is not (its process holds it in memory); one of another run is in use for its lease from when it was
 * claimed, and past it, or without one, its process is taken as gone (killed mid-request).
 */
function abandoned(deps: AppDeps, row: StoredKey): boolean {
  if (row.state === 'done' || row.boot_id.startsWith(`${deps.runId}.`)) return false;
  return (
    row.claimed_ms === null || deps.clock.now() - Number(row.claimed_ms) >= deps.config.idempotencyLeaseMs
  );
}

export { type Answer, type Change, commit, commitJson, jsonAnswer, respondWith } from './commit.js';
