/**
 * Installed equals tested: the tarballs `npm run pack` makes, installed in an empty folder outside the
 * repository, give the same verdict as the repository's build on every committed vector and every
 * third-party file, in this Node; and the installed packages resolve nothing from the repository.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { APP } from './install.js';
import { differences, runVerdicts } from './verdicts.js';

// Each run verifies every vector and third-party file (some 20 MB) in a fresh process.
const TIMEOUT = 180_000;
const reference = JSON.parse(readFileSync(inject('referenceFile'), 'utf8')) as Record<string, unknown>;

describe('the installed @tlp/core in Node', () => {
  it('and its dependencies are the tarballs and the registry’s, not the repository’s', () => {
    for (const name of ['@tlp/core', '@tlp/cli', '@tlp/client', '@tlp/embed', '@trustnxt/c2pa-ts']) {
      const path = realpathSync(join(APP, 'node_modules', name));
      expect(path, name).toBe(join(APP, 'node_modules', name));
    }
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
