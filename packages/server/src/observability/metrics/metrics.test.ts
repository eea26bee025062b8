import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { errorCodeStatus, reasonCodes } from '@tlp/core/schemas';
import type { MetricObjectWithValues, MetricValue } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { declaredOperations } from '../../resources.js';
import { nearestCodes } from '../../soft-bindings/code-index.js';
import { ImageCode } from '../../soft-bindings/image-code.js';
import { postCheck, postGeneration } from '../../test-harness/decisions.js';
import { startTestServer, type TestServer } from '../../test-harness/server.js';
import { instrument } from '../index.js';
import { metricsPort, startMetricsListener } from './listener.js';
import { ServerMetrics } from './server-metrics.js';

const PROMTOOL = '/usr/bin/promtool';

let s: TestServer;
let metrics: ServerMetrics;
let listener: Server;
let scrapeUrl: string;

beforeAll(async () => {
  metrics = new ServerMetrics();
  s = await startTestServer({ instrument: (deps) => instrument(deps, { metrics }) });
  listener = await startMetricsListener(metrics, { port: 0, host: '127.0.0.1' });
  scrapeUrl = `http://127.0.0.1:${metricsPort(listener)}/metrics`;
});
afterAll(async () => {
  await new Promise((ok) => listener.close(ok));
  await s.close();
});

async function json(): Promise<MetricObjectWithValues<MetricValue<string>>[]> {
  return metrics.registry.getMetricsAsJSON();
}

/** The value of a series of `name` whose labels include `labels`, summed (0 when none). */
async function value(name: string, labels: Record<string, string | number> = {}): Promise<number> {
  const metric = (await json()).find((m) => m.name === name);
  if (!metric) return 0;
  return metric.values
    .filter((v) => Object.entries(labels).every(([k, want]) => String(v.labels[k]) === String(want)))
    .filter((v) => !('metricName' in v) || v.metricName === name || v.metricName === `${name}_count`)
    .reduce((sum, v) => sum + v.value, 0);
}

describe('the metrics of a running server', () => {
  it('the listener answers the Prometheus text format, which promtool parses and lints clean', async () => {
    await s.api('/v1/account');
    const res = await fetch(scrapeUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/^# HELP tlp_http_requests_total /m);
    expect(existsSync(PROMTOOL), 'Debian prometheus package (promtool)').toBe(true);
    const checked = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    const lines = `${checked.stdout}${checked.stderr}`.split('\n').filter(Boolean);
    // It parses; the only lint findings are prom-client's own process gauges (`nodejs_active_handles_total`,
    // named before the convention), none of this server's metrics.
    expect(lines.join('\n')).not.toMatch(/error|parsing/i);
    for (const line of lines)
      expect(line).toMatch(/^nodejs_active_\w+_total non-counter metrics should not have "_total" suffix$/);
    const ours = spawnSync(PROMTOOL, ['check', 'metrics'], {
      input: text
        .split('\n')
        .filter((l) => !/^(# (HELP|TYPE) )?nodejs_active_/.test(l))
        .join('\n'),
      encoding: 'utf8',
    });
    expect(`${ours.stdout}${ours.stderr}`).toBe('');
    expect(ours.status).toBe(0);
    expect((await fetch(scrapeUrl.replace('/metrics', '/other'))).status).toBe(404);
  });

  it('counts requests by operation, status and key mode, and times them', async () => {
    const before = await value('tlp_http_requests_total', {
      operation: 'getAccount',
      status: 200,
      mode: 'test',
    });
    const refusedBefore = await value('tlp_http_requests_total', {
      operation: 'getAccount',
      status: 401,
      mode: 'none',
    });
    expect((await s.api('/v1/account')).status).toBe(200);
    expect((await s.api('/v1/account')).status).toBe(200);
    expect((await s.api('/v1/account', { key: null })).status).toBe(401);
    expect((await s.api('/v1/nowhere/at/all')).status).toBe(404);
    expect(
      await value('tlp_http_requests_total', { operation: 'getAccount', status: 200, mode: 'test' }),
    ).toBe(before + 2);
    expect(
      await value('tlp_http_requests_total', { operation: 'getAccount', status: 401, mode: 'none' }),
    ).toBe(refusedBefore + 1);
    expect(await value('tlp_http_requests_total', { operation: 'unmatched', status: 404 })).toBeGreaterThan(
      0,
    );
    const timed = (await json()).find((m) => m.name === 'tlp_http_request_duration_seconds')!;
    const count = (
      timed.values as { metricName?: string; labels: MetricValue<string>['labels']; value: number }[]
    ).find(
      (v) =>
        v.metricName === 'tlp_http_request_duration_seconds_count' &&
        v.labels.operation === 'getAccount' &&
        v.labels.status_class === '2xx',
    );
    expect(count?.value).toBeGreaterThanOrEqual(2);
  });

  it('counts stored checks and generations by decision and reason, and replays once each', async () => {
    const allowBefore = await value('tlp_decisions_total', { object: 'check', decision: 'allow' });
    const key = `metrics-${Date.now()}`;
    const prompt = 'A portrait of Ada Vance';
    const first = await postCheck(s, prompt, {}, { headers: { 'Idempotency-Key': key } });
    expect(first.json.decision).toBe('allow');
    const replay = await postCheck(s, prompt, {}, { headers: { 'Idempotency-Key': key } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await value('tlp_decisions_total', { object: 'check', decision: 'allow' })).toBe(allowBefore + 1);
    expect(await value('tlp_idempotent_replays_total', { operation: 'createCheck' })).toBe(1);

    const denied = await postCheck(s, 'A portrait of Ada Vance', { use: { kind: 'endorsement' } });
    expect(denied.json.decision).not.toBe('allow');
    const reasons = (denied.json.reasons as { code: string }[]).map((r) => r.code);
    expect(reasons.length).toBeGreaterThan(0);
    for (const code of reasons) {
      expect(
        await value('tlp_decision_reasons_total', {
          object: 'check',
          decision: denied.json.decision,
          reason: code,
        }),
      ).toBeGreaterThan(0);
    }

    const generation = await postGeneration(s, first.json.id);
    expect(generation.status).toBe(200);
    expect(
      await value('tlp_decisions_total', {
        object: 'generation',
        decision: generation.json.decision ?? 'none',
      }),
    ).toBe(1);
    // The check was signed (its authorization and receipt) and its rows group-committed.
    expect(await value('tlp_signing_duration_seconds')).toBeGreaterThan(0);
    expect(await value('tlp_store_group_commit_writes')).toBeGreaterThan(0);
    expect(await value('tlp_store_duration_seconds', { kind: 'group_commit' })).toBeGreaterThan(0);
    expect(await value('tlp_store_duration_seconds', { kind: 'transaction' })).toBeGreaterThan(0);
    // Keys come from the cache after the first request.
    expect(await value('tlp_cache_lookups_total', { cache: 'keys', result: 'hit' })).toBeGreaterThan(0);
    expect(await value('tlp_ready')).toBe(1);
    expect(await value('tlp_database_reachable')).toBe(1);
    if (s.deps.store.kind === 'postgres') {
      expect(await value('tlp_store_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
    }
    // The soft-binding index holds every stored code once a lookup loaded it.
    const stored = await s.deps.store.db.selectFrom('soft_bindings').select('seq').execute();
    await nearestCodes(s.deps.store, ImageCode.fromBody(new Uint8Array(8)), 0, 1);
    expect(await value('tlp_soft_binding_index_codes')).toBe(stored.length);
    expect(await value('tlp_soft_binding_catch_up_rows_total')).toBe(stored.length);
    expect(await value('tlp_soft_binding_index_bytes')).toBeGreaterThan(0);
  });

  it('1,000 requests with random paths, IDs, queries, methods and keys make a bounded set of series, each label from its closed list', async () => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789_-.%';
    const random = (n: number) =>
      Array.from({ length: n }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
    const id = (prefix: string) => `${prefix}_${random(26).replace(/[^a-z0-9]/g, 'x')}`;
    const shapes = [
      () => `/${random(12)}/${random(8)}`,
      () => `/v1/${random(10)}`,
      () => `/v1/checks/${id('chk')}`,
      () => `/v1/licenses/${id('lic')}?code=${random(6)}`,
      () => `/v1/generations/${id('gen')}`,
      () => `/r/${id('rcp')}`,
      () => `/docs/errors/${random(14)}`,
      () => `/v1/mandates/${random(9)}`,
      () => `/assets/${random(10)}.js`,
      () => `/v1/receipts/${id('rcp')}?status=${Math.floor(Math.random() * 900) + 100}`,
    ];
    const methods = ['GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'OPTIONS'];
    const keys = [s.testKey, s.liveKey, null, `rk_test_${random(43)}`];
    let sent = 0;
    const worker = async () => {
      while (sent < 1000) {
        sent++;
        const path = shapes[Math.floor(Math.random() * shapes.length)]!();
        const method = methods[Math.floor(Math.random() * methods.length)]!;
        const key = keys[Math.floor(Math.random() * keys.length)]!;
        const r = await s.api(path.replace(/%(?![0-9a-f]{2})/gi, '%25'), {
          method,
          key,
          ...(method === 'POST' ? { body: { [random(5)]: random(5) } } : {}),
        });
        expect(r.status).toBeLessThan(500);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));

    const declared = new Set([
      ...declaredOperations().map((op) => op.operationId),
      'planned',
      'other',
      'unmatched',
    ]);
    const statuses = new Set([
      '200',
      '201',
      '202',
      '204',
      '206',
      '301',
      '302',
      '303',
      '304',
      '307',
      '308',
      'other',
      ...Object.values(errorCodeStatus).map(String),
    ]);
    const closed: Record<string, Set<string>> = {
      operation: declared,
      status: statuses,
      status_class: new Set(['1xx', '2xx', '3xx', '4xx', '5xx', 'other']),
      mode: new Set(['test', 'live', 'none']),
      object: new Set(['check', 'generation']),
      decision: new Set(['allow', 'deny', 'escalate', 'none', 'other']),
      reason: new Set([...reasonCodes, 'other']),
      kind: new Set(['transaction', 'group_commit']),
      cache: new Set(['keys', 'licenses']),
      result: new Set(['hit', 'miss']),
      state: new Set(['in_use', 'idle']),
    };
    let series = 0;
    for (const metric of await json()) {
      if (!metric.name.startsWith('tlp_')) continue;
      for (const v of metric.values) {
        series++;
        for (const [label, got] of Object.entries(v.labels)) {
          if (label === 'le') continue;
          expect(closed[label], `label ${label} of ${metric.name}`).toBeDefined();
          expect(closed[label]!.has(String(got)), `${metric.name}{${label}="${got}"}`).toBe(true);
        }
      }
    }
    const requests = (await json()).find((m) => m.name === 'tlp_http_requests_total')!;
    // A thousand distinct paths, and far fewer series: one per operation, status and mode seen.
    expect(requests.values.length).toBeLessThan(150);
    expect(series).toBeLessThan(3000);
    const text = await (await fetch(scrapeUrl)).text();
    expect(text.length).toBeLessThan(400_000);
  });
});

describe('GET /metrics on the public port', () => {
  it('answers 404 (the unmatched route problem) without the opt-in, the metrics with it', async () => {
    const off = await s.api('/metrics', { key: null });
    expect(off.status).toBe(404);
    expect(off.headers.get('content-type')).toBe('application/problem+json');
    const opted = createApp({ ...s.deps, telemetry: { metrics, metricsOnPublicPort: true } });
    const on = await opted.request('/metrics');
    expect(on.status).toBe(200);
    expect(await on.text()).toMatch(/^tlp_http_requests_total\{/m);
  });
});
