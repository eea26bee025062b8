import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { type Child, cleanUp, freePort, startChild } from '../test-harness/child.js';

const dirs: string[] = [];
const children: Child[] = [];
afterAll(() => cleanUp(children, dirs));

/** One request on a connection of its own (node:cluster hands each connection to one worker). */
function account(port: number, key: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/v1/account',
      agent: false,
      headers: { Authorization: `Bearer ${key}`, Connection: 'close' },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a restart of two workers on PostgreSQL under load', () => {
  it('answers no request before it is ready: connections are refused while it starts, never answered 503', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tlp-restart-'));
    dirs.push(dir);
    const port = await freePort();
    const env = {
      TLP_DB: join(dir, 'sandbox.db'),
      PORT: String(port),
      TLP_WORKERS: '2',
      TLP_RATE_LIMITS: 'off',
    };
    const first = await startChild(env);
    children.push(first);
    const key = /^Test key: (\S+)$/m.exec(first.stdout())![1]!;

    const answers: { status: number; body: string }[] = [];
    let refused = 0;
    let loading = true;
    const client = async () => {
      while (loading) {
        try {
          answers.push(await account(port, key));
        } catch {
          // Nothing listens (between the two runs): the client's retry, not an answer.
          refused++;
          await sleep(5);
        }
      }
    };
    const clients = Array.from({ length: 6 }, client);
    await sleep(500);
    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const servedBefore = answers.length;
    const second = await startChild(env);
    children.push(second);
    // Both workers of the new run serve for a while.
    await sleep(1000);
    loading = false;
    await Promise.all(clients);
    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    expect(servedBefore).toBeGreaterThan(0);
    expect(answers.length).toBeGreaterThan(servedBefore);
    expect(refused).toBeGreaterThan(0);
    const failed = answers.filter((a) => a.status !== 200);
    expect(failed.map((a) => `${a.status} ${a.body}`)).toEqual([]);
  }, 120_000);
});
