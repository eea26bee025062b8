/**
 * The operator's files in docs/operations/ (the Prometheus configuration, the alerting rules, the Grafana
 * dashboard) and the metric table of docs/running.md, against the metrics a running server exposes: the
 * rules and the configuration pass promtool, every alert fires in its unit test, and every metric any of
 * them names exists.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCheck, postGeneration } from '../test-harness/decisions.js';
import { startTestServer, type TestServer } from '../test-harness/server.js';
import { instrument } from './index.js';
import { ServerMetrics } from './metrics/server-metrics.js';

const OPERATIONS = fileURLToPath(new URL('../../../../docs/operations/', import.meta.url));
const RUNNING = fileURLToPath(new URL('../../../../docs/running.md', import.meta.url));
const PROMTOOL = '/usr/bin/promtool';

let s: TestServer;
/**
 * Every name a scrape shows: its families (`# TYPE` lines, also those without a series yet) and sample
 * names (a histogram's `_bucket`, `_sum`, `_count`), and Prometheus's own `up`.
 */
const exposed = new Set<string>(['up']);
/** The metric families (`# TYPE` lines). */
const families = new Set<string>();

beforeAll(async () => {
  const metrics = new ServerMetrics();
  s = await startTestServer({ instrument: (deps) => instrument(deps, { metrics }) });
  // Traffic enough for most families to have series: checks allowed and denied, a generation, a replay.
  await postCheck(s, 'A portrait of Ada Vance', { use: { kind: 'endorsement' } });
  const check = await postCheck(s, 'A portrait of Ada Vance', {}, { headers: { 'Idempotency-Key': 'docs' } });
  await postCheck(s, 'A portrait of Ada Vance', {}, { headers: { 'Idempotency-Key': 'docs' } });
  await postGeneration(s, check.json.id);
  const text = await metrics.registry.metrics();
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) /.exec(line);
    if (type) {
      families.add(type[1]!);
      exposed.add(type[1]!);
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)[{ ]/.exec(line);
    if (sample) exposed.add(sample[1]!);
  }
});
afterAll(() => s.close());

/** The metric names a PromQL expression reads (the tokens of this server's and prom-client's families). */
function metricNames(expr: string): string[] {
  return [...expr.matchAll(/\b((?:tlp|nodejs|process)_[a-z0-9_]+|up)\b(?!\s*\()/g)].map((m) => m[1]!);
}

function promtool(...args: string[]) {
  const r = spawnSync(PROMTOOL, args, { cwd: OPERATIONS, encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('docs/operations', () => {
  it('prometheus.yml and alerts.yml pass promtool check config and check rules', () => {
    const config = promtool('check', 'config', 'prometheus.yml');
    expect(config.out).toMatch(/SUCCESS: prometheus\.yml is valid/);
    expect(config.status).toBe(0);
    const rules = promtool('check', 'rules', 'alerts.yml');
    expect(rules.out).toMatch(/SUCCESS: 5 rules found/);
    expect(rules.status).toBe(0);
  });

  it('every alert fires on the series it is about, and not before (promtool test rules)', () => {
    const tested = promtool('test', 'rules', 'alerts.test.yml');
    expect(tested.out).toMatch(/SUCCESS/);
    expect(tested.status).toBe(0);
    const alerts = [...readFileSync(`${OPERATIONS}alerts.yml`, 'utf8').matchAll(/^\s+- alert: (\w+)$/gm)].map(
      (m) => m[1],
    );
    const tests = readFileSync(`${OPERATIONS}alerts.test.yml`, 'utf8');
    for (const alert of alerts) expect(tests).toMatch(new RegExp(`alertname: ${alert}\\n\\s+exp_alerts:`));
  });

  it('every metric the rules read exists', () => {
    const names = metricNames(readFileSync(`${OPERATIONS}alerts.yml`, 'utf8'));
    expect(names.length).toBeGreaterThan(4);
    for (const name of names) expect(exposed.has(name), name).toBe(true);
  });

  it('the Grafana dashboard is valid JSON, each panel queries, and every metric it names exists', () => {
    const dashboard = JSON.parse(readFileSync(`${OPERATIONS}grafana-dashboard.json`, 'utf8')) as {
      panels: { title: string; targets: { expr: string }[] }[];
      templating: { list: { definition?: string }[] };
    };
    expect(dashboard.panels.length).toBeGreaterThan(8);
    const exprs = [
      ...dashboard.panels.flatMap((p) => {
        expect(p.targets.length, p.title).toBeGreaterThan(0);
        return p.targets.map((t) => t.expr);
      }),
      ...dashboard.templating.list.flatMap((v) => (v.definition ? [v.definition] : [])),
    ];
    const named = new Set(exprs.flatMap(metricNames));
    for (const name of named) expect(exposed.has(name), name).toBe(true);
    // Every family of this server is on the dashboard.
    for (const family of families) {
      if (!family.startsWith('tlp_')) continue;
      expect(
        [...named].some((n) => n === family || n.startsWith(`${family}_`)),
        `${family} on the dashboard`,
      ).toBe(true);
    }
  });

  it("docs/running.md's metric table names every metric of this server, and only those", () => {
    const doc = readFileSync(RUNNING, 'utf8');
    const table = [...doc.matchAll(/^\| `(tlp_[a-z0-9_]+)`/gm)].map((m) => m[1]!);
    const ours = [...families].filter((f) => f.startsWith('tlp_'));
    expect(new Set(table)).toEqual(new Set(ours));
  });
});
