// `npm run test:cluster`: the sandbox as an operator runs it, on separate hosts. Linux network namespaces
// joined by veth links to two bridges (front: the balancer and the hosts; back: the hosts and the
// database), every address in 198.18.0.0/24 and only inside those namespaces: PostgreSQL (Debian's) in
// one, three hosts running `npm start`'s server entry in three others, HAProxy (scripts/cluster/haproxy.cfg,
// the file docs/running.md shows) in front, checking /readyz. A load generator (load.ts) sends checks and
// generations through the balancer while faults come one at a time: SIGKILL of a host, a rolling
// restart, a restart of PostgreSQL, one host cut from PostgreSQL for 10 s. Debian's Prometheus scrapes the
// hosts' metrics listeners meanwhile (docs/operations/prometheus.yml and its alerting rules). Then every
// invariant is asserted, what the hosts' metrics say through Prometheus's query API among them, and each
// figure printed; everything is torn down, on failure too. Needs root.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { type EnvironmentInput, readEnvironment } from '../../packages/server/src/config/environment.js';
import { generateApiKey } from '../../packages/server/src/keys/api-keys.js';
import { REQUEST_SECONDS_BUCKETS } from '../../packages/server/src/observability/metrics/server-metrics.js';
import type { Burst } from './burst.js';
import type { Attempt, LoadResults } from './load.js';
import { counterIncrease, prometheusApi, prometheusArgs } from './prometheus.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HAPROXY_CFG = fileURLToPath(new URL('./haproxy.cfg', import.meta.url));
const PREFIX = 'tlpc';
const NET = `${PREFIX}-net`;
const LB = { ns: `${PREFIX}-lb`, ip: '198.18.0.2' };
const DB = { ns: `${PREFIX}-db`, ip: '198.18.0.130' };
const HOSTS = [1, 2, 3].map((n) => ({
  name: `host${n}`,
  ns: `${PREFIX}-h${n}`,
  front: `198.18.0.1${n}`,
  back: `198.18.0.14${n}`,
  /** The bridge's end of the host's link to the database: set down to cut the host off. */
  backLink: `h${n}-b`,
}));
/** The server's own default port (`config/environment.ts`), on every host. */
const PORT = readEnvironment({}).PORT;
/** Each host's metrics listener, on its front address (docs/operations/prometheus.yml scrapes these). */
const METRICS_PORT = 9464;
/** Time given after a fault for the balancer and the hosts to settle before latency counts again. */
const SETTLE_MS = 5000;
/** Load with no fault after each fault's window. */
const QUIET_MS = 10_000;
const PG_BIN = readdirSync('/usr/lib/postgresql')
  .sort((a, b) => Number(a) - Number(b))
  .map((v) => `/usr/lib/postgresql/${v}/bin`)
  .pop()!;

const run = (cmd: string, args: string[]) =>
  execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const ip = (...args: string[]) => run('ip', args);
const inNs = (ns: string, cmd: string, args: string[]) => run('ip', ['netns', 'exec', ns, cmd, ...args]);
const asPostgres = (ns: string, cmd: string, args: string[]) =>
  inNs(ns, 'runuser', ['-u', 'postgres', '--', `${PG_BIN}/${cmd}`, ...args]);
const psql = (query: string) =>
  asPostgres(DB.ns, 'psql', ['-h', DB.ip, '-U', 'postgres', '-d', 'tlp', '-tAc', query]);
const log = (line: string) => process.stdout.write(`cluster: ${line}\n`);

const work = mkdtempSync(join(tmpdir(), 'tlp-cluster-'));
const pgData = join(work, 'pg');
const processes = new Set<ChildProcess>();
const testKey = generateApiKey('test');

/** Removes the namespaces of this test (a run that died before its teardown left some too). */
function removeNamespaces(): void {
  for (const line of ip('netns', 'list').split('\n')) {
    const name = line.split(' ')[0];
    if (name?.startsWith(`${PREFIX}-`)) ip('netns', 'del', name);
  }
}

function link(bridge: string, ns: string, bridgeEnd: string, address: string, dev: string): void {
  ip('-n', NET, 'link', 'add', bridgeEnd, 'type', 'veth', 'peer', 'name', dev, 'netns', ns);
  ip('-n', NET, 'link', 'set', bridgeEnd, 'master', bridge, 'up');
  ip('-n', ns, 'addr', 'add', `${address}/25`, 'dev', dev);
  ip('-n', ns, 'link', 'set', dev, 'up');
}

function buildNetwork(): void {
  removeNamespaces();
  for (const ns of [NET, LB.ns, DB.ns, ...HOSTS.map((h) => h.ns)]) {
    ip('netns', 'add', ns);
    ip('-n', ns, 'link', 'set', 'lo', 'up');
  }
  for (const br of ['front', 'back']) {
    ip('-n', NET, 'link', 'add', br, 'type', 'bridge');
    ip('-n', NET, 'link', 'set', br, 'up');
  }
  link('front', LB.ns, 'lb-f', LB.ip, 'front');
  link('back', DB.ns, 'db-b', DB.ip, 'back');
  for (const h of HOSTS) {
    link('front', h.ns, `h${h.name.at(-1)}-f`, h.front, 'front');
    link('back', h.ns, h.backLink, h.back, 'back');
  }
}

function startPostgres(): void {
  chmodSync(work, 0o755);
  run('install', ['-d', '-o', 'postgres', pgData]);
  asPostgres(DB.ns, 'initdb', ['-D', pgData, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  run('sh', ['-c', `echo 'host all all 198.18.0.128/25 trust' >> '${pgData}/pg_hba.conf'`]);
  pgCtl('start');
  asPostgres(DB.ns, 'createdb', ['-h', DB.ip, '-U', 'postgres', 'tlp']);
}

function pgCtl(action: 'start' | 'restart'): void {
  asPostgres(DB.ns, 'pg_ctl', [
    '-D',
    pgData,
    '-l',
    join(pgData, 'log'),
    '-w',
    ...(action === 'restart' ? ['-m', 'fast'] : []),
    '-o',
    `-c listen_addresses=${DB.ip} -p 5432 -k ${pgData} -c max_connections=200`,
    action,
  ]);
}

/** A child process inside a namespace (`ip netns exec` replaces itself with the command: same PID). */
function spawnIn(ns: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const proc = spawn('ip', ['netns', 'exec', ns, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  processes.add(proc);
  proc.once('exit', () => processes.delete(proc));
  return proc;
}

/** Resolves with the process once its stdout shows `ready`; rejects if it exits first. */
function waitFor(proc: ChildProcess, ready: RegExp, what: string): Promise<ChildProcess> {
  let out = '';
  let err = '';
  proc.stderr!.on('data', (d) => {
    err = (err + d).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    proc.stdout!.on('data', (d) => {
      out += d;
      if (ready.test(out)) resolve(proc);
    });
    proc.once('exit', (code) =>
      reject(new Error(`${what} exited (${code}) before it was ready:\n${out}\n${err}`)),
    );
  });
}

const hostProcs = new Map<string, ChildProcess>();
async function startHost(h: (typeof HOSTS)[number], env: EnvironmentInput = {}): Promise<void> {
  // The schema's variables, and the metrics listener's (read by observability/settings.ts).
  const hostEnv: EnvironmentInput = {
    HOST: h.front,
    PORT: String(PORT),
    TLP_DATABASE_URL: `postgres://postgres@${DB.ip}:5432/tlp`,
    TLP_PG_POOL: '5',
    TLP_ORIGIN: `http://${LB.ip}:${PORT}`,
    TLP_TEST_KEY: testKey,
    // The account's limits (5 reads a second) would make reading every object back from every host
    // take minutes; they are not what this test measures.
    // (The rate-limit phase at the end restarts the hosts with them on.)
    TLP_RATE_LIMITS: 'off',
    // Every client comes through the balancer: one address.
    TLP_MAX_CONNECTIONS_PER_ADDRESS: '4096',
    // The balancer (inter 1s fall 2) takes a draining host out within 2 s.
    TLP_DRAIN_GRACE_MS: '3000',
    TLP_METRICS_PORT: String(METRICS_PORT),
    TLP_METRICS_HOST: h.front,
    LOG_LEVEL: 'warn',
    ...env,
  };
  // A variable the server does not know fails the type check; a value it refuses fails here, as it would there.
  readEnvironment(hostEnv);
  const proc = spawnIn(h.ns, [process.execPath, 'scripts/start.mjs'], hostEnv as Record<string, string>);
  hostProcs.set(h.name, proc);
  proc.stderr!.on('data', (d) => appendFileSync(join(work, `${h.name}.log`), d));
  await waitFor(proc, /^Listening: /m, h.name);
}
async function stopHost(h: (typeof HOSTS)[number], signal: 'SIGTERM' | 'SIGKILL'): Promise<number | null> {
  const proc = hostProcs.get(h.name)!;
  const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
  proc.kill(signal);
  return exited;
}

async function balancerReady(): Promise<void> {
  const url = `http://${LB.ip}:${PORT}/readyz`;
  let last = '';
  let inARow = 0;
  for (let i = 0; i < 60; i++) {
    try {
      last = inNs(LB.ns, 'curl', ['-s', '-o', '/dev/null', '-w', '%{http_code}', '--max-time', '2', url]);
    } catch (err) {
      last = String(err);
    }
    // HAProxy starts with every server up until its first checks: three answers a second apart.
    inARow = last === '200' ? inARow + 1 : 0;
    if (inARow === 3) return;
    await sleep(1000);
  }
  throw new Error(`the balancer never answered ${url} 200 (last: ${last})`);
}

/** A client script of this folder (load.ts, burst.ts) in the balancer's namespace: its stdout kept. */
function clientScript(name: string, env: Record<string, string> = {}) {
  const proc = spawnIn(LB.ns, [process.execPath, '--import', 'tsx', `scripts/cluster/${name}.ts`], {
    CLUSTER_HOSTS: HOSTS.map((h) => `http://${h.front}:${PORT}`).join(','),
    CLUSTER_KEY: testKey,
    ...env,
  });
  let out = '';
  proc.stdout!.on('data', (d) => {
    out += d;
  });
  proc.stderr!.on('data', (d) => process.stderr.write(`${name}: ${d}`));
  return { proc, out: () => out };
}

/** The JSON a client script printed on its line `<tag> …`. */
function resultLine<T>(out: string, tag: string): T {
  const line = new RegExp(`^${tag} (.*)$`, 'm').exec(out)?.[1];
  if (!line) throw new Error(`no ${tag} line printed:\n${out.slice(-2000)}`);
  return JSON.parse(line) as T;
}

interface Window {
  name: string;
  from: number;
  to: number;
  /** The database could not be reached by some host: 503 with Retry-After is an honest answer then. */
  database: boolean;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<boolean> {
  log(`building the network (${HOSTS.length} hosts, PostgreSQL ${PG_BIN.split('/').at(-2)}, HAProxy)`);
  buildNetwork();
  startPostgres();
  // Prometheus first: it sees every host's counters from their first value.
  const prometheus = spawnIn(LB.ns, prometheusArgs(join(work, 'prometheus')));
  prometheus.stdout!.resume();
  prometheus.stderr!.on('data', (d) => appendFileSync(join(work, 'prometheus.log'), d));
  const prom = prometheusApi(LB.ns);
  for (let i = 0; i < 60 && !prom.ready(); i++) await sleep(500);
  if (!prom.ready()) throw new Error(`Prometheus did not start:\n${readLog('prometheus.log')}`);
  await Promise.all(HOSTS.map((h) => startHost(h)));
  const haproxy = spawnIn(LB.ns, ['/usr/sbin/haproxy', '-db', '-f', HAPROXY_CFG]);
  haproxy.stdout!.resume();
  haproxy.stderr!.on('data', (d) => process.stderr.write(`haproxy: ${d}`));
  // Two passing checks a second apart put a host in: wait until the balancer answers ready.
  await balancerReady();
  const { proc: load, out: loadOut } = clientScript('load', { CLUSTER_LB: `http://${LB.ip}:${PORT}` });
  await waitFor(load, /^load: running$/m, 'the load generator');
  const loadStarted = Date.now();
  const windows: Window[] = [];
  const fault = async (name: string, database: boolean, act: () => Promise<void>) => {
    const from = Date.now();
    log(`fault: ${name}`);
    await act();
    windows.push({ name, from, to: Date.now() + SETTLE_MS, database });
    await sleep(SETTLE_MS);
    // Load with no fault: latency here counts against the steady state.
    await sleep(QUIET_MS);
  };

  // Steady state first: the reference of latency.
  await sleep(15_000);
  const steadyEnd = Date.now();
  let killedAt = 0;
  await fault('SIGKILL host2, then start it again', false, async () => {
    killedAt = Date.now();
    await stopHost(HOSTS[1]!, 'SIGKILL');
    await sleep(3000);
    await startHost(HOSTS[1]!);
  });
  await fault('rolling restart of the three hosts (SIGTERM, start, one at a time)', false, async () => {
    for (const h of HOSTS) {
      const code = await stopHost(h, 'SIGTERM');
      if (code !== 0) throw new Error(`${h.name} exited ${code} after SIGTERM`);
      await startHost(h);
      await sleep(3000);
    }
  });
  await fault('restart PostgreSQL', true, async () => {
    pgCtl('restart');
  });
  await fault('cut host3 from PostgreSQL for 10 s (link down), then restore it', true, async () => {
    ip('-n', NET, 'link', 'set', HOSTS[2]!.backLink, 'down');
    await sleep(10_000);
    ip('-n', NET, 'link', 'set', HOSTS[2]!.backLink, 'up');
  });
  const loadEnded = Date.now();
  load.stdin!.end('stop\n');
  await new Promise((r) => load.once('exit', r));
  const results = resultLine<LoadResults>(loadOut(), 'RESULTS');
  // What the hosts' metrics say, before the rate-limit phase restarts them (two scrapes after the load).
  await sleep(2500);
  const observed = metricsFindings(prom, results.attempts, {
    loadStarted,
    steadyEnd,
    loadEnded,
    killedAt,
    cut: windows.find((w) => w.name.startsWith('cut host3'))!,
  });

  // Duplicates: objects in the database made under one Idempotency-Key (their metadata carries it). The
  // sandbox's own objects (the sample media each host signs at start) carry no load key, and are not counted.
  const duplicates = Number(
    psql(
      `select coalesce(sum(n - 1), 0) from (
         select count(*) as n from checks where data::json->'metadata'->>'load_key' is not null
           group by (data::json->'metadata'->>'load_key')
         union all
         select count(*) from generations where data::json->'metadata'->>'load_key' is not null
           group by (data::json->'metadata'->>'load_key')
       ) per_key`,
    ).trim(),
  );

  // Deliverables: under each license, the outputs delivered (allowed or released) by an account, never
  // more than the license's final_deliverables, whichever hosts decided them.
  const delivered = psql(
    `select l.id, (l.scope::json->>'final_deliverables')::int, count(*)
       from licenses l join generation_licenses gl on gl.license_id = l.id
       join generations g on g.id = gl.generation_id
      where g.status in ('allowed', 'released') and l.scope::json->>'final_deliverables' is not null
      group by l.id, g.account_id, g.livemode, l.scope`,
  )
    .split('\n')
    .filter(Boolean)
    .map((row) => {
      const [license, limit, count] = row.split('|');
      return { license: license!, limit: Number(limit), count: Number(count) };
    });

  // Rate limits: the hosts restart with the account's limits on; then a burst a policy, spread over the
  // three hosts at once, gets the one allowance of the account (and what refilled while it ran), not one
  // per host.
  log('rate-limit phase: the hosts restart with TLP_RATE_LIMITS=on');
  await Promise.all(HOSTS.map((h) => stopHost(h, 'SIGTERM')));
  await Promise.all(HOSTS.map((h) => startHost(h, { TLP_RATE_LIMITS: 'on' })));
  const { proc: burster, out: burstOut } = clientScript('burst');
  await new Promise((r) => burster.once('exit', r));
  const bursts = resultLine<Burst[]>(burstOut(), 'BURSTS');

  const { attempts } = results;
  // An attempt belongs to a fault when it ran during its window, even in part (sent just before it).
  const inWindow = (a: { at: number; ms: number }) =>
    windows.find((w) => a.at + a.ms >= w.from && a.at <= w.to);
  const serverErrors = attempts.filter((a) => a.status >= 500);
  const honest = (a: (typeof attempts)[number]) =>
    a.status === 503 && a.retryAfter !== undefined && inWindow(a)?.database === true;
  const dishonest = serverErrors.filter((a) => !honest(a));
  const ok = attempts.filter((a) => a.status === 200);
  const steady = ok.filter((a) => a.at >= loadStarted + 2000 && a.at < steadyEnd).map((a) => a.ms);
  const outside = ok.filter((a) => a.at >= steadyEnd && a.at <= loadEnded && !inWindow(a)).map((a) => a.ms);
  const p99Steady = percentile(steady, 99);
  const p99Outside = percentile(outside, 99);

  const figures = {
    requests: attempts.length,
    acknowledged: results.acked,
    read_backs: results.readBacks,
    lost: results.lost.length,
    duplicates: duplicates + results.keyConflicts,
    '5xx': serverErrors.length,
    '5xx_not_503_database': dishonest.length,
    connection_errors: attempts.filter((a) => a.status === 0).length,
    failed_operations: results.failed.length,
    p99_steady_ms: Math.round(p99Steady),
    p99_outside_faults_ms: Math.round(p99Outside),
    p99_ratio: Math.round((p99Outside / p99Steady) * 100) / 100,
    generations_denied_delivery_limit: results.deliveryLimited,
  };
  for (const [k, v] of Object.entries(figures)) log(`${k} = ${v}`);
  for (const line of observed.lines) log(`metrics: ${line}`);
  const failures: string[] = [...observed.failures];
  for (const d of delivered) {
    log(`delivered under ${d.license} = ${d.count} (final_deliverables ${d.limit})`);
    if (d.count > d.limit)
      failures.push(`${d.count} outputs delivered under ${d.license}, over its ${d.limit}`);
  }
  // The load went past a license's allowance: that license was filled exactly, not once per host.
  if (results.deliveryLimited > 0 && !delivered.some((d) => d.count === d.limit))
    failures.push('outputs were refused delivery_limit_reached, yet no license is exactly at its limit');
  for (const b of bursts) {
    // What the account's one bucket admits: its q at once, and what refilled while the burst ran.
    const bound = b.q + Math.floor(((b.ms / 1000) * b.q) / b.w);
    log(
      `rate limit ${b.what}: ${b.sent} sent at once over ${HOSTS.length} hosts in ${Math.round(b.ms)} ms, ` +
        `${b.allowed} allowed, ${b.limited} rate_limited (policy q=${b.q} w=${b.w}: at most ${bound}; ` +
        `a bucket per host would admit ${HOSTS.length * b.q})`,
    );
    if (b.other.length > 0) failures.push(`${b.what} burst: other answers ${b.other.slice(0, 5).join(', ')}`);
    if (!(b.allowed >= Math.min(b.q, b.sent) && b.allowed <= bound))
      failures.push(`${b.what} burst: ${b.allowed} allowed, not between ${b.q} and ${bound}`);
    if (b.allowed + b.limited !== b.sent) failures.push(`${b.what} burst: not every answer 200 or 429`);
  }
  // A burst that ran so long that one bucket per host would fit its bound too proves nothing: at least one
  // must have been quick enough to tell them apart.
  if (!bursts.some((b) => b.q + Math.floor(((b.ms / 1000) * b.q) / b.w) < HOSTS.length * b.q))
    failures.push('every burst ran too slowly to tell one allowance from one per host');
  if (results.acked < 50) failures.push(`only ${results.acked} objects acknowledged`);
  if (results.lost.length > 0) {
    const kinds = new Map<string, number>();
    for (const l of results.lost) {
      const k = `${l.id.slice(0, 4)} ${l.status} ${l.fields.join(',')}`;
      kinds.set(k, (kinds.get(k) ?? 0) + 1);
    }
    failures.push(`lost: ${JSON.stringify([...kinds])}`);
  }
  if (figures.duplicates > 0) failures.push(`${figures.duplicates} duplicate objects`);
  if (dishonest.length > 0) {
    const seen = dishonest
      .slice(0, 5)
      .map(
        (a) =>
          `${a.status} ${a.op} at +${Math.round((a.at - loadStarted) / 1000)} s: ${a.code ?? ''} ${a.detail ?? ''}`,
      );
    failures.push(`5xx answers: ${seen.join('; ')}`);
  }
  if (results.failed.length > 0)
    failures.push(`failed operations: ${JSON.stringify(results.failed.slice(0, 5))}`);
  if (steady.length < 20 || outside.length < 20) failures.push('too few requests to measure latency');
  if (!(p99Outside <= 2 * p99Steady))
    failures.push(`p99 outside faults ${figures.p99_outside_faults_ms} ms > 2 × ${figures.p99_steady_ms} ms`);
  // Where the slowest answers outside the faults fell (seconds from the start of the load).
  const slow = ok
    .filter((a) => a.at >= steadyEnd && a.at <= loadEnded && !inWindow(a))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8)
    .map((a) => `${a.op} ${Math.round(a.ms)} ms at +${Math.round((a.at - loadStarted) / 1000)} s`);
  log(`slowest outside the faults: ${slow.join('; ')}`);
  for (const w of windows)
    log(
      `window +${Math.round((w.from - loadStarted) / 1000)} s to +${Math.round((w.to - loadStarted) / 1000)} s: ${w.name}`,
    );
  const errors = new Set(attempts.filter((a) => a.error).map((a) => a.error));
  if (errors.size > 0) log(`connection errors seen: ${[...errors].slice(0, 5).join('; ')}`);
  for (const f of failures) log(`FAILED: ${f}`);
  if (dishonest.length > 0) {
    for (const h of HOSTS) {
      const file = join(work, `${h.name}.log`);
      const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
      for (const l of lines.filter((x) => /"level":50/.test(x)).slice(0, 3))
        log(`${h.name} error: ${l.slice(0, 1500)}`);
    }
  }
  log(failures.length === 0 ? 'passed' : 'failed');
  return failures.length === 0;
}

function readLog(name: string): string {
  const file = join(work, name);
  return existsSync(file) ? readFileSync(file, 'utf8').slice(-3000) : '';
}

/**
 * What the faults did, as the hosts' metrics tell it through Prometheus's query API, against what the load
 * generator saw: the checks and generations the hosts counted are those it was answered by a host (less at
 * most what host2 counted after its last scrape before SIGKILL); the 503s while host3 was cut from the
 * database are on host3 only, as many as the load generator got; and the p99 of the steady state from the
 * latency histogram is the load generator's within the width of the bucket it falls in.
 */
function metricsFindings(
  prom: ReturnType<typeof prometheusApi>,
  attempts: Attempt[],
  t: { loadStarted: number; steadyEnd: number; loadEnded: number; killedAt: number; cut: Window },
): { lines: string[]; failures: string[] } {
  const lines: string[] = [];
  const failures: string[] = [];
  const ops = 'operation=~"createCheck|createGeneration"';

  const rules = prom.rules().filter((r) => r.type === 'alerting');
  lines.push(`Prometheus loaded ${rules.length} alerting rules (${rules.map((r) => r.name).join(', ')})`);
  if (rules.length < 5)
    failures.push(`Prometheus loaded ${rules.length} alerting rules of docs/operations/alerts.yml, not 5`);
  const targets = prom.targets();
  lines.push(`targets: ${targets.map((x) => `${x.labels.instance} ${x.health}`).join(', ')}`);
  if (targets.filter((x) => x.health === 'up').length !== HOSTS.length)
    failures.push(`not every host's metrics listener is up in Prometheus: ${JSON.stringify(targets)}`);

  // 1. The requests the hosts counted against those the load generator was answered by a host.
  const from = t.loadStarted - 1000;
  const to = t.loadEnded + 2000;
  const counted = counterIncrease(prom, `tlp_http_requests_total{${ops}}`, from, to);
  const serverTotal = counted.reduce((sum, s) => sum + s.increase, 0);
  const served = attempts.filter((a) => a.server);
  // host2's counts after its last scrape before SIGKILL are lost with it: at most a scrape interval's worth.
  const lostAtKill = served.filter(
    (a) => a.at + a.ms >= t.killedAt - 1500 && a.at + a.ms <= t.killedAt,
  ).length;
  const byHost = new Map<string, number>();
  for (const s of counted) byHost.set(s.metric.instance!, (byHost.get(s.metric.instance!) ?? 0) + s.increase);
  lines.push(
    `checks and generations counted by the hosts = ${serverTotal} (${[...byHost].map(([h, n]) => `${h} ${n}`).join(', ')}); answered by a host to the load generator = ${served.length}; at most ${lostAtKill} lost with host2's SIGKILL`,
  );
  const seconds = (t.loadEnded - t.loadStarted) / 1000;
  lines.push(
    `request rate: ${(serverTotal / seconds).toFixed(1)}/s by the hosts' counters, ${(served.length / seconds).toFixed(1)}/s by the load generator`,
  );
  if (!(serverTotal <= served.length && serverTotal >= served.length - lostAtKill))
    failures.push(
      `the hosts counted ${serverTotal} checks and generations, the load generator was answered ${served.length} (at most ${lostAtKill} lost at the SIGKILL)`,
    );

  // 2. The 503s of the cut window, by host.
  const cut503 = counterIncrease(prom, 'tlp_http_requests_total{status="503"}', t.cut.from, t.cut.to);
  const per = new Map<string, number>(HOSTS.map((h) => [h.name, 0]));
  for (const s of cut503) per.set(s.metric.instance!, (per.get(s.metric.instance!) ?? 0) + s.increase);
  const cutOps = counterIncrease(prom, `tlp_http_requests_total{status="503",${ops}}`, t.cut.from, t.cut.to)
    .filter((s) => s.metric.instance === 'host3')
    .reduce((sum, s) => sum + s.increase, 0);
  const client503 = served.filter(
    (a) => a.status === 503 && a.at + a.ms >= t.cut.from && a.at <= t.cut.to,
  ).length;
  lines.push(
    `503s while host3 was cut from the database: ${[...per].map(([h, n]) => `${h} ${n}`).join(', ')} (of them checks and generations on host3: ${cutOps}; the load generator got ${client503})`,
  );
  if (!((per.get('host3') ?? 0) > 0))
    failures.push('no 503 counted on host3 while it was cut from the database');
  for (const h of ['host1', 'host2'])
    if ((per.get(h) ?? 0) > 0) failures.push(`${h} counted ${per.get(h)} 503s while only host3 was cut`);
  if (cutOps !== client503)
    failures.push(
      `host3 counted ${cutOps} checks and generations answered 503, the load generator got ${client503}`,
    );

  // 3. The steady state's p99: the histogram's against the load generator's.
  const window = Math.round((t.steadyEnd - t.loadStarted - 2000) / 1000);
  const q = prom.query(
    `histogram_quantile(0.99, sum by (le) (increase(tlp_http_request_duration_seconds_bucket{${ops},status_class="2xx"}[${window}s])))`,
    t.steadyEnd,
  );
  const serverP99 = Number(q[0]?.value?.[1] ?? Number.NaN);
  const steady = attempts
    .filter((a) => a.status === 200 && a.at >= t.loadStarted + 2000 && a.at < t.steadyEnd)
    .map((a) => a.ms / 1000);
  const clientP99 = percentile(steady, 99);
  const upper = REQUEST_SECONDS_BUCKETS.find((b) => b >= serverP99) ?? Number.POSITIVE_INFINITY;
  const lower = [...REQUEST_SECONDS_BUCKETS].reverse().find((b) => b < serverP99) ?? 0;
  const width = upper - lower;
  lines.push(
    `steady p99: ${(serverP99 * 1000).toFixed(1)} ms from the hosts' histogram (bucket ${lower * 1000} to ${upper * 1000} ms), ${(clientP99 * 1000).toFixed(1)} ms at the load generator`,
  );
  if (!(Math.abs(clientP99 - serverP99) <= width))
    failures.push(
      `the histogram's p99 ${(serverP99 * 1000).toFixed(1)} ms and the load generator's ${(clientP99 * 1000).toFixed(1)} ms differ by more than the bucket's width (${(width * 1000).toFixed(1)} ms)`,
    );
  const fired = prom
    .query('ALERTS{alertstate="firing"}', t.loadEnded)
    .map((s) => `${s.metric.alertname} ${s.metric.instance ?? ''}`);
  lines.push(`alerts firing at the end of the load: ${fired.length > 0 ? fired.join(', ') : 'none'}`);
  return { lines, failures };
}

async function teardown(): Promise<void> {
  for (const proc of processes) proc.kill('SIGKILL');
  try {
    asPostgres(DB.ns, 'pg_ctl', ['-D', pgData, '-m', 'immediate', 'stop']);
  } catch {
    // not running
  }
  await sleep(200);
  removeNamespaces();
  rmSync(work, { recursive: true, force: true });
}

let passed = false;
process.once('SIGINT', () => {
  void teardown().then(() => process.exit(130));
});
try {
  passed = await main();
} catch (err) {
  log(`FAILED: ${err instanceof Error ? err.stack : String(err)}`);
} finally {
  await teardown();
}
process.exit(passed ? 0 : 1);
