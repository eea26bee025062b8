/**
 * Streaming digests created synchronously, with `@noble/hashes` loaded beside them: for the BMFF
 * hashes (a digest a Merkle leaf, opened mid-scan) and the writer, chosen by digest.ts's one rule. The
 * data-hash path of the reader (a JPEG, a PNG, …) uses digest.ts's `streamingDigestFor` instead, which
 * imports `@noble/hashes` only when the file needs it.
 */
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { platform } from '../../platform/current.js';
import type { IncrementalSha256 } from '../../platform/types.js';
import { type HashAlgorithm, type StreamingDigest, streamingDigestOf } from './digest.js';

/** An incremental SHA-256: the platform's own, or `@noble/hashes`. */
export function createSha256(): IncrementalSha256 {
  return platform().createSha256?.() ?? sha256.create();
}

/** A SHA-256 gathered below `GATHER_LIMIT` (one native call), incremental past it. */
export function sha256Streaming(): StreamingDigest {
  return streamingDigestOf('SHA-256', SHA2);
}

/** A streaming digest of `algorithm`: {@link sha256Streaming} for SHA-256, `@noble/hashes` for the others. */
export function streamingDigest(algorithm: HashAlgorithm): StreamingDigest {
  return streamingDigestOf(algorithm, SHA2);
}

const SHA2 = { sha256, sha384, sha512 };
