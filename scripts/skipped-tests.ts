/**
 * The reporter of `npm test` (vitest.config.ts) that makes a skipped test fail the run. Fifteen suites
 * skip themselves when what they need is missing (Chromium, a build in `dist/`, tsx, the script
 * command); a developer's run would otherwise pass with them unseen. Each skipped test is printed with
 * its place and its note (`ctx.skip(true, 'why')`), and the run fails unless `TLP_ALLOW_SKIP=1` asks for
 * skipping. A run filtered by name (`-t`) skips the others on purpose and is not held to it. `.ci/run`
 * counts skips its own way, from its JSON report.
 */
import type { Reporter, TestModule } from 'vitest/node';

/** A skipped test: where it is and why, as far as it says. */
export interface Skipped {
  place: string;
  name: string;
  note: string | undefined;
}

/** What the run should say of its skipped tests, and whether they fail it. */
export function skipVerdict(
  skipped: readonly Skipped[],
  env: Record<string, string | undefined>,
): { fails: boolean; lines: string[] } {
  if (skipped.length === 0) return { fails: false, lines: [] };
  const allowed = env.TLP_ALLOW_SKIP === '1';
  const lines = skipped.map((s) => `skipped: ${s.place} > ${s.name}${s.note ? ` (${s.note})` : ''}`);
  lines.push(
    allowed
      ? `${skipped.length} skipped, as TLP_ALLOW_SKIP=1 allows`
      : `${skipped.length} skipped: each suite needs what its skip condition names (Chromium at /usr/bin/chromium, npm run build for dist/, ...); install it, or run with TLP_ALLOW_SKIP=1 to allow skipping`,
  );
  return { fails: !allowed, lines };
}

export default class SkippedTests implements Reporter {
  #filtered = false;

  onInit(vitest: { config: { testNamePattern?: RegExp | undefined } }): void {
    this.#filtered = vitest.config.testNamePattern !== undefined;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (this.#filtered) return;
    const skipped: Skipped[] = [];
    for (const module of modules) {
      for (const test of module.children.allTests('skipped')) {
        const result = test.result();
        skipped.push({
          place: `${module.relativeModuleId}${test.location ? `:${test.location.line}` : ''}`,
          name: test.fullName,
          note: result.state === 'skipped' ? result.note : undefined,
        });
      }
    }
    const { fails, lines } = skipVerdict(skipped, process.env);
    for (const line of lines) process.stderr.write(`${line}\n`);
    if (fails) process.exitCode = 1;
  }
}
