import type { CompiledQuery, Selectable } from 'kysely';
import type { IdempotencyTable } from './schema.js';
import type { Db, Store } from './store.js';

// The SQL of `Idempotency-Key` records: every query that reads or writes the `idempotency_keys` table.

/** Which key: an `Idempotency-Key` is bound to its account and mode. */
export interface KeyRef {
  accountId: string;
  /** 1 live, 0 test. */
  livemode: number;
  key: string;
}

/** A key's record as a request decides it, before it has an outcome. */
export interface KeyRecord extends KeyRef {
  /** The API key of the request (`api_keys.id`): its outcome is answered to this key only. */
  apiKeyId: string;
  /** `METHOD path` of the request. */
  endpoint: string;
  /** Hex SHA-256 of endpoint and raw body: another body under the same key is refused. */
  requestDigest: string;
  /** The process writing it (`AppDeps.bootId`). */
  bootId: string;
  /** Real time (ms) of the request. */
  claimedMs: number;
  createdAt: string;
  expiresAt: string;
}

/** What a key's retries are answered: the first request's status, replayed headers and body bytes. */
export interface KeyOutcome {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A key's stored record. */
export type StoredKey = Selectable<IdempotencyTable>;

/** The stored record of a key, if any (expired or not). */
export function findKey(db: Db, ref: KeyRef): Promise<StoredKey | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('account_id', '=', ref.accountId)
    .where('livemode', '=', ref.livemode)
    .where('key', '=', ref.key)
    .executeTakeFirst();
}

/**
 * The one write of a key: its record with its outcome (`done`), as a statement to run in the transaction
 * of the request's effect. A key already stored (by a concurrent request, in another process or host)
 * meets the primary key and fails the transaction: the effect is not stored twice.
 */
export function keyOutcomeStatement(db: Db, record: KeyRecord, outcome: KeyOutcome): CompiledQuery {
  return db.insertInto('idempotency_keys').values(keyRow(record, outcome)).compile();
}

/** Drops a key's record (expired, or a claim its process left unfinished), so that the key runs anew. */
export async function forgetKey(db: Db, ref: KeyRef): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('account_id', '=', ref.accountId)
    .where('livemode', '=', ref.livemode)
    .where('key', '=', ref.key)
    .execute();
}

function keyRow(record: KeyRecord, outcome: KeyOutcome): Omit<IdempotencyTable, 'seq'> {
  return {
    account_id: record.accountId,
    livemode: record.livemode,
    key: record.key,
    api_key_id: record.apiKeyId,
    endpoint: record.endpoint,
    request_digest: record.requestDigest,
    state: 'done',
    boot_id: record.bootId,
    claimed_ms: record.claimedMs,
    response_status: outcome.status,
    response_headers: JSON.stringify(outcome.headers),
    response_body: outcome.body,
    created_at: record.createdAt,
    expires_at: record.expiresAt,
  };
}

/**
 * Drops the idempotency claims no running process will finish, and outcomes past their retention. At a
 * start (no `worker`): on SQLite every `running` claim (no other process uses the file); on PostgreSQL
 * only those past their lease (other processes may be serving). For a worker that died: its claims.
 */
export async function settleClaims(
  store: Store,
  now: number,
  by: { worker: string } | { leaseMs: number },
): Promise<void> {
  await store.db
    .deleteFrom('idempotency_keys')
    .where((eb) => {
      if ('worker' in by) return eb.and([eb('state', '=', 'running'), eb('boot_id', '=', by.worker)]);
      const expired = eb('expires_at', '<', new Date(now).toISOString());
      const running = eb('state', '=', 'running');
      if (store.kind === 'sqlite') return eb.or([running, expired]);
      return eb.or([
        expired,
        eb.and([running, eb.or([eb('claimed_ms', 'is', null), eb('claimed_ms', '<', now - by.leaseMs)])]),
      ]);
    })
    .execute();
}
