import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator } from 'kysely';
import { prepareDataDir, restrictDatabaseFiles } from '../files.js';
import { migrationProvider } from '../migrations.js';
import type { Database } from '../schema.js';
import { type SigningKeyRow, type SigningKeysRewritten, Store } from '../store.js';
import { BetterSqliteDialect } from './dialect.js';
import { WriteQueue } from './writer/index.js';

export interface SqliteStoreOptions {
  /** SQLite file path, or `:memory:`. */
  path: string;
  readCache?: boolean;
  writerThread?: boolean;
  onWriterFailure?: (err: unknown) => void;
  shared?: boolean;
}

/**
 * WAL lets readers run beside the single writer. synchronous = FULL fsyncs the WAL at every commit: NORMAL
 * would already survive SIGKILL (the WAL write reaches the OS before the commit returns), but only FULL
 * also keeps an acknowledged write through an OS crash or power loss. Group commit (one fsync a batch)
 * on a writer thread pays for it: nothing acknowledged may be lost.
 */
const PRAGMAS = ['journal_mode = WAL', 'synchronous = FULL', 'foreign_keys = ON', 'busy_timeout = 5000'];

/** The embedded store: Kysely over better-sqlite3, group commit on a writer thread. */
export class SqliteStore extends Store {
  readonly kind = 'sqlite' as const;
  /** Writes batched into shared transactions on the writer thread (see `WriteQueue`). */
  readonly writes: WriteQueue;
  readonly #dialect: BetterSqliteDialect;

  private constructor(db: Kysely<Database>, dialect: BetterSqliteDialect, options: SqliteStoreOptions) {
    super(db, {
      ...(options.readCache !== undefined ? { readCache: options.readCache } : {}),
      shared: options.shared ?? false,
    });
    this.writes = new WriteQueue({
      path: options.path,
      pragmas: PRAGMAS,
      exclusive: (fn) => dialect.exclusive(fn),
      thread: options.writerThread ?? true,
      ...(options.onWriterFailure ? { onThreadFailure: options.onWriterFailure } : {}),
    });
    if (this.writes.threaded) dialect.gate = this.writes;
    this.#dialect = dialect;
  }

  static async open(options: SqliteStoreOptions): Promise<SqliteStore> {
    const { path } = options;
    if (path !== ':memory:') {
      // The folder 0700 when made here, the files 0600: they hold every account's data.
      prepareDataDir(path);
      restrictDatabaseFiles(path);
    }
    const sqlite = new BetterSqlite3(path);
    for (const pragma of PRAGMAS) sqlite.pragma(pragma);
    const dialect = new BetterSqliteDialect(sqlite);
    const db = new Kysely<Database>({ dialect });
    const migrator = new Migrator({ db, provider: migrationProvider('sqlite') });
    const { error } = await migrator.migrateToLatest();
    if (error) {
      await db.destroy();
      throw error;
    }
    // The schema is in place: the writer thread can open its connection.
    return new SqliteStore(db, dialect, options);
  }

  /**
   * The rows that change are updated with `secure_delete` on (what an update frees in a page is zeroed,
   * not left as free space); then the WAL is checkpointed, the database rebuilt (`VACUUM`: no free page,
   * and no free space in a page, keeps an old value) and the WAL checkpointed again and truncated to
   * nothing, so that neither the file nor its `-wal` holds a replaced value. `VACUUM` builds the new
   * database in a temporary file outside the data folder, which SQLite deletes (its blocks are freed, not
   * overwritten: see docs/running.md). Incomplete when a reader held the WAL (none does before serving).
   */
  async rewriteSigningKeys(seal: (row: SigningKeyRow) => string): Promise<SigningKeysRewritten> {
    const exclusive = this.#dialect.exclusive.bind(this.#dialect);
    const previous = await exclusive((db) => Number(db.pragma('secure_delete', { simple: true })));
    await exclusive((db) => db.pragma('secure_delete = ON'));
    let changed = 0;
    try {
      await this.transaction(async (trx) => {
        for (const row of await trx.selectFrom('signing_keys').selectAll().execute()) {
          const sealed = seal(row);
          if (sealed === row.private_pem) continue;
          await trx
            .updateTable('signing_keys')
            .set({ private_pem: sealed })
            .where('kid', '=', row.kid)
            .execute();
          changed++;
        }
      });
    } finally {
      await exclusive((db) => db.pragma(`secure_delete = ${previous}`));
    }
    // The writer thread commits nothing meanwhile (it has nothing to commit before serving).
    await this.writes.pause();
    try {
      const complete = await exclusive((db) => {
        const truncate = () =>
          (db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>)[0]?.busy === 0;
        const before = truncate();
        db.exec('VACUUM');
        return truncate() && before;
      });
      return { changed, complete };
    } finally {
      this.writes.resume();
    }
  }

  /** One transaction writes at a time (`BEGIN IMMEDIATE`): a transaction already holds every lock. */
  async lock(): Promise<void> {}

  /** A local file: there is no connection to lose. */
  isUnavailable(): boolean {
    return false;
  }
}
