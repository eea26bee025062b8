/**
 * The digests C2PA hashes and hashed URIs name (SHA-256, SHA-384, SHA-512), fed piece by piece, and
 * the one place that chooses how each is computed on this platform.
 */
import { bs } from '../../lib/webcrypto.js';
import { platform } from '../../platform/current.js';
import { concat } from '../asset/bytes.js';

/** Below this many bytes, gathered ranges are hashed in one call (WebCrypto's native digest in browsers). */
const GATHER_LIMIT = 4 * 1024 * 1024;

/** The hash algorithms of C2PA (`alg` `sha256`, `sha384`, `sha512`), by their WebCrypto names. */
export type HashAlgorithm = 'SHA-256' | 'SHA-384' | 'SHA-512';

/** A digest fed piece by piece. */
export interface StreamingDigest {
  update(data: Uint8Array): void;
  final(): Promise<Uint8Array>;
}

/** C2PA's `alg` name (`sha256`, …) as a {@link HashAlgorithm}, or `undefined` when it is none of them. */
export function hashAlgorithmOf(alg: unknown): HashAlgorithm | undefined {
  return alg === 'sha256'
    ? 'SHA-256'
    : alg === 'sha384'
      ? 'SHA-384'
      : alg === 'sha512'
        ? 'SHA-512'
        : undefined;
}

/** The digest's length in bytes. */
export const digestLength = (algorithm: HashAlgorithm) =>
  algorithm === 'SHA-256' ? 32 : algorithm === 'SHA-384' ? 48 : 64;

/** The digest of `data` (SHA-256 through the platform, the others through WebCrypto). */
export async function digestOf(data: Uint8Array, algorithm: HashAlgorithm): Promise<Uint8Array> {
  if (algorithm === 'SHA-256') return platform().sha256(data);
  return new Uint8Array(await crypto.subtle.digest(algorithm, bs(data)));
}

/** A digest of the SHA-2 family fed chunk by chunk (what `@noble/hashes`' `create()` returns). */
export interface IncrementalDigest {
  update(data: Uint8Array): unknown;
  digest(): Uint8Array;
}

/** `hash` as a {@link StreamingDigest}. */
export function streamingOf(hash: IncrementalDigest): StreamingDigest {
  return {
    update(data) {
      hash.update(data);
    },
    final: async () => hash.digest(),
  };
}

/** The SHA-2 functions of `@noble/hashes/sha2.js` that a digest may need. */
export interface Sha2Functions {
  sha256: { create(): IncrementalDigest };
  sha384: { create(): IncrementalDigest };
  sha512: { create(): IncrementalDigest };
}

/**
 * Whether a digest of `algorithm` over at most `size` bytes needs `@noble/hashes`: for SHA-384 and
 * SHA-512, and for a SHA-256 past `GATHER_LIMIT` where the platform has no incremental hash of its own
 * (WebCrypto). A JPEG of a few megabytes is hashed in the browser by WebCrypto alone.
 */
export function needsSha2Functions(algorithm: HashAlgorithm, size: number): boolean {
  return !(algorithm === 'SHA-256' && (platform().createSha256 || size <= GATHER_LIMIT));
}

/**
 * The one choice of a streaming digest of `algorithm`:
 * SHA-256 gathered below `GATHER_LIMIT` and incremental past it (the platform's own, else `sha2`'s),
 * SHA-384 and SHA-512 from `sha2`. `sha2` may be null where {@link needsSha2Functions} is false (then a
 * SHA-256 is gathered whole: the data is known to stay below the limit).
 */
export function streamingDigestOf(algorithm: HashAlgorithm, sha2: Sha2Functions | null): StreamingDigest {
  if (algorithm === 'SHA-256') {
    const own = platform().createSha256;
    if (own) return gatheringSha256(() => own());
    return gatheringSha256(sha2 ? () => sha2.sha256.create() : null);
  }
  if (!sha2) throw new Error(`${algorithm} needs @noble/hashes`);
  return streamingOf((algorithm === 'SHA-384' ? sha2.sha384 : sha2.sha512).create());
}

/**
 * {@link streamingDigestOf}, importing `@noble/hashes` only when the digest needs it (the reader's
 * path; the BMFF code and the writer, which load it anyway, use streaming-digest.ts).
 */
export async function streamingDigestFor(
  algorithm: HashAlgorithm,
  size = Number.POSITIVE_INFINITY,
): Promise<StreamingDigest> {
  const sha2 = needsSha2Functions(algorithm, size) ? await import('@noble/hashes/sha2.js') : null;
  return streamingDigestOf(algorithm, sha2);
}

function joined(parts: Uint8Array[]): Uint8Array {
  return parts.length === 1 ? parts[0]! : concat(parts);
}

/**
 * A SHA-256 streaming digest that hashes incrementally (`incremental()`: the platform's `createSha256`,
 * `node:crypto` in Node, or `@noble/hashes`) once the data passed `GATHER_LIMIT`, and in one native
 * call below it; with no `incremental`, everything is gathered (for data known to stay below the limit).
 * The ranges are views of the caller's buffer: nothing is copied in either case past the limit.
 */
export function gatheringSha256(incremental: (() => IncrementalDigest) | null): StreamingDigest {
  let parts: Uint8Array[] | null = [];
  let gathered = 0;
  let hash: IncrementalDigest | null = null;
  return {
    update(data) {
      if (hash) {
        hash.update(data);
        return;
      }
      parts!.push(data);
      gathered += data.length;
      if (gathered > GATHER_LIMIT && incremental) {
        hash = incremental();
        for (const part of parts!) hash.update(part);
        parts = null;
      }
    },
    async final() {
      if (hash) return hash.digest();
      return platform().sha256(joined(parts!));
    },
  };
}
