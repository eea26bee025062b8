import { randomFillSync } from 'node:crypto';

/** Bytes drawn from the system's generator at a time. */
const POOL_BYTES = 4096;
/** Larger requests are drawn on their own. */
const MOST_POOLED = 256;

const pool = Buffer.allocUnsafe(POOL_BYTES);
let taken = POOL_BYTES;

/**
 * `n` random bytes of `crypto.randomFillSync` (the system's CSPRNG), drawn 4 KiB at a time and handed out
 * once each, as Node's own `randomUUID` does: a draw costs about 5 µs whatever its size, and a check
 * needs several small ones (IDs, a token's `jti`). The bytes returned are a copy, the caller's to keep.
 */
export function randomBytes(n: number): Buffer {
  const out = Buffer.allocUnsafe(n);
  if (n > MOST_POOLED) return randomFillSync(out);
  if (taken + n > POOL_BYTES) {
    randomFillSync(pool);
    taken = 0;
  }
  pool.copy(out, 0, taken, taken + n);
  // What is handed out is not handed out again.
  pool.fill(0, taken, taken + n);
  taken += n;
  return out;
}
