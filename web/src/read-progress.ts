/**
 * A `File` whose reads are counted: the library reads a file through `slice(start, end).arrayBuffer()`
 * (a video in 4 MB slices), so each slice read reports how far it got. Nothing is copied: the slices are
 * the file's own.
 */
export function withReadProgress(file: Blob, onRead: (readBytes: number, size: number) => void): Blob {
  let read = 0;
  class CountedFile extends Blob {
    override slice(start?: number, end?: number, contentType?: string): Blob {
      const part = file.slice(start, end, contentType);
      const readPart = part.arrayBuffer.bind(part);
      const arrayBuffer = async () => {
        const bytes = await readPart();
        read = Math.min(file.size, read + bytes.byteLength);
        onRead(read, file.size);
        return bytes;
      };
      return Object.assign(part, { arrayBuffer });
    }
  }
  const counted = new CountedFile([file], { type: file.type });
  return Object.defineProperty(counted, 'name', { value: (file as File).name ?? 'file' });
}
