/**
 * A file read piece by piece: the bytes in memory, or a `Blob` (a browser `File`, Node's
 * `fs.openAsBlob(path)`, which reads from disk). Large media are verified through this, so that only the
 * pieces being read are held in memory.
 */
import { type ByteSource, isBlob } from '../../lib/media-input.js';

export { type ByteSource, isBlob, isByteSource, type MediaInput } from '../../lib/media-input.js';

/** A source over bytes in memory (reads are views, not copies). */
export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    read: async (start, end) => bytes.subarray(Math.max(0, start), Math.min(bytes.length, end)),
  };
}

/** A source over a `Blob`: each read is one `slice(...).arrayBuffer()`. */
export function blobSource(blob: Blob): ByteSource {
  return {
    size: blob.size,
    read: async (start, end) => {
      const from = Math.max(0, start);
      const to = Math.min(blob.size, end);
      if (to <= from) return new Uint8Array(0);
      return new Uint8Array(await blob.slice(from, to).arrayBuffer());
    },
  };
}

/** A file read piece by piece: a `Blob`'s slices, or the caller's source itself. */
export function sourceOf(input: Blob | ByteSource): ByteSource {
  return isBlob(input) ? blobSource(input) : input;
}

/** The size of the slices a large file is hashed in. */
export const SLICE_BYTES = 4 * 1024 * 1024;

/** What a parser written once for bytes in memory and for sources asks for: the file's bytes `[start, end)`. */
export interface ReadRequest {
  start: number;
  end: number;
}

/**
 * A parser as a generator: it yields the ranges it needs and is given their bytes (fewer at the file's
 * end), then returns its result. {@link parseBytes} runs it over bytes in memory, at once;
 * {@link parseSource} over a source, reading windows of it (a parser that reads many small pieces, a
 * directory's entries or chunk headers, reads each window once).
 */
export type Parser<T> = Generator<ReadRequest, T, Uint8Array>;

/** Runs `parser` over `bytes` (each request a view). */
export function parseBytes<T>(bytes: Uint8Array, parser: Parser<T>): T {
  let step = parser.next();
  while (!step.done) {
    const { start, end } = step.value;
    step = parser.next(bytes.subarray(Math.max(0, start), Math.max(0, Math.min(bytes.length, end))));
  }
  return step.value;
}

/** The size of the windows {@link parseSource} reads. */
const WINDOW_BYTES = 64 * 1024;

/** Runs `parser` over `source`: a request inside the window last read is served from it, a large one read as it is. */
export async function parseSource<T>(source: ByteSource, parser: Parser<T>): Promise<T> {
  let window: { start: number; bytes: Uint8Array } = { start: 0, bytes: new Uint8Array(0) };
  let step = parser.next();
  while (!step.done) {
    const start = Math.max(0, Math.min(step.value.start, source.size));
    const end = Math.max(start, Math.min(step.value.end, source.size));
    let bytes: Uint8Array;
    if (start >= window.start && end <= window.start + window.bytes.length) {
      bytes = window.bytes.subarray(start - window.start, end - window.start);
    } else if (end - start > WINDOW_BYTES) {
      bytes = await source.read(start, end);
    } else {
      window = { start, bytes: await source.read(start, Math.min(source.size, start + WINDOW_BYTES)) };
      bytes = window.bytes.subarray(0, end - start);
    }
    step = parser.next(bytes);
  }
  return step.value;
}
