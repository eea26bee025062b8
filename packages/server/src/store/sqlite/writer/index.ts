import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import {
  applyBatch,
  type FromWriter,
  type SqliteDatabase,
  type ToWriter,
  type WriterThreadData,
  type WriteStatements,
  writerThread,
} from './thread.js';

interface Pending {
  statements: WriteStatements;
  resolve: () => void;
  reject: (err: unknown) => void;
}

type Outcome = Extract<FromWriter, { type: 'done' | 'failed' }>;

/** Runs `fn` with the raw connection while no query of the main connection runs (its lock held). */
export type Exclusive = <T>(fn: (db: SqliteDatabase) => T) => Promise<T>;

export interface WriteQueueOptions {
  /** The database file; `:memory:` (or `thread: false`) applies batches on the main connection. */
  path: string;
  /** Pragmas of the writer's connection (the same durability as the main one). */
  pragmas: string[];
  exclusive: Exclusive;
  thread?: boolean;
  /** Told when the thread fails and writes fall back to the main connection. */
  onThreadFailure?: (err: unknown) => void;
}

/** A write failed on its own (rolled back to its savepoint; the rest of its batch committed). */
export class WriteError extends Error {
  override name = 'WriteError';
}

/**
 * Group commit on a writer thread. Writes (each a list of compiled statements, applied together or not
 * at all) that arrive while a batch is being committed wait and go together in the next one: one
 * transaction and one fsync (`synchronous = FULL`) make a whole batch durable. A write's promise
 * resolves only after the commit that holds it, so nothing is acknowledged before it is on disk.
 *
 * The batch runs on a `worker_threads` thread with its own connection, so the event loop goes on
 * serving while the WAL is written and synced. The main connection still writes too (transactions that
 * read before they write: generation moves, state changes); {@link pause} keeps those and the
 * thread's batches from overlapping, without ever blocking the event loop on SQLite's busy wait.
 *
 * An in-memory database (tests), or a thread that failed, applies batches on the main connection
 * instead, with the same semantics.
 */
export class WriteQueue {
  /** Most writes in one transaction. */
  static readonly MAX_BATCH = 256;
  readonly #options: WriteQueueOptions;
  #worker: Worker | null = null;
  #queue: Pending[] = [];
  #inFlight: Pending[] | null = null;
  #onOutcome: ((outcome: Outcome) => void) | null = null;
  #scheduled = false;
  #paused = 0;
  #idle: Array<() => void> = [];
  #closing: Promise<void> | null = null;
  #batches = 0;

  constructor(options: WriteQueueOptions) {
    this.#options = options;
    if (options.path !== ':memory:' && options.thread !== false) this.#worker = this.#start();
  }

  /** Whether batches are committed on the writer thread (false: on the main connection). */
  get threaded(): boolean {
    return this.#worker !== null;
  }

  /** How many batches (transactions) have been sent to commit so far: writes ÷ batches is the grouping. */
  get batches(): number {
    return this.#batches;
  }

  /** Writes waiting for the next group commit. */
  get queued(): number {
    return this.#queue.length;
  }

  /** Told the number of writes of each batch as it is sent (the metrics' batch sizes). */
  onBatch: ((writes: number) => void) | undefined;

  /** Applies `statements` atomically in the next group commit; resolves once committed. */
  run(statements: readonly CompiledQuery[]): Promise<void> {
    if (this.#closing) return Promise.reject(new Error('the store is closed'));
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({
        statements: statements.map((q) => ({ sql: q.sql, parameters: q.parameters })),
        resolve,
        reject,
      });
      this.#schedule();
    });
  }

  /**
   * Before a write on the main connection: waits until no batch is being committed and holds the next
   * ones back until {@link resume}. Nothing to wait for when batches run on the main connection itself
   * (its lock already orders them).
   */
  pause(): Promise<void> | undefined {
    if (!this.#worker) return undefined;
    this.#paused++;
    if (!this.#inFlight) return undefined;
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  resume(): void {
    if (this.#paused === 0) return;
    this.#paused--;
    if (this.#paused === 0) this.#schedule();
  }

  /** Commits what is queued, then stops the thread. Safe to call twice. */
  close(): Promise<void> {
    this.#closing ??= this.#drain().then(() => this.#stop());
    return this.#closing;
  }

  #schedule(): void {
    if (this.#scheduled || this.#inFlight || this.#queue.length === 0) return;
    this.#scheduled = true;
    // Let the writes of this turn of the event loop join the batch.
    setImmediate(() => {
      this.#scheduled = false;
      this.#flush();
    });
  }

  #flush(): void {
    if (this.#inFlight || this.#queue.length === 0) return;
    if (this.#paused > 0 && this.#worker) return;
    const batch = this.#queue.splice(0, WriteQueue.MAX_BATCH);
    this.#inFlight = batch;
    this.#batches++;
    this.onBatch?.(batch.length);
    const writes = batch.map((p) => p.statements);
    const settle = (outcome: Outcome) => {
      this.#inFlight = null;
      if (outcome.type === 'failed') {
        const err = new WriteError(`the batch was not committed: ${outcome.message}`);
        for (const p of batch) p.reject(err);
      } else {
        outcome.errors.forEach((message, i) => {
          if (message === null) batch[i]!.resolve();
          else batch[i]!.reject(new WriteError(message));
        });
      }
      for (const wake of this.#idle.splice(0)) wake();
      if (this.#paused === 0 || !this.#worker) {
        if (this.#queue.length > 0) this.#flush();
      }
    };
    if (this.#worker) {
      const worker = this.#worker;
      // Referenced while a batch is out, so that awaiting its commit keeps the process alive.
      worker.ref();
      this.#onOutcome = (outcome) => {
        worker.unref();
        settle(outcome);
      };
      this.#worker.postMessage({ type: 'batch', writes } satisfies ToWriter);
    } else {
      this.#options
        .exclusive((db) => applyBatch(db, writes, (sql, parameters) => db.prepare(sql).run(...parameters)))
        .then(settle, (err: unknown) =>
          settle({ type: 'failed', message: err instanceof Error ? err.message : String(err) }),
        );
    }
  }

  async #drain(): Promise<void> {
    while (this.#inFlight || this.#queue.length > 0) {
      await new Promise<void>((resolve) => {
        this.#idle.push(resolve);
        if (!this.#inFlight) this.#flush();
      });
    }
  }

  #start(): Worker {
    const data: WriterThreadData = {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      path: this.#options.path,
      pragmas: this.#options.pragmas,
    };
    const source = [
      `const { parentPort, workerData } = require('node:worker_threads');`,
      // Run from the sources (tsx, as the tests and the child servers of the test harness do), esbuild's
      // keep-names helper wraps the functions below in `__name(...)` calls that their source text keeps:
      // the thread has no such helper, and a batch that reached one failed ("__name is not defined", a 500).
      `globalThis.__name ??= (target) => target;`,
      `const applyBatch = ${applyBatch.toString()};`,
      `(${writerThread.toString()})(parentPort, workerData, require);`,
    ].join('\n');
    const worker = new Worker(source, { eval: true, workerData: data });
    worker.on('message', (msg: FromWriter) => {
      if (msg.type === 'done' || msg.type === 'failed') {
        const settle = this.#onOutcome;
        this.#onOutcome = null;
        settle?.(msg);
      }
    });
    worker.on('error', (err) => this.#fail(worker, err));
    worker.on('exit', (code) => {
      if (!this.#closing) this.#fail(worker, new Error(`the writer thread exited (${code})`));
    });
    // Idle, the thread must not keep the process alive (a batch out refs it, see #flush).
    worker.unref();
    return worker;
  }

  /**
   * The thread failed: the batch it held is reported as not committed (its requests answer an error and
   * may be retried with their Idempotency-Key), and later writes go through the main connection.
   */
  #fail(worker: Worker, err: unknown): void {
    if (this.#worker !== worker) return;
    this.#worker = null;
    this.#paused = 0;
    this.#options.onThreadFailure?.(err);
    const settle = this.#onOutcome;
    this.#onOutcome = null;
    settle?.({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
    void worker.terminate();
  }

  async #stop(): Promise<void> {
    const worker = this.#worker;
    if (!worker) return;
    this.#worker = null;
    worker.ref();
    await new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.postMessage({ type: 'close' } satisfies ToWriter);
    });
  }
}
