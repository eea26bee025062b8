import type { Context } from 'hono';
import type { CompiledQuery } from 'kysely';
import type { AppEnv, IdempotencyClaim } from '../../app-env.js';
import {
  findKey,
  forgetKey,
  type KeyOutcome,
  keyOutcomeStatement,
  type StoredKey,
} from '../../store/idempotency-keys.js';
import type { Db, Store, TransactionOptions } from '../../store/index.js';
import { ApiError } from '../errors/index.js';
import { respond } from '../respond.js';
import { countReplay } from '../telemetry/index.js';

/** What a request answers once its change has committed; stored as its `Idempotency-Key`'s outcome. */
export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string>;
  /**
   * What is stored for replays instead of `body`, when `body` holds a secret shown once (a new API key):
   * no secret reaches the store, and a replay answers without it.
   */
  replayBody?: string;
}

/**
 * A change to the store, in one of two forms:
 * - a function that reads and writes through a transaction (`Store.transaction`) and returns the answer:
 *   for changes decided on what the database holds now (a generation consuming its check, a state move);
 * - statements that only write, with their answer: applied by group commit (`Store.writes`), many
 *   requests' writes in one transaction and one fsync (a new check, on the hot path).
 */
export type Change =
  | ((trx: Db) => Promise<Answer>)
  | { statements: readonly CompiledQuery[]; answer: Answer };

/**
 * The one way a change is written: together with its request's `Idempotency-Key` record and outcome (when
 * the request has a key), in the same transaction, so that the effect and its replayable answer are stored
 * both or neither, and a retry after a crash replays the stored answer instead of running again. Resolves
 * with the answer once committed; a change that throws writes nothing (and no outcome).
 *
 * The key is written here and nowhere before: one durable write a request. A request with the same key
 * that committed first (a concurrent one in another process or host, or, when the key was not read ahead,
 * any earlier one) makes this transaction fail on the key's primary key; the effect is then not stored,
 * and the answer is the stored one (replayed), or 422 `idempotency_key_reused` for another body. A stored
 * record that no longer binds the key (expired, or a claim its process left unfinished) is dropped and
 * the change committed again, once.
 *
 * @example
 * const answer = await commit(deps.store, claim, async (trx) => {
 *   await trx.insertInto('verifications').values(row).execute();
 *   return jsonAnswer(verification);
 * });
 */
export function commit(
  store: Store,
  claim: IdempotencyClaim | null,
  change: Change,
  options: TransactionOptions = {},
): Promise<Answer> {
  return commitOnce(store, claim, change, options, false);
}

async function commitOnce(
  store: Store,
  claim: IdempotencyClaim | null,
  change: Change,
  options: TransactionOptions,
  again: boolean,
): Promise<Answer> {
  let answer: Answer;
  try {
    if (typeof change === 'function') {
      answer = await store.transaction(async (trx) => {
        const a = await change(trx);
        if (claim) await trx.executeQuery(keyOutcomeStatement(trx, claim, outcomeOf(a)));
        return a;
      }, options);
    } else {
      // A group commit holds no epoch: a change to cached rows is a function, run in a transaction.
      if (options.changes) throw new Error('a change to cached rows is made in a transaction');
      answer = change.answer;
      await store.writes.run(
        claim
          ? [...change.statements, keyOutcomeStatement(store.db, claim, outcomeOf(answer))]
          : change.statements,
      );
    }
  } catch (err) {
    const stored = claim ? await storedAnswer(store, claim) : null;
    if (stored === null) throw err;
    if (stored === 'dropped') {
      if (again) throw err;
      return commitOnce(store, claim, change, options, true);
    }
    answer = stored;
  }
  if (claim) recorded.add(claim);
  return answer;
}

/** The claims whose outcome {@link commit} stored (or found stored by a concurrent request). */
const recorded = new WeakSet<IdempotencyClaim>();

/** Whether the request's outcome is stored: else the idempotency middleware stores its answer itself. */
export function outcomeRecorded(claim: IdempotencyClaim): boolean {
  return recorded.has(claim);
}

/**
 * Whether a key's stored record binds the request's key: it is not past its retention, and it is not a
 * `running` claim that will never finish. Such a claim was written ahead of its work by servers before the
 * key was written with its outcome, or left by a process of another run on the same database: one of this
 * run is live (its process holds it in memory); one of another run is in use for its lease from when it
 * was claimed, and past it, or without one, its process is taken as gone (killed mid-request).
 */
function binds(
  row: Pick<StoredKey, 'expires_at' | 'state' | 'boot_id' | 'claimed_ms'>,
  claim: Pick<IdempotencyClaim, 'createdAt' | 'claimedMs' | 'runId' | 'leaseMs'>,
): boolean {
  if (row.expires_at <= claim.createdAt) return false;
  if (row.state === 'done' || row.boot_id.startsWith(`${claim.runId}.`)) return true;
  return row.claimed_ms !== null && claim.claimedMs - Number(row.claimed_ms) < claim.leaseMs;
}

/**
 * What the key's stored record answers the request: its replay (or throws why not: 422, 409); `dropped`
 * when the record no longer {@link binds} the key (it is deleted: the key runs anew); `null` when the key
 * has no record.
 */
export async function storedAnswer(
  store: Store,
  claim: IdempotencyClaim,
): Promise<Answer | 'dropped' | null> {
  const stored = await findKey(store.db, claim);
  if (!stored) return null;
  if (binds(stored, claim)) return answerOfStoredKey(stored, claim);
  await forgetKey(store.db, claim);
  return 'dropped';
}

/**
 * What a stored key answers a request with the same key: its replay, or why not (422, 409). A record is
 * answered to the API key that stored it only: another key of the account is refused before anything of
 * the record (its endpoint, its body, whether it is running) is told
 * (docs/decisions/26-an-idempotency-key-is-bound-to-its-api-key.md).
 */
function answerOfStoredKey(
  row: Pick<
    StoredKey,
    | 'api_key_id'
    | 'request_digest'
    | 'endpoint'
    | 'state'
    | 'response_status'
    | 'response_headers'
    | 'response_body'
  >,
  claim: Pick<IdempotencyClaim, 'apiKeyId' | 'endpoint' | 'requestDigest'>,
): Answer {
  if (row.api_key_id !== claim.apiKeyId) {
    throw new ApiError('idempotency_key_reused', {
      param: 'Idempotency-Key',
      detail:
        row.api_key_id === null
          ? 'this Idempotency-Key was stored before answers were bound to API keys and is answered to no key; use a new key'
          : 'this Idempotency-Key was used by another API key; use a new key',
    });
  }
  if (row.request_digest !== claim.requestDigest) {
    throw new ApiError('idempotency_key_reused', {
      param: 'Idempotency-Key',
      detail:
        row.endpoint === claim.endpoint
          ? 'this Idempotency-Key was used with a different body; use a new key'
          : `this Idempotency-Key was used on ${row.endpoint}; use a new key`,
    });
  }
  if (row.state !== 'done') throw inUse();
  const headers = JSON.parse(row.response_headers ?? '{}') as Record<string, string>;
  return {
    status: row.response_status ?? 200,
    body: row.response_body ?? '',
    headers: { ...headers, 'idempotent-replayed': 'true' },
  };
}

/** 409 `idempotency_key_in_use`: a request with the key is running. */
export function inUse(): ApiError {
  return new ApiError('idempotency_key_in_use', {
    detail: 'a request with this Idempotency-Key is still running; retry with the same key and body',
    headers: { 'Retry-After': '1' },
  });
}

/** What a key stores of an answer: without the secret a body may show once. */
function outcomeOf(answer: Answer): KeyOutcome {
  return { status: answer.status, headers: answer.headers, body: answer.replayBody ?? answer.body };
}

/** A 200 (or `status`) JSON answer of `value`. */
export function jsonAnswer(value: unknown, status = 200, headers: Record<string, string> = {}): Answer {
  return { status, body: JSON.stringify(value), headers: { 'content-type': 'application/json', ...headers } };
}

/**
 * {@link commit} for a route: the change returns the object to answer with (200), and the response carries
 * exactly the stored bytes.
 */
export async function commitJson(
  c: Context<AppEnv>,
  change: (trx: Db) => Promise<unknown>,
  options: TransactionOptions = {},
): Promise<Response> {
  const answer = await commit(
    c.get('deps').store,
    c.get('idempotency') ?? null,
    async (trx) => jsonAnswer(await change(trx)),
    options,
  );
  return respondWith(c, answer);
}

/** Responds with an answer's bytes, status and headers. */
export function respondWith(c: Context<AppEnv>, answer: Answer): Response {
  const { 'content-type': type, ...extra } = answer.headers;
  if (extra['idempotent-replayed'] !== undefined) countReplay(c);
  return respond(c, answer.body, answer.status, type ?? null, extra);
}
