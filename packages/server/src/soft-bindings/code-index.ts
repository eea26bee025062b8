import { ISCC_MATCH_THRESHOLD } from '@tlp/core/fingerprint';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db, Store } from '../store/index.js';
import type { SoftBindingTable } from '../store/schema.js';
import type { ImageCode } from './image-code.js';
import { MemoryCodeIndex } from './memory-index.js';

// The SQL of soft bindings: the `soft_bindings` table, and how each process keeps its in-memory index of
// the stored codes (`memory-index.ts`) in step with it (docs/decisions/35-the-code-index-in-memory.md).

/** A stored code near the one asked for. */
export interface CodeMatch {
  manifestId: string;
  generationId: string;
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

/** A stored row's manifest, read by its number for a match. */
interface ManifestRow {
  seq: number;
  manifest_id: string;
  generation_id: string;
}

/** What a catch-up read: rows appended to the index, and the manifests it was asked for, if it read them. */
export interface CatchUp {
  rows: number;
  manifests?: ManifestRow[];
}

/**
 * The stored codes of one store, as this process holds them: the in-memory index, and where its next
 * catch-up starts. The database stays the truth: each lookup first reads the rows committed since the
 * last one, with one indexed query.
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
  readonly #store: Pick<Store, 'db' | 'kind'>;
  /** SQLite: the highest row number held. */
  #highest = 0;
  /** PostgreSQL: whether the first load is done (it reads by row number, in pages). */
  #loaded = false;
  /** PostgreSQL: the `xmin` the next catch-up reads from (an `xid8`, as text). */
  #fromTx = '0';
  /** PostgreSQL: the row numbers held whose transaction is at or above `#fromTx` (read again next time). */
  #window = new Set<number>();
  #running: Promise<CatchUp> | null = null;
  #again: Promise<CatchUp> | null = null;
  /** Rows read by catch-ups so far (the first one loads every stored code). */
  caughtUp = 0;

  constructor(store: Pick<Store, 'db' | 'kind'>) {
    this.#store = store;
  }

  /** Whether a catch-up is under way (a caller now waits for the next one). */
  get busy(): boolean {
    return this.#running !== null;
  }

  /**
   * Reads the rows committed since the last catch-up into the index. A catch-up already under way may
   * have started before the caller's own write committed: the caller then waits for the next one, which
   * every caller arriving meanwhile shares. A catch-up the caller starts on PostgreSQL, once the first load
   * is done, also reads the manifests of the rows numbered `seqs`, in the same statement.
   */
  catchUp(seqs: readonly number[] = []): Promise<CatchUp> {
    if (!this.#running) {
      this.#running = this.#read(seqs).finally(() => {
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

  async #read(seqs: readonly number[]): Promise<CatchUp> {
    let rows = 0;
    let manifests: ManifestRow[] | undefined;
    if (this.#store.kind === 'sqlite') rows = await this.#readSqlite();
    else if (!this.#loaded) rows = (await this.#loadPostgres()) + (await this.#readPostgres([])).rows;
    else ({ rows, manifests } = await this.#readPostgres(seqs));
    this.#loaded = true;
    this.caughtUp += rows;
    this.index.settle();
    return manifests ? { rows, manifests } : { rows };
  }

  /** Rows past the highest number held, in pages (each page a short read: the process keeps serving). */
  async #readSqlite(): Promise<number> {
    let read = 0;
    for (;;) {
      const rows = await this.#store.db
        .selectFrom('soft_bindings')
        .select(['seq', 'c0', 'c1', 'c2', 'c3'])
        .where('seq', '>', this.#highest)
        .orderBy('seq')
        .limit(PAGE_ROWS)
        .execute();
      for (const row of rows) {
        const [hi, lo] = halves(row);
        this.index.add(row.seq, hi, lo);
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
        pending: boolean;
      }>`select seq, c0, c1, c2, c3, tx >= ${xmin}::xid8 as pending from soft_bindings
        where seq > ${after} order by seq limit ${PAGE_ROWS}`.execute(this.#store.db);
      for (const row of rows) {
        if (row.pending) this.#window.add(row.seq);
        const [hi, lo] = halves(row);
        this.index.add(row.seq, hi, lo);
      }
      read += rows.length;
      if (rows.length < PAGE_ROWS) break;
      after = (rows[rows.length - 1] as { seq: number }).seq;
    }
    this.#fromTx = xmin;
    return read;
  }

  /**
   * PostgreSQL's catch-up: in one statement, hence one snapshot, the rows of transactions from `#fromTx` on
   * and the snapshot's `xmin` (the left join answers it when no row is new); and the manifests of the rows
   * numbered `seqs` (a lookup's matches: one round trip for both).
   */
  async #readPostgres(seqs: readonly number[]): Promise<{ rows: number; manifests: ManifestRow[] }> {
    const { rows } = await sql<{
      xmin: string | null;
      seq: number | null;
      c0: number;
      c1: number;
      c2: number;
      c3: number;
      pending: boolean;
      manifest_id: string | null;
      generation_id: string;
    }>`select x.xmin::text as xmin, s.seq, s.c0, s.c1, s.c2, s.c3, s.tx >= x.xmin as pending,
        null::text as manifest_id, null::text as generation_id
      from (select pg_snapshot_xmin(pg_current_snapshot()) as xmin) x
      left join soft_bindings s on s.tx >= ${this.#fromTx}::xid8
      union all
      select null, seq, null, null, null, null, null, manifest_id, generation_id from soft_bindings
      where seq = any(${seqs}::bigint[])`.execute(this.#store.db);
    const window = new Set<number>();
    const manifests: ManifestRow[] = [];
    let added = 0;
    let xmin = this.#fromTx;
    for (const row of rows) {
      if (row.manifest_id !== null && row.seq !== null) {
        manifests.push({ seq: row.seq, manifest_id: row.manifest_id, generation_id: row.generation_id });
        continue;
      }
      if (row.xmin !== null) xmin = row.xmin;
      if (row.seq === null) continue;
      if (row.pending) window.add(row.seq);
      if (this.#window.has(row.seq)) continue;
      const [hi, lo] = halves(row);
      this.index.add(row.seq, hi, lo);
      added++;
    }
    this.#fromTx = xmin;
    this.#window = window;
    return { rows: added, manifests };
  }
}

/** Each store's codes in this process (a store is one process's connection to its database). */
const held = new WeakMap<object, StoredCodes>();

/** The codes this process holds of `store`'s database (empty until the first lookup loads them). */
export function storedCodesOf(store: Pick<Store, 'db' | 'kind'>): StoredCodes {
  let codes = held.get(store);
  if (!codes) {
    codes = new StoredCodes(store);
    held.set(store, codes);
  }
  return codes;
}

/** The manifests of the rows numbered `seqs`. */
async function manifestsOf(
  db: Db,
  seqs: readonly number[],
): Promise<Array<{ seq: number; manifest_id: string; generation_id: string }>> {
  if (seqs.length === 0) return [];
  return db
    .selectFrom('soft_bindings')
    .select(['seq', 'manifest_id', 'generation_id'])
    .where('seq', 'in', seqs)
    .execute();
}

/**
 * The stored codes within `distance` bits of `code`, nearest first (then by manifest ID), at most `limit`.
 *
 * The index in memory finds the codes within the distance among those this process holds (see
 * `MemoryCodeIndex.search`). Then the catch-up reads the rows committed since this process last looked
 * (the first lookup loads every stored code) and, on PostgreSQL in the same statement, the manifests of
 * those matches by row number: a lookup waits for one round trip. Then the rows the catch-up brought are
 * measured one by one, and the manifests of any of them that match read too. A row no longer stored (a
 * reset) is not answered.
 */
export async function nearestCodes(
  store: Pick<Store, 'db' | 'kind'>,
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
  const held = codes.index.size;
  const hits = codes.index.search(hi, lo, distance);
  const seqs = hits.map((h) => h.seq);
  // A catch-up under way is joined, and the manifests read beside it; else the catch-up this lookup
  // starts reads them (PostgreSQL, in its statement); failing both, they are read after it.
  const joined = codes.busy;
  const [caught, beside] = await Promise.all([
    codes.catchUp(joined ? [] : seqs),
    joined ? manifestsOf(store.db, seqs) : null,
  ]);
  const found = beside ?? caught.manifests ?? (await manifestsOf(store.db, seqs));
  const brought = codes.index.searchFrom(held, hi, lo, distance);
  hits.push(...brought);
  found.push(
    ...(await manifestsOf(
      store.db,
      brought.map((h) => h.seq),
    )),
  );
  const distances = new Map(hits.map((h) => [h.seq, h.distance]));
  const rows = new Map(found.map((row) => [row.seq, row]));
  return [...rows.values()]
    .map((row) => ({
      manifestId: row.manifest_id,
      generationId: row.generation_id,
      distance: distances.get(row.seq) as number,
    }))
    .sort((a, b) => a.distance - b.distance || (a.manifestId < b.manifestId ? -1 : 1))
    .slice(0, limit);
}
