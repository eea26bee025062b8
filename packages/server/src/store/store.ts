import { type CompiledQuery, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { ReadCache } from './cache.js';
import type { Database, SigningKeyTable } from './schema.js';

export type { Database } from './schema.js';
export type Db = Kysely<Database> | Transaction<Database>;

/** Where the data lives: an SQLite file (the embedded default) or a PostgreSQL database. */
export type StoreLocation =
  | {
      /** SQLite file path, or `:memory:`. */
      path: string;
    }
  | {
      /** `postgres://…` (`TLP_DATABASE_URL`). */
      url: string;
      /** Connections this process keeps open (`TLP_PG_POOL`; default {@link DEFAULT_PG_POOL}). */
      pool?: number;
      /** A schema to hold the tables instead of `public` (tests: one throwaway schema each). */
      schema?: string;
    };

export type OpenStoreOptions = StoreLocation & {
  /** Read-through caches of keys and licenses (on by default; see `ReadCache`). */
  readCache?: boolean;
  /** SQLite: group commits on a writer thread (default); `false` commits them on the main connection. */
  writerThread?: boolean;
  /** SQLite: told if the writer thread fails (writes then go through the main connection). */
  onWriterFailure?: (err: unknown) => void;
  /**
   * Other processes write this database too (the server's workers, or other hosts): read caches are
   * checked against the database's `cache_epoch` on every authenticated request (see `ReadCache`).
   * Always so on PostgreSQL, where notifications replace that read while they can be trusted.
   */
  shared?: boolean;
  /** PostgreSQL: told when the caches' notifications stop or start again (see `EpochListener`). */
  log?: (line: string) => void;
};

/** A PostgreSQL schema name this server accepts (`TLP_DATABASE_SCHEMA`): unquoted, lower case. */
export const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Connections a process keeps to PostgreSQL unless `TLP_PG_POOL` says otherwise. */
export const DEFAULT_PG_POOL = 10;

/** Rows a read cache may hold that a transaction changes (see {@link TransactionOptions.changes}). */
export type CachedChange = { auth: true } | { license: string };

export interface TransactionOptions {
  /**
   * The transaction writes rows a read cache may hold: keys or accounts (`{ auth: true }`), or a license.
   * When other processes share the database, the transaction also raises the database's `cache_epoch`
   * (on PostgreSQL: and notifies every process), so that the change and the news of it commit together
   * or not at all. Once it committed, this process forgets what it cached of them.
   */
  changes?: CachedChange;
}

/** Write-only statements applied atomically, many writes grouped in one commit where the store can. */
export interface WriteStatements {
  run(statements: readonly CompiledQuery[]): Promise<void>;
  /** How many transactions have been sent to commit so far (writes ÷ batches is the grouping). */
  readonly batches: number;
  /** Writes waiting for the next group commit. */
  readonly queued: number;
  /** Told the number of writes of each group commit as it is sent (the metrics' batch sizes). */
  onBatch?: ((writes: number) => void) | undefined;
  close(): Promise<void>;
}

const EPOCH_KEY = 'cache_epoch';

/** A stored signing key, as {@link Store.rewriteSigningKeys} hands it to be sealed. */
export type SigningKeyRow = Selectable<SigningKeyTable>;

/** What {@link Store.rewriteSigningKeys} did. */
export interface SigningKeysRewritten {
  /** Rows whose `private_pem` changed. */
  changed: number;
  /** False when the store could not finish erasing (SQLite: a reader held the WAL). */
  complete: boolean;
}

/**
 * The server's storage: every query is written once with Kysely and runs on either implementation
 * (`sqlite/`: better-sqlite3, the embedded default; `postgres/`: `pg`, several processes and hosts).
 * What differs between them is here as methods: how transactions and grouped writes are run, how a
 * named lock is taken, how a lost connection is recognised, and how the store is closed.
 */
export abstract class Store {
  abstract readonly kind: 'sqlite' | 'postgres';
  readonly db: Kysely<Database>;
  readonly cache: ReadCache;
  /** Whether other processes write the database too (see {@link OpenStoreOptions.shared}). */
  readonly shared: boolean;
  /** Write-only changes, grouped into shared transactions where the store can (see `commit`). */
  abstract readonly writes: WriteStatements;
  #epoch: string | undefined;
  readonly #epochQuery: CompiledQuery<{ value: string }>;
  #closed = false;

  protected constructor(db: Kysely<Database>, options: { readCache?: boolean; shared: boolean }) {
    this.db = db;
    this.cache = new ReadCache(options.readCache ?? true);
    this.shared = options.shared;
    this.#epochQuery = db.selectFrom('meta').select('value').where('key', '=', EPOCH_KEY).compile();
  }

  /**
   * Runs `fn` in a read-write transaction. Commits when `fn` resolves, rolls back when it throws. What
   * `fn` reads with `.forUpdate()` stays as read until it commits (PostgreSQL: a row lock; SQLite: the
   * transaction holds the one write lock from its start, `BEGIN IMMEDIATE`). A transaction that changes
   * what a read cache holds says so in `options.changes`: every such write goes through here.
   */
  transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>, options?: TransactionOptions): Promise<T> {
    const changes = options?.changes;
    if (changes === undefined) return this.db.transaction().execute(fn);
    return this.#changing(fn, changes);
  }

  /**
   * A transaction that changes cached rows. Shared, the epoch is raised last in the transaction itself: a
   * process killed at any moment leaves either the change and the raised epoch, or neither; never a
   * change that other processes' caches do not learn. After the commit, this process forgets the rows.
   */
  async #changing<T>(fn: (trx: Transaction<Database>) => Promise<T>, what: CachedChange): Promise<T> {
    let epoch: number | undefined;
    const result = await this.db.transaction().execute(async (trx) => {
      const value = await fn(trx);
      if (this.shared) epoch = await this.raiseEpoch(trx);
      return value;
    });
    if ('license' in what) this.cache.forgetLicense(what.license);
    else this.cache.forgetAuth();
    // This process's own next request sees the epoch move and forgets everything once, like the others:
    // adopting the new value here could also adopt another process's change made in between.
    if (epoch !== undefined) await this.epochCommitted(epoch);
    return result;
  }

  /**
   * Inside a transaction: waits until no other transaction holds the lock `name`, and holds it until
   * this one ends (seeding, so that two processes starting at once do not both seed).
   */
  abstract lock(trx: Transaction<Database>, name: string): Promise<void>;

  /**
   * The connection for writes that need not survive a crash of the database server (the rate limits'
   * buckets): on PostgreSQL their commits skip the WAL flush (`synchronous_commit = off`); elsewhere the
   * store's own.
   */
  get relaxed(): Kysely<Database> {
    return this.db;
  }

  /** Whether `err` says the database cannot be reached now (answered 503 `service_unavailable`). */
  abstract isUnavailable(err: unknown): boolean;

  /**
   * Rewrites the `signing_keys` rows, each row's `private_pem` replaced by what `seal` returns for it, so
   * that no value the table held before (a key kept in the clear, now or in a row version an earlier
   * change left behind) rests in the database's files, as far as this store can erase it (see each
   * one). Run before serving: it holds the whole database (SQLite) or the table (PostgreSQL) for its
   * time. Answers how many rows changed, and whether the erasing was complete.
   */
  abstract rewriteSigningKeys(seal: (row: SigningKeyRow) => string): Promise<SigningKeysRewritten>;

  async getMeta(key: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value;
  }

  async setMeta(db: Db, key: string, value: string): Promise<void> {
    await db
      .insertInto('meta')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }

  /**
   * Inside a transaction that changes cached rows (see {@link TransactionOptions.changes}): raises the
   * database's `cache_epoch` (see {@link syncCaches}); answers its new value.
   */
  protected async raiseEpoch(trx: Transaction<Database>): Promise<number> {
    const row = await trx
      .insertInto('meta')
      .values({ key: EPOCH_KEY, value: '1' })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: sql<string>`cast(cast(meta.value as integer) + 1 as text)` }),
      )
      .returning('value')
      .executeTakeFirstOrThrow();
    return Number(row.value);
  }

  /** Once a transaction that raised the epoch to `epoch` committed (PostgreSQL: hears its notification). */
  protected async epochCommitted(_epoch: number): Promise<void> {}

  /** At the start of a request: forgets every cached row if another process changed one since. */
  syncCaches(): Promise<void> | undefined {
    if (!this.shared) return undefined;
    return this.#readEpoch().then((epoch) => {
      if (epoch !== this.#epoch) {
        this.#epoch = epoch;
        this.cache.forgetAll();
      }
    });
  }

  async #readEpoch(): Promise<string> {
    const { rows } = await this.db.executeQuery(this.#epochQuery);
    return rows[0]?.value ?? '0';
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Commits what is queued and closes the connections. Safe to call twice. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.writes.close();
    await this.db.destroy();
  }
}
