/** `npm run vectors` is deterministic: a fresh run writes exactly the committed bytes. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..');
const out = mkdtempSync(join(tmpdir(), 'tlp-vectors-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

describe('the vector generator', () => {
  it('reproduces every committed vector byte for byte', () => {
    execFileSync(
      process.execPath,
      [join(root, 'node_modules/tsx/dist/cli.mjs'), join(here, 'generate.ts'), '--out', out],
      {
        cwd: root,
        stdio: 'pipe',
      },
    );
    const written = files(out);
    expect(written).toContain('expected.json');
    expect(written.length).toBeGreaterThan(40);
    for (const file of written) {
      expect(readFileSync(join(out, file)).equals(readFileSync(join(here, file))), file).toBe(true);
    }
  }, 60_000);
});
