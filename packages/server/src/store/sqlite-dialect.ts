import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';

/**
 * Kysely's SQLite dialect for better-sqlite3, with two changes that matter under concurrency:
 *
 * - The single connection is handed over through a FIFO queue. Kysely's own driver wakes every waiter
 *   at each release (all but one go back to sleep), which costs O(n²) wake-ups with n requests in
 *   flight: at 64 connections that alone cut throughput several times.
 * - Prepared statements are kept by SQL text (the server runs a small fixed set of queries).
 *
 * Queries are still built and compiled by Kysely, so a PostgreSQL dialect can replace this one.
 */
export class BetterSqliteDialect implements Dialect {
  readonly #db: BetterSqlite3.Database;

  constructor(db: BetterSqlite3.Database) {
    this.#db = db;
  }

  createDriver(): Driver {
    return new BetterSqliteDriver(this.#db);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

class FifoLock {
  #locked = false;
  readonly #waiters: (() => void)[] = [];

  acquire(): Promise<void> | undefined {
    if (!this.#locked) {
      this.#locked = true;
      return undefined;
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  release(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#locked = false;
  }
}

class BetterSqliteDriver implements Driver {
  readonly #lock = new FifoLock();
  readonly #connection: BetterSqliteConnection;
  readonly #db: BetterSqlite3.Database;

  constructor(db: BetterSqlite3.Database) {
    this.#db = db;
    this.#connection = new BetterSqliteConnection(db);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.acquire();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.#lock.release();
  }

  async destroy(): Promise<void> {
    this.#connection.clear();
    if (this.#db.open) this.#db.close();
  }
}

class BetterSqliteConnection implements DatabaseConnection {
  readonly #db: BetterSqlite3.Database;
  readonly #statements = new Map<string, BetterSqlite3.Statement>();

  constructor(db: BetterSqlite3.Database) {
    this.#db = db;
  }

  clear(): void {
    this.#statements.clear();
  }

  #prepare(sql: string): BetterSqlite3.Statement {
    let stmt = this.#statements.get(sql);
    if (!stmt) {
      stmt = this.#db.prepare(sql);
      if (this.#statements.size >= 500) this.#statements.clear();
      this.#statements.set(sql, stmt);
    }
    return stmt;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const stmt = this.#prepare(compiled.sql);
    const parameters = compiled.parameters as unknown[];
    if (stmt.reader) return { rows: stmt.all(...parameters) as R[] };
    const { changes, lastInsertRowid } = stmt.run(...parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported');
  }
}
