// Whether the build is up to date with the sources, so that `npm start` builds only when something changed.
// The stamp is a digest of every build input's path, size and modification time, written after a build
// succeeds; it lives in node_modules/.cache, so a fresh `npm ci` (a new node_modules) always builds once.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What the build reads: the packages' sources and configs, the page's sources, the shared configs. */
export const BUILD_INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'vite.config.ts',
  'packages/core',
  'packages/client',
  'packages/server',
  'packages/cli',
  'packages/embed',
  'web/index.html',
  'web/src',
  'web/public',
];

/** What a start needs: the server's entry, the page, and the packages the server imports. */
export const BUILD_OUTPUTS = [
  'packages/core/dist/index.js',
  'packages/client/dist/index.js',
  'packages/server/dist/main.js',
  'packages/cli/dist/main.js',
  'packages/embed/dist/tlp-embed.js',
  'web/dist/index.html',
];

const SKIP = new Set(['node_modules', 'dist', '.data', 'test-results', 'coverage', '.vite']);

export const STAMP = 'node_modules/.cache/tlp/build-stamp';

/** A digest of every input file under `root` (path, size, mtime); missing inputs are skipped. */
export function fingerprint(root, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256');
  const visit = (path) => {
    let st;
    try {
      st = statSync(path);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!SKIP.has(name)) visit(join(path, name));
    } else if (st.isFile()) {
      hash.update(`${relative(root, path)}\0${st.size}\0${st.mtimeMs}\n`);
    }
  };
  for (const input of inputs) visit(join(root, input));
  return hash.digest('hex');
}

/** True when an output is missing or an input changed since the last stamped build. */
export function needsBuild(root, { inputs = BUILD_INPUTS, outputs = BUILD_OUTPUTS, stamp = STAMP } = {}) {
  if (outputs.some((out) => !existsSync(join(root, out)))) return true;
  let previous;
  try {
    previous = readFileSync(join(root, stamp), 'utf8').trim();
  } catch {
    return true;
  }
  return previous !== fingerprint(root, inputs);
}

/**
 * Why `npm start` builds: `first` when nothing was ever built (a fresh clone), `changed` when a source
 * changed since the last build (or an output went missing), null when the build is current.
 */
export function buildReason(root, options = {}) {
  const outputs = options.outputs ?? BUILD_OUTPUTS;
  if (outputs.every((out) => !existsSync(join(root, out)))) return 'first';
  return needsBuild(root, options) ? 'changed' : null;
}

/** Records the inputs as built (after a build that succeeded). */
export function writeStamp(root, { inputs = BUILD_INPUTS, stamp = STAMP } = {}) {
  const path = join(root, stamp);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${fingerprint(root, inputs)}\n`);
}

// `node scripts/build-stamp.mjs --write` (the end of `npm run build`): the build just made is current.
if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href &&
  process.argv[2] === '--write'
) {
  writeStamp(fileURLToPath(new URL('..', import.meta.url)));
}
