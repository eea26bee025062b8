import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, IdempotencyClaim } from '../../app-env.js';
import { accountNow } from '../../clock.js';
import { sha256Hex } from '../../lib/digest.js';
import type { Db } from '../../store/index.js';
import { ApiError } from '../errors/index.js';
import { header } from '../header.js';
import { respond } from '../respond.js';
import { outcomeStatement } from './commit.js';

export const IDEMPOTENCY_RETENTION_MS = 24 * 3600 * 1000;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** Response headers that are part of a stored outcome (the rest are per-request). */
const REPLAYED_HEADERS = ['content-type', 'location', 'retry-after'];

type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; headers: Record<string, string>; body: string }
  | { kind: 'in_use' }
  | { kind: 'reused'; endpoint: string };

/**
 * `Idempotency-Key` on a POST. The key is bound to the account, the mode, the endpoint and a digest of
 * endpoint and body, for 24 hours of the account's clock. The claim is one store transaction (on SQLite the
 * one writer's, on PostgreSQL under a per-key advisory lock), so of two concurrent requests with one key,
 * across processes and hosts, exactly one runs; the other gets 409
 * `idempotency_key_in_use`. A finished outcome below 500 is stored and replayed byte for byte; a 5xx
 * releases the key so that the retry the spec allows runs again.
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
    const endpoint = `${c.req.method} ${c.req.path}`;
    const digest = sha256Hex(`${endpoint}\n${c.get('rawBody')}`);
    const livemode = auth.livemode ? 1 : 0;
    const now = accountNow(deps.clock, auth);
    const claim = await claimKey(c, { key, endpoint, digest, livemode, now });
    if (claim.kind === 'in_use') {
      throw new ApiError('idempotency_key_in_use', {
        detail: 'a request with this Idempotency-Key is still running; retry with the same key and body',
        headers: { 'Retry-After': '1' },
      });
    }
    if (claim.kind === 'reused') {
      throw new ApiError('idempotency_key_reused', {
        param: 'Idempotency-Key',
        detail:
          claim.endpoint === endpoint
            ? 'this Idempotency-Key was used with a different body; use a new key'
            : `this Idempotency-Key was used on ${claim.endpoint}; use a new key`,
      });
    }
    if (claim.kind === 'replay') {
      const { 'content-type': type, ...rest } = claim.headers;
      return respond(c, claim.body, claim.status, type ?? null, { ...rest, 'idempotent-replayed': 'true' });
    }
    let finished = false;
    const claimed: IdempotencyClaim = { accountId: auth.account.id, livemode, key, stored: false };
    c.set('idempotency', claimed);
    try {
      await deps.hooks?.afterIdempotencyClaim?.();
      await next();
      const res = c.res;
      if (claimed.stored && res.status < 500) {
        // The handler wrote the outcome in the transaction of its own effect.
        finished = true;
        return;
      }
      if (res.status >= 500) {
        await forgetClaim(deps.store.db, claimed);
      } else {
        // An error answer has no effect to store it with; a success stored here was committed before its
        // outcome (a SIGKILL between the two would let a retry run it again): every handler with an
        // effect stores it in its own transaction (`commit`), so this would be a bug.
        if (res.status < 400) {
          deps.logger.warn({ endpoint, status: res.status }, 'idempotency outcome stored after its effect');
        }
        const body = await res.clone().text();
        const headers: Record<string, string> = {};
        for (const name of REPLAYED_HEADERS) {
          const v = res.headers.get(name);
          if (v !== null) headers[name] = v;
        }
        await deps.store.db.executeQuery(
          outcomeStatement(claimed, deps.store.db, { status: res.status, body, headers }),
        );
      }
      finished = true;
    } finally {
      if (!finished) await forgetClaim(deps.store.db, claimed).catch(() => {});
    }
  };
}

/** Drops a claim: the request ended in a 5xx or threw, so the retry the spec allows runs again. */
async function forgetClaim(db: Db, claim: Pick<IdempotencyClaim, 'accountId' | 'livemode' | 'key'>) {
  await db
    .deleteFrom('idempotency_keys')
    .where('account_id', '=', claim.accountId)
    .where('livemode', '=', claim.livemode)
    .where('key', '=', claim.key)
    .execute();
}

async function claimKey(
  c: Context<AppEnv>,
  input: { key: string; endpoint: string; digest: string; livemode: number; now: Date },
): Promise<Claim> {
  const deps = c.get('deps');
  const accountId = c.get('auth').account.id;
  const nowIso = input.now.toISOString();
  return deps.store.transaction(async (trx) => {
    // One claim of a key at a time, across processes (PostgreSQL; on SQLite a transaction is alone).
    await deps.store.lock(trx, `idempotency:${accountId}:${input.livemode}:${input.key}`);
    const row = await trx
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('livemode', '=', input.livemode)
      .where('key', '=', input.key)
      .executeTakeFirst();
    if (row && row.expires_at > nowIso) {
      if (row.request_digest !== input.digest) return { kind: 'reused', endpoint: row.endpoint };
      if (row.state === 'done') {
        return {
          kind: 'replay',
          status: row.response_status ?? 200,
          headers: JSON.parse(row.response_headers ?? '{}') as Record<string, string>,
          body: row.response_body ?? '',
        };
      }
      if (row.boot_id.startsWith(`${deps.runId}.`)) return { kind: 'in_use' };
      // Another run's claim (another process on one PostgreSQL database) is in use for its lease; past
      // it, or without one, its process is taken as gone (killed mid-request): run again.
      if (
        row.claimed_ms !== null &&
        deps.clock.now() - Number(row.claimed_ms) < deps.config.idempotencyLeaseMs
      ) {
        return { kind: 'in_use' };
      }
    }
    if (row) await forgetClaim(trx, { accountId, livemode: input.livemode, key: input.key });
    await trx
      .insertInto('idempotency_keys')
      .values({
        account_id: accountId,
        livemode: input.livemode,
        key: input.key,
        endpoint: input.endpoint,
        request_digest: input.digest,
        state: 'running',
        boot_id: deps.bootId,
        claimed_ms: deps.clock.now(),
        response_status: null,
        response_headers: null,
        response_body: null,
        created_at: nowIso,
        expires_at: new Date(input.now.getTime() + IDEMPOTENCY_RETENTION_MS).toISOString(),
      })
      .execute();
    return { kind: 'claimed' };
  });
}

export { type Answer, type Change, commit, commitJson, jsonAnswer, respondWith } from './commit.js';
