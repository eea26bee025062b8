import type { Context } from 'hono';
import type { CompiledQuery } from 'kysely';
import type { AppEnv, IdempotencyClaim } from '../../app-env.js';
import type { Db, Store } from '../../store/index.js';
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
 * The one way a change is written: together with its request's idempotency outcome (when the request has
 * an `Idempotency-Key`), in the same transaction, so that the effect and its replayable answer are stored
 * both or neither, and a retry after a crash replays the stored answer instead of running again. Resolves
 * with the answer once committed; a change that throws writes nothing (and no outcome).
 *
 * @example
 * const answer = await commit(deps.store, claim, async (trx) => {
 *   await trx.insertInto('verifications').values(row).execute();
 *   return jsonAnswer(verification);
 * });
 */
export async function commit(store: Store, claim: IdempotencyClaim | null, change: Change): Promise<Answer> {
  let answer: Answer;
  if (typeof change === 'function') {
    answer = await store.transaction(async (trx) => {
      const a = await change(trx);
      if (claim) await trx.executeQuery(outcomeStatement(claim, trx, a));
      return a;
    });
  } else {
    answer = change.answer;
    await store.writes.run(
      claim ? [...change.statements, outcomeStatement(claim, store.db, answer)] : change.statements,
    );
  }
  if (claim) claim.stored = true;
  return answer;
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

/** The statement that stores `answer` as the claimed key's outcome, replayed to its retries. */
export function outcomeStatement(claim: IdempotencyClaim, db: Db, answer: Answer): CompiledQuery {
  return db
    .updateTable('idempotency_keys')
    .set({
      state: 'done',
      response_status: answer.status,
      response_headers: JSON.stringify(answer.headers),
      response_body: answer.replayBody ?? answer.body,
    })
    .where('account_id', '=', claim.accountId)
    .where('livemode', '=', claim.livemode)
    .where('key', '=', claim.key)
    .compile();
}
