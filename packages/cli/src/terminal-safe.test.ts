/**
 * Terminal-safe output: a file's name and what a file says (the remote-manifest URL in its XMP) reach the
 * terminal with their control characters escaped. `tlp verify` runs in a child process and its captured
 * stdout and stderr hold no raw ESC, BEL, C1 CSI or other control character but the newline.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegNamingRemote } from '../../../test-vectors/lib/remote-jpeg.js';
import { terminalSafe } from './format.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const main = join(root, 'packages/cli/src/main.ts');
const tsx = join(root, 'node_modules/.bin/tsx');

/** Retitles the window, clears the screen, and writes a fake verdict at the top. */
const HOSTILE = '\u001b]0;pwned\u0007\u001b[2J\u001b[H\u009b31mok  forged\r';
/** Every control character but the newline that ends each line: C0, DEL and C1. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tlp-terminal-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function tlp(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(tsx, [main, ...args], { cwd: root }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code) : 0, stdout, stderr });
    });
  });
}

describe('what tlp prints for people', () => {
  it.skipIf(!existsSync(tsx))(
    'a JPEG whose XMP URL and whose name hold terminal escapes: no raw control character reaches the terminal',
    async () => {
      const named = join(dir, `photo${HOSTILE}.jpg`);
      await writeFile(named, await jpegNamingRemote(`https://cdn.example/m${HOSTILE}.c2pa`));
      const out = await tlp(['verify', named, '--content-only']);
      const printed = out.stdout + out.stderr;
      expect(out.stdout).toContain('remote');
      expect(printed).not.toMatch(CONTROL);
      // The name is still there, escaped, so the user can tell which file it was.
      expect(out.stdout).toContain('photo\\x1b]0;pwned\\x07');
      // A file that does not exist: the line that names it escapes it too.
      const missing = await tlp(['verify', join(dir, `gone${HOSTILE}.jpg`)]);
      expect(missing.code).not.toBe(0);
      expect(missing.stdout + missing.stderr).not.toMatch(CONTROL);
      expect(missing.stdout + missing.stderr).toContain('gone\\x1b');
    },
  );

  it('terminalSafe escapes C0, DEL, C1 and bidirectional overrides, and leaves other text alone', () => {
    expect(terminalSafe('a\u001b[2Jb\u0007c\u009bd\u007fe\u202ef\tg\nh')).toBe(
      'a\\x1b[2Jb\\x07c\\x9bd\\x7fe\\u202ef\\x09g\\x0ah',
    );
    expect(terminalSafe('rcpt_01 · Ada Vance — ok ✓ 日本')).toBe('rcpt_01 · Ada Vance — ok ✓ 日本');
  });
});
