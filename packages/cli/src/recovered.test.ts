/**
 * `tlp verify` and `tlp mcp` on a licensed picture that lost its content credentials (stripped and
 * re-encoded, as platforms do on upload), against a real test server: the outcome `recovered`, the match
 * in `--json` and in the tool's result, exit bit 64; without an issuer nothing is asked of anyone, and the
 * line says how to give one.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licensedPicture, reposted } from '../../server/src/test-harness/pictures.js';
import { startTestServer, type TestServer } from '../../server/src/test-harness/server.js';
import { parseMcpCommand } from './mcp/args.js';
import { createMcpContext } from './mcp/context.js';
import { createMcpServer } from './mcp/server.js';
import { EXIT } from './outcome.js';
import { run } from './run.js';

let s: TestServer;
let dir: string;
/** The generation of the licensed picture, and that picture as a platform re-served it. */
let generation: { id: string; receipt: string };
let reuploaded: Uint8Array;

beforeAll(async () => {
  [s, dir] = await Promise.all([startTestServer(), mkdtemp(join(tmpdir(), 'tlp-recovered-'))]);
  const licensed = await licensedPicture(s, 201);
  generation = licensed.generation;
  reuploaded = await reposted(licensed.signed);
  await writeFile(join(dir, 'reuploaded.jpg'), reuploaded);
  await mkdir(join(dir, 'two'));
  await writeFile(join(dir, 'two/a.jpg'), reuploaded);
  await writeFile(join(dir, 'two/b.jpg'), reuploaded);
});
afterAll(async () => {
  await s?.close();
  await rm(dir, { recursive: true, force: true });
});

/** `tlp <argv>`, its stdout and stderr, and its exit status; every request it makes, recorded. */
async function tlp(argv: string[], calls: string[] = []) {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, {
    stdout: { write: (t: string) => (stdout += t) },
    stderr: {
      write: (t: string) => {
        stderr += t;
        return true;
      },
      isTTY: false,
      columns: 200,
    },
    fetch: (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return globalThis.fetch(input, init);
    },
    env: {},
  });
  return { code, stdout, stderr };
}

const expectedMatch = () => ({
  method: 'fingerprint',
  alg: 'io.iscc.v0',
  similarity: expect.any(Number),
  manifestId: expect.stringMatching(/^urn:c2pa:[0-9a-f-]{36}$/),
  receipt: generation.receipt,
});

describe('tlp verify: a licensed picture recognised by its fingerprint only', () => {
  it.each([
    ['on the main thread', '1'],
    // Two files at once: the second on a worker thread, its requests made by the main thread.
    ['on a worker thread too, fetching through the main thread', '2'],
  ])('--json: outcome recovered, the match, exit bit 64 (%s)', async (_name, workers) => {
    const calls: string[] = [];
    const { code, stdout } = await tlp(
      ['verify', join(dir, 'two'), '--issuer', s.origin, '--mode', 'test', '--json', '--workers', workers],
      calls,
    );
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const summary = lines.pop();
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatchObject({
        type: 'image',
        outcome: 'recovered',
        valid: false,
        code: null,
        receipt: { id: generation.receipt, talent: expect.any(Array) },
        content: { manifest: { present: false } },
        match: expectedMatch(),
      });
      expect(line.match.similarity).toBeGreaterThanOrEqual(80);
      expect(line.message).toMatch(/recognised by its fingerprint \(io\.iscc\.v0, similarity \d+\/100\)/);
    }
    expect(code).toBe(EXIT.recovered);
    expect(summary.summary).toMatchObject({ total: 2, valid: 0, exit: 64, outcomes: { recovered: 2 } });
    expect(calls.filter((c) => c === 'POST /v1/matches/byBinding')).toHaveLength(2);
  });

  it('the human line says it in plain words: licensed, but not byte for byte', async () => {
    const { code, stdout } = await tlp([
      'verify',
      join(dir, 'reuploaded.jpg'),
      '--issuer',
      s.origin,
      '--mode',
      'test',
      '--workers',
      '1',
    ]);
    expect(code).toBe(64);
    expect(stdout).toMatch(/^recovered /);
    expect(stdout).toContain(
      'This image matches an image Ada Vance is licensed for (a generated image used in commercial advertising',
    );
    expect(stdout).toContain('so it is not byte for byte the licensed file.');
    expect(stdout).toContain('io.iscc.v0 match urn:c2pa:');
  });

  it('without --issuer: no-manifest, nothing fetched, and the line says how to give one', async () => {
    const calls: string[] = [];
    const { code, stdout } = await tlp(
      ['verify', join(dir, 'reuploaded.jpg'), '--json', '--workers', '1'],
      calls,
    );
    const line = JSON.parse(stdout.split('\n')[0]!);
    expect(line).toMatchObject({ outcome: 'no-manifest', code: 'no_manifest', match: null });
    expect(line.message).toMatch(
      /give --issuer \(or TLP_ISSUER\) to look the picture up there by its fingerprint/,
    );
    expect(code).toBe(EXIT.unlicensed);
    expect(calls).toEqual([]);
  });
});

describe('tlp mcp: verify_content says recovered, with the match', () => {
  async function connected(argv: string[]) {
    const command = parseMcpCommand(['--mode', 'test', ...argv]);
    if ('command' in command && command.command === 'help') throw new Error('help');
    const ctx = await createMcpContext(command as Exclude<typeof command, { command: 'help' }>);
    const server = createMcpServer(ctx);
    const [a, b] = InMemoryTransport.createLinkedPair();
    const client = new Client({ name: 'tlp-test', version: '1.0.0' });
    await Promise.all([server.connect(a), client.connect(b)]);
    return { client, close: () => Promise.all([client.close(), server.close()]) };
  }

  it('a picture given as data, the structured verdict (checked against the output schema) and its text', async () => {
    const { client, close } = await connected(['--issuer', s.origin]);
    try {
      const result = (await client.callTool({
        name: 'verify_content',
        arguments: { data: Buffer.from(reuploaded).toString('base64'), media_type: 'image/jpeg' },
      })) as CallToolResult;
      expect(result.isError).toBeUndefined();
      expect(result.structuredContent).toMatchObject({
        outcome: 'recovered',
        code: null,
        match: expectedMatch(),
      });
      const text = (result.content[0] as { text: string }).text;
      expect(text).toContain('not byte for byte the licensed file');
    } finally {
      await close();
    }
  });
});
