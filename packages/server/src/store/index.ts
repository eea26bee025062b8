import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, type Transaction } from 'kysely';
import { ReadCache } from './cache.js';
import { GroupCommit } from './group-commit.js';
import { migrationProvider } from './migrations.js';
import type { Database } from './schema.js';
import { BetterSqliteDialect } from './sqlite-dialect.js';

export type { Database } from './schema.js';
export type Db = Kysely<Database> | Transaction<Database>;

export interface OpenStoreOptions {
  /** SQLite file path, or `:memory:`. */
  path: string;
  /** Read-through caches of keys and licenses (on by default; see `ReadCache`). */
  readCache?: boolean;
}

/**
 * The server's storage: Kysely over better-sqlite3. Every query goes through Kysely so that a
 * PostgreSQL dialect can later be swapped in behind the same query code.
 */
export class Store {
  readonly db: Kysely<Database>;
  readonly cache: ReadCache;
  /** Writes batched into shared transactions (see `GroupCommit`). */
  readonly writes: GroupCommit;
  #closed = false;

  private constructor(sqlite: BetterSqlite3.Database, readCache: boolean) {
    this.cache = new ReadCache(readCache);
    this.db = new Kysely<Database>({ dialect: new BetterSqliteDialect(sqlite) });
    this.writes = new GroupCommit(this.db);
  }

  static async open({ path, readCache = true }: OpenStoreOptions): Promise<Store> {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const sqlite = new BetterSqlite3(path);
    // WAL lets readers run beside the single writer. synchronous = FULL fsyncs the WAL at every commit:
    // NORMAL would already survive SIGKILL (the WAL write reaches the OS before the commit returns), but
    // only FULL also keeps an acknowledged write through an OS crash or power loss. The sandbox writes
    // little, so the cost of an fsync per commit is paid gladly: nothing acknowledged may be lost.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const store = new Store(sqlite, readCache);
    const migrator = new Migrator({ db: store.db, provider: migrationProvider });
    const { error } = await migrator.migrateToLatest();
    if (error) {
      await store.close();
      throw error;
    }
    return store;
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
    await this.db.destroy();
  }
}
