// The cluster test's load generator (run.ts starts it inside the balancer's network namespace). It sends
// checks and generations through the balancer, each POST with an Idempotency-Key, and retries as
// docs/protocol.md tells clients: 429, 500, 503, 504 and 409 `idempotency_key_in_use` after Retry-After,
// and a request whose answer never came (the connection died), always with the same key and body. On
// "stop" (a line on stdin) it finishes what runs, reads every acknowledged object back from every host
// directly, and prints one JSON line of results.
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { EXECUTION, sha256Hex, smallPng, USE } from '../../packages/server/src/test-harness/decisions.js';

const LB = process.env.CLUSTER_LB!;
const HOSTS = process.env.CLUSTER_HOSTS!.split(',');
const KEY = process.env.CLUSTER_KEY!;
const CLIENTS = Number(process.env.CLUSTER_CLIENTS ?? 3);
/** How long one operation is retried at most before it counts as failed. */
const GIVE_UP_MS = 90_000;

/** One HTTP exchange (or a failed attempt) as the client saw it. */
export interface Attempt {
  at: number;
  ms: number;
  op: 'check' | 'generation';
  status: number;
  code?: string;
  /** The problem's detail, for a 5xx. */
  detail?: string;
  retryAfter?: string;
  error?: string;
  /** Answered by a host (its Request-Id), not by the balancer: the hosts' metrics count exactly these. */
  server?: true;
}
export interface Acked {
  kind: 'checks' | 'generations';
  key: string;
  id: string;
  body: string;
}
export interface LoadResults {
  attempts: Attempt[];
  acked: number;
  /** Operations that were given up or refused for good (not retryable). */
  failed: { op: string; status: number; code?: string }[];
  /** Acknowledged objects some host could not read back identical. */
  lost: { id: string; host: string; status: number; fields: string[] }[];
  /** Keys answered 200 with two different objects. */
  keyConflicts: number;
  readBacks: number;
  /** Acknowledged generations denied because their license's final deliverables were all delivered. */
  deliveryLimited: number;
}

const attempts: Attempt[] = [];
const acked: Acked[] = [];
const failed: LoadResults['failed'] = [];
const idsOfKey = new Map<string, Set<string>>();
let running = true;

const RETRYABLE = new Set([429, 500, 503, 504]);

async function post(op: Attempt['op'], path: string, body: string, key: string) {
  const giveUp = Date.now() + GIVE_UP_MS;
  let backoff = 200;
  while (Date.now() < giveUp) {
    const at = Date.now();
    const started = performance.now();
    try {
      const res = await fetch(`${LB}${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${KEY}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
        },
        body,
        signal: AbortSignal.timeout(60_000),
      });
      const text = await res.text();
      const ms = performance.now() - started;
      // The balancer's own answers (a 503 with no server left) are HTML.
      const json = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {};
      const retryAfter = res.headers.get('retry-after') ?? undefined;
      attempts.push({
        at,
        ms,
        op,
        status: res.status,
        ...(json.code ? { code: json.code } : {}),
        ...(res.status >= 500 && json.detail ? { detail: json.detail } : {}),
        ...(retryAfter ? { retryAfter } : {}),
        ...(res.headers.has('request-id') ? { server: true as const } : {}),
      });
      if (res.status === 200) {
        const seen = idsOfKey.get(key) ?? new Set<string>();
        seen.add(json.id);
        idsOfKey.set(key, seen);
        return { json, text };
      }
      const again =
        RETRYABLE.has(res.status) || (res.status === 409 && json.code === 'idempotency_key_in_use');
      if (!again) {
        failed.push({ op, status: res.status, code: json.code });
        return undefined;
      }
      await sleep(retryAfter ? Number(retryAfter) * 1000 : backoff);
    } catch (err) {
      // No answer: the outcome is unknown, and the same key makes the retry safe.
      attempts.push({
        at,
        ms: performance.now() - started,
        op,
        status: 0,
        error: String((err as Error).cause ?? err),
      });
      await sleep(backoff);
    }
    backoff = Math.min(backoff * 2, 2000);
  }
  failed.push({ op, status: 0, code: 'gave_up' });
  return undefined;
}

async function client(png: Buffer): Promise<void> {
  const artifact = { data: png.toString('base64'), sha256: sha256Hex(png), media_type: 'image/png' };
  while (running) {
    const checkKey = randomUUID();
    const check = await post(
      'check',
      '/v1/checks',
      JSON.stringify({
        inputs: [{ role: 'prompt', text: 'A portrait of Ada Vance' }],
        use: USE,
        execution: EXECUTION,
        metadata: { load_key: checkKey },
      }),
      checkKey,
    );
    if (!check) continue;
    acked.push({ kind: 'checks', key: checkKey, id: check.json.id, body: check.text });
    if (check.json.status !== 'allowed') continue;
    const genKey = randomUUID();
    const generation = await post(
      'generation',
      '/v1/generations',
      JSON.stringify({
        check: check.json.id,
        artifact,
        execution: EXECUTION,
        metadata: { load_key: genKey },
      }),
      genKey,
    );
    if (generation)
      acked.push({ kind: 'generations', key: genKey, id: generation.json.id, body: generation.text });
  }
}

/** Reads every acknowledged object from every host; an object that changed since (a check's state) is compared by its identity. */
async function readBack(): Promise<{ lost: LoadResults['lost']; readBacks: number }> {
  const lost: LoadResults['lost'] = [];
  let readBacks = 0;
  // A check's count of generations made under its authorization moves on when a generation is made: it
  // must then be exactly the number of acknowledged generations of that check (never one per host).
  const generationsOf = new Map<string, number>();
  for (const a of acked) {
    if (a.kind === 'generations') {
      const check = JSON.parse(a.body).check as string;
      generationsOf.set(check, (generationsOf.get(check) ?? 0) + 1);
    }
  }
  // Eight objects at a time (each read from every host).
  let next = 0;
  const reader = async () => {
    while (next < acked.length) await readOne(acked[next++]!);
  };
  const readOne = async (a: Acked) => {
    const ackedJson = JSON.parse(a.body);
    if (a.kind === 'checks' && ackedJson.authorization) {
      ackedJson.authorization.generations_used = generationsOf.get(a.id) ?? 0;
    }
    for (const host of HOSTS) {
      let res: Response | undefined;
      let text = '';
      for (let i = 0; i < 20 && !res; i++) {
        try {
          const r = await fetch(`${host}/v1/${a.kind}/${a.id}`, {
            headers: { Authorization: `Bearer ${KEY}` },
          });
          text = await r.text();
          // Reading thousands of objects meets the account's rate limit: wait as told.
          if (r.status === 429) await sleep(Number(r.headers.get('retry-after') ?? 1) * 1000);
          else res = r;
        } catch {
          await sleep(500);
        }
      }
      if (!res) {
        lost.push({ id: a.id, host, status: 0, fields: [] });
        continue;
      }
      readBacks++;
      const read = res.status === 200 ? JSON.parse(text) : {};
      const fields = [...new Set([...Object.keys(read), ...Object.keys(ackedJson)])].filter(
        (k) => JSON.stringify(read[k]) !== JSON.stringify(ackedJson[k]),
      );
      if (res.status !== 200 || fields.length > 0) lost.push({ id: a.id, host, status: res.status, fields });
    }
  };
  await Promise.all(Array.from({ length: 8 }, reader));
  return { lost, readBacks };
}

const png = await smallPng();
const clients = Array.from({ length: CLIENTS }, () => client(png));
process.stdout.write('load: running\n');
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === 'stop') break;
}
running = false;
await Promise.all(clients);
const { lost, readBacks } = await readBack();
const results: LoadResults = {
  attempts,
  acked: acked.length,
  failed,
  lost,
  keyConflicts: [...idsOfKey.values()].filter((ids) => ids.size > 1).length,
  readBacks,
  deliveryLimited: acked.filter(
    (a) =>
      a.kind === 'generations' &&
      (JSON.parse(a.body).reasons as { code: string }[]).some((r) => r.code === 'delivery_limit_reached'),
  ).length,
};
process.stdout.write(`RESULTS ${JSON.stringify(results)}\n`);
