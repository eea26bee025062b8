/**
 * Streaming digests created synchronously, with `@noble/hashes` loaded beside them: for the BMFF
 * hashes (a digest a Merkle leaf, opened mid-scan) and the writer. The data-hash path of the reader
 * (a JPEG, a PNG, …) uses `streamingDigestFor` of range-digest.ts instead, which imports
 * `@noble/hashes` only when the file needs it.
 */
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { platform } from '../platform/current.js';
import type { IncrementalSha256 } from '../platform/types.js';
import { gatheringSha256, type HashAlgorithm, type StreamingDigest, streamingOf } from './range-digest.js';

/** An incremental SHA-256: the platform's own, or `@noble/hashes`. */
export function createSha256(): IncrementalSha256 {
  return platform().createSha256?.() ?? sha256.create();
}

/** A SHA-256 gathered below `GATHER_LIMIT` (one native call), incremental past it. */
export function sha256Streaming(): StreamingDigest {
  return gatheringSha256(createSha256);
}

/** A streaming digest of `algorithm`: {@link sha256Streaming} for SHA-256, `@noble/hashes` for the others. */
export function streamingDigest(algorithm: HashAlgorithm): StreamingDigest {
  if (algorithm === 'SHA-256') return sha256Streaming();
  return streamingOf((algorithm === 'SHA-384' ? sha384 : sha512).create());
}
