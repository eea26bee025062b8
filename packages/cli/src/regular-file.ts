/**
 * Opening a file to verify it, whatever a path turns out to be: a FIFO with no writer, a socket, a device
 * (`/dev/zero`), a folder, or a path swapped for another while it is opened. Only a regular file is read,
 * and the descriptor that was checked is the one every byte is read from, so no check-then-open race
 * lets something else in.
 */
import { closeSync, constants, fstatSync, openSync, read, type Stats, statSync } from 'node:fs';

/** What a path is when it is not a regular file, in words (`a FIFO (named pipe)`), or null for a regular file. */
export function specialKind(info: Stats): string | null {
  if (info.isFile()) return null;
  if (info.isDirectory()) return 'a folder';
  if (info.isFIFO()) return 'a FIFO (named pipe)';
  if (info.isSocket()) return 'a socket';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  return 'not a regular file';
}

/** An open regular file (its descriptor and size when opened), or why not (`code` as `Result` codes). */
export type Opened =
  | { ok: true; fd: number; size: number }
  | { ok: false; code: 'not_found' | 'unreadable' | 'unsupported_input'; message: string };

const notRegular = (kind: string): Opened => ({
  ok: false,
  code: 'unsupported_input',
  message: `${kind}, not a regular file: it is not read`,
});

/**
 * Opens `path` for reading only when it is a regular file. A path that is already something else is refused
 * before it is opened (opening a device can have effects of its own); the open itself never waits
 * (`O_NONBLOCK`: a FIFO with no writer, a terminal) and takes no controlling terminal (`O_NOCTTY`); then the
 * opened descriptor is `fstat`ed and anything but a regular file is closed unread. The caller closes `fd`.
 */
export function openRegularFile(path: string): Opened {
  try {
    const before = specialKind(statSync(path));
    if (before) return notRegular(before);
  } catch (error) {
    return failedOpen(error);
  }
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (error) {
    return failedOpen(error);
  }
  try {
    const info = fstatSync(fd);
    const kind = specialKind(info);
    if (kind) {
      closeSync(fd);
      return notRegular(kind);
    }
    return { ok: true, fd, size: info.size };
  } catch (error) {
    closeSync(fd);
    return failedOpen(error);
  }
}

function failedOpen(error: unknown): Opened {
  const code = (error as NodeJS.ErrnoException).code;
  // Opening a socket is ENXIO; a path swapped between the stat and the open lands here too.
  if (code === 'ENXIO') return notRegular('a socket or a device with nothing behind it');
  return {
    ok: false,
    code: code === 'ENOENT' || code === 'ENOTDIR' ? 'not_found' : 'unreadable',
    message: `cannot read the file: ${(error as Error).message}`,
  };
}

/** Reads `length` bytes at `position` of `fd` (fewer at the end of the file), without blocking the thread. */
function readAt(fd: number, position: number, length: number): Promise<Uint8Array> {
  const buffer = new Uint8Array(length);
  const step = (at: number): Promise<Uint8Array> =>
    new Promise((resolve, reject) => {
      read(fd, buffer, at, length - at, position + at, (error, n) => {
        if (error) reject(error);
        else if (n === 0 || at + n === length) resolve(buffer.subarray(0, at + n));
        else resolve(step(at + n));
      });
    });
  return length === 0 ? Promise.resolve(buffer) : step(0);
}

/**
 * A `Blob` over bytes `[start, end)` of an open descriptor: what `@tlp/core` reads a large medium through
 * (`size`, `slice`, `arrayBuffer`), read from the very file that was checked, never by its path again (as
 * `fs.openAsBlob` would, at every read). Reads stop with an error once `signal` aborts (a tool call that
 * timed out stops reading at its next slice). The descriptor must stay open while the blob is read.
 */
export class DescriptorBlob extends Blob {
  constructor(
    private readonly fd: number,
    private readonly start: number,
    private readonly end: number,
    private readonly signal?: AbortSignal,
  ) {
    super([]);
  }

  override get size(): number {
    return this.end - this.start;
  }

  override get type(): string {
    return '';
  }

  override slice(start = 0, end = this.size): DescriptorBlob {
    const clamp = (n: number) => Math.min(this.size, n < 0 ? Math.max(0, this.size + n) : n);
    const from = clamp(start);
    const to = Math.max(from, clamp(end));
    return new DescriptorBlob(this.fd, this.start + from, this.start + to, this.signal);
  }

  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    this.signal?.throwIfAborted();
    const bytes = await readAt(this.fd, this.start, this.size);
    return new Uint8Array(bytes) as Uint8Array<ArrayBuffer>;
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    this.signal?.throwIfAborted();
    const bytes = await readAt(this.fd, this.start, this.size);
    // A short read (the file shrank since it was opened) is what is there; a full one is returned as is.
    return bytes.byteLength === bytes.buffer.byteLength
      ? (bytes.buffer as ArrayBuffer)
      : (bytes.slice().buffer as ArrayBuffer);
  }

  override async text(): Promise<string> {
    return new TextDecoder().decode(await this.arrayBuffer());
  }

  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    const chunk = 1024 * 1024;
    let at = 0;
    return new ReadableStream({
      pull: async (controller) => {
        if (at >= this.size) return controller.close();
        const next = this.slice(at, at + chunk);
        at += next.size;
        controller.enqueue(new Uint8Array(await next.arrayBuffer()));
      },
    });
  }
}
