import { platform } from './current.js';
import type { IncrementalSha256, Platform } from './types.js';

/**
 * An incremental SHA-256: the platform's own (`node:crypto`), or `@noble/hashes` where it has none
 * (WebCrypto), imported here on first use so that a page verifying receipts alone never loads it.
 *
 * @example
 * ```ts
 * const hash = await incrementalSha256();
 * for await (const chunk of stream) hash.update(chunk);
 * const digest = hash.digest();
 * ```
 */
export async function incrementalSha256(on: Platform = platform()): Promise<IncrementalSha256> {
  if (on.createSha256) return on.createSha256();
  const { sha256 } = await import('@noble/hashes/sha2.js');
  return sha256.create();
}
