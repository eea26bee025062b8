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
 * At start: encrypts the signing keys an older database kept in the clear (in place, each in its own
 * statement), then opens every key once, so that a wrong key-encryption key stops the start instead of
 * the first signature. Returns how many keys were encrypted now.
 */
export async function sealStoredKeys(store: Store, custody: KeyCustody): Promise<number> {
  const rows = await store.db.selectFrom('signing_keys').select(['kid', 'private_pem']).execute();
  let sealed = 0;
  for (const row of rows) {
    if (isWrapped(row.private_pem)) {
      custody.signer(row.kid, row.private_pem);
      continue;
    }
    await store.db
      .updateTable('signing_keys')
      .set({ private_pem: custody.seal(row.kid, row.private_pem) })
      .where('kid', '=', row.kid)
      .where('private_pem', '=', row.private_pem)
      .execute();
    sealed++;
  }
  return sealed;
}
