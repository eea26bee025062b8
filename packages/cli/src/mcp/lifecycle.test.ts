/**
 * How `tlp mcp` ends and how long a call may take (issue 39, finding 2; issue 40, item 5): over stdio it
 * answers a call still pending when the client closes its input, then exits; a FIFO inside a root neither
 * hangs it nor makes it deaf to SIGTERM; and a call with no verdict within `--tool-timeout` is answered
 * `timed_out`, while the server goes on serving. The built command, in a child process.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const bin = join(root, 'packages/cli/bin/tlp.js');
const ENV = { ...process.env, NODE_OPTIONS: '' } as Record<string, string>;
const RECEIPT_ID = 'rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a';

/** An issuer that answers a receipt lookup after `delayMs`, or never (`Infinity`). */
let issuer: Server;
let origin: string;
let delayMs = 0;
let dir: string;
beforeAll(async () => {
  issuer = createServer((_req, res) => {
    if (Number.isFinite(delayMs)) setTimeout(() => res.writeHead(404).end('{}'), delayMs);
  });
  await new Promise<void>((resolve) => issuer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(issuer.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'tlp-mcp-life-'));
  execFileSync('mkfifo', [join(dir, 'fifo.jpg')]);
});
afterAll(async () => {
  issuer?.closeAllConnections();
  await new Promise((resolve) => issuer?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** `tlp mcp` over stdio, spoken to line by line as a client would: JSON-RPC messages on its stdin. */
class Stdio {
  readonly child: ChildProcess;
  readonly answers: Array<Record<string, unknown>> = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private out = '';
  private waiting: Array<() => void> = [];

  constructor(args: string[], roots: string[] = []) {
    this.child = spawn(process.execPath, [bin, 'mcp', ...args], {
      env: ENV,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    this.child.stdout!.setEncoding('utf8');
    this.child.stdout!.on('data', (chunk: string) => {
      this.out += chunk;
      const lines = this.out.split('\n');
      this.out = lines.pop()!;
      for (const line of lines.filter(Boolean)) {
        const message = JSON.parse(line) as Record<string, unknown>;
        // The server asks for the roots: answered at once, as a client granting `roots`.
        if (message.method === 'roots/list') {
          const list = roots.map((folder) => ({ uri: pathToFileURL(folder).href }));
          this.write({ jsonrpc: '2.0', id: message.id, result: { roots: list } });
        } else this.answers.push(message);
        for (const wake of this.waiting.splice(0)) wake();
      }
    });
  }

  write(message: unknown): void {
    this.child.stdin!.write(`${JSON.stringify(message)}\n`);
  }

  /** Initializes the session (a client granting roots), as every client does first. */
  async initialize(): Promise<void> {
    this.write({
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: { roots: {} },
        clientInfo: { name: 'lifecycle', version: '1' },
      },
    });
    await this.answerTo(0);
    this.write({ jsonrpc: '2.0', method: 'notifications/initialized' });
  }

  call(id: number, name: string, args: Record<string, unknown>): void {
    this.write({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
  }

  async answerTo(id: number, timeoutMs = 20_000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.answers.find((a) => a.id === id);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no answer to ${id} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  /** Waits for the process to exit, up to `timeoutMs`; `hung` when it did not (then it is killed). */
  async exit(timeoutMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null } | 'hung'> {
    const outcome = await Promise.race([
      this.exited,
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), timeoutMs)),
    ]);
    if (outcome === 'hung') {
      this.child.kill('SIGKILL');
      await this.exited;
    }
    return outcome;
  }
}

const verdictOf = (answer: Record<string, unknown>) =>
  (answer.result as { structuredContent: Record<string, unknown> }).structuredContent;

describe('tlp mcp over stdio: the end of its input', () => {
  it('answers a call still pending when the client closes its input, then exits 0', async () => {
    delayMs = 1500;
    const server = new Stdio(['--issuer', origin, '--mode', 'test']);
    await server.initialize();
    server.call(1, 'verify_receipt', { receipt: RECEIPT_ID });
    // The input ends while the lookup is still waiting on the issuer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.stdin!.end();
    expect(await server.exit(20_000)).toEqual({ code: 0, signal: null });
    expect(verdictOf(await server.answerTo(1, 0))).toMatchObject({ code: 'not_found' });
  });

  it('exits at once when nothing is pending', async () => {
    const server = new Stdio([]);
    await server.initialize();
    server.child.stdin!.end();
    expect(await server.exit(5000)).toEqual({ code: 0, signal: null });
  });
});

describe('tlp mcp over stdio: a FIFO and SIGTERM', () => {
  it('refuses a FIFO in a root at once, and still ends on SIGTERM', async () => {
    const server = new Stdio([], [dir]);
    try {
      await server.initialize();
      server.call(1, 'verify_content', { path: join(dir, 'fifo.jpg') });
      const answer = await server.answerTo(1, 10_000).catch(() => null);
      expect(answer && verdictOf(answer)).toMatchObject({
        code: 'unsupported_input',
        outcome: 'unsupported',
      });
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exit(5000)).not.toBe('hung');
    }
  });

  it('ends on SIGTERM with a call still pending', async () => {
    delayMs = Number.POSITIVE_INFINITY;
    const server = new Stdio(['--issuer', origin, '--mode', 'test']);
    await server.initialize();
    server.call(1, 'verify_receipt', { receipt: RECEIPT_ID });
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    expect(await server.exit(5000)).not.toBe('hung');
  });
});

describe('tlp mcp --tool-timeout', () => {
  it('answers timed_out when a call has no verdict in time, and goes on serving', async () => {
    delayMs = Number.POSITIVE_INFINITY;
    const server = new Stdio(['--issuer', origin, '--mode', 'test', '--tool-timeout', '1']);
    try {
      await server.initialize();
      const started = Date.now();
      server.call(1, 'verify_receipt', { receipt: RECEIPT_ID });
      const answer = await server.answerTo(1, 8000);
      expect(Date.now() - started).toBeLessThan(8000);
      expect(answer.result).toMatchObject({
        isError: true,
        structuredContent: { outcome: 'error', code: 'timed_out', input: RECEIPT_ID },
      });
      server.call(2, 'explain_verdict', { code: 'timed_out' });
      expect((await server.answerTo(2)).result).toMatchObject({
        structuredContent: { code: 'timed_out', title: expect.any(String) },
      });
    } finally {
      server.child.kill('SIGTERM');
      await server.exit(5000);
    }
  });
});
