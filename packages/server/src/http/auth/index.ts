import type { Context } from 'hono';
import type { AppEnv, AuthContext } from '../../app-env.js';
import { bytesEqual, hashApiKey, modeOfKey } from '../../keys/api-keys.js';
import { apiKeyByHash } from '../../keys/key-rows.js';
import type { CachedAuthRow } from '../../store/cache.js';
import type { Store } from '../../store/index.js';
import { ApiError } from '../errors/index.js';
import { header, headerCount } from '../header.js';

/** Every scope of the spec's restricted-key table. */
export const SCOPES = [
  'talent:read',
  'licenses:read',
  'licenses:write',
  'license_requests:write',
  'license_drafts:write',
  'mandates:read',
  'escalations:write',
  'files:write',
  'checks:write',
  'generations:write',
  'generations:read',
  'sessions:write',
  'revocations:write',
  'revocations:read',
  'usage:write',
  'usage:read',
  'statements:read',
  'statements:write',
  'webhooks:manage',
  'events:read',
] as const;

export type Scope = (typeof SCOPES)[number];

const CHALLENGE = { 'WWW-Authenticate': 'Bearer' };

/**
 * Resolves `Authorization: Bearer <key>` to its key and account. The key is hashed and looked up by
 * hash; the stored hash is then compared in constant time. Only hashes are stored.
 */
export function authenticate(c: Context<AppEnv>): AuthContext | Promise<AuthContext> {
  const authorization = header(c, 'authorization');
  if (authorization === undefined || authorization.trim() === '') {
    throw new ApiError('authentication_required', {
      detail: 'send Authorization: Bearer <API_KEY>',
      headers: CHALLENGE,
    });
  }
  if (headerCount(c, 'authorization') > 1) {
    // Node keeps the first of two Authorization headers; a proxy may keep the last. Neither is guessed.
    throw new ApiError('invalid_request', { detail: 'send one Authorization header, not several' });
  }
  const presented = hashOf(c, authorization);
  const store = c.get('deps').store;
  // With several processes on the database, first learn whether another one changed a cached row.
  const synced = store.syncCaches();
  return synced ? synced.then(() => resolveKey(store, presented)) : resolveKey(store, presented);
}

function resolveKey(store: Store, presented: PresentedKey): AuthContext | Promise<AuthContext> {
  const cached = store.cache.getAuth(presented.hex);
  // A cached key answers without a promise: this runs on every authenticated request.
  return cached ? toAuthContext(cached, presented) : lookUp(store, presented);
}

interface PresentedKey {
  authorization: string;
  hex: string;
  bytes: Buffer;
}

const LAST_KEY = Symbol('tlp.lastKey');

/**
 * Parses `Authorization` and hashes the key. The result is remembered on the connection for the next
 * request carrying the same header (clients reuse connections with one key), so that a keep-alive
 * connection hashes its key once; it lives no longer than the connection that already holds it.
 */
function hashOf(c: Context<AppEnv>, authorization: string): PresentedKey {
  const socket = (c.env as { incoming?: { socket?: Record<symbol, PresentedKey | undefined> } } | undefined)
    ?.incoming?.socket;
  const last = socket?.[LAST_KEY];
  if (last && last.authorization === authorization) return last;
  const m = /^Bearer\s+(.+?)\s*$/i.exec(authorization);
  if (!m) {
    throw new ApiError('authentication_required', {
      detail: 'the Authorization header must use the Bearer scheme: Authorization: Bearer <API_KEY>',
      headers: CHALLENGE,
    });
  }
  const key = m[1]!;
  if (modeOfKey(key) === null) {
    throw new ApiError('invalid_api_key', {
      detail: 'an API key starts with rk_test_ or rk_live_',
      headers: CHALLENGE,
    });
  }
  const hex = hashApiKey(key);
  const presented = { authorization, hex, bytes: Buffer.from(hex, 'hex') };
  if (socket) socket[LAST_KEY] = presented;
  return presented;
}

async function lookUp(store: Store, presented: PresentedKey): Promise<AuthContext> {
  const row = await apiKeyByHash(store.db, presented.hex);
  const cached = row ? store.cache.setAuth(row) : undefined;
  return toAuthContext(cached, presented);
}

function toAuthContext(row: CachedAuthRow | undefined, presented: PresentedKey): AuthContext {
  // The stored hash is compared with the presented one in constant time.
  if (!row || !bytesEqual(row.hash_bytes, presented.bytes) || row.revoked_at !== null) {
    throw new ApiError('invalid_api_key', {
      detail: 'the API key is unknown or revoked',
      headers: CHALLENGE,
    });
  }
  return {
    keyId: row.key_id,
    livemode: row.livemode === 1,
    scopes: row.scopes === null ? null : (JSON.parse(row.scopes) as string[]),
    account: {
      id: row.id,
      display_name: row.display_name,
      client_id: row.client_id,
      platform_display_name: row.platform_display_name,
      api_version: row.api_version,
      clock_offset_ms: Number(row.clock_offset_ms),
      created_at: row.created_at,
    },
  };
}

/**
 * What an endpoint demands of the key: any one of `scopes` for a restricted key, or an unrestricted
 * key, and a mode.
 */
export interface KeyRequirement {
  /** A restricted key needs one of these; omitted means any valid key (GET /account). */
  scopes?: readonly Scope[];
  /** Test helpers and connection calls need an unrestricted key. */
  unrestricted?: boolean;
  /** `test`: test-only endpoint (a live key gets 403 `livemode_mismatch`). */
  mode?: 'test' | 'live' | 'any';
}

export function checkKey(auth: AuthContext, req: KeyRequirement, what: string): void {
  const mode = req.mode ?? 'any';
  if (mode === 'test' && auth.livemode) {
    throw new ApiError('livemode_mismatch', {
      detail: `${what} is available with a test key (rk_test_) only`,
    });
  }
  if (mode === 'live' && !auth.livemode) {
    throw new ApiError('livemode_mismatch', {
      detail: `${what} is available with a live key (rk_live_) only`,
    });
  }
  if (auth.scopes === null) return;
  if (req.unrestricted) {
    throw new ApiError('insufficient_scope', {
      detail: `${what} needs an unrestricted key; a restricted key cannot call it`,
    });
  }
  if (req.scopes && !req.scopes.some((s) => auth.scopes!.includes(s))) {
    throw new ApiError('insufficient_scope', {
      detail: `${what} needs the scope ${req.scopes.join(' or ')}`,
    });
  }
}
