import { type JwsSigner, localSigner } from '../sign/jws.js';
import type { Store } from '../store/index.js';
import { isWrapped, type KeyEncryptionKey, unwrapPrivateKey, wrapPrivateKey } from './key-encryption.js';
import { privateKeyFromPem } from './signing-keys.js';

/**
 * Who holds the signing keys' private halves. The store keeps what `seal` returns (never a private key in
 * the clear) and asks `signer` for a key that signs. Here the keys are encrypted with a key-encryption key
 * and sign in this process; a KMS or an HSM implements the same two methods (`seal` would return its key
 * reference, `signer` a {@link JwsSigner} that asks it to sign) without touching the rest.
 */
export interface KeyCustody {
  /** What the store keeps for a new key. */
  seal(kid: string, pkcs8Pem: string): string;
  /** The signer of a stored key; throws when this custody cannot open it (another KEK, a damaged key). */
  signer(kid: string, stored: string): JwsSigner;
}

/** Keys encrypted with `kek` (AES-256-GCM), signing in this process. */
export function encryptedCustody(kek: KeyEncryptionKey): KeyCustody {
  return {
    seal: (kid, pem) => wrapPrivateKey(kek, kid, pem),
    signer: (kid, stored) => localSigner(kid, privateKeyFromPem(unwrapPrivateKey(kek, kid, stored))),
  };
}

/**
 * The `meta` key saying when the database's files were last cleared of what signing keys kept in the
 * clear left in them. Set when a database is created (this version never stores a key in the clear);
 * missing in a database an earlier version created, which may have encrypted its keys without erasing.
 */
export const CLEAR_KEYS_ERASED = 'clear_keys_erased_at';

/** What a start did to signing keys an older database kept in the clear. */
export interface SealedKeys {
  /** Keys that were in the clear, encrypted now. */
  sealed: number;
  /**
   * Whether the database's files were cleared now of what keys kept in the clear left (the plaintext of
   * the keys sealed now, or of keys an earlier version encrypted without erasing it).
   */
  erased: boolean;
  /** False when the store could not finish erasing (a start after this one tries again). */
  complete: boolean;
}

/**
 * At start: encrypts the signing keys an older database kept in the clear, rewriting the table so that
 * their plaintext is erased from the database's files (`Store.rewriteSigningKeys`), and opens every key
 * once, so that a wrong key-encryption key stops the start instead of the first signature. A database an
 * earlier version created, and perhaps encrypted without erasing, is rewritten once too.
 */
export async function sealStoredKeys(store: Store, custody: KeyCustody, now: string): Promise<SealedKeys> {
  const rows = await store.db.selectFrom('signing_keys').select(['kid', 'private_pem']).execute();
  let clear = 0;
  for (const row of rows) {
    if (isWrapped(row.private_pem)) custody.signer(row.kid, row.private_pem);
    else clear++;
  }
  if (clear === 0 && (await store.getMeta(CLEAR_KEYS_ERASED)) !== undefined) {
    return { sealed: 0, erased: false, complete: true };
  }
  const { changed, complete } = await store.rewriteSigningKeys((row) =>
    isWrapped(row.private_pem) ? row.private_pem : custody.seal(row.kid, row.private_pem),
  );
  if (complete) await store.setMeta(store.db, CLEAR_KEYS_ERASED, now);
  return { sealed: changed, erased: true, complete };
}

/**
 * What the start says (its log, and `npm start`'s output) when it erased what signing keys kept in the
 * clear left in the database: a key once in the clear may be in copies no start can reach (backups, freed
 * disk blocks, PostgreSQL's WAL), so it is to be rotated. Null when there was nothing to erase.
 */
export function clearKeysNotice({ sealed, erased, complete }: SealedKeys): string | null {
  if (!erased) return null;
  const what =
    sealed > 0
      ? `${sealed} kept in the clear by an earlier version were encrypted and erased from the database's files`
      : "the database's files were cleared of what an earlier version may have left of signing keys it kept in the clear";
  const rotate =
    sealed > 0
      ? 'rotate every signing key this database kept in the clear'
      : 'if this database ever kept signing keys in the clear (created before they were encrypted), rotate them';
  const unfinished = complete
    ? ''
    : ' The erasing could not finish (a reader held the database): the next start tries again.';
  return `${what}; ${rotate}: copies made before (backups, freed disk blocks, the WAL) may still hold them (docs/running.md).${unfinished}`;
}
