import type { Duplex } from 'node:stream';

const lingering = Symbol('lingering');

/** How long, and how much, a closing connection is still read. */
export interface LingerBounds {
  /** Milliseconds at most (2 s). */
  ms: number;
  /** Bytes at most (20 MiB: twice the largest body). */
  bytes: number;
  /**
   * The pace shared by every lingering connection of a server ({@link createPace}): clients flooding
   * oversized bodies are held to it all together, instead of taking the server's CPU to read them as fast
   * as they send (a flood's client that sees its answer opens a new connection at once, while the
   * server still reads what the last one left in flight).
   */
  pace: Pace;
}

/** A budget of bytes per second shared by several readers. */
export interface Pace {
  /** Counts `bytes` just read; returns how long (ms) to wait before reading more. */
  take(bytes: number): number;
}

/** A {@link Pace} of `bytesPerSecond` (10 MiB/s for a server's lingering connections). */
export function createPace(bytesPerSecond: number): Pace {
  let next = 0;
  return {
    take(bytes) {
      const now = performance.now();
      next = Math.max(next, now) + (bytes * 1000) / bytesPerSecond;
      return next - now;
    },
  };
}

/**
 * Closes a connection gently: its answer goes out and its sending side is ended (FIN), then what the
 * client still sends is read and thrown away until the client closes too, or `bounds.ms` pass, or
 * `bounds.bytes` arrive (read at the shared `bounds.pace`); only then is the socket destroyed. Destroying a socket whose received data is
 * unread resets the connection, and a client still sending its body then gets a broken pipe: its system
 * drops the answer that had arrived and it never reads the 413 (or 408) it was sent.
 */
export function lingeringClose(socket: Duplex & { [lingering]?: true }, bounds: LingerBounds): void {
  if (socket.destroyed || socket[lingering]) return;
  socket[lingering] = true;
  let read = 0;
  const destroy = () => {
    clearTimeout(timer);
    // What was written is handed to the system first; only unsent bytes would be lost.
    if (socket.writableFinished || !socket.writable) socket.destroy();
    else socket.once('finish', () => socket.destroy());
  };
  const timer = setTimeout(() => socket.destroy(), bounds.ms);
  timer.unref();
  // Nothing more reaches the HTTP parser: a request sent after this one would not be answered.
  socket.removeAllListeners('data');
  // Only the pace below resumes reading: the request's own stream (drained by the adapter) would resume the
  // socket as fast as data comes.
  const resume = socket.resume.bind(socket);
  socket.resume = () => socket;
  socket.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > bounds.bytes) {
      socket.destroy();
      return;
    }
    // Ahead of the pace: stop reading until it is caught up (the client's sending waits meanwhile).
    const ahead = bounds.pace.take(chunk.length);
    if (ahead > 1) {
      socket.pause();
      setTimeout(resume, ahead).unref();
    }
  });
  socket.on('error', () => {});
  socket.once('end', destroy);
  socket.once('close', () => clearTimeout(timer));
  resume();
  // Node's HTTP server may have stopped reading the socket itself (the unread body filled its buffer), by
  // its handle, which `resume` does not restart once the parser let go of the socket: restart it, the way
  // the server does.
  const handle = (socket as { _handle?: { reading?: boolean; readStart?: () => void } })._handle;
  if (handle && !handle.reading && handle.readStart) {
    handle.reading = true;
    handle.readStart();
  }
  if (!socket.writableEnded) socket.end();
  if (socket.readableEnded) destroy();
}
