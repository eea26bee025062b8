/**
 * The log a start writes, as a person at a terminal and a program reading a pipe see it (main.ts in a
 * child process; the terminal is a pseudo-terminal made by `script`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { type Child, cleanUp, failedStart, startChild } from '../test-harness/child.js';

const children: Child[] = [];
const dirs: string[] = [];
afterAll(() => cleanUp(children, dirs));

function tempDb(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tlp-log-'));
  dirs.push(dir);
  return join(dir, 'sandbox.db');
}

/** `script` (util-linux) makes the pseudo-terminal. */
const hasScript = (() => {
  try {
    execFileSync('script', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const onNode20 = process.versions.node.startsWith('20.');
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escapes a terminal is sent
const ANSI = /\x1b\[[0-9;]*m/g;

/** Waits until the start has signed its samples (its own requests, which must not be logged at info). */
async function samplesSigned(output: () => string): Promise<void> {
  for (let i = 0; i < 600 && !/samples signed/.test(output()); i++) await sleep(100);
  expect(output()).toMatch(/samples signed/);
}

async function postCheck(origin: string, key: string): Promise<number> {
  const res = await fetch(`${origin}/v1/checks`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ inputs: [{ role: 'prompt', text: 'A red bicycle' }], use: { modality: 'image' } }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe.runIf(hasScript)('in a terminal', () => {
  it('the keys are boxed and said to be shown once; one short line a request; the samples signed quietly', async () => {
    const child = await startChild({ TLP_DB: tempDb(), LOG_LEVEL: 'info' }, { terminal: true });
    children.push(child);
    const screen = () => child.stdout().replace(ANSI, '');
    expect(screen()).toMatch(/^╭─ API keys, shown this once: copy them now ─+╮$/m);
    const key = /^│ Test key: (rk_test_[0-9A-Za-z]{43}) +│$/m.exec(screen())?.[1];
    expect(key).toBeDefined();
    expect(screen()).toMatch(/^╰─ only their hashes are stored; no later start can show them ─+╯$/m);
    await samplesSigned(screen);
    const status = await postCheck(child.origin, key!);
    const line = new RegExp(`^\\d\\d:\\d\\d:\\d\\d POST /v1/checks ${status} [\\d.]+ ms$`, 'm');
    for (let i = 0; i < 100 && !line.test(screen()); i++) await sleep(50);
    expect(screen()).toMatch(line);
    // No JSON, and not one line of the sandbox's own checks and generations for its samples.
    expect(screen()).not.toMatch(/^\{"level"/m);
    expect(screen().match(/POST \/v1\/(checks|generations)/g)).toHaveLength(1);
    // Node 20 is said to be unsupported, once.
    expect(screen().match(/is not supported/g)?.length ?? 0).toBe(onNode20 ? 1 : 0);
    child.proc.kill('SIGTERM');
    await child.exited;
  }, 120_000);
});

describe('not in a terminal', () => {
  it('JSON lines, the keys on lines of their own; TLP_LOG_FORMAT=pretty asks for short lines', async () => {
    const json = await startChild({ TLP_DB: tempDb(), LOG_LEVEL: 'info' });
    children.push(json);
    expect(json.stdout()).toMatch(/^Test key: rk_test_[0-9A-Za-z]{43}\nLive key: rk_live_[0-9A-Za-z]{43}\n/);
    const key = /^Test key: (\S+)$/m.exec(json.stdout())![1]!;
    await samplesSigned(json.stderr);
    const status = await postCheck(json.origin, key);
    await sleep(1500); // JSON lines are flushed within a second
    const records = json
      .stderr()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records.find((r) => r.msg === 'request' && r.path === '/v1/checks')).toMatchObject({
      level: 30,
      method: 'POST',
      status,
      req_id: expect.stringMatching(/^req_/),
    });
    expect(records.filter((r) => r.msg === 'request' && r.path === '/v1/generations')).toEqual([]);
    expect(records.filter((r) => /is not supported/.test(String(r.msg)))).toHaveLength(onNode20 ? 1 : 0);
    json.proc.kill('SIGTERM');
    await json.exited;

    const pretty = await startChild({ TLP_DB: tempDb(), LOG_LEVEL: 'info', TLP_LOG_FORMAT: 'pretty' });
    children.push(pretty);
    // Logged just after `Listening:` is printed, on the other stream.
    await expect
      .poll(pretty.stderr, { timeout: 10_000 })
      .toMatch(/^\d\d:\d\d:\d\d listening origin=http:\/\/localhost:\d+ /m);
    expect(pretty.stderr()).not.toMatch(/^\{/m);
    pretty.proc.kill('SIGTERM');
    await pretty.exited;
  }, 120_000);

  it('a TLP_LOG_FORMAT it does not know stops the start, saying which it knows', async () => {
    const failed = await failedStart({ TLP_DB: tempDb(), TLP_LOG_FORMAT: 'xml' });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toBe("tlp-server: TLP_LOG_FORMAT 'xml' is not one of json, pretty\n");
  });
});
