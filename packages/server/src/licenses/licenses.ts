import type { AppDeps, AuthContext } from '../app-env.js';
import { requireOwn } from '../http/auth/ownership.js';
import type { LicenseEntry } from '../store/cache.js';
import type { LicenseTable } from '../store/schema.js';
import { findLicense } from './license-rows.js';

/**
 * Loads a license the caller may read: one it holds as licensee or issued. Another account's license
 * is 404; the caller's own license of the other mode is 403 `livemode_mismatch`.
 */
export async function loadOwnLicense(deps: AppDeps, auth: AuthContext, id: string): Promise<LicenseTable> {
  return (await loadOwnLicenseEntry(deps, auth, id)).row;
}

/** {@link loadOwnLicense} with the cache entry; a cached license is checked and answered without a promise. */
export function loadOwnLicenseEntry(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
): LicenseEntry | Promise<LicenseEntry> {
  const found = findLicense(deps.store, id);
  return found instanceof Promise ? found.then((e) => ownEntry(auth, id, e)) : ownEntry(auth, id, found);
}

function ownEntry(auth: AuthContext, id: string, entry: LicenseEntry | undefined): LicenseEntry {
  requireOwn(
    auth,
    entry?.row,
    (r) => r.licensee_id === auth.account.id || r.issued_by_account === auth.account.id,
    { what: 'license', id },
  );
  return entry!;
}
