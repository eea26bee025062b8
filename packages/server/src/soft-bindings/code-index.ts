import { ISCC_MATCH_THRESHOLD } from '@tlp/core/fingerprint';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db, Store } from '../store/index.js';
import type { PostgresStore } from '../store/postgres/postgres-store.js';
import type { SoftBindingTable } from '../store/schema.js';
import type { ImageCode } from './image-code.js';
import { MemoryCodeIndex } from './memory-index.js';

// The SQL of soft bindings: the `soft_bindings` table, and how each process keeps its in-memory index of
// the stored codes (`memory-index.ts`) in step with it (docs/decisions/35-the-code-index-in-memory.md).

/** A stored code near the one asked for. */
export interface CodeMatch {
  manifestId: string;
  /** Bits in which the stored code differs from the one asked for. */
  distance: number;
}

/** Stores a generation's code (inside the generation's transaction). */
export async function insertSoftBinding(
  db: Db,
  row: { manifestId: string; generationId: string; code: ImageCode; createdAt: string },
): Promise<void> {
  const [c0, c1, c2, c3] = row.code.chunks;
  await db
    .insertInto('soft_bindings')
    .values({
      manifest_id: row.manifestId,
      generation_id: row.generationId,
      c0,
      c1,
      c2,
      c3,
      created_at: row.createdAt,
    })
    .execute();
}

/** The stored soft binding of a manifest, if any. */
export function findSoftBinding(
  db: Db,
  manifestId: string,
): Promise<Selectable<SoftBindingTable> | undefined> {
  return db.selectFrom('soft_bindings').selectAll().where('manifest_id', '=', manifestId).executeTakeFirst();
}

/** The chunks of a row, as the table stores them, into the two 32-bit halves of the code. */
function halves(row: { c0: number; c1: number; c2: number; c3: number }): [number, number] {
  return [((row.c0 << 16) | row.c1) >>> 0, ((row.c2 << 16) | row.c3) >>> 0];
}

/** Rows a catch-up reads at once: a first load of a million codes is many short reads, not one long one. */
const PAGE_ROWS = 50_000;

/** The store a process's codes are read from: PostgreSQL's also prepares the catch-up once a connection. */
type CodeStore = Pick<Store, 'db' | 'kind'> & Partial<Pick<PostgresStore, 'preparedRows'>>;

/**
 * PostgreSQL's catch-up, in one statement, hence one snapshot: the rows of transactions from `$1` (an
 * `xid8`) on, and the snapshot's `xmin` (the left join answers it when no row is new). Prepared once on
 * each connection: it runs before every lookup.
 */
const POSTGRES_CATCH_UP = {
  name: 'tlp_soft_bindings_catch_up',
  text: `select x.xmin::text, s.seq, s.c0, s.c1, s.c2, s.c3, s.tx >= x.xmin, s.manifest_id
    from (select pg_snapshot_xmin(pg_current_snapshot()) as xmin) x
    left join soft_bindings s on s.tx >= $1::xid8`,
};

/**
 * The stored codes of one store, as this process holds them: the in-memory index with each code's
 * manifest ID, and where its next catch-up starts. The database stays the truth: each lookup reads the
 * rows committed since the last one, with one indexed query.
 *
 * SQLite commits one transaction at a time, so row numbers (`seq`, AUTOINCREMENT: never reused) commit in
 * order: the rows past the highest number held are all the new ones. PostgreSQL hands out row numbers
 * at insert and commits in any order (a transaction holding 100 may commit after 101 was read), so its
 * catch-up is by transaction instead: each row carries the ID of the transaction that wrote it (`tx`,
 * `pg_current_xact_id()`), and each catch-up reads, in one statement, the rows of transactions from the
 * `xmin` of the previous catch-up's snapshot on, and its own snapshot's `xmin`. Every transaction below a
 * snapshot's `xmin` had ended when it was taken, so a row not seen then is written by a transaction at or
 * above it. Rows read again (their transaction at or above the new `xmin`) are known by number and skipped.
 */
export class StoredCodes {
  readonly index = new MemoryCodeIndex();
  readonly #store: CodeStore;
  /** SQLite: the highest row number held. */
  #highest = 0;
  /** Whether the first load is done (every stored code read, by row number, in pages). */
  #loaded = false;
  /** PostgreSQL: the `xmin` the next catch-up reads from (an `xid8`, as text). */
  #fromTx = '0';
  /** PostgreSQL: the row numbers held whose transaction is at or above `#fromTx` (read again next time). */
  #window = new Set<number>();
  #running: Promise<number> | null = null;
  #again: Promise<number> | null = null;
  /** Rows read by catch-ups so far (the first one loads every stored code). */
  caughtUp = 0;

  constructor(store: CodeStore) {
    this.#store = store;
  }

  /** Whether the first load is done: a lookup may then search the index while its catch-up runs. */
  get loaded(): boolean {
    return this.#loaded;
  }

  /**
   * Reads the rows committed since the last catch-up into the index; answers how many. A catch-up already
   * under way may have started before the caller's own write committed: the caller then waits for the
   * next one, which every caller arriving meanwhile shares. One the caller starts has its query sent
   * before the caller's next turn of the event loop.
   */
  catchUp(): Promise<number> {
    if (!this.#running) {
      this.#running = this.#read().finally(() => {
        this.#running = null;
      });
      return this.#running;
    }
    this.#again ??= this.#running
      .catch(() => undefined)
      .then(() => {
        this.#again = null;
        return this.catchUp();
      });
    return this.#again;
  }

  async #read(): Promise<number> {
    let rows: number;
    if (this.#store.kind === 'sqlite') rows = await this.#readSqlite();
    else if (!this.#loaded) rows = (await this.#loadPostgres()) + (await this.#readPostgres());
    else rows = await this.#readPostgres();
    this.#loaded = true;
    this.caughtUp += rows;
    this.index.settle();
    return rows;
  }

  /** Rows past the highest number held, in pages (each page a short read: the process keeps serving). */
  async #readSqlite(): Promise<number> {
    let read = 0;
    for (;;) {
      const rows = await this.#store.db
        .selectFrom('soft_bindings')
        .select(['seq', 'c0', 'c1', 'c2', 'c3', 'manifest_id'])
        .where('seq', '>', this.#highest)
        .orderBy('seq')
        .limit(PAGE_ROWS)
        .execute();
      for (const row of rows) {
        const [hi, lo] = halves(row);
        this.index.add(row.seq, hi, lo, row.manifest_id);
      }
      if (rows.length > 0) this.#highest = (rows[rows.length - 1] as { seq: number }).seq;
      read += rows.length;
      if (rows.length < PAGE_ROWS) return read;
    }
  }

  /**
   * PostgreSQL's first load, in pages by row number, each page its own snapshot. A row a page misses
   * (committed meanwhile below the page's numbers) was not visible when the load began, so its transaction
   * is at or above that moment's `xmin`, from which the catch-up that follows reads; the rows of the pages
   * at or above it are the window that catch-up skips.
   */
  async #loadPostgres(): Promise<number> {
    const { rows: at } = await sql<{
      xmin: string;
    }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(this.#store.db);
    const xmin = (at[0] as { xmin: string }).xmin;
    let after = 0;
    let read = 0;
    for (;;) {
      const { rows } = await sql<{
        seq: number;
        c0: number;
        c1: number;
        c2: number;
        c3: number;
        manifest_id: string;
        pending: boolean;
      }>`select seq, c0, c1, c2, c3, manifest_id, tx >= ${xmin}::xid8 as pending from soft_bindings
        where seq > ${after} order by seq limit ${PAGE_ROWS}`.execute(this.#store.db);
      for (const row of rows) {
        if (row.pending) this.#window.add(row.seq);
        const [hi, lo] = halves(row);
        this.index.add(row.seq, hi, lo, row.manifest_id);
      }
      read += rows.length;
      if (rows.length < PAGE_ROWS) break;
      after = (rows[rows.length - 1] as { seq: number }).seq;
    }
    this.#fromTx = xmin;
    return read;
  }

  /** PostgreSQL's catch-up ({@link POSTGRES_CATCH_UP}); answers the rows it added. */
  async #readPostgres(): Promise<number> {
    const prepared = this.#store.preparedRows;
    if (!prepared) throw new Error('a PostgreSQL store prepares its statements');
    const rows = await prepared.call(this.#store, POSTGRES_CATCH_UP.name, POSTGRES_CATCH_UP.text, [
      this.#fromTx,
    ]);
    const window = new Set<number>();
    let added = 0;
    let xmin = this.#fromTx;
    for (const row of rows) {
      const [at, seq, c0, c1, c2, c3, pending, manifestId] = row as [
        string,
        number | null,
        number,
        number,
        number,
        number,
        boolean,
        string,
      ];
      xmin = at;
      if (seq === null) continue;
      if (pending) window.add(seq);
      if (this.#window.has(seq)) continue;
      const [hi, lo] = halves({ c0, c1, c2, c3 });
      this.index.add(seq, hi, lo, manifestId);
      added++;
    }
    this.#fromTx = xmin;
    this.#window = window;
    return added;
  }
}

/** Each store's codes in this process (a store is one process's connection to its database). */
const held = new WeakMap<object, StoredCodes>();

/** The codes this process holds of `store`'s database (empty until the first lookup loads them). */
export function storedCodesOf(store: CodeStore): StoredCodes {
  let codes = held.get(store);
  if (!codes) {
    codes = new StoredCodes(store);
    held.set(store, codes);
  }
  return codes;
}

/** One turn for the callbacks already queued: a catch-up's query, just asked for, goes on the wire. */
const queuedCallbacks = () => new Promise<void>((resolve) => process.nextTick(resolve));

/**
 * The stored codes within `distance` bits of `code`, nearest first (then by manifest ID), at most `limit`.
 *
 * A lookup sees every row committed before it began: it starts a catch-up (the rows committed since this
 * process last looked; the first lookup loads every stored code) and, while the database answers, searches
 * the index in memory (see `MemoryCodeIndex.search`), which holds each code's manifest ID. Then the rows the
 * catch-up brought are measured one by one. On PostgreSQL the lookup thus waits for one round trip, with
 * its own work done meanwhile.
 */
export async function nearestCodes(
  store: CodeStore,
  code: ImageCode,
  distance: number,
  limit: number,
): Promise<CodeMatch[]> {
  // Nothing past the fingerprint's threshold is ever a match (its probes, 2,228 at 14 bits, stay few).
  if (!Number.isInteger(distance) || distance < 0 || distance > ISCC_MATCH_THRESHOLD) {
    throw new RangeError(`distance must be an integer from 0 to ${ISCC_MATCH_THRESHOLD}`);
  }
  const codes = storedCodesOf(store);
  const [c0, c1, c2, c3] = code.chunks;
  const [hi, lo] = halves({ c0, c1, c2, c3 });
  const caught = codes.catchUp();
  // Before the first load there is nothing to search: the load is waited for, then searched.
  if (!codes.loaded) await caught;
  else await queuedCallbacks();
  const held = codes.index.size;
  const hits = codes.index.search(hi, lo, distance);
  await caught;
  hits.push(...codes.index.searchFrom(held, hi, lo, distance));
  return hits
    .map((h) => ({ manifestId: h.manifestId, distance: h.distance }))
    .sort((a, b) => a.distance - b.distance || (a.manifestId < b.manifestId ? -1 : 1))
    .slice(0, limit);
}
