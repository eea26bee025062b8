import { sql } from 'kysely';
import type { Store } from '../store/index.js';
import {
  POLICIES,
  type RateLimiter,
  type RateLimitPolicy,
  type TakeResult,
  takeResult,
} from './token-buckets.js';

/**
 * Token buckets kept in the database (PostgreSQL), so that an account's allowance holds for the whole
 * service, however many processes and hosts serve it: the same bucket arithmetic as `TokenBuckets`
 * (capacity `q`, refilled continuously at `q / w` a second), applied by one atomic upsert per request
 * (the row of a bucket is locked for that statement only), committed without waiting for the WAL flush
 * (`Store.relaxed`: a bucket lost in a crash of the database refills anyway). Times are this process's clock (`now`,
 * milliseconds); hosts behind one load balancer are expected to keep their clocks in step (NTP), and a
 * skew of a few milliseconds only moves a refill by as much.
 */
export class SharedBuckets implements RateLimiter {
  readonly enabled: boolean;
  readonly #store: Store;
  readonly #now: () => number;
  #takes = 0;

  constructor(store: Store, options: { enabled?: boolean; now?: () => number } = {}) {
    this.#store = store;
    this.enabled = options.enabled ?? true;
    this.#now = options.now ?? (() => Date.now());
  }

  async take(policy: RateLimitPolicy, subject: string): Promise<TakeResult> {
    if (!this.enabled) return { allowed: true, remaining: policy.q, reset: 0, retryAfter: 0 };
    const now = Math.round(this.#now());
    const rate = policy.q / (policy.w * 1000); // tokens per millisecond
    // PostgreSQL text holds no NUL: a space separates (policy names have none).
    const key = `${policy.name} ${subject}`;
    // `refilled` is the bucket before this request; a request is allowed when it holds a whole token.
    const refilled = sql<number>`least(${policy.q}::float8, rate_buckets.tokens + greatest(0, ${now}::float8 - rate_buckets.updated_ms) * ${rate}::float8)`;
    const { rows } = await sql<{ tokens: number; allowed: number }>`
      insert into rate_buckets (key, tokens, updated_ms, allowed)
      values (${key}, ${policy.q - 1}, ${now}, 1)
      on conflict (key) do update set
        tokens = case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end,
        allowed = case when ${refilled} >= 1 then 1 else 0 end,
        updated_ms = greatest(rate_buckets.updated_ms, ${now})
      returning tokens, allowed`.execute(this.#store.relaxed);
    const row = rows[0]!;
    // Every 1,000th take drops the buckets idle for longer than the longest window: they are full again,
    // the same as no row, so the table holds only the subjects of the last minutes (many addresses too).
    if (++this.#takes % 1000 === 0) {
      const idleMs = 2 * 1000 * Math.max(...Object.values(POLICIES).map((p) => p.w));
      void sql`delete from rate_buckets where updated_ms < ${now - idleMs}`
        .execute(this.#store.relaxed)
        .catch(() => {});
    }
    return takeResult(policy, Number(row.tokens), Number(row.allowed) === 1);
  }
}
