// The cluster test's rate-limit phase (run.ts starts it inside the balancer's network namespace, once the
// hosts run with the account's limits on): bursts of requests under one key, spread evenly over the three
// hosts directly and sent all at once, one burst a policy. It prints one JSON line: per burst, how many
// were answered 200 and 429, the policy the answers name (`RateLimit-Policy`), and how long it took.
import { EXECUTION, USE } from '../../packages/server/src/test-harness/decisions.js';

const HOSTS = process.env.CLUSTER_HOSTS!.split(',');
const KEY = process.env.CLUSTER_KEY!;
/** Requests a host receives in one burst. */
const PER_HOST = 30;

export interface Burst {
  what: string;
  sent: number;
  allowed: number;
  limited: number;
  /** Answers neither 200 nor 429 (each `status code`). */
  other: string[];
  /** The policy the answers name: `q` requests per `w` seconds. */
  q: number;
  w: number;
  /** From the first request sent to the last answer. */
  ms: number;
}

const check = JSON.stringify({
  inputs: [{ role: 'prompt', text: 'A portrait of Ada Vance' }],
  use: USE,
  execution: EXECUTION,
});

async function burst(what: string, path: string, body?: string): Promise<Burst> {
  // One request to each host first (a host just started answers its first ones slowly, and a slow burst
  // lets the bucket refill while it runs), then time for the bucket to fill again.
  let warm: Awaited<ReturnType<typeof send>> | undefined;
  for (const host of HOSTS) warm = await send(host, path, body);
  const window = Number(/;w=(\d+)/.exec(warm?.policy ?? '')?.[1] ?? 1);
  await new Promise((r) => setTimeout(r, (window + 1) * 1000));
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: PER_HOST * HOSTS.length }, (_, i) => send(HOSTS[i % HOSTS.length]!, path, body)),
  );
  const ms = performance.now() - started;
  const policy = /;q=(\d+);w=(\d+)/.exec(answers.find((a) => a.policy)?.policy ?? '');
  return {
    what,
    sent: answers.length,
    allowed: answers.filter((a) => a.status === 200).length,
    limited: answers.filter((a) => a.status === 429 && a.code === 'rate_limited').length,
    other: answers.filter((a) => a.status !== 200 && a.status !== 429).map((a) => `${a.status} ${a.code}`),
    q: Number(policy?.[1] ?? Number.NaN),
    w: Number(policy?.[2] ?? Number.NaN),
    ms,
  };
}

async function send(host: string, path: string, body: string | undefined) {
  const res = await fetch(`${host}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${KEY}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body }),
  });
  const json = (await res.json()) as { code?: string };
  return { status: res.status, code: json.code, policy: res.headers.get('ratelimit-policy') };
}

const bursts = [await burst('POST /v1/checks', '/v1/checks', check)];
bursts.push(await burst('GET /v1/account', '/v1/account'));
process.stdout.write(`BURSTS ${JSON.stringify(bursts)}\n`);
