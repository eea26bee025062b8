/**
 * The packages as a user gets them: `npm run pack`'s tarballs installed in an empty folder outside the
 * repository (no workspace around it, so nothing resolves to the repository's node_modules and its
 * patched dependencies), their dependencies from the registry as published (npm's cache first).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
// @ts-expect-error: a plain ESM script of the repository (npm run pack), typed by its JSDoc only.
import { installCommand, packPackages, ROOT } from '../pack.mjs';

const run = promisify(execFile);

/**
 * Where this checkout installs its tarballs: outside the repository, one folder per checkout (so that two
 * worktrees' runs do not share one). Fixed, because vitest.config.ts points the `installed` project there.
 */
export const INSTALLED = join(
  tmpdir(),
  `tlp-installed-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`,
);
/** The user's project folder, with the tarballs in its node_modules. */
export const APP = join(INSTALLED, 'app');

export interface Packed {
  /** npm's name of the package, e.g. `@tlp/core`. */
  name: string;
  tarball: string;
  files: string[];
}

/**
 * Packs the published packages (built already: `npm test` builds first) and installs them in {@link APP} with
 * the command `npm run pack` prints.
 */
export async function installPacked(): Promise<Record<string, Packed>> {
  rmSync(INSTALLED, { recursive: true, force: true });
  const packed: Record<string, Packed> = await packPackages(join(INSTALLED, 'tarballs'));
  mkdirSync(APP, { recursive: true });
  writeFileSync(join(APP, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  // The very command `npm run pack` prints; npm's cache first, to be quick.
  await run('sh', ['-c', installCommand(packed)], {
    cwd: APP,
    env: {
      ...process.env,
      npm_config_workspaces: 'false',
      npm_config_prefer_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
    },
  });
  return packed;
}
