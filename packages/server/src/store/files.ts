import { chmodSync, closeSync, existsSync, fchmodSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The folder of the database (and of the development key file): created `0700` when the server makes it,
 * whatever the umask (a folder that exists is left as its owner set it). Returns the folder.
 */
export function prepareDataDir(dbPath: string): string {
  const dir = dirname(dbPath);
  const made = mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (made !== undefined) chmodSync(dir, 0o700);
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
