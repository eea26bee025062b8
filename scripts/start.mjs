// `npm start`: builds when a source changed since the last build (or nothing is built yet), then runs the
// server in this process. A start with nothing to build reaches `Listening:` in well under 2 s.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { needsBuild, writeStamp } from './build-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// Cluster workers (TLP_WORKERS > 1) run this file again: the primary has already built.
if (process.env.TLP_BUILD_CHECKED !== '1') {
  if (needsBuild(root)) {
    process.stderr.write('tlp: sources changed since the last build; building (npm run build)\n');
    const npm = process.env.npm_execpath
      ? [process.execPath, [process.env.npm_execpath, 'run', 'build']]
      : ['npm', ['run', 'build']];
    const built = spawnSync(npm[0], npm[1], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    if (built.status !== 0) {
      process.stderr.write('tlp: the build failed; not starting\n');
      process.exit(built.status ?? 1);
    }
    writeStamp(root);
  }
  process.env.TLP_BUILD_CHECKED = '1';
}

await import('../packages/server/dist/main.js');
