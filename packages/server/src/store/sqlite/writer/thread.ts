/**
 * The writer thread's program. It runs in a `worker_threads` Worker with its own better-sqlite3
 * connection to the database file, so that the cost of a commit (writing the WAL frames and the
 * `synchronous = FULL` fsync) is paid beside the event loop instead of on it.
 *
 * It is started from its source text (`eval`), so that the same code runs from the TypeScript sources
 * (tests) and from `dist`: the function below must not use anything from its module's scope. Types
 * only are shared.
 */

/** One write: statements applied together or not at all (a savepoint inside the batch's transaction). */
export type WriteStatements = Array<{ sql: string; parameters: readonly unknown[] }>;

export type ToWriter = { type: 'batch'; writes: WriteStatements[] } | { type: 'close' };

/**
 * `done`: the batch committed; `errors[i]` is the message of write `i` if it failed alone (rolled back
 * to its savepoint, the others committed). `failed`: the batch as a whole was not committed.
 */
export type FromWriter =
  | { type: 'ready' }
  | { type: 'done'; errors: Array<string | null> }
  | { type: 'failed'; message: string }
  | { type: 'closed' };

export interface WriterThreadData {
  /** Absolute path of the better-sqlite3 module (resolved by the parent). */
  driver: string;
  path: string;
  pragmas: string[];
}

interface Port {
  on(event: 'message', listener: (message: ToWriter) => void): void;
  postMessage(message: FromWriter): void;
  close(): void;
}

interface SqliteStatement {
  run(...parameters: unknown[]): unknown;
}

export interface SqliteDatabase {
  pragma(source: string): unknown;
  prepare(sql: string): SqliteStatement;
  exec(sql: string): void;
  close(): void;
  readonly inTransaction: boolean;
}

/** The thread's main function; `require` is the worker's own. */
export function writerThread(port: Port, data: WriterThreadData, load: (id: string) => unknown): void {
  const Database = load(data.driver) as new (path: string) => SqliteDatabase;
  const db = new Database(data.path);
  for (const pragma of data.pragmas) db.pragma(pragma);
  const statements = new Map<string, SqliteStatement>();
  const prepare = (sql: string) => {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      if (statements.size >= 200) statements.clear();
      statements.set(sql, stmt);
    }
    return stmt;
  };
  // Buffers arrive as plain Uint8Arrays (structured clone); the driver binds Buffers as blobs.
  const bind = (parameters: readonly unknown[]) =>
    parameters.map((p) =>
      p instanceof Uint8Array && !Buffer.isBuffer(p) ? Buffer.from(p.buffer, p.byteOffset, p.byteLength) : p,
    );
  port.on('message', (msg) => {
    if (msg.type === 'close') {
      db.close();
      port.postMessage({ type: 'closed' });
      port.close();
      return;
    }
    port.postMessage(applyBatch(db, msg.writes, (sql, parameters) => prepare(sql).run(...bind(parameters))));
  });
  port.postMessage({ type: 'ready' });
}

/**
 * Applies a batch in one transaction (`BEGIN IMMEDIATE`), each write inside its own savepoint: a write
 * that fails is rolled back alone and reported, the others commit. Shared by the thread and by the
 * inline writer (in-memory databases, or after the thread failed); self-contained for the same reason
 * as {@link writerThread}.
 */
export function applyBatch(
  db: SqliteDatabase,
  writes: WriteStatements[],
  run: (sql: string, parameters: readonly unknown[]) => void,
): Extract<FromWriter, { type: 'done' | 'failed' }> {
  const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
  const errors: Array<string | null> = [];
  try {
    db.exec('BEGIN IMMEDIATE');
    for (const write of writes) {
      db.exec('SAVEPOINT w');
      try {
        for (const s of write) run(s.sql, s.parameters);
        db.exec('RELEASE w');
        errors.push(null);
      } catch (err) {
        db.exec('ROLLBACK TO w');
        db.exec('RELEASE w');
        errors.push(message(err));
      }
    }
    db.exec('COMMIT');
  } catch (err) {
    if (db.inTransaction) db.exec('ROLLBACK');
    return { type: 'failed', message: message(err) };
  }
  return { type: 'done', errors };
}
