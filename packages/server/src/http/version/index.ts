import type { Context } from 'hono';
import type { AppEnv, AuthContext } from '../../app-env.js';
import { CURRENT_VERSION, SUPPORTED_VERSIONS } from '../../config/server.js';
import { pinApiVersion } from '../../store/accounts.js';
import { ApiError } from '../errors/index.js';
import { header } from '../header.js';
import { prepareHeader } from '../prepared-headers.js';

/** Validates `Service-Version` when sent; an unknown value is 400 `version_unsupported`. */
export function requestedVersion(c: Context<AppEnv>): string | undefined {
  const v = header(c, 'service-version');
  if (v === undefined) return undefined;
  const value = v.trim();
  if (!SUPPORTED_VERSIONS.includes(value)) {
    throw new ApiError('version_unsupported', {
      detail: `Service-Version '${value.slice(0, 64)}' is not supported; send one of: ${SUPPORTED_VERSIONS.join(', ')}`,
      param: 'Service-Version',
    });
  }
  return value;
}

/**
 * Settles the version of an authenticated request: the header's, else the account's pinned version.
 * An account without a pin is pinned to the current version at its first request; a header never
 * moves the pin, it only changes that request.
 */
export function settleVersion(c: Context<AppEnv>, auth: AuthContext): string | Promise<string> {
  const requested = requestedVersion(c);
  const pinned = auth.account.api_version;
  // Pinned already (every request but an account's first): no promise.
  if (pinned !== null) return useVersion(c, requested ?? pinned);
  return pin(c, auth).then((p) => useVersion(c, requested ?? p));
}

function useVersion(c: Context<AppEnv>, version: string): string {
  c.set('version', version);
  prepareHeader(c, 'Service-Version', version);
  return version;
}

async function pin(c: Context<AppEnv>, auth: AuthContext): Promise<string> {
  const store = c.get('deps').store;
  const pinned = await store.transaction((trx) => pinApiVersion(trx, auth.account.id, CURRENT_VERSION), {
    changes: { auth: true },
  });
  auth.account.api_version = pinned;
  return pinned;
}
