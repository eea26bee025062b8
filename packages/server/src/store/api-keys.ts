import type { Store } from './index.js';

/** Revokes a key at once and for good: the read cache forgets it in the same step. */
export async function revokeApiKey(store: Store, keyId: string, at: string): Promise<void> {
  await store.db.updateTable('api_keys').set({ revoked_at: at }).where('id', '=', keyId).execute();
  await store.changed({ auth: true });
}
