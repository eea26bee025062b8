// The cluster test's Prometheus (Debian's /usr/bin/prometheus) in the balancer's network namespace,
// scraping the three hosts' metrics listeners with docs/operations/prometheus.yml (and its alerts.yml),
// and the queries through its HTTP API with which run.ts checks what the faults did.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const PROMETHEUS = '/usr/bin/prometheus';
export const PROMETHEUS_CONFIG = fileURLToPath(
  new URL('../../docs/operations/prometheus.yml', import.meta.url),
);
/** Where Prometheus answers, inside the balancer's namespace. */
export const PROMETHEUS_ADDRESS = '127.0.0.1:9090';

/** The arguments of a Prometheus keeping its data in `dir`. */
export function prometheusArgs(dir: string): string[] {
  return [
    PROMETHEUS,
    `--config.file=${PROMETHEUS_CONFIG}`,
    `--storage.tsdb.path=${dir}`,
    `--web.listen-address=${PROMETHEUS_ADDRESS}`,
    '--log.level=warn',
  ];
}

/** A series of an instant vector, or of a range vector's samples (`[seconds, "value"]`). */
export interface Series {
  metric: Record<string, string>;
  value?: [number, string];
  values?: [number, string][];
}

/** Prometheus's HTTP query API, through curl inside namespace `ns`. */
export function prometheusApi(ns: string) {
  const get = (path: string, params: Record<string, string> = {}): unknown => {
    const args = ['netns', 'exec', ns, 'curl', '-s', '--max-time', '10', '-G'];
    for (const [k, v] of Object.entries(params)) args.push('--data-urlencode', `${k}=${v}`);
    args.push(`http://${PROMETHEUS_ADDRESS}${path}`);
    const body = JSON.parse(execFileSync('ip', args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString()) as {
      status: string;
      data: unknown;
      error?: string;
    };
    if (body.status !== 'success') throw new Error(`Prometheus ${path}: ${body.error ?? body.status}`);
    return body.data;
  };
  return {
    ready(): boolean {
      try {
        const code = execFileSync(
          'ip',
          [
            'netns',
            'exec',
            ns,
            'curl',
            '-s',
            '-o',
            '/dev/null',
            '-w',
            '%{http_code}',
            `http://${PROMETHEUS_ADDRESS}/-/ready`,
          ],
          { stdio: ['ignore', 'pipe', 'pipe'] },
        ).toString();
        return code === '200';
      } catch {
        return false;
      }
    },
    /** An instant query at `atMs` (milliseconds since the epoch). */
    query(expr: string, atMs: number): Series[] {
      const data = get('/api/v1/query', { query: expr, time: String(atMs / 1000) }) as { result: Series[] };
      return data.result;
    },
    /** The alerting rules Prometheus loaded. */
    rules(): { name: string; type: string }[] {
      const data = get('/api/v1/rules') as { groups: { rules: { name: string; type: string }[] }[] };
      return data.groups.flatMap((g) => g.rules);
    },
    /** The scrape targets and their health. */
    targets(): { labels: Record<string, string>; health: string }[] {
      return (
        get('/api/v1/targets') as { activeTargets: { labels: Record<string, string>; health: string }[] }
      ).activeTargets;
    },
  };
}

/**
 * How much each series of the counter `selector` grew between `fromMs` and `toMs`, exactly, from its raw
 * samples: every process starts its counters at 0, so a series first seen after `fromMs` counts from 0, and
 * a value lower than the one before it is a restart (its whole value counts). PromQL's `increase()` would
 * extrapolate to the window's edges and miss what a series held at its first scrape.
 */
export function counterIncrease(
  api: ReturnType<typeof prometheusApi>,
  selector: string,
  fromMs: number,
  toMs: number,
): { metric: Record<string, string>; increase: number }[] {
  const rangeSeconds = Math.ceil((toMs - fromMs) / 1000) + 30;
  return api.query(`${selector}[${rangeSeconds}s]`, toMs).map((series) => {
    const samples = (series.values ?? []).map(([t, v]) => [t * 1000, Number(v)] as const);
    const before = samples.filter(([t]) => t <= fromMs);
    let previous = before.length > 0 ? before[before.length - 1]![1] : 0;
    let increase = 0;
    for (const [t, v] of samples) {
      if (t <= fromMs) continue;
      increase += v >= previous ? v - previous : v;
      previous = v;
    }
    return { metric: series.metric, increase };
  });
}
