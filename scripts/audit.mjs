#!/usr/bin/env node
/**
 * `node scripts/audit.mjs` (run by `.ci/run`): `npm audit --omit=dev --json`, judged here.
 * - A high or critical advisory in a production dependency fails (exit 1), each one listed.
 * - Otherwise it passes with one summary line.
 * - When the audit endpoint cannot answer (an HTTP error such as 405, a network failure, no JSON), it
 *   prints one line saying the audit could not be checked and why, and exits 0: a warning, not a failure
 *   (docs/decisions/08-supply-chain.md).
 *
 * `judgeAudit` is pure (the npm call is injected into `main`), so recorded outputs test it
 * (scripts/audit.test.ts, scripts/audit-fixtures/).
 */
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The severities that fail the audit. */
export const BLOCKING = ['high', 'critical'];

/**
 * @typedef {{ stdout: string, stderr: string, status: number | null, error?: Error }} AuditRun
 * @typedef {{ outcome: 'pass' | 'fail' | 'unchecked', exitCode: 0 | 1, lines: string[] }} AuditJudgement
 */

/** Runs `npm audit --omit=dev --json` in the current directory. @returns {AuditRun} */
export function runNpmAudit() {
  const r = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    timeout: 120_000,
    shell: process.platform === 'win32',
  });
  return { stdout: r.stdout ?? '', stderr: r.stderr ?? '', status: r.status, error: r.error };
}

const unchecked = (why) => ({
  outcome: 'unchecked',
  exitCode: 0,
  lines: [`npm audit: WARNING, could not be checked: ${why}`],
});

const firstLine = (text) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l !== '') ?? '';

/** What one advisory entry of a vulnerable package says, in a line. */
function describeVia(via) {
  if (typeof via === 'string') return `through ${via}`;
  const title = via?.title ?? 'advisory';
  return via?.url ? `${title} (${via.url})` : title;
}

/**
 * Judges one run of `npm audit --omit=dev --json` (npm 7+ report, `auditReportVersion` 2).
 * @param {AuditRun} run
 * @returns {AuditJudgement}
 */
export function judgeAudit(run) {
  if (run.error) return unchecked(`npm could not be run (${run.error.message})`);
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    const said = firstLine(run.stderr) || firstLine(run.stdout) || `exit status ${run.status}`;
    return unchecked(`npm audit gave no JSON report (${said})`);
  }
  if (report === null || typeof report !== 'object') return unchecked('npm audit gave no report object');
  if (!report.vulnerabilities || typeof report.vulnerabilities !== 'object') {
    // npm's answer when the audit endpoint fails: {message, statusCode?, error: {...}}.
    const why =
      report.message ||
      report.error?.summary ||
      report.error?.code ||
      (report.statusCode ? `HTTP ${report.statusCode}` : 'the report has no vulnerabilities section');
    return unchecked(`the audit endpoint did not answer (${why})`);
  }
  const blocking = Object.values(report.vulnerabilities).filter((v) => BLOCKING.includes(v?.severity));
  const counts = report.metadata?.vulnerabilities ?? {};
  const prod = report.metadata?.dependencies?.prod;
  const tally = ['info', 'low', 'moderate', 'high', 'critical']
    .map((s) => `${counts[s] ?? 0} ${s}`)
    .join(', ');
  const scope = prod === undefined ? 'production dependencies' : `${prod} production dependencies`;
  if (blocking.length === 0) {
    return {
      outcome: 'pass',
      exitCode: 0,
      lines: [`npm audit --omit=dev: no high or critical advisory in ${scope} (${tally})`],
    };
  }
  const lines = [
    `npm audit --omit=dev: FAILED, ${blocking.length} package(s) with a high or critical advisory:`,
  ];
  for (const v of blocking.sort((a, b) => String(a.name).localeCompare(String(b.name)))) {
    const via = (Array.isArray(v.via) ? v.via : []).map(describeVia).join('; ');
    const fix = v.fixAvailable ? ', fix available (npm audit fix)' : '';
    lines.push(`  ${v.severity} ${v.name} ${v.range ?? ''}: ${via}${fix}`.replace(/ +:/, ':'));
  }
  lines.push(`(${tally})`);
  return { outcome: 'fail', exitCode: 1, lines };
}

/**
 * Runs the audit, prints the judgement, returns the exit code.
 * @param {() => AuditRun} run
 * @param {(line: string) => void} log
 */
export function main(run = runNpmAudit, log = console.log) {
  const judgement = judgeAudit(run());
  for (const line of judgement.lines) log(line);
  return judgement.exitCode;
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
