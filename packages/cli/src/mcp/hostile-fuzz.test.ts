/**
 * `tlp mcp --http` under hostile input (issue 39), as a property test: `TLP_FUZZ_RUNS` calls (default 60;
 * `npm run test:soak` runs 10,000) of each kind against the built command in a child process.
 *
 * - Paths: `verify_content` on what a root may hold: FIFOs (with and without a writer), a socket, devices
 *   (`/dev/zero`, `/dev/urandom`, `/dev/full`, `/dev/null`), a folder, links to each, a sparse file far over
 *   `--max-size`, a large medium shrinking while it is read, absent paths, parent steps, `file://` URLs, and
 *   random names; meanwhile a link, and a folder of the root itself, are swapped many times a second between
 *   a plain photo inside and a licensed one outside. Every call is answered, within the tool timeout and a
 *   margin, with a verdict of a known code; none is ever about the file outside (it would be `ok`, with a
 *   receipt); the server serves on.
 * - Sessions: requests with no token, a wrong one, a prefix of it, another scheme; a foreign Origin, an
 *   opaque one; a Host rebound to another name; an unknown session ID; more sessions than `--max-sessions`.
 *   Each answer is the one a model of the rules predicts (403 Host, 403 Origin, 401 token, 404 session, 503
 *   over the cap, else 200), and no refused request opens a session.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rename, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { createServer as createSocketServer, type Server as SocketServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type McpHttpChild,
  send,
  startMcpHttp,
  vectorVerifierArgs,
} from '../test-harness/mcp-http.js';
import { explain } from './explain.js';

const RUNS = Number(process.env.TLP_FUZZ_RUNS ?? 60);
/** A test's time grows with its calls: 60 s, or 40 ms a call when more. */
const TEST_TIMEOUT_MS = Math.max(60_000, RUNS * 40);
/** `--tool-timeout` of the server under test, and the margin a call's answer may take beyond it. */
const TOOL_TIMEOUT_S = 5;
const ANSWER_MS = TOOL_TIMEOUT_S * 1000 + 5000;

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const bin = join(root, 'packages/cli/bin/tlp.js');
const vectors = join(root, 'test-vectors');
const TOKEN = 'the-hostile-sessions-test-token-0123456789abcdef';
const ENV = { ...process.env, NODE_OPTIONS: '', TLP_MCP_TOKEN: TOKEN } as Record<string, string>;
const MAX_SIZE = 16 * 1024 * 1024;
const DEVICES = ['/dev/zero', '/dev/urandom', '/dev/full', '/dev/null'];

/** `tlp mcp --http` on a free port, the built command, with `args`. */
const serve = (args: string[]) => startMcpHttp(bin, ['mcp', '--http', '--port', '0', ...args], ENV);

let dir: string;
let granted: string;
let outside: string;
let socket: SocketServer;
let swapping = true;
let swaps = 0;
let swapper: Promise<void>;
let shrinker: Promise<void>;
/** A writer holding one FIFO open, so that it is a FIFO with a writer that never writes. */
let writer: ChildProcess | null = null;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tlp-mcp-hostile-'));
  granted = join(dir, 'granted');
  outside = join(dir, 'outside');
  await mkdir(join(granted, 'inside-folder'), { recursive: true });
  await mkdir(outside);
  const plain = join(vectors, 'images/no-manifest.jpg');
  const licensed = join(vectors, 'images/licensed.jpg');
  await copyFile(plain, join(granted, 'plain.jpg'));
  await copyFile(plain, join(granted, 'inside-folder/photo.jpg'));
  await copyFile(licensed, join(outside, 'photo.jpg'));
  execFileSync('mkfifo', [join(granted, 'fifo.jpg'), join(granted, 'fifo-written.jpg')]);
  writer = spawn('sh', ['-c', `exec 3<>"${join(granted, 'fifo-written.jpg')}"; exec sleep 100000`], {
    stdio: 'ignore',
  });
  socket = createSocketServer();
  await new Promise<void>((resolve) => socket.listen(join(granted, 'socket.jpg'), resolve));
  await symlink(join(granted, 'fifo.jpg'), join(granted, 'link-to-fifo.jpg'));
  await symlink('/dev/zero', join(granted, 'link-to-zero.jpg'));
  await symlink(join(outside, 'photo.jpg'), join(granted, 'link-outside.jpg'));
  await symlink(join(granted, 'plain.jpg'), join(granted, 'swap.jpg'));
  await writeFile(join(granted, 'huge.mp4'), '');
  await truncate(join(granted, 'huge.mp4'), 64 * 1024 ** 3);
  await copyFile(join(vectors, 'media/licensed.mp4'), join(granted, 'shrinking.mp4'));
  await truncate(join(granted, 'shrinking.mp4'), 8 * 1024 * 1024);

  // Swapped between inside and outside as fast as renames go: a link (the last step of a path), and a folder
  // of the root itself, replaced by a link to a folder outside and put back (a step in the middle of a path
  // already resolved inside the root).
  const relink = async (target: string, at: string) => {
    const next = `${at}.next`;
    await symlink(target, next);
    await rename(next, at);
  };
  const folder = join(granted, 'inside-folder');
  swapper = (async () => {
    for (let i = 0; swapping; i++) {
      const out = i % 2 === 0;
      await relink(out ? join(outside, 'photo.jpg') : join(granted, 'plain.jpg'), join(granted, 'swap.jpg'));
      if (out) {
        await rename(folder, `${folder}.held`);
        await relink(outside, folder);
      } else {
        await rename(folder, `${folder}.link`);
        await rename(`${folder}.held`, folder);
        await rm(`${folder}.link`);
      }
      swaps++;
    }
    // Left inside.
    if (swaps % 2 === 1) {
      await relink(join(granted, 'plain.jpg'), join(granted, 'swap.jpg'));
      await rename(folder, `${folder}.link`);
      await rename(`${folder}.held`, folder);
    }
  })();
  // A large medium cut short and grown back while it is read.
  shrinker = (async () => {
    for (let i = 0; swapping; i++) {
      await truncate(join(granted, 'shrinking.mp4'), i % 2 === 0 ? 4096 : 8 * 1024 * 1024);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
}, 60_000);

afterAll(async () => {
  swapping = false;
  writer?.kill();
  await Promise.allSettled([swapper, shrinker]);
  await new Promise((resolve) => socket?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** Codes a hostile path may get: refusals, the plain photo's verdict, and what a medium cut short gives. */
const VERDICT_CODES = new Set([
  'unsupported_input',
  'outside_roots',
  'not_found',
  'unreadable',
  'too_large',
  'timed_out',
  'no_manifest',
  'unsupported_media_type',
  'manifest_invalid',
  'content_mismatch',
  'receipt_mismatch',
  'signature_invalid',
]);

describe(`tlp mcp: verify_content on hostile paths, ${RUNS} calls (TLP_FUZZ_RUNS)`, () => {
  let server: McpHttpChild;
  let client: Client;
  const seen = new Map<string, number>();
  beforeAll(async () => {
    server = await serve([
      '--root',
      granted,
      '--root',
      '/dev',
      ...vectorVerifierArgs(vectors),
      '--max-size',
      String(MAX_SIZE),
      '--tool-timeout',
      String(TOOL_TIMEOUT_S),
    ]);
    client = new Client({ name: 'hostile', version: '1' });
    await client.connect(server.transport());
  });
  afterAll(async () => {
    await client?.close();
    await server?.stop();
    const list = [...seen].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`);
    console.info(`hostile paths: ${swaps} swaps; verdicts: ${list.join(', ')}`);
  });

  const named = [
    'fifo.jpg',
    'fifo-written.jpg',
    'socket.jpg',
    'link-to-fifo.jpg',
    'link-to-zero.jpg',
    'link-outside.jpg',
    'swap.jpg',
    'inside-folder/photo.jpg',
    'inside-folder',
    'huge.mp4',
    'shrinking.mp4',
    'absent.jpg',
    'plain.jpg',
  ];
  const path = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...named).map((name) => join(granted, name)) },
    { weight: 2, arbitrary: fc.constantFrom(...DEVICES) },
    { weight: 1, arbitrary: fc.constantFrom(...named) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...named).map((name) => pathToFileURL(join(granted, name)).href),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.constantFrom('..', '.', 'inside-folder', 'outside', '', '%2e%2e'), {
          maxLength: 6,
        })
        .map((parts) => join(granted, ...parts, 'photo.jpg')),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
  );

  it(
    'answers every call in time with a verdict of a known code, never one about a file outside the roots',
    async () => {
      await fc.assert(
        fc.asyncProperty(path, async (p) => {
          const started = Date.now();
          const result = (await client.callTool(
            { name: 'verify_content', arguments: { path: p } },
            undefined,
            { timeout: ANSWER_MS },
          )) as CallToolResult;
          expect(Date.now() - started).toBeLessThan(ANSWER_MS);
          const verdict = result.structuredContent as {
            code: string | null;
            outcome: string;
            receipt: unknown;
          };
          seen.set(
            `${verdict.outcome}:${verdict.code}`,
            (seen.get(`${verdict.outcome}:${verdict.code}`) ?? 0) + 1,
          );
          // The only licensed file is outside the roots: a receipt in any answer is a way out.
          expect(verdict.receipt, `${JSON.stringify(p)}: ${JSON.stringify(verdict)}`).toBeNull();
          expect(VERDICT_CODES.has(String(verdict.code)), `${JSON.stringify(p)}: ${verdict.code}`).toBe(true);
          expect(explain(String(verdict.code)).title).not.toBe('');
        }),
        { numRuns: RUNS },
      );
      // Serving on: a plain photo inside, at once.
      const after = (await client.callTool({ name: 'verify_content', arguments: { path: 'plain.jpg' } }))
        .structuredContent as { code: string };
      expect(after.code).toBe('no_manifest');
      // The swaps ran during the calls.
      expect(swaps).toBeGreaterThan(10);
    },
    TEST_TIMEOUT_MS,
  );
});

describe(`tlp mcp: hostile sessions, ${RUNS} requests (TLP_FUZZ_RUNS)`, () => {
  const MAX_SESSIONS = 4;
  const ALLOWED_ORIGIN = 'http://localhost:6274';
  let server: McpHttpChild;
  beforeAll(async () => {
    server = await serve(['--max-sessions', String(MAX_SESSIONS), '--allow-origin', ALLOWED_ORIGIN]);
  });
  afterAll(() => server?.stop());

  const token = fc.constantFrom<{ name: string; headers: Record<string, string>; ok: boolean }>(
    { name: 'right', headers: bearer(TOKEN), ok: true },
    { name: 'none', headers: {}, ok: false },
    { name: 'wrong', headers: bearer(TOKEN.replace(/^./, 'X')), ok: false },
    { name: 'prefix', headers: bearer(TOKEN.slice(0, 31)), ok: false },
    { name: 'longer', headers: bearer(`${TOKEN}0`), ok: false },
    { name: 'basic', headers: { authorization: `Basic ${TOKEN}` }, ok: false },
  );
  const origin = fc.constantFrom<{ name: string; headers: Record<string, string>; ok: boolean }>(
    { name: 'none', headers: {}, ok: true },
    { name: 'allowed', headers: { origin: ALLOWED_ORIGIN }, ok: true },
    { name: 'evil', headers: { origin: 'https://evil.example' }, ok: false },
    { name: 'opaque', headers: { origin: 'null' }, ok: false },
    { name: 'port', headers: { origin: 'http://localhost:6275' }, ok: false },
  );
  const host = fc.constantFrom({ name: 'loopback', rebound: false }, { name: 'rebound', rebound: true });
  const action = fc.constantFrom('open', 'open', 'ping', 'end', 'stranger');

  it(
    'answers each request as the rules say, and refused requests open no session',
    async () => {
      const open: string[] = [];
      await fc.assert(
        fc.asyncProperty(fc.record({ token, origin, host, action }), async (r) => {
          const headers: Record<string, string> = { ...r.token.headers, ...r.origin.headers };
          if (r.host.rebound) headers.host = `rebound.evil.example:${server.url.port}`;
          // A ping or an end with no session open opens one instead.
          const kind =
            r.action !== 'stranger' && r.action !== 'open' && open.length === 0 ? 'open' : r.action;
          const session = kind === 'stranger' ? crypto.randomUUID() : kind === 'open' ? null : open[0]!;
          if (session) {
            headers['mcp-session-id'] = session;
            headers['mcp-protocol-version'] = '2025-06-18';
          }
          const ping = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'ping' });
          const answer =
            kind === 'end'
              ? await send(server.url, headers, null, 'DELETE')
              : await send(server.url, headers, session ? ping : undefined);
          const expected = r.host.rebound
            ? 403
            : !r.origin.ok
              ? 403
              : !r.token.ok
                ? 401
                : kind === 'stranger'
                  ? 404
                  : kind === 'open' && open.length >= MAX_SESSIONS
                    ? 503
                    : 200;
          expect(answer.status, JSON.stringify({ ...r, kind, open: open.length })).toBe(expected);
          const made = answer.headers['mcp-session-id'];
          if (kind !== 'open' || expected !== 200) expect(made === undefined || made === session).toBe(true);
          if (kind === 'open' && expected === 200) open.push(String(made));
          if (kind === 'end' && expected === 200) open.splice(open.indexOf(session!), 1);
        }),
        { numRuns: RUNS },
      );
    },
    TEST_TIMEOUT_MS,
  );
});
