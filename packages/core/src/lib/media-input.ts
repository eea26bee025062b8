/**
 * What a file given to the verifier is: its bytes, a `Blob`, or a {@link ByteSource} of the caller's. Told
 * apart from a receipt (text or object) by the session before any C2PA code loads, so it lives here, not
 * with the readers (`c2pa/asset/byte-source.ts`, which reads them).
 */

export interface ByteSource {
  /** The file's length in bytes. */
  readonly size: number;
  /** Bytes `[start, end)`, clamped to the file (fewer at its end). */
  read(start: number, end: number): Promise<Uint8Array>;
}

/** Whether `value` is a `Blob` (a `File` is one), without needing the global in every runtime. */
export function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** Whether `value` is a {@link ByteSource} of the caller's own (a size and a `read`), not bytes or a `Blob`. */
export function isByteSource(value: unknown): value is ByteSource {
  if (typeof value !== 'object' || value === null || value instanceof Uint8Array || isBlob(value))
    return false;
  const source = value as Partial<ByteSource>;
  return (
    typeof source.read === 'function' &&
    typeof source.size === 'number' &&
    Number.isSafeInteger(source.size) &&
    source.size >= 0
  );
}

/**
 * A file as the verifier takes it: its bytes in memory, a `Blob` (a browser `File`, Node's
 * `fs.openAsBlob(path)`), or a {@link ByteSource} of the caller's (a file read piece by piece some other way).
 */
export type MediaInput = Uint8Array | Blob | ByteSource;
