import type { AuthContext } from '../app-env.js';
import { Refusal } from '../lib/refusal.js';

/**
 * The one rule for reading an object by ID: one the caller's account does not own (or none at all) is
 * `resource_not_found`, so that IDs of other accounts are not disclosed; the caller's own object of the
 * other mode is `livemode_mismatch`, naming the key to use. Returns the row when both hold, else throws
 * the {@link Refusal}.
 *
 * @example
 * ```ts
 * const row = requireOwn(auth, found, (r) => r.account_id === auth.account.id, { what: 'check', id });
 * ```
 */
export function requireOwn<R extends { livemode: number }>(
  auth: AuthContext,
  row: R | undefined,
  owns: (row: R) => boolean,
  target: { what: string; id: string; param?: string },
): R {
  if (!row || !owns(row)) {
    throw new Refusal('resource_not_found', target.param, `no ${target.what} ${target.id} for this account`);
  }
  if ((row.livemode === 1) !== auth.livemode) {
    const mode = row.livemode === 1 ? 'live' : 'test';
    throw new Refusal(
      'livemode_mismatch',
      undefined,
      `${target.id} is a ${mode} ${target.what}; use a ${mode} key`,
    );
  }
  return row;
}
