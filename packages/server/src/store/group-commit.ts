import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

type Write = (trx: Transaction<Database>) => Promise<void>;

interface Pending {
  write: Write;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit: writes that arrive while the event loop is busy are applied in one transaction, so that
 * one fsync (`synchronous = FULL`) makes a whole batch durable instead of one request each. A write's
 * promise resolves only after the commit that holds it, so nothing is acknowledged before it is on disk.
 * A batch that fails rolls back and every write in it is rejected (the requests answer 500 and, with an
 * Idempotency-Key, may be retried); writes put here are plain inserts and updates prepared beforehand, so
 * one request cannot make another's fail.
 */
export class GroupCommit {
  readonly #db: Kysely<Database>;
  #queue: Pending[] = [];
  #scheduled = false;
  /** Most writes in one transaction. */
  static readonly MAX_BATCH = 256;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  run(write: Write): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({ write, resolve, reject });
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => void this.#flush());
      }
    });
  }

  async #flush(): Promise<void> {
    const batch = this.#queue.splice(0, GroupCommit.MAX_BATCH);
    if (this.#queue.length > 0) setImmediate(() => void this.#flush());
    else this.#scheduled = false;
    if (batch.length === 0) return;
    try {
      await this.#db.transaction().execute(async (trx) => {
        for (const p of batch) await p.write(trx);
      });
    } catch (err) {
      for (const p of batch) p.reject(err);
      return;
    }
    for (const p of batch) p.resolve();
  }
}
