import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEV_KEK_FILE } from '../bootstrap.js';
import { deleteEveryRow } from '../store/every-row.js';
import { openStore } from '../store/index.js';

/** Where a start keeps its data: the SQLite file (or, on PostgreSQL, only the folder of the key file). */
export interface DataPlace {
  dbPath: string;
  database?: { url: string; pool?: number; schema?: string } | undefined;
}

/**
 * A start, from before it makes anything until it listens. A start that fails on the way (a busy port, a
 * worker that could not start, a stop asked for meanwhile, anything) takes back what it made: the data
 * folder when it made it (so a first start leaves no `.data/` at all), else the database file and the
 * development key file it created, and on PostgreSQL the seed it committed. Otherwise its database
 * would hold API keys nobody was shown, and no later start can print them (only their hashes are kept).
 */
export class StartAttempt {
  readonly #place: DataPlace;
  readonly #dir: string;
  readonly #had: { dir: boolean; db: boolean; kek: boolean };
  #seeded = false;

  /** Notes what exists now: call it before the start makes anything. */
  constructor(place: DataPlace) {
    this.#place = place;
    this.#dir = dirname(place.dbPath);
    this.#had = {
      dir: existsSync(this.#dir),
      db: place.database !== undefined || existsSync(place.dbPath),
      kek: existsSync(join(this.#dir, DEV_KEK_FILE)),
    };
  }

  /** The start seeded the database (it is about to print its keys): an undo empties it. */
  seeded(): void {
    this.#seeded = true;
  }

  /**
   * Takes back what the start made. The caller has closed its own connections to the database. On
   * PostgreSQL, a seed that cannot be emptied (the database gone meanwhile) keeps its key file: the data
   * must stay readable.
   */
  async undo(): Promise<void> {
    const { database } = this.#place;
    if (database && this.#seeded) {
      try {
        const store = await openStore({ ...database, pool: 1 });
        try {
          await store.transaction((trx) => deleteEveryRow(trx));
        } finally {
          await store.close();
        }
      } catch {
        return;
      }
    }
    if (!this.#had.dir) {
      rmSync(this.#dir, { recursive: true, force: true });
      return;
    }
    if (!this.#had.db) {
      for (const suffix of ['', '-wal', '-shm', '-journal'])
        rmSync(this.#place.dbPath + suffix, { force: true });
    }
    if (!this.#had.kek) rmSync(join(this.#dir, DEV_KEK_FILE), { force: true });
  }
}
