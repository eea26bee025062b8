/**
 * `tlp verify` on what is not a regular file: a FIFO (named pipe) with no writer, a Unix socket, a
 * character device. Each is refused at once with its kind named, never read, never waited on. The command
 * runs in a child process, so that a hang is a failed test (bounded by a timeout), not a stuck test runner.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const main = join(root, 'packages/cli/src/main.ts');
const tsx = join(root, 'node_modules/.bin/tsx');

/** Longer than any refusal takes, far shorter than "for good". */
const HANG_MS = 15_000;

let dir: string;
let socket: Server;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tlp-special-'));
  execFileSync('mkfifo', [join(dir, 'fifo.jpg')]);
  socket = createServer();
  await new Promise<void>((resolve) => socket.listen(join(dir, 'socket.jpg'), resolve));
  await copyFile(join(root, 'test-vectors/images/no-manifest.jpg'), join(dir, 'plain.jpg'));
});
afterAll(async () => {
  await new Promise((resolve) => socket?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** `tlp verify <args> --json` in a child process: its exit status and its records, or `hung`. */
function tlp(args: string[]): Promise<{ code: number | 'hung'; lines: Array<Record<string, unknown>> }> {
  return new Promise((resolve) => {
    execFile(tsx, [main, 'verify', ...args, '--json'], { cwd: root, timeout: HANG_MS }, (error, stdout) => {
      const e = error as (Error & { code?: number; killed?: boolean }) | null;
      const code = e?.killed ? 'hung' : typeof e?.code === 'number' ? e.code : 0;
      const lines = stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => !('summary' in line));
      resolve({ code, lines });
    });
  });
}

describe.skipIf(!existsSync(tsx))('tlp verify on files that are not regular files', () => {
  it.each([
    ['a FIFO with no writer', () => join(dir, 'fifo.jpg'), /FIFO/],
    ['a Unix socket', () => join(dir, 'socket.jpg'), /socket/],
    ['a character device (/dev/zero)', () => '/dev/zero', /device/],
  ])('refuses %s at once, naming it: unsupported_input, exit 8', async (_what, path, kind) => {
    const out = await tlp([path(), '--content-only']);
    expect(out.code).toBe(8);
    expect(out.lines).toHaveLength(1);
    expect(out.lines[0]).toMatchObject({ outcome: 'unsupported', code: 'unsupported_input' });
    expect(out.lines[0]!.message).toMatch(kind);
  });

  it('goes on with the next file after a FIFO', async () => {
    const out = await tlp([join(dir, 'fifo.jpg'), join(dir, 'plain.jpg'), '--content-only']);
    expect(out.lines.map((line) => line.code)).toEqual(['unsupported_input', 'no_manifest']);
    expect(out.code).toBe(8 + 4);
  });
});
