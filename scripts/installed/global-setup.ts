/**
 * Global setup of the `installed` test project (vitest.config.ts): packs and installs the tarballs once
 * (install.ts), writes the verdict inputs, and runs the reference verdicts from the repository's build
 * (`@tlp/core` as the workspace resolves it, in this Node) that every installed run must equal.
 */
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain ESM script of the repository (npm run pack), typed by its JSDoc only.
import { ROOT } from '../pack.mjs';
import { APP, INSTALLED, installPacked, type Packed } from './install.js';
import { ensureRuntimes } from './runtimes.js';
import { bundleVerdicts, runVerdicts, verdictInputs, writeJson } from './verdicts.js';

declare module 'vitest' {
  export interface ProvidedContext {
    packed: Record<string, Packed>;
    /** The inputs of a verdicts run (verdicts.ts), as a JSON file. */
    inputsFile: string;
    /** The repository build's verdicts, as a JSON file. */
    referenceFile: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const [packed] = await Promise.all([installPacked(), ensureRuntimes()]);
  const inputsFile = join(INSTALLED, 'inputs.json');
  writeJson(inputsFile, verdictInputs());
  // Inside the repository's node_modules, so that `@tlp/core` is the workspace's (its build, patched deps).
  const reference = join(ROOT, 'node_modules/.cache/tlp-reference/verdicts.mjs');
  await bundleVerdicts('cli', reference);
  const referenceFile = join(INSTALLED, 'reference.json');
  await runVerdicts([process.execPath, reference], inputsFile, referenceFile);
  // The same bundle for the installed package, where `@tlp/core` resolves to the tarball's copy.
  await bundleVerdicts('cli', join(APP, 'verdicts.mjs'));
  project.provide('packed', packed);
  project.provide('inputsFile', inputsFile);
  project.provide('referenceFile', referenceFile);
}
