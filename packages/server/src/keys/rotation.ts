import type { AppDeps } from '../app-env.js';
import { DAY_MS } from '../clock.js';
import { LIVE_KEY_PUBLICATION_DAYS } from '../fixtures/seed.js';
import { forgetKeyRing } from '../sign/tokens.js';
import { insertSigningKeys } from './key-rows.js';
import { generateSigningKey } from './signing-keys.js';

export class RotationError extends Error {
  override name = 'RotationError';
}

/**
 * Rotation, step 1: a new signing key of `mode` is made, encrypted by the key custody, and published in
 * the JWKS at once (`published`: it does not sign yet), so that verifiers holding a cached JWKS learn it
 * before any receipt carries its `kid`. Returns its `kid`.
 */
export async function publishSigningKey(
  deps: Pick<AppDeps, 'store' | 'keyCustody'>,
  mode: 'test' | 'live',
  now: Date,
): Promise<string> {
  const key = generateSigningKey(mode);
  await insertSigningKeys(deps.store.db, [
    {
      kid: key.kid,
      livemode: mode === 'live' ? 1 : 0,
      private_pem: deps.keyCustody.seal(key.kid, key.privatePem),
      public_jwk: JSON.stringify(key.publicJwk),
      status: 'published',
      activates_at: null,
      created_at: now.toISOString(),
    },
  ]);
  forgetKeyRing(deps.store);
  return key.kid;
}

/**
 * Rotation, step 2: the published key `kid` signs from now on; the key that signed before is `retired`,
 * and stays in the JWKS for good, so every receipt it signed still verifies. A live key must have been
 * published for {@link LIVE_KEY_PUBLICATION_DAYS} days first (the spec's publication period); a test key
 * may sign at once. Other processes serving the database sign with the new key once restarted.
 */
export async function activateSigningKey(
  deps: Pick<AppDeps, 'store'>,
  kid: string,
  now: Date,
): Promise<void> {
  await deps.store.transaction(async (trx) => {
    const row = await trx.selectFrom('signing_keys').selectAll().where('kid', '=', kid).executeTakeFirst();
    if (!row) throw new RotationError(`no signing key ${kid}`);
    if (row.status !== 'published') throw new RotationError(`${kid} is ${row.status}, not published`);
    const publishedMs = now.getTime() - Date.parse(row.created_at);
    if (row.livemode === 1 && publishedMs < LIVE_KEY_PUBLICATION_DAYS * DAY_MS) {
      throw new RotationError(
        `${kid} was published ${Math.floor(publishedMs / DAY_MS)} days ago; a live key signs only after ${LIVE_KEY_PUBLICATION_DAYS} days in the JWKS`,
      );
    }
    await trx
      .updateTable('signing_keys')
      .set({ status: 'retired' })
      .where('livemode', '=', row.livemode)
      .where('status', '=', 'active')
      .execute();
    await trx
      .updateTable('signing_keys')
      .set({ status: 'active', activates_at: now.toISOString() })
      .where('kid', '=', kid)
      .execute();
  });
  forgetKeyRing(deps.store);
}
