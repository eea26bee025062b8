import { mkdtempSync } from 'node:fs';
import { Agent, type ClientRequest, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { type Child, cleanUp, slowPost, startChild } from '../test-harness/child.js';

const dirs: string[] = [];
const children: Child[] = [];
afterAll(() => cleanUp(children, dirs));
async function start(env: Record<string, string>): Promise<{ child: Child; origin: string; key: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'tlp-drain-'));
  dirs.push(dir);
  const child = await startChild({ TLP_DB: join(dir, 'sandbox.db'), TLP_RATE_LIMITS: 'off', ...env });
  children.push(child);
  const key = /^Test key: (\S+)$/m.exec(child.stdout())![1]!;
  return { child, origin: child.origin.replace('localhost', '127.0.0.1'), key };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
function answerOf(req: ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}
function get(origin: string, path: string, agent: Agent | false = false): Promise<Answer> {
  const req = request(new URL(path, origin), { agent });
  const answer = answerOf(req);
  req.end();
  return answer;
}
describe('SIGTERM drains: readiness first, then the port, then the running requests', () => {
  it('readyz turns 503 at once; connections are accepted during the grace, each closed after its answer; then refused; the running request finishes; exit 0', async () => {
    const { child, origin, key } = await start({ TLP_DRAIN_GRACE_MS: '1500' });
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    const before = await get(origin, '/readyz', keepAlive);
    expect(before.status).toBe(200);
    expect(before.headers.connection).toBe('keep-alive');
    const running = slowPost(origin, key);
    await sleep(200);
    child.proc.kill('SIGTERM');
    await sleep(200);

    // Within the grace: not ready, yet still served, on a new connection and on the kept-alive one.
    const ready = await get(origin, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBe('1');
    expect(JSON.parse(ready.body).detail).toBe('this process is stopping; send requests to another one');
    const served = await get(origin, '/livez', keepAlive);
    expect(served.status).toBe(200);
    // ... and that answer closed the kept-alive connection.
    expect(served.headers.connection).toBe('close');

    // Past the grace: the port is closed.
    await sleep(1800);
    await expect(get(origin, '/livez')).rejects.toThrow(/ECONNREFUSED/);
    expect(child.proc.exitCode).toBeNull();

    running.finish();
    const res = await running.answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).secret).toMatch(/^rk_test_/);
    expect(await child.exited).toBe(0);
    keepAlive.destroy();
  });

  it('a second SIGTERM cuts the running requests and exits at once, with status 1', async () => {
    const { child, origin, key } = await start({ TLP_DRAIN_TIMEOUT_MS: '60000' });
    const running = slowPost(origin, key);
    await sleep(200);
    child.proc.kill('SIGTERM');
    await sleep(300);
    expect(child.proc.exitCode).toBeNull();
    child.proc.kill('SIGTERM');
    await expect(running.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await child.exited).toBe(1);
  });

  it('TLP_DRAIN_TIMEOUT_MS bounds the drain: a request still running then is cut, exit 1', async () => {
    const { child, origin, key } = await start({ TLP_DRAIN_TIMEOUT_MS: '700' });
    const running = slowPost(origin, key);
    await sleep(200);
    const sent = Date.now();
    child.proc.kill('SIGTERM');
    await expect(running.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await child.exited).toBe(1);
    expect(Date.now() - sent).toBeGreaterThanOrEqual(600);
  });

  it('a TLP_DRAIN_GRACE_MS or TLP_DRAIN_TIMEOUT_MS that is not a duration stops the start', async () => {
    await expect(start({ TLP_DRAIN_GRACE_MS: 'soon' })).rejects.toThrow(
      "TLP_DRAIN_GRACE_MS 'soon' is not a duration in milliseconds (an integer, 0 or more)",
    );
    await expect(start({ TLP_DRAIN_TIMEOUT_MS: '-1' })).rejects.toThrow(
      "TLP_DRAIN_TIMEOUT_MS '-1' is not a duration in milliseconds",
    );
  });
});
