import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { buildReason, needsBuild, writeStamp } from './build-stamp.mjs';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tree(): { root: string; options: { inputs: string[]; outputs: string[]; stamp: string } } {
  const root = mkdtempSync(join(tmpdir(), 'tlp-stamp-'));
  dirs.push(root);
  mkdirSync(join(root, 'src/deep'), { recursive: true });
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'src/a.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'src/deep/b.ts'), 'export const b = 2;\n');
  writeFileSync(join(root, 'dist/a.js'), 'export const a = 1;\n');
  return { root, options: { inputs: ['src'], outputs: ['dist/a.js'], stamp: '.cache/stamp' } };
}

describe('npm start builds only when something changed (scripts/build-stamp.mjs)', () => {
  it('builds when nothing was stamped, and not after a stamped build', () => {
    const { root, options } = tree();
    expect(needsBuild(root, options)).toBe(true);
    writeStamp(root, options);
    expect(needsBuild(root, options)).toBe(false);
  });

  it('builds again when a source changes, is added, or an output is missing', () => {
    const { root, options } = tree();
    writeStamp(root, options);
    utimesSync(join(root, 'src/deep/b.ts'), new Date(), new Date(Date.now() + 5_000));
    expect(needsBuild(root, options)).toBe(true);
    writeStamp(root, options);
    writeFileSync(join(root, 'src/c.ts'), 'export const c = 3;\n');
    expect(needsBuild(root, options)).toBe(true);
    writeStamp(root, options);
    rmSync(join(root, 'dist/a.js'));
    expect(needsBuild(root, options)).toBe(true);
  });

  it('says a never-built clone is a first build, not changed sources', () => {
    const { root, options } = tree();
    rmSync(join(root, 'dist'), { recursive: true });
    expect(buildReason(root, options)).toBe('first');
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist/a.js'), 'export const a = 1;\n');
    expect(buildReason(root, options)).toBe('changed');
    writeStamp(root, options);
    expect(buildReason(root, options)).toBe(null);
  });
});
