import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exchangeHeaders, recordAnswer } from './contract-fetch.js';
import { testSchema } from './postgres-setup.js';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface Child {
  proc: ChildProcess;
  origin: string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/**
 * Runs `src/main.ts` in a child process (through tsx, so no build is needed) and resolves when it prints
 * `Listening:`, or rejects with its output if it exits first. With `terminal`, its standard output and
 * error are one pseudo-terminal (`script`), as in a person's terminal: both arrive as `stdout()` (line
 * ends without their carriage returns), and a SIGTERM to `proc` reaches the server through `script`.
 */
export function startChild(env: Record<string, string>, { terminal = false } = {}): Promise<Child> {
  const proc = spawnMain(env, terminal);
  let out = '';
  let err = '';
  proc.stdout!.setEncoding('utf8').on('data', (d: string) => {
    out += terminal ? d.replaceAll('\r', '') : d;
  });
  proc.stderr!.setEncoding('utf8').on('data', (d: string) => {
    err += d;
  });
  const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
  return new Promise((resolve, reject) => {
    const onData = () => {
      const m = /^Listening: (\S+)$/m.exec(out);
      if (m) {
        proc.stdout!.off('data', onData);
        resolve({ proc, origin: m[1]!, stdout: () => out, stderr: () => err, exited });
      }
    };
    proc.stdout!.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening:\n${out}\n${err}`)),
    );
  });
}

/** `src/main.ts` in a child process, its output piped (or on a pseudo-terminal, `terminal`). */
function spawnMain(env: Record<string, string>, terminal = false): ChildProcess {
  // The suite's PostgreSQL pass: the child's database is the schema named after its TLP_DB.
  const pg = process.env.TLP_TEST_DATABASE_URL;
  const database =
    pg && env.TLP_DB && env.TLP_DATABASE_URL === undefined
      ? { TLP_DATABASE_URL: pg, TLP_DATABASE_SCHEMA: testSchema(dirname(env.TLP_DB)) }
      : {};
  const command: [string, string[]] = terminal
    ? ['script', ['-qfec', `'${process.execPath}' --import tsx '${MAIN}'`, '/dev/null']]
    : [process.execPath, ['--import', 'tsx', MAIN]];
  return spawn(command[0], command[1], {
    cwd: ROOT,
    // No drain grace (no load balancer watches a test's server): SIGTERM closes the port at once.
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', TLP_DRAIN_GRACE_MS: '0', ...database, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Runs `src/main.ts` as {@link startChild} does, for a start expected to fail: resolves with its exit
 * status and output once it exits; rejects if it listens instead (the child is killed).
 */
export function failedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const proc = spawnMain(env);
  let stdout = '';
  let stderr = '';
  proc.stdout!.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    if (/^Listening: /m.test(stdout)) proc.kill('SIGKILL');
  });
  proc.stderr!.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
  });
  // `close`, not `exit`: every line of its output has arrived.
  return new Promise((resolve, reject) =>
    proc.once('close', (code) =>
      /^Listening: /m.test(stdout)
        ? reject(new Error(`the start was expected to fail, and listened:\n${stdout}\n${stderr}`))
        : resolve({ code, stdout, stderr }),
    ),
  );
}

/** A port free now on 127.0.0.1 (to start a child on a port known in advance, and again on the same one). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** After a suite: kills the children still running and removes their folders. */
export function cleanUp(children: readonly Child[], dirs: readonly string[]): void {
  for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}

/**
 * A request that runs until the test says: a POST (a new test key) whose body is still arriving until
 * `finish` sends the rest. Its answer is checked against the OpenAPI document like every other.
 */
export function slowPost(
  origin: string,
  key: string,
): { answer: Promise<{ status: number; body: string }>; finish: () => void } {
  const url = new URL('/v1/test_helpers/api_keys', origin);
  const req = request(url, {
    method: 'POST',
    agent: false,
    headers: {
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      'Transfer-Encoding': 'chunked',
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        recordAnswer({
          method: 'POST',
          path: url.pathname,
          status,
          headers: exchangeHeaders(res.headers),
          body,
        });
        resolve({ status, body });
      });
    });
    req.on('error', reject);
  });
  req.write('{"scopes": ');
  return { answer, finish: () => req.end('["licenses:read"]}') };
}

export { ROOT };
