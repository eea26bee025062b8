// `npm start`: builds when a source changed since the last build (or nothing is built yet), then runs the
// server in this process. A start with nothing to build reaches `Listening:` in well under 2 s. The build
// says one short line per step; the tools' own output goes to a log file it names.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReason, writeStamp } from './build-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the build tools' output goes. */
export const BUILD_LOG = 'node_modules/.cache/tlp/build.log';

/** The workspaces with a build, in the order `npm run build` builds them. */
function buildSteps() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces.flatMap((dir) => {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    return pkg.scripts?.build ? [{ dir, name: pkg.name }] : [];
  });
}

function build() {
  const log = join(root, BUILD_LOG);
  mkdirSync(dirname(log), { recursive: true });
  writeFileSync(log, '');
  const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
  for (const { dir, name } of buildSteps()) {
    const started = Date.now();
    process.stderr.write(`tlp: building ${name}…`);
    appendFileSync(log, `\n$ npm run build --workspace ${dir}\n`);
    const built = spawnSync(npm[0], [...npm[1], 'run', 'build', '--workspace', dir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
    appendFileSync(log, Buffer.concat([built.stdout ?? Buffer.alloc(0), built.stderr ?? Buffer.alloc(0)]));
    if (built.status !== 0) {
      process.stderr.write(` failed\ntlp: the build failed; not starting (its output: ${BUILD_LOG})\n`);
      process.exit(built.status ?? 1);
    }
    process.stderr.write(` done (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  }
  writeStamp(root);
  process.stderr.write(`tlp: built (the tools' output: ${BUILD_LOG})\n`);
}

// Cluster workers (TLP_WORKERS > 1) run this file again: the primary has already built.
if (process.env.TLP_BUILD_CHECKED !== '1') {
  const reason = buildReason(root);
  if (reason !== null) {
    process.stderr.write(
      reason === 'first'
        ? 'tlp: first start: building the packages and the pages (once)\n'
        : 'tlp: sources changed since the last build; building\n',
    );
    build();
  }
  process.env.TLP_BUILD_CHECKED = '1';
}

await import('../packages/server/dist/main.js');
