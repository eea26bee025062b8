import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgeAudit, main } from './audit.mjs';

/** A run of `npm audit --omit=dev --json` as recorded in scripts/audit-fixtures/ (npm exits 1 on either failure). */
const recorded = (name, status = 1) => ({
  stdout: readFileSync(new URL(`./audit-fixtures/${name}`, import.meta.url), 'utf8'),
  stderr: '',
  status,
});

describe('scripts/audit.mjs: judging npm audit --omit=dev --json', () => {
  it('a clean report passes with one summary line', () => {
    const j = judgeAudit(recorded('clean.json', 0));
    expect(j).toMatchObject({ outcome: 'pass', exitCode: 0 });
    expect(j.lines).toEqual([
      'npm audit --omit=dev: no high or critical advisory in 131 production dependencies (0 info, 0 low, 0 moderate, 0 high, 0 critical)',
    ]);
  });

  it('a high advisory fails and lists every high or critical package, not the low one', () => {
    const j = judgeAudit(recorded('high.json'));
    expect(j).toMatchObject({ outcome: 'fail', exitCode: 1 });
    expect(j.lines[0]).toBe('npm audit --omit=dev: FAILED, 2 package(s) with a high or critical advisory:');
    expect(j.lines[1]).toMatch(
      /^ {2}high cross-spawn 7\.0\.0 - 7\.0\.4: Regular Expression Denial of Service/,
    );
    expect(j.lines[1]).toContain('GHSA-3xgq-45jj-v275');
    expect(j.lines[2]).toMatch(/^ {2}high foreground-child 3\.0\.0 - 3\.1\.1: through cross-spawn/);
    expect(j.lines.join('\n')).not.toContain('brace-expansion');
  });

  it('a critical advisory fails too; moderate and low ones pass', () => {
    const report = JSON.parse(recorded('high.json').stdout);
    report.vulnerabilities['cross-spawn'].severity = 'critical';
    report.vulnerabilities['foreground-child'].severity = 'moderate';
    const critical = judgeAudit({ stdout: JSON.stringify(report), stderr: '', status: 1 });
    expect(critical).toMatchObject({ outcome: 'fail', exitCode: 1 });
    expect(critical.lines[1]).toMatch(/^ {2}critical cross-spawn/);
    report.vulnerabilities['cross-spawn'].severity = 'moderate';
    expect(judgeAudit({ stdout: JSON.stringify(report), stderr: '', status: 1 })).toMatchObject({
      outcome: 'pass',
      exitCode: 0,
    });
  });

  it('the endpoint answering 405 (this machine) is one warning line, exit 0', () => {
    const j = judgeAudit(recorded('endpoint-405.json'));
    expect(j).toMatchObject({ outcome: 'unchecked', exitCode: 0 });
    expect(j.lines).toEqual([
      'npm audit: WARNING, could not be checked: the audit endpoint did not answer (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk)',
    ]);
  });

  it('a network failure, no JSON at all, or npm missing are warnings too', () => {
    expect(judgeAudit(recorded('network-error.json')).lines[0]).toMatch(
      /could not be checked: the audit endpoint did not answer \(request to .* failed, reason: connect ECONNREFUSED/,
    );
    const noJson = judgeAudit({ stdout: '', stderr: 'npm error code ENOTFOUND\n', status: 1 });
    expect(noJson).toMatchObject({ outcome: 'unchecked', exitCode: 0 });
    expect(noJson.lines[0]).toContain('npm error code ENOTFOUND');
    const noNpm = judgeAudit({
      stdout: '',
      stderr: '',
      status: null,
      error: new Error('spawnSync npm ENOENT'),
    });
    expect(noNpm.lines[0]).toContain('npm could not be run (spawnSync npm ENOENT)');
  });

  it('main prints the lines and returns the exit code, with the npm call injected', () => {
    const printed = [];
    expect(
      main(
        () => recorded('high.json'),
        (l) => printed.push(l),
      ),
    ).toBe(1);
    expect(printed.length).toBe(4);
    printed.length = 0;
    expect(
      main(
        () => recorded('endpoint-405.json'),
        (l) => printed.push(l),
      ),
    ).toBe(0);
    expect(printed).toHaveLength(1);
  });
});
