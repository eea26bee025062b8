import { CompiledQuery, Kysely, Migrator, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { migrationProvider } from '../migrations.js';
import type { Database } from '../schema.js';
import {
  DEFAULT_PG_POOL,
  SCHEMA_NAME,
  type SigningKeyRow,
  type SigningKeysRewritten,
  Store,
  type WriteStatements,
} from '../store.js';
import { EPOCH_CHANNEL, EpochListener } from './epoch-listener.js';

export interface PostgresStoreOptions {
  /** `postgres://user:password@host:port/database`. */
  url: string;
  /** Connections this process keeps open (default {@link DEFAULT_PG_POOL}). */
  pool?: number;
  /** A schema to hold the tables instead of `public`; created when missing. */
  schema?: string;
  readCache?: boolean;
  /** Told when the caches' notifications stop or start again (default: a line on stderr). */
  log?: (line: string) => void;
}

/** int8 (counts, the clock offset) as a number: every such value here is far below 2^53. */
const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as never,
};

/** SQLSTATE classes and socket errors that mean "the database cannot be reached now", not "bad query". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  // The database's host cannot be reached (its network is down): a connection cannot even be opened.
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

/**
 * PostgreSQL through the official `pg` driver and Kysely's `PostgresDialect`: the same queries as on
 * SQLite. Several server processes, on several hosts, share one database and behave as one service:
 * what must be one (idempotency claims, the account clock, counts, states, the caches' epoch) is in the
 * database. Transactions are READ COMMITTED; what a transaction decides on, it reads `FOR UPDATE`.
 * Set-up (schema and migrations) runs under a session advisory lock, seeding under {@link lock}: processes starting at once on
 * an empty database neither fail nor seed twice. A lost connection is answered 503 (see
 * {@link isUnavailable}) and the pool opens a new one for the next request.
 */
export class PostgresStore extends Store {
  readonly kind = 'postgres' as const;
  readonly writes: WriteStatements;
  readonly pool: pg.Pool;
  readonly #relaxed: Kysely<Database>;
  readonly #schema: string;
  readonly #listener: EpochListener;

  private constructor(
    db: Kysely<Database>,
    relaxed: Kysely<Database>,
    pool: pg.Pool,
    options: PostgresStoreOptions,
  ) {
    super(db, { ...(options.readCache !== undefined ? { readCache: options.readCache } : {}), shared: true });
    this.pool = pool;
    this.#relaxed = relaxed;
    this.writes = new TransactionWrites(db, (err) => this.isUnavailable(err));
    this.#schema = options.schema ?? 'public';
    this.#listener = new EpochListener({
      url: options.url,
      schema: this.#schema,
      onChange: () => this.cache.forgetAll(),
      resync: () => super.syncCaches() ?? Promise.resolve(),
      ...(options.log ? { log: options.log } : {}),
    });
  }

  /**
   * At the start of a request. While the listener is live (see {@link EpochListener}), other processes'
   * changes arrive as notifications and no query is needed: the request only lets the notifications that
   * already reached this process run first (one turn of the event loop). Otherwise it reads the epoch.
   */
  override syncCaches(): Promise<void> | undefined {
    if (!this.#listener.live) return super.syncCaches();
    return new Promise((resolve) => setImmediate(resolve));
  }

  /**
   * Raises the epoch and notifies every process, in the changing transaction: PostgreSQL delivers the
   * notification when, and only if, the transaction commits.
   */
  protected override async raiseEpoch(trx: Transaction<Database>): Promise<number> {
    const raised = await super.raiseEpoch(trx);
    await sql`select pg_notify(${EPOCH_CHANNEL}, ${`${this.#schema}:${raised}`})`.execute(trx);
    return raised;
  }

  /**
   * After the commit: waits to hear this process's own notification, so that the change is acknowledged
   * only once the database has sent it to every listener.
   */
  protected override epochCommitted(epoch: number): Promise<void> {
    return this.#listener.heard(epoch);
  }

  /**
   * The rows, as arrays, of a statement that each connection prepares once under `name` (parsed and planned
   * once; Kysely sends its statements unnamed, planned at every call): for a statement on a hot path. The
   * query is handed to an idle connection by a callback queued now, before the next turn of the event loop,
   * so that the caller can work while the database answers.
   */
  async preparedRows(name: string, text: string, values: unknown[]): Promise<unknown[][]> {
    const result = await this.pool.query({ name, text, values, rowMode: 'array' });
    return result.rows as unknown[][];
  }

  /** Whether other processes' changes arrive as notifications now (else the epoch is read per request). */
  get listening(): boolean {
    return this.#listener.live;
  }

  override get relaxed(): Kysely<Database> {
    return this.#relaxed;
  }

  override async close(): Promise<void> {
    if (this.closed) return;
    await this.#listener.close();
    await super.close();
    await this.#relaxed.destroy();
  }

  static async open(options: PostgresStoreOptions): Promise<PostgresStore> {
    const schema = options.schema;
    if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`not a schema name: ${schema}`);
    const size = options.pool ?? DEFAULT_PG_POOL;
    const newPool = (max: number, settings: string[]) => {
      const p = new pg.Pool({
        connectionString: options.url,
        max,
        connectionTimeoutMillis: 5000,
        idleTimeoutMillis: 30_000,
        types,
        ...(settings.length > 0 ? { options: settings.join(' ') } : {}),
      });
      // An idle connection that the server closes (restart, network) must not crash the process: the
      // pool drops it and opens another when next asked.
      p.on('error', () => {});
      // Nor one checked out (a transaction between two queries) when the server ends it: the pool
      // listens only to idle connections, and an 'error' event no one listens to ends the process. The
      // query that runs fails on its own; the broken connection is dropped when released.
      p.on('connect', (client) => client.on('error', () => {}));
      return p;
    };
    const searchPath = schema !== undefined ? [`-c search_path=${schema}`] : [];
    const pool = newPool(size, searchPath);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const relaxed = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: newPool(Math.max(2, Math.ceil(size / 4)), [...searchPath, '-c synchronous_commit=off']),
      }),
    });
    try {
      await setUp(options.url, schema, async () => {
        if (schema !== undefined) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
        const migrator = new Migrator({
          db,
          provider: migrationProvider('postgres'),
          ...(schema !== undefined ? { migrationTableSchema: schema } : {}),
        });
        const { error } = await migrator.migrateToLatest();
        if (error) throw error;
      });
    } catch (err) {
      await db.destroy();
      await relaxed.destroy();
      throw err;
    }
    const store = new PostgresStore(db, relaxed, pool, options);
    await store.#listener.start();
    return store;
  }

  /**
   * An `UPDATE` would write new row versions and leave the old ones, with what they held, in the table's
   * pages until `VACUUM` removes them, which it does only once no transaction can still see them (an old
   * snapshot, a replication slot or a standby's feedback holds them back, `VACUUM FULL` too). So the
   * table is rewritten whole instead, in one transaction that holds it (`ACCESS EXCLUSIVE`): its rows are
   * read, the table is emptied with `TRUNCATE` (a new file; the old one, every row version in it, is
   * dropped at commit whatever other transactions see) and the rows are written back sealed. What this
   * does not reach is written down in docs/running.md: the dropped file's blocks (freed, not
   * overwritten), the WAL (kept until recycled, and in any archive or replica), backups.
   */
  async rewriteSigningKeys(seal: (row: SigningKeyRow) => string): Promise<SigningKeysRewritten> {
    return this.transaction(async (trx) => {
      await sql`lock table signing_keys in access exclusive mode`.execute(trx);
      const rows = await trx.selectFrom('signing_keys').selectAll().execute();
      await sql`truncate signing_keys`.execute(trx);
      let changed = 0;
      const sealed = rows.map((row) => {
        const privatePem = seal(row);
        if (privatePem !== row.private_pem) changed++;
        return { ...row, private_pem: privatePem };
      });
      if (sealed.length > 0) await trx.insertInto('signing_keys').values(sealed).execute();
      return { changed, complete: true };
    });
  }

  async lock(trx: Transaction<Database>, name: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
  }

  isUnavailable(err: unknown): boolean {
    for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
      const message = e instanceof Error ? e.message : '';
      if (
        /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
          message,
        )
      ) {
        return true;
      }
    }
    return false;
  }
}

/**
 * Runs a process's set-up (the schema, the migrations) while it holds a session advisory lock of the
 * database, on a connection of its own. `create schema if not exists` is not safe against itself: two
 * processes starting at once on a new database both pass the "if not exists" and one fails on the
 * catalogue's unique index. Holding the lock, they set up one after the other, and the second finds
 * everything done.
 */
async function setUp(url: string, schema: string | undefined, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  await client.connect();
  try {
    const name = `tlp set-up ${schema ?? 'public'}`;
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    await client.end();
  }
}

/**
 * `statements` (Kysely's compiled INSERT, UPDATE and DELETE queries, their values as `$n` parameters) as
 * one statement: `with w0 as (…), w1 as (…) select 1`, the parameters numbered on.
 */
export function oneStatement(statements: readonly CompiledQuery[]): CompiledQuery {
  if (statements.length === 1) return statements[0]!;
  const parameters: unknown[] = [];
  const parts = statements.map((statement, i) => {
    const offset = parameters.length;
    parameters.push(...statement.parameters);
    return `w${i} as (${statement.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)})`;
  });
  return CompiledQuery.raw(`with ${parts.join(', ')} select 1`, parameters);
}

interface PendingWrite {
  statements: readonly CompiledQuery[];
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit on PostgreSQL: writes that arrive while a batch commits wait and go together in the next
 * one, one transaction and one WAL flush for them all (as `WriteQueue` does on SQLite). A write's promise
 * resolves only after the commit that holds it. If a batch fails, it was rolled back whole, and it is
 * split in two halves, each applied again, down to the write that fails alone: one failing write among
 * n costs about 2·log2(n) round trips more, not n (a check retried with its `Idempotency-Key` meets the
 * stored key in its batch), and the others still commit. A batch refused because the database cannot be
 * reached fails every write at once.
 */
export class TransactionWrites implements WriteStatements {
  static readonly MAX_BATCH = 256;
  readonly #db: Pick<Kysely<Database>, 'executeQuery'>;
  #queue: PendingWrite[] = [];
  #inFlight = false;
  #scheduled = false;
  #batches = 0;
  #closing = false;
  #idle: Array<() => void> = [];

  readonly #unavailable: (err: unknown) => boolean;

  /** `unavailable` tells an error that would fail any retry now (the database cannot be reached). */
  constructor(db: Pick<Kysely<Database>, 'executeQuery'>, unavailable: (err: unknown) => boolean) {
    this.#db = db;
    this.#unavailable = unavailable;
  }

  get batches(): number {
    return this.#batches;
  }

  get queued(): number {
    return this.#queue.length;
  }

  onBatch: ((writes: number) => void) | undefined;

  run(statements: readonly CompiledQuery[]): Promise<void> {
    if (this.#closing) return Promise.reject(new Error('the store is closed'));
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({ statements, resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled || this.#inFlight || this.#queue.length === 0) return;
    this.#scheduled = true;
    // Let the writes of this turn of the event loop join the batch.
    setImmediate(() => {
      this.#scheduled = false;
      void this.#flush();
    });
  }

  async #flush(): Promise<void> {
    if (this.#inFlight || this.#queue.length === 0) return;
    this.#inFlight = true;
    const batch = this.#queue.splice(0, TransactionWrites.MAX_BATCH);
    this.#batches++;
    this.onBatch?.(batch.length);
    try {
      await this.#commit(batch);
    } finally {
      this.#inFlight = false;
      if (this.#queue.length > 0) this.#schedule();
      else for (const wake of this.#idle.splice(0)) wake();
    }
  }

  /** Commits `batch` as one statement; if it fails, each half again (see the class). */
  async #commit(batch: readonly PendingWrite[]): Promise<void> {
    try {
      await this.#apply(batch.flatMap((w) => w.statements));
    } catch (err) {
      if (batch.length === 1 || this.#unavailable(err)) {
        for (const w of batch) w.reject(err);
        return;
      }
      const half = Math.ceil(batch.length / 2);
      await this.#commit(batch.slice(0, half));
      await this.#commit(batch.slice(half));
      return;
    }
    for (const w of batch) w.resolve();
  }

  /**
   * The batch's writes in one statement, one round trip: each write a data-modifying `WITH` query (a
   * statement is atomic on its own, and its foreign keys are checked at its end).
   */
  #apply(statements: readonly CompiledQuery[]): Promise<void> {
    return this.#db.executeQuery(oneStatement(statements)).then(() => undefined);
  }

  /** Commits what is queued. */
  async close(): Promise<void> {
    this.#closing = true;
    if (this.#inFlight || this.#queue.length > 0)
      await new Promise<void>((resolve) => this.#idle.push(resolve));
  }
}
