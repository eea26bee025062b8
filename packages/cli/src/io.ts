/** Where `run` reads and writes: the process's streams by default, fakes in tests. */
export interface Io {
  stdout: {
    write(text: string): unknown;
    isTTY?: boolean;
    /** When `write` returns false, output waits for `drain` (so a slow reader keeps memory flat). */
    once?(event: 'drain', listener: () => void): unknown;
  };
  stderr: { write(text: string): unknown; isTTY?: boolean; columns?: number };
  /** Read when an input is `-`: one input a line. */
  stdin?: AsyncIterable<string | Uint8Array>;
  fetch?: typeof fetch;
  env?: Record<string, string | undefined>;
}
