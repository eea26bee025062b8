import { chmodSync, closeSync, existsSync, fchmodSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/** The database's folder cannot be made the server's own (a folder others may write in). */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

/**
 * The folder of the database (and of the development key file): `0700` whatever the umask, whether the
 * server makes it or it exists already (the database, its key file and their companions are readable by
 * their owner only, and no one else can add or swap a file beside them). A folder others may write in
 * (world-writable or sticky, like `/tmp`) is shared: it is not changed, and throws {@link DataDirError}.
 * Returns the folder.
 */
export function prepareDataDir(dbPath: string): string {
  const dir = dirname(dbPath);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = statSync(dir).mode & 0o7777;
  if ((mode & 0o777) === 0o700) return dir;
  if (mode & (0o1000 | 0o002)) {
    throw new DataDirError(
      `the database's folder ${dir} is shared: others may write in it (mode ${mode.toString(8).padStart(4, '0')}): put the database in a folder of its own (TLP_DB)`,
    );
  }
  chmodSync(dir, 0o700);
  return dir;
}

/**
 * The SQLite file and its `-wal`, `-shm` and `-journal` companions: `0600` whatever the umask. The file
 * is created here, before SQLite opens it, so it never exists with wider permissions; SQLite creates the
 * companions with the database file's mode, and any left by an older start are narrowed.
 */
export function restrictDatabaseFiles(path: string): void {
  const fd = openSync(path, 'a', 0o600);
  try {
    fchmodSync(fd, 0o600);
  } finally {
    closeSync(fd);
  }
  for (const suffix of ['-wal', '-shm', '-journal']) {
    if (existsSync(path + suffix)) chmodSync(path + suffix, 0o600);
  }
}
