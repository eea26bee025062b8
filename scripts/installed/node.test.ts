/**
 * Installed equals tested: the tarballs `npm run pack` makes, installed in an empty folder outside the
 * repository, give the same verdict as the repository's build on every committed vector and every
 * third-party file, in this Node; and the installed packages resolve nothing from the repository.
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
// @ts-expect-error: a plain ESM script of the repository (npm run pack), typed by its JSDoc only.
import { ROOT } from '../pack.mjs';
import { APP } from './install.js';
import { differences, runVerdicts } from './verdicts.js';

// Each run verifies every vector and third-party file (some 20 MB) in a fresh process.
const TIMEOUT = 180_000;
const reference = JSON.parse(readFileSync(inject('referenceFile'), 'utf8')) as Record<string, unknown>;

describe('the installed @tlp/core in Node', () => {
  it('and its dependencies are the tarballs and the registry’s, never the repository’s patched copies', () => {
    // What patch-package patches in the repository (patches/<scope>+<name>+<version>.patch) must reach no user.
    const patched = readdirSync(join(ROOT, 'patches'))
      .filter((f) => f.endsWith('.patch'))
      .map((f) => f.replace(/\+[^+]+\.patch$/, '').replace('+', '/'));
    const installed = (name: string) => join(APP, 'node_modules', name);
    for (const name of ['@tlp/core', '@tlp/cli', '@tlp/client', '@tlp/embed', ...patched]) {
      if (!existsSync(installed(name))) continue;
      expect(realpathSync(installed(name)), name).toBe(installed(name));
    }
    for (const name of patched.filter((n) => existsSync(installed(n)))) {
      const marked = readdirSync(join(installed(name), 'dist'), { recursive: true, encoding: 'utf8' }).filter(
        (f) =>
          f.endsWith('.js') && readFileSync(join(installed(name), 'dist', f), 'utf8').includes('tlp patch'),
      );
      expect(marked, name).toEqual([]);
    }
    expect(existsSync(installed('@tlp/core'))).toBe(true);
  });

  it(
    'gives the repository build’s verdict for every vector and every third-party file',
    async () => {
      expect(Object.keys(reference).length).toBeGreaterThan(100);
      const got = await runVerdicts(
        [process.execPath, 'verdicts.mjs'],
        inject('inputsFile'),
        join(APP, 'node.json'),
        {
          cwd: APP,
        },
      );
      expect(differences(reference, got)).toEqual([]);
    },
    TIMEOUT,
  );
});
