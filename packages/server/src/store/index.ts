import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { type CompiledQuery, Kysely, Migrator, sql, type Transaction } from 'kysely';
import { ReadCache } from './cache.js';
import { migrationProvider } from './migrations.js';
import type { Database } from './schema.js';
import { BetterSqliteDialect } from './sqlite-dialect.js';
import { WriteQueue } from './writer/index.js';

export type { Database } from './schema.js';
export type Db = Kysely<Database> | Transaction<Database>;

export interface OpenStoreOptions {
  /** SQLite file path, or `:memory:`. */
  path: string;
  /** Read-through caches of keys and licenses (on by default; see `ReadCache`). */
  readCache?: boolean;
  /** Group commits on a writer thread (default); `false` commits them on the main connection. */
  writerThread?: boolean;
  /** Told if the writer thread fails (writes then go through the main connection). */
  onWriterFailure?: (err: unknown) => void;
  /**
   * Other processes write this database too (the server's workers): read caches are checked against
   * the database's `cache_epoch` on every authenticated request (see `ReadCache`).
   */
  shared?: boolean;
}

/** What {@link Store.changed} reports: the rows a read cache may hold. */
export type CachedChange = { auth: true } | { license: string };

const EPOCH_KEY = 'cache_epoch';

/**
 * WAL lets readers run beside the single writer. synchronous = FULL fsyncs the WAL at every commit: NORMAL
 * would already survive SIGKILL (the WAL write reaches the OS before the commit returns), but only FULL
 * also keeps an acknowledged write through an OS crash or power loss. Group commit (one fsync a batch)
 * on a writer thread pays for it: nothing acknowledged may be lost.
 */
const PRAGMAS = ['journal_mode = WAL', 'synchronous = FULL', 'foreign_keys = ON', 'busy_timeout = 5000'];

/**
 * The server's storage: Kysely over better-sqlite3. Every query goes through Kysely so that a
 * PostgreSQL dialect can later be swapped in behind the same query code.
 */
export class Store {
  readonly db: Kysely<Database>;
  readonly cache: ReadCache;
  /** Writes batched into shared transactions on the writer thread (see `WriteQueue`). */
  readonly writes: WriteQueue;
  /** Whether other processes write the database too (see {@link OpenStoreOptions.shared}). */
  readonly shared: boolean;
  #epoch: string | undefined;
  readonly #epochQuery: CompiledQuery<{ value: string }>;
  #closed = false;

  private constructor(db: Kysely<Database>, dialect: BetterSqliteDialect, options: OpenStoreOptions) {
    this.cache = new ReadCache(options.readCache ?? true);
    this.db = db;
    this.shared = options.shared ?? false;
    this.#epochQuery = db.selectFrom('meta').select('value').where('key', '=', EPOCH_KEY).compile();
    this.writes = new WriteQueue({
      path: options.path,
      pragmas: PRAGMAS,
      exclusive: (fn) => dialect.exclusive(fn),
      thread: options.writerThread ?? true,
      ...(options.onWriterFailure ? { onThreadFailure: options.onWriterFailure } : {}),
    });
    if (this.writes.threaded) dialect.gate = this.writes;
  }

  static async open(options: OpenStoreOptions): Promise<Store> {
    const { path } = options;
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const sqlite = new BetterSqlite3(path);
    for (const pragma of PRAGMAS) sqlite.pragma(pragma);
    const dialect = new BetterSqliteDialect(sqlite);
    const db = new Kysely<Database>({ dialect });
    const migrator = new Migrator({ db, provider: migrationProvider });
    const { error } = await migrator.migrateToLatest();
    if (error) {
      await db.destroy();
      throw error;
    }
    // The schema is in place: the writer thread can open its connection.
    return new Store(db, dialect, options);
  }

  /**
   * Runs `fn` in a read-write transaction: what it reads stays as read until it commits (SQLite: one
   * writer at a time, `BEGIN IMMEDIATE`, ordered with the group commits of {@link writes}). Commits when
   * `fn` resolves, rolls back when it throws.
   */
  transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

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
   * After a write to something a read cache may hold (keys, accounts, licenses), once it committed:
   * this process forgets it, and other processes learn it through the epoch.
   */
  async changed(what: CachedChange): Promise<void> {
    if ('license' in what) this.cache.forgetLicense(what.license);
    else this.cache.forgetAuth();
    if (!this.shared) return;
    await this.db
      .insertInto('meta')
      .values({ key: EPOCH_KEY, value: '1' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: sql<string>`cast(value as integer) + 1` }))
      .execute();
    // This process's own next request sees the epoch move and forgets everything once, like the others:
    // adopting the new value here could also adopt another process's change made in between.
  }

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

  /** Closes Kysely and the SQLite handle (checkpointing the WAL). Safe to call twice. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.writes.close();
    await this.db.destroy();
  }
}
