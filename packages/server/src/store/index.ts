import type { OpenStoreOptions, Store } from './store.js';

export { DataDirError, prepareDataDir, restrictDatabaseFiles } from './files.js';
export * from './store.js';

/**
 * Opens the store `options` locate, migrated to the latest schema: PostgreSQL for a `url`, else the SQLite
 * file of `path`. Each implementation is loaded only when asked for (`pg` is not loaded for SQLite).
 */
export async function openStore(options: OpenStoreOptions): Promise<Store> {
  if ('url' in options) {
    const { PostgresStore } = await import('./postgres/postgres-store.js');
    return PostgresStore.open(options);
  }
  const { SqliteStore } = await import('./sqlite/sqlite-store.js');
  return SqliteStore.open(options);
}
