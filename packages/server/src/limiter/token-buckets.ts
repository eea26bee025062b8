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

/**
 * Token buckets kept in this process's memory, one per policy and subject (an account, or an IP address
 * for public receipt reads): capacity `q`, refilled continuously at `q / w` per second. This is a
 * per-process allowance, not a fleet-wide quota, exactly as the spec describes the sandbox.
 */
export class TokenBuckets implements RateLimiter {
  readonly enabled: boolean;
  readonly #now: () => number;
  readonly #buckets = new Map<string, Bucket>();

  constructor(options: { enabled?: boolean; now?: () => number } = {}) {
    this.enabled = options.enabled ?? true;
    this.#now = options.now ?? (() => performance.now());
  }

  take(policy: RateLimitPolicy, subject: string): TakeResult {
    if (!this.enabled) return { allowed: true, remaining: policy.q, reset: 0, retryAfter: 0 };
    const now = this.#now();
    const rate = policy.q / (policy.w * 1000); // tokens per millisecond
    const key = `${policy.name}\u0000${subject}`;
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      if (this.#buckets.size >= 10_000) this.#sweep(now);
      bucket = { tokens: policy.q, updated: now };
      this.#buckets.set(key, bucket);
    } else {
      bucket.tokens = Math.min(policy.q, bucket.tokens + (now - bucket.updated) * rate);
      bucket.updated = now;
    }
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    return takeResult(policy, bucket.tokens, allowed);
  }

  /** Forgets buckets that have refilled completely: they are indistinguishable from new ones. */
  #sweep(now: number): void {
    for (const [key, bucket] of this.#buckets) {
      const name = key.slice(0, key.indexOf('\u0000'));
      const policy = (POLICIES as Record<string, RateLimitPolicy>)[name];
      if (!policy) continue;
      const tokens = bucket.tokens + ((now - bucket.updated) * policy.q) / (policy.w * 1000);
      if (tokens >= policy.q) this.#buckets.delete(key);
    }
  }
}
