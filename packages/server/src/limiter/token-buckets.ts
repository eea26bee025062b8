/** A policy of the spec's Limits table: `q` requests per `w` seconds. */
export interface RateLimitPolicy {
  name: string;
  q: number;
  w: number;
}

export const POLICIES = {
  checks: { name: 'checks', q: 20, w: 1 },
  generations: { name: 'generations', q: 5, w: 1 },
  default: { name: 'default', q: 5, w: 1 },
  receipts: { name: 'receipts', q: 10, w: 60 },
  /** Every request without a key, from all addresses together (a ceiling above the per-address one). */
  keyless: { name: 'keyless', q: 600, w: 60 },
} as const satisfies Record<string, RateLimitPolicy>;

export interface TakeResult {
  allowed: boolean;
  /** Whole requests left in the bucket after this one. */
  remaining: number;
  /** Seconds until the bucket is full again. */
  reset: number;
  /** Seconds until one request is allowed (when refused). */
  retryAfter: number;
}

interface Bucket {
  tokens: number;
  updated: number;
}

/** The answer of a take, from the tokens left in the bucket after it (the one arithmetic of every limiter). */
export function takeResult(policy: RateLimitPolicy, tokens: number, allowed: boolean): TakeResult {
  const rate = policy.q / (policy.w * 1000); // tokens per millisecond
  const reset = Math.ceil((policy.q - tokens) / rate / 1000);
  const retryAfter = allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / rate / 1000));
  return { allowed, remaining: Math.floor(tokens), reset, retryAfter };
}

export interface RateLimiter {
  readonly enabled: boolean;
  /** Takes one request from the subject's bucket (a promise when the buckets are in the database). */
  take(policy: RateLimitPolicy, subject: string): TakeResult | Promise<TakeResult>;
}

/** Buckets kept at most by one process (`TokenBuckets`): past it the least recently used is forgotten. */
export const MAX_BUCKETS = 10_000;

/**
 * Token buckets kept in this process's memory, one per policy and subject (an account, or an IP address
 * for public receipt reads): capacity `q`, refilled continuously at `q / w` per second. This is a
 * per-process allowance, not a fleet-wide quota, exactly as the spec describes the sandbox. At most
 * `maxBuckets` are kept: the map is in order of last use, and a new bucket past the cap evicts the least
 * recently used one (constant time, whatever the number of addresses seen).
 */
export class TokenBuckets implements RateLimiter {
  readonly enabled: boolean;
  readonly #now: () => number;
  readonly #max: number;
  readonly #buckets = new Map<string, Bucket>();

  constructor(options: { enabled?: boolean; now?: () => number; maxBuckets?: number } = {}) {
    this.enabled = options.enabled ?? true;
    this.#now = options.now ?? (() => performance.now());
    this.#max = options.maxBuckets ?? MAX_BUCKETS;
  }

  /** Buckets held now (at most `maxBuckets`). */
  get size(): number {
    return this.#buckets.size;
  }

  take(policy: RateLimitPolicy, subject: string): TakeResult {
    if (!this.enabled) return { allowed: true, remaining: policy.q, reset: 0, retryAfter: 0 };
    const now = this.#now();
    const rate = policy.q / (policy.w * 1000); // tokens per millisecond
    const key = `${policy.name}\u0000${subject}`;
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      if (this.#buckets.size >= this.#max) this.#buckets.delete(this.#buckets.keys().next().value as string);
      bucket = { tokens: policy.q, updated: now };
    } else {
      // Moved to the end: the map stays in order of last use.
      this.#buckets.delete(key);
      bucket.tokens = Math.min(policy.q, bucket.tokens + (now - bucket.updated) * rate);
      bucket.updated = now;
    }
    this.#buckets.set(key, bucket);
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    return takeResult(policy, bucket.tokens, allowed);
  }
}
