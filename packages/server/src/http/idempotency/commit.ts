import type { Context } from 'hono';
import type { CompiledQuery } from 'kysely';
import type { AppEnv, IdempotencyClaim } from '../../app-env.js';
import {
  findKey,
  type KeyOutcome,
  keyOutcomeStatement,
  type StoredKey,
} from '../../store/idempotency-keys.js';
import type { Db, Store } from '../../store/index.js';
import { ApiError } from '../errors/index.js';
import { respond } from '../respond.js';

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
 * The key is written here and nowhere before: one durable write a request. A concurrent request with the
 * same key in another process (or host) that committed first makes this transaction fail on the key's
 * primary key; the effect is then not stored, and the answer is the stored one (replayed), or 422
 * `idempotency_key_reused` for another body.
 *
 * @example
 * const answer = await commit(deps.store, claim, async (trx) => {
 *   await trx.insertInto('verifications').values(row).execute();
 *   return jsonAnswer(verification);
 * });
 */
export async function commit(store: Store, claim: IdempotencyClaim | null, change: Change): Promise<Answer> {
  let answer: Answer;
  try {
    if (typeof change === 'function') {
      answer = await store.transaction(async (trx) => {
        const a = await change(trx);
        if (claim) await trx.executeQuery(keyOutcomeStatement(trx, claim, outcomeOf(a)));
        return a;
      });
    } else {
      answer = change.answer;
      await store.writes.run(
        claim
          ? [...change.statements, keyOutcomeStatement(store.db, claim, outcomeOf(answer))]
          : change.statements,
      );
    }
  } catch (err) {
    const stored = claim ? await findKey(store.db, claim) : undefined;
    if (!claim || !stored) throw err;
    answer = answerOfStoredKey(stored, claim);
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

/** What a stored key answers a request with the same key: its replay, or why not (422, 409). */
export function answerOfStoredKey(
  row: Pick<
    StoredKey,
    'request_digest' | 'endpoint' | 'state' | 'response_status' | 'response_headers' | 'response_body'
  >,
  claim: Pick<IdempotencyClaim, 'endpoint' | 'requestDigest'>,
): Answer {
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
 * {@link commit} for a route: the change returns the object to answer with, and the response carries
 * exactly the stored bytes.
 */
export async function commitJson(
  c: Context<AppEnv>,
  change: (trx: Db) => Promise<unknown>,
  status = 200,
): Promise<Response> {
  const answer = await commit(c.get('deps').store, c.get('idempotency') ?? null, async (trx) =>
    jsonAnswer(await change(trx), status),
  );
  return respondWith(c, answer);
}

/** Responds with an answer's bytes, status and headers. */
export function respondWith(c: Context<AppEnv>, answer: Answer): Response {
  const { 'content-type': type, ...extra } = answer.headers;
  return respond(c, answer.body, answer.status, type ?? null, extra);
}
