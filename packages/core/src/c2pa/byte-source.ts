/**
 * A file read piece by piece: the bytes in memory, or a `Blob` (a browser `File`, Node's
 * `fs.openAsBlob(path)`, which reads from disk). Large media are verified through this, so that only the
 * pieces being read are held in memory.
 */

export interface ByteSource {
  /** The file's length in bytes. */
  readonly size: number;
  /** Bytes `[start, end)`, clamped to the file (fewer at its end). */
  read(start: number, end: number): Promise<Uint8Array>;
}

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

/** Whether `value` is a `Blob` (a `File` is one), without needing the global in every runtime. */
export function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** The size of the slices a large file is hashed in. */
export const SLICE_BYTES = 4 * 1024 * 1024;
