#!/usr/bin/env node
// The `tlp` command. A committed file, so that npm links the bin at install time even before anything is
// built; it runs the build (`dist/main.js`). In a checkout of the repository whose packages are not built
// yet (right after `npm ci`), it builds @tlp/core and @tlp/cli once with the repository's TypeScript first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const main = here('../dist/main.js');

if (!existsSync(main)) {
  const root = here('../../../');
  const projects = [here('../../core/tsconfig.build.json'), here('../tsconfig.build.json')];
  let tsc;
  try {
    tsc = createRequire(`${root}package.json`).resolve('typescript/bin/tsc');
  } catch {
    tsc = undefined;
  }
  if (!tsc || !projects.every((p) => existsSync(p))) {
    process.stderr.write(`tlp: ${main} is missing and cannot be built here; reinstall @tlp/cli\n`);
    process.exit(2);
  }
  process.stderr.write(
    'tlp: building @tlp/core and @tlp/cli once (npm run build does it for every package)\n',
  );
  for (const project of projects) {
    const built = spawnSync(process.execPath, [tsc, '-p', project], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (built.status !== 0) {
      process.stderr.write(`tlp: building ${project} failed\n`);
      process.exit(2);
    }
  }
}

await import(main);
