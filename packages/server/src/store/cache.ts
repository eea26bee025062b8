import type { LicenseTable } from './schema.js';

/** A cached key row, with its hash decoded once for the constant-time comparison. */
export type CachedAuthRow = AuthRow & { hash_bytes: Buffer };

/** The row `authenticate` reads: a key joined with its account. */
export interface AuthRow {
  key_id: string;
  hash: string;
  livemode: number;
  scopes: string | null;
  revoked_at: string | null;
  id: string;
  display_name: string;
  client_id: string;
  platform_display_name: string;
  api_version: string | null;
  clock_offset_ms: number;
  created_at: string;
}

export interface LicenseEntry {
  row: LicenseTable;
  /** The rendered JSON body as UTF-8 bytes, made on first read. */
  body?: Uint8Array;
}

const MAX_ENTRIES = 10_000;

/**
 * Read-through caches of the two rows every hot read needs: an API key with its account, and a license
 * (with its rendered body). Only hits are cached, never misses. Every write of what they hold is a
 * transaction that says so (`Store.transaction(fn, { changes })`): once it committed, this process forgets
 * it here, and when several processes share the database (the server's workers, other hosts), the same
 * transaction raised the `cache_epoch` kept in the database: each process compares it
 * at the start of every authenticated request (`Store.syncCaches`) and forgets everything when it moved, so
 * no request that starts after a change was acknowledged reads what the change replaced. On PostgreSQL
 * the raise is also notified (`NOTIFY`) and, while a process's listening connection is live, the
 * notification replaces the per-request read (`postgres/epoch-listener.ts`).
 */
export class ReadCache {
  readonly enabled: boolean;
  readonly #auth = new Map<string, CachedAuthRow>();
  readonly #licenses = new Map<string, LicenseEntry>();
  /** Lookups so far, by cache: what the metrics report as the hit ratio (`tlp_cache_lookups_total`). */
  readonly lookups = { keys: { hits: 0, misses: 0 }, licenses: { hits: 0, misses: 0 } };

  constructor(enabled = true) {
    this.enabled = enabled;
  }

  getAuth(hash: string): CachedAuthRow | undefined {
    const row = this.#auth.get(hash);
    if (row) this.lookups.keys.hits++;
    else this.lookups.keys.misses++;
    return row;
  }

  setAuth(row: AuthRow): CachedAuthRow {
    const cached = { ...row, hash_bytes: Buffer.from(row.hash, 'hex') };
    if (!this.enabled) return cached;
    if (this.#auth.size >= MAX_ENTRIES) this.#auth.clear();
    this.#auth.set(row.hash, cached);
    return cached;
  }

  /** After any change to keys or accounts (revocation, version pin, clock offset). */
  forgetAuth(): void {
    this.#auth.clear();
  }

  getLicense(id: string): LicenseEntry | undefined {
    const entry = this.#licenses.get(id);
    if (entry) this.lookups.licenses.hits++;
    else this.lookups.licenses.misses++;
    return entry;
  }

  setLicense(row: LicenseTable): LicenseEntry {
    const entry: LicenseEntry = { row };
    if (!this.enabled) return entry;
    if (this.#licenses.size >= MAX_ENTRIES) this.#licenses.clear();
    this.#licenses.set(row.id, entry);
    return entry;
  }

  /** Rises at every license change: caches derived from licenses compare it. */
  licenseEpoch = 0;

  forgetLicense(id: string): void {
    this.licenseEpoch++;
    this.#licenses.delete(id);
  }

  /** Everything (another process changed something). */
  forgetAll(): void {
    this.licenseEpoch++;
    this.#licenses.clear();
    this.#auth.clear();
  }
}
