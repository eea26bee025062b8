/**
 * The root README's commands, as a newcomer pastes them. Every fenced command block of the README is run by a
 * test as written (the first test says which runs each): the start block by `npm run test:first-minute` (a
 * fresh clone, `.ci/run`), `console` blocks by readme.test.ts, and the blocks that talk to the sandbox at
 * `localhost:8787` here: one after the other in one `sh`, as in one terminal (a block's variables and files
 * are the next one's), in a folder of the repository (so `npx tlp` is the repository's own bin), with the
 * key exported first as the README says, against a sandbox started here (its origin in place of
 * `localhost:8787`).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCommand } from '../../../scripts/first-minute/run.js';
import { startTestServer, type TestServer } from '../../server/src/test-harness/server.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const exec = promisify(execFile);

/** Each fenced block of a Markdown text: its language and its text. */
function fencedBlocks(markdown: string): Array<{ lang: string; text: string }> {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```/gm)].map((m) => ({ lang: m[1]!, text: m[2]! }));
}

/** A block's command lines, without their comments and without blank lines. */
function commandLines(block: string): string[] {
  return block
    .split('\n')
    .map((line) => line.replace(/(^|\s+)#.*$/, '').trim())
    .filter((line) => line !== '');
}

/** The `sh` blocks of the README that talk to the sandbox at localhost:8787. */
function sandboxBlocks(markdown: string): string[] {
  return fencedBlocks(markdown)
    .filter((b) => b.lang === 'sh' && b.text.includes('localhost:8787') && !b.text.includes('npm start'))
    .map((b) => b.text);
}

const SEPARATOR = '@@ the next README block @@';

let server: TestServer;
let dir: string;
beforeAll(async () => {
  server = await startTestServer();
  dir = await mkdtemp(join(root, '.readme-sandbox-'));
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the root README, against a running sandbox', async () => {
  const readme = await readFile(join(root, 'README.md'), 'utf8');
  const blocks = sandboxBlocks(readme);

  it('runs every command block: the start block on a fresh clone, console blocks installed, the rest here', () => {
    const runners = fencedBlocks(readme).map(({ lang, text }) => {
      if (lang === 'console') return 'readme.test.ts';
      if (lang === 'sh' && text.includes('npm start')) {
        // npm run test:first-minute runs this block's one command on a fresh clone: nothing else may hide in it.
        expect(commandLines(text)).toEqual([firstCommand(readme)]);
        return 'test:first-minute';
      }
      if (lang === 'sh' && blocks.includes(text)) return 'this file';
      return `none: a ${lang || 'plain'} block no test runs: ${text.split('\n')[0]}`;
    });
    expect(runners.filter((r) => r.startsWith('none'))).toEqual([]);
    expect(runners).toContain('test:first-minute');
    // "Try it": a sample verified from a terminal, then check → generation → receipt → verification, then a
    // copy of the sample that lost its credentials.
    expect(blocks.map((b) => b.match(/\/samples\/|\/v1\/\w+/g)?.[0])).toEqual([
      '/samples/',
      '/v1/checks',
      '/v1/generations',
      '/v1/receipts',
      '/v1/matches',
    ]);
  });

  it('check → generation → receipt → verification, then a copy found by its fingerprint, as written, in one shell', async () => {
    const host = new URL(server.origin).host;
    const script = blocks
      .map((b) => b.replaceAll('http://localhost:8787', server.origin).replaceAll('localhost:8787', host))
      .join(`echo '${SEPARATOR}'\n`);
    // "Export it first": the key `npm start` printed.
    const { stdout } = await exec('sh', ['-c', `export KEY='${server.testKey}'\n${script}`], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 120_000,
    });
    const [sample, check, generation, verification, copy] = stdout
      .split(`${SEPARATOR}\n`)
      .map((out) => out.split('\n'));
    expect(sample).toContainEqual(
      expect.stringMatching(/^ok +licensed\.jpg {2}Ada Vance is licensed for a generated image /),
    );
    expect(sample).toContain('exit 0');

    // The check: its answer in check.json, its decision printed.
    expect(check).toEqual(['allow', '']);
    const checked = JSON.parse(await readFile(join(dir, 'check.json'), 'utf8'));
    expect(checked).toMatchObject({ object: 'check', decision: 'allow', livemode: false });

    // The generation: allowed, with a receipt whose page is printed.
    const generated = JSON.parse(await readFile(join(dir, 'generation.json'), 'utf8'));
    expect(generated).toMatchObject({ object: 'generation', check: checked.id, status: 'allowed' });
    expect(generated.receipt).toMatch(/^rcpt_[0-9a-z]{26}$/);
    expect(generation).toEqual([`${server.origin}/r/${generated.receipt}`, '']);

    // The receipt (public), the service's verification, and tlp verify against the published keys.
    const [receipt, verified, tlp] = verification ?? [];
    expect(JSON.parse(receipt!)).toMatchObject({
      id: generated.receipt,
      decision: 'allow',
      subject: generated.id,
    });
    expect(JSON.parse(verified!)).toMatchObject({ result: 'verified', receipt: { id: generated.receipt } });
    expect(tlp).toMatch(
      new RegExp(
        `^ok +${generated.receipt} {2}Ada Vance is licensed for a generated image .* this receipt is genuine`,
      ),
    );

    // What the README says of a keyless verification of it.
    const keyless = await server.api('/v1/verifications', {
      body: { receipt: generated.receipt },
      key: null,
    });
    expect(keyless.json).toMatchObject({ result: 'not_found' });
    expect(keyless.json.detail).toMatch(/is a test receipt .* verify it with a test key/);

    // A copy of the licensed sample, re-encoded without its manifest, found again by its fingerprint.
    const found = JSON.parse(copy?.[0] ?? '{}');
    expect(found.matches[0]).toMatchObject({ manifestId: expect.stringMatching(/^urn:c2pa:/) });
    const manifest = await fetch(`${server.origin}/v1/manifests/${found.matches[0].manifestId}`);
    expect(manifest.headers.get('content-type')).toBe('application/c2pa');
    // tlp verify recognises the copy by its fingerprint: licensed, not byte for byte, exit bit 64.
    expect(copy).toContainEqual(
      expect.stringMatching(
        /^recovered +copy\.jpg {2}This image matches an image Ada Vance is licensed for /,
      ),
    );
    expect(copy).toContain('exit 64');
  }, 120_000);
});
