import type { AuthRow } from '../store/cache.js';
import type { Db, Store } from '../store/index.js';
import type { SigningKeyTable } from '../store/schema.js';
import { hashApiKey } from './api-keys.js';

// The SQL of keys: API keys (stored as hashes) and the service's signing keys.

/** The key whose hash is `hash`, joined with its account (what authentication reads). */
export function apiKeyByHash(db: Db, hash: string): Promise<AuthRow | undefined> {
  return db
    .selectFrom('api_keys')
    .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
    .select([
      'api_keys.id as key_id',
      'api_keys.hash',
      'api_keys.livemode',
      'api_keys.scopes',
      'api_keys.revoked_at',
      'accounts.id',
      'accounts.display_name',
      'accounts.client_id',
      'accounts.platform_display_name',
      'accounts.api_version',
      'accounts.clock_offset_ms',
      'accounts.created_at',
    ])
    .where('api_keys.hash', '=', hash)
    .executeTakeFirst();
}

/** Stores a new API key: its hash and last four characters, never the secret. */
export async function insertApiKey(
  db: Db,
  input: {
    id: string;
    accountId: string;
    livemode: 0 | 1;
    key: string;
    scopes: string[] | null;
    createdAt: string;
  },
): Promise<void> {
  await db
    .insertInto('api_keys')
    .values({
      id: input.id,
      account_id: input.accountId,
      livemode: input.livemode,
      hash: hashApiKey(input.key),
      last4: input.key.slice(-4),
      scopes: input.scopes ? JSON.stringify(input.scopes) : null,
      revoked_at: null,
      created_at: input.createdAt,
    })
    .execute();
}

/** Revokes a key at once and for good: every process's read cache learns it in the same commit. */
export async function revokeApiKey(store: Store, keyId: string, at: string): Promise<void> {
  await store.transaction(
    async (trx) => {
      await trx.updateTable('api_keys').set({ revoked_at: at }).where('id', '=', keyId).execute();
    },
    { changes: { auth: true } },
  );
}

/** Every signing key, oldest first (retired ones too: old receipts still verify against them). */
export function signingKeyRows(db: Db): Promise<SigningKeyTable[]> {
  return db.selectFrom('signing_keys').selectAll().orderBy('created_at').orderBy('kid').execute();
}

/** Stores signing keys (the fixtures' and new ones). */
export async function insertSigningKeys(db: Db, rows: SigningKeyTable[]): Promise<void> {
  await db.insertInto('signing_keys').values(rows).execute();
}
