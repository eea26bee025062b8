/**
 * Hashing a file around its manifest without copying it: SHA-256 ranges are hashed as they come
 * ({@link gatheringSha256}), so verification holds the file once (gathering every range into one
 * buffer first would hold a second copy of the whole file). The digests C2PA hashes and hashed URIs
 * name: SHA-256, SHA-384, SHA-512.
 */
import { toHex } from '../lib/base64url.js';
import { bs } from '../lib/webcrypto.js';
import { platform } from '../platform/current.js';
import { type ByteSource, SLICE_BYTES } from './byte-source.js';
import type { ByteRange, Patch } from './container.js';
import { concat } from './formats/bytes.js';

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

/**
 * A streaming digest of `algorithm` for at most `size` bytes (unknown: `Infinity`). `@noble/hashes`
 * is imported only when it is needed: for SHA-384 and SHA-512, and for a SHA-256 past `GATHER_LIMIT`
 * where the platform has no incremental hash of its own (WebCrypto). A JPEG of a few megabytes is
 * hashed in the browser by WebCrypto alone. (The BMFF code and the writer use streaming-digest.ts.)
 */
export async function streamingDigestFor(
  algorithm: HashAlgorithm,
  size = Number.POSITIVE_INFINITY,
): Promise<StreamingDigest> {
  const own = platform().createSha256;
  if (algorithm === 'SHA-256' && (own || size <= GATHER_LIMIT))
    return gatheringSha256(own ? () => platform().createSha256!() : null);
  const { sha256, sha384, sha512 } = await import('@noble/hashes/sha2.js');
  if (algorithm === 'SHA-256') return gatheringSha256(() => sha256.create());
  return streamingOf((algorithm === 'SHA-384' ? sha384 : sha512).create());
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

/** Hashes `bytes` (found at `start` in the file) with the (sorted) `patches` laid over them, copying nothing. */
export function updatePatched(
  hash: { update(data: Uint8Array): unknown },
  bytes: Uint8Array,
  start: number,
  patches: readonly Patch[],
): void {
  const end = start + bytes.length;
  let at = start;
  for (const p of patches) {
    const pEnd = p.at + p.bytes.length;
    if (pEnd <= at) continue;
    if (p.at >= end) break;
    const from = Math.max(p.at, at);
    if (from > at) hash.update(bytes.subarray(at - start, from - start));
    const to = Math.min(pEnd, end);
    hash.update(p.bytes.subarray(from - p.at, to - p.at));
    at = to;
  }
  if (at < end) hash.update(bytes.subarray(at - start));
}

const sortedPatches = (patches: readonly Patch[]) =>
  patches.every((p, i) => i === 0 || (patches[i - 1] as Patch).at <= p.at)
    ? patches
    : [...patches].sort((a, b) => a.at - b.at);

/**
 * `sha256:<hex>` of `bytes` without `ranges` (sorted, non-overlapping) and with `patches` laid over
 * them, hashed piece by piece: the same digest as hashing `contentOf(bytes, location)`, without
 * building that copy.
 */
export async function digestWithoutRanges(
  bytes: Uint8Array,
  ranges: readonly ByteRange[],
  patches: readonly Patch[] = [],
): Promise<`sha256:${string}`> {
  if (ranges.length === 0 && patches.length === 0) return `sha256:${toHex(await platform().sha256(bytes))}`;
  const hash = await streamingDigestFor('SHA-256', bytes.length);
  const sorted = sortedPatches(patches);
  const piece = (start: number, end: number) => {
    if (end > start) updatePatched(hash, bytes.subarray(start, end), start, sorted);
  };
  let at = 0;
  for (const r of ranges) {
    piece(at, r.start);
    at = Math.max(at, r.end);
  }
  piece(at, bytes.length);
  return `sha256:${toHex(await hash.final())}`;
}

/**
 * {@link digestWithoutRanges} of a file read through `source`, in slices of {@link SLICE_BYTES}: the
 * same digest, with one slice in memory at a time.
 */
export async function digestOfSourceWithoutRanges(
  source: ByteSource,
  ranges: readonly ByteRange[],
  patches: readonly Patch[] = [],
): Promise<`sha256:${string}`> {
  const hash = await streamingDigestFor('SHA-256', source.size);
  const sorted = sortedPatches(patches);
  const piece = async (start: number, end: number) => {
    for (let at = start; at < end; at += SLICE_BYTES) {
      updatePatched(hash, await source.read(at, Math.min(end, at + SLICE_BYTES)), at, sorted);
    }
  };
  let at = 0;
  for (const r of ranges) {
    await piece(at, r.start);
    at = Math.max(at, r.end);
  }
  await piece(at, source.size);
  return `sha256:${toHex(await hash.final())}`;
}
