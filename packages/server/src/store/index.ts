import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, type Transaction } from 'kysely';
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
}

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
  #closed = false;

  private constructor(db: Kysely<Database>, dialect: BetterSqliteDialect, options: OpenStoreOptions) {
    this.cache = new ReadCache(options.readCache ?? true);
    this.db = db;
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
