import { requireOwn } from '../account/ownership.js';
import type { AppDeps, AuthContext } from '../app-env.js';
import { type MaybePromise, maybeThen } from '../lib/maybe-promise.js';
import { Refusal } from '../lib/refusal.js';
import type { LicenseEntry } from '../store/cache.js';
import type { LicenseTable } from '../store/schema.js';
import { findLicense } from './license-rows.js';

/** The statuses a list of licenses filters by. */
export const LICENSE_STATUSES = ['active', 'pending', 'suspended', 'void'] as const;
export type LicenseStatusFilter = (typeof LICENSE_STATUSES)[number];

/**
 * `void` (revoked) filters live licenses only: in test mode it is refused (the spec's sandbox refuses it),
 * on `status` as any other value the filter does not take.
 */
export function refuseTestVoid(auth: AuthContext, status: LicenseStatusFilter | undefined): void {
  if (status !== 'void' || auth.livemode) return;
  const test = LICENSE_STATUSES.filter((s) => s !== 'void').join(', ');
  throw new Refusal(
    'parameter_invalid',
    'status',
    `status must be one of ${test} (void is a live filter only)`,
  );
}

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
): MaybePromise<LicenseEntry> {
  return maybeThen(findLicense(deps.store, id), (entry) => ownEntry(auth, id, entry));
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
