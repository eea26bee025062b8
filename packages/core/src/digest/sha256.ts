import { toHex } from '../lib/base64-encode.js';
import { constantTimeEqual } from '../lib/constant-time.js';
import { platform } from '../platform/current.js';
import { incrementalSha256 } from '../platform/incremental-sha256.js';

export type Sha256Digest = `sha256:${string}`;
export type DigestInput = Uint8Array | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

function isReadableStream(data: unknown): data is ReadableStream<Uint8Array> {
  return typeof (data as ReadableStream | null)?.getReader === 'function';
}

async function streamDigest(
  chunks: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>,
): Promise<Uint8Array> {
  const hash = await incrementalSha256();
  if (isReadableStream(chunks)) {
    const reader = chunks.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        hash.update(value);
      }
    } finally {
      reader.releaseLock();
    }
  } else {
    for await (const chunk of chunks) hash.update(chunk);
  }
  return hash.digest();
}

/**
 * SHA-256 of bytes, a `ReadableStream` or an async iterable of chunks, as `sha256:<64 lowercase hex>`
 * (the spec's digest form). Whole buffers use the platform's native digest; streams are hashed
 * incrementally without being gathered in memory. Rejects with a `TypeError` for other input.
 *
 * @example
 * ```ts
 * const digest = await sha256Digest(new Uint8Array(await file.arrayBuffer()));
 * const streamed = await sha256Digest(file.stream());
 * ```
 */
export async function sha256Digest(data: DigestInput): Promise<Sha256Digest> {
  let bytes: Uint8Array;
  if (data instanceof Uint8Array) bytes = await platform().sha256(data);
  else if (
    isReadableStream(data) ||
    typeof (data as AsyncIterable<Uint8Array>)?.[Symbol.asyncIterator] === 'function'
  ) {
    bytes = await streamDigest(data);
  } else
    throw new TypeError(
      'sha256Digest takes a Uint8Array, a ReadableStream or an async iterable of Uint8Array',
    );
  return `sha256:${toHex(bytes)}`;
}

const EXPECTED = /^(?:sha256:)?([0-9a-f]{64})$/;

/**
 * Whether `data` hashes to `expected` (`sha256:<hex>` or bare `<hex>`, lowercase). `false` for a
 * malformed `expected` or unreadable input; never throws.
 */
export async function verifyDigest(data: DigestInput, expected: string): Promise<boolean> {
  const m = typeof expected === 'string' ? EXPECTED.exec(expected) : null;
  if (!m) return false;
  try {
    const actual = await sha256Digest(data);
    return constantTimeEqual(new TextEncoder().encode(actual.slice(7)), new TextEncoder().encode(m[1]));
  } catch {
    return false;
  }
}
