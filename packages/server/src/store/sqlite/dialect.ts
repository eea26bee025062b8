import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type SelectModifierNode,
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
 * - Writes on this connection pass a {@link WriteGate} first: group commits run on a writer thread
 *   with its own connection (see `WriteQueue`), and the gate keeps the two from writing at once, so
 *   that the event loop never sleeps in SQLite's busy handler. Transactions begin `IMMEDIATE`: a
 *   transaction that reads and then writes takes the write lock first and cannot fail half-way.
 *
 * Queries are still built and compiled by Kysely, so a PostgreSQL dialect can replace this one.
 */
/** What a write on the main connection waits for (see `WriteQueue.pause`). */
export interface WriteGate {
  pause(): Promise<void> | undefined;
  resume(): void;
}

export class BetterSqliteDialect implements Dialect {
  readonly #driver: BetterSqliteDriver;

  constructor(db: BetterSqlite3.Database) {
    this.#driver = new BetterSqliteDriver(db);
  }

  set gate(gate: WriteGate) {
    this.#driver.connection.gate = gate;
  }

  /** Runs `fn` with the raw connection while no query of this dialect runs. */
  exclusive<T>(fn: (db: BetterSqlite3.Database) => T): Promise<T> {
    return this.#driver.exclusive(fn);
  }

  createDriver(): Driver {
    return this.#driver;
  }

  createQueryCompiler() {
    return new LockFreeSqliteCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

/** Row-lock clauses (`FOR UPDATE`, `SKIP LOCKED`…) that SQLite has no syntax for. */
const ROW_LOCKS = new Set(['ForUpdate', 'ForShare', 'ForKeyShare', 'ForNoKeyUpdate', 'SkipLocked', 'NoWait']);

/**
 * SQLite's compiler without row locks: a query written `.forUpdate()` for PostgreSQL runs here as is,
 * since a transaction on this store already holds the one write lock from its start (`BEGIN IMMEDIATE`).
 */
class LockFreeSqliteCompiler extends SqliteQueryCompiler {
  protected override visitSelectModifier(node: SelectModifierNode): void {
    if (node.modifier !== undefined && ROW_LOCKS.has(node.modifier) && node.of === undefined) return;
    super.visitSelectModifier(node);
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
  readonly connection: BetterSqliteConnection;
  readonly #db: BetterSqlite3.Database;

  constructor(db: BetterSqlite3.Database) {
    this.#db = db;
    this.connection = new BetterSqliteConnection(db);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.acquire();
    return this.connection;
  }

  async exclusive<T>(fn: (db: BetterSqlite3.Database) => T): Promise<T> {
    await this.#lock.acquire();
    try {
      return fn(this.#db);
    } finally {
      this.#lock.release();
    }
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await this.connection.gate?.pause();
    try {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    } catch (err) {
      this.connection.gate?.resume();
      throw err;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('commit'));
    } finally {
      // A failed COMMIT leaves the transaction open; Kysely rolls it back next, which resumes then.
      if (!this.#db.inTransaction) this.connection.gate?.resume();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      this.connection.gate?.resume();
    }
  }

  async releaseConnection(): Promise<void> {
    this.#lock.release();
  }

  async destroy(): Promise<void> {
    this.connection.clear();
    if (this.#db.open) this.#db.close();
  }
}

class BetterSqliteConnection implements DatabaseConnection {
  readonly #db: BetterSqlite3.Database;
  gate: WriteGate | undefined;
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
    // A write outside a transaction (its own autocommit transaction) passes the gate; so does a statement
    // that returns rows and writes (INSERT … RETURNING).
    const gated =
      this.gate !== undefined &&
      !stmt.readonly &&
      !this.#db.inTransaction &&
      !isTransactionControl(compiled.sql);
    if (gated) await this.gate!.pause();
    try {
      if (stmt.reader) return { rows: stmt.all(...parameters) as R[] };
      const { changes, lastInsertRowid } = stmt.run(...parameters);
      return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
    } finally {
      if (gated) this.gate!.resume();
    }
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported');
  }
}

function isTransactionControl(sql: string): boolean {
  return /^(begin|commit|rollback|savepoint|release)\b/i.test(sql);
}
