#!/usr/bin/env node
/**
 * `npm run pack`: the @tlp packages are not on the npm registry, so this is how a user gets them. Packs
 * @tlp/core, @tlp/client, @tlp/cli and @tlp/embed (built by `npm run build`, which the script runs first)
 * into `dist-packages/` and prints how to install the tarballs. The installed-package tests
 * (scripts/installed/) pack through the same function.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The folders under packages/ whose package is published; @tlp/core first, everything depends on it. */
export const PUBLISHED = ['core', 'client', 'cli', 'embed'];
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Packs each published package into `dest` (created if missing; older tarballs of ours removed first).
 * @returns per package folder: npm's name for it, the tarball's path and the files it holds.
 */
export async function packPackages(dest) {
  mkdirSync(dest, { recursive: true });
  for (const old of readdirSync(dest)) if (/^tlp-.*\.tgz$/.test(old)) rmSync(join(dest, old));
  const packed = {};
  for (const name of PUBLISHED) {
    const { stdout } = await run(NPM, ['pack', '--json', '--pack-destination', dest], {
      cwd: join(ROOT, 'packages', name),
    });
    const [info] = JSON.parse(stdout);
    packed[name] = {
      name: info.name,
      tarball: join(dest, info.filename),
      files: info.files.map((f) => f.path),
    };
  }
  return packed;
}

/** A path as one shell word. */
const shellWord = (path) => (/^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replaceAll("'", `'\\''`)}'`);

/** The command that installs these tarballs in a user's project (printed below; the installed tests run it). */
export function installCommand(packed) {
  return `npm install ${Object.values(packed)
    .map((p) => shellWord(p.tarball))
    .join(' ')}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dest = join(ROOT, 'dist-packages');
  const packed = await packPackages(dest);
  const rel = (p) => relative(process.cwd(), p) || '.';
  console.log(`Packed into ${rel(dest)}/:`);
  for (const p of Object.values(packed)) console.log(`  ${p.name.padEnd(12)} ${rel(p.tarball)}`);
  console.log(`
The @tlp packages are not on the npm registry: install these files. In your project's folder:

  ${installCommand(packed)}

(@tlp/cli and @tlp/embed need the @tlp/core tarball beside them; their other dependencies come from the
registry.) Then, in that project, \`npx tlp verify <files…>\` runs the installed CLI
(node_modules/.bin/tlp). Outside a project that has it, \`npx tlp\` would fetch an unrelated package
named tlp from the registry.`);
}
