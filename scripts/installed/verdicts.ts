/**
 * Verdicts of every committed vector and every third-party file (test-vectors/lib/verdict-of.ts), run from a
 * given `@tlp/core` in a given runtime, and the differences between two such runs.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { build, type Plugin } from 'esbuild';
import type { VectorManifest } from '../../test-vectors/lib/manifest.js';
import type { VerdictInputs } from '../../test-vectors/lib/verdict-of.js';
// @ts-expect-error: a plain ESM script of the repository (npm run pack), typed by its JSDoc only.
import { ROOT } from '../pack.mjs';

const run = promisify(execFile);
const VECTORS = join(ROOT, 'test-vectors');
const THIRD_PARTY = 'third-party/c2pa-rs';

/** The inputs of a verdicts run, as JSON: expected.json, the keys, and every file they and the third-party folder name. */
export function verdictInputs(): VerdictInputs {
  const manifest: VectorManifest = JSON.parse(readFileSync(join(VECTORS, 'expected.json'), 'utf8'));
  const thirdParty = readdirSync(join(VECTORS, THIRD_PARTY))
    .filter((f) => !/^(README\.md|LICENSE-.*)$/.test(f))
    .sort()
    .map((f) => `${THIRD_PARTY}/${f}`);
  const files: Record<string, string> = {};
  for (const path of [...manifest.vectors.map((v) => v.file), ...thirdParty]) {
    files[path] ??= readFileSync(join(VECTORS, path)).toString('base64');
  }
  return {
    manifest,
    keys: {
      jwks: JSON.parse(readFileSync(join(VECTORS, 'keys/jwks.json'), 'utf8')),
      rootPem: readFileSync(join(VECTORS, 'keys/ca-root.pem'), 'utf8'),
    },
    files,
    thirdParty,
  };
}

/** Resolves `@tlp/core` from `from` (a folder with node_modules), as a user's bundler would there. */
function coreFrom(from: string): Plugin {
  return {
    name: 'tlp-core-from',
    setup(b) {
      b.onResolve({ filter: /^@tlp\/core$/ }, async (args) => {
        if (args.pluginData === 'tlp-core-from') return undefined;
        const r = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: from,
          pluginData: 'tlp-core-from',
        });
        return { path: r.path, external: r.external, errors: r.errors };
      });
    },
  };
}

/**
 * Bundles an entry of `entries/` into `outfile`. `cli`: for Node, Deno and Bun, `@tlp/core` left external (the
 * runtime resolves it from where the file lies). `web`: for workerd and browsers, everything inside, `@tlp/core`
 * and its dependencies taken from `coreDir`'s node_modules with the browser conditions.
 */
export async function bundleVerdicts(entry: 'cli' | 'web', outfile: string, coreDir?: string): Promise<void> {
  mkdirSync(dirname(outfile), { recursive: true });
  await build({
    entryPoints: [join(ROOT, 'scripts/installed/entries', `${entry}.ts`)],
    outfile,
    bundle: true,
    format: 'esm',
    logLevel: 'silent',
    ...(entry === 'cli'
      ? { platform: 'node', external: ['@tlp/core'] }
      : {
          platform: 'browser',
          conditions: ['workerd', 'worker', 'browser'],
          plugins: coreDir ? [coreFrom(coreDir)] : [],
        }),
  });
}

/** Runs `command` (a runtime and its arguments, then the bundle, the inputs file and the output file appended). */
export async function runVerdicts(
  command: string[],
  inputsFile: string,
  outFile: string,
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<Record<string, unknown>> {
  const [bin, ...args] = command;
  await run(bin!, [...args, inputsFile, outFile], { maxBuffer: 64 << 20, timeout: 240_000, ...options });
  return JSON.parse(readFileSync(outFile, 'utf8'));
}

export function writeJson(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(value));
}

/** `key: expected … got …` for each verdict that differs between two runs (and each key one of them lacks). */
export function differences(expected: Record<string, unknown>, got: Record<string, unknown>): string[] {
  const out: string[] = [];
  const brief = (v: unknown) => {
    const s = JSON.stringify(v) ?? 'nothing';
    return s.length > 400 ? `${s.slice(0, 400)}…` : s;
  };
  for (const key of new Set([...Object.keys(expected), ...Object.keys(got)])) {
    const a = JSON.stringify(expected[key]);
    const b = JSON.stringify(got[key]);
    if (a !== b) out.push(`${key}: expected ${brief(expected[key])}, got ${brief(got[key])}`);
  }
  return out;
}
