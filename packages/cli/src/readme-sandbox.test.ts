/**
 * The root README's first commands against a running sandbox, as a newcomer pastes them: its `sh` blocks
 * that talk to `localhost:8787` (the first screen's "Try a sample" and "Trying the sandbox"), run by `sh`
 * in a folder of the repository (so `npx tlp` is the repository's own bin), with the key exported first as
 * the README says, against a sandbox started here (its origin in place of `localhost:8787`).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/src/test-harness/server.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const exec = promisify(execFile);

/** The `sh` blocks of the README that talk to the sandbox at localhost:8787. */
function sandboxBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)]
    .map((m) => m[1]!)
    .filter((block) => block.includes('localhost:8787') && !block.includes('npm start'));
}

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
  const blocks = sandboxBlocks(await readFile(join(root, 'README.md'), 'utf8'));

  it('has the first screen’s sample commands and the API call', () => {
    expect(blocks.some((b) => b.includes('tlp verify licensed.jpg'))).toBe(true);
    expect(blocks.some((b) => b.includes('/v1/checks'))).toBe(true);
  });

  it.each(blocks.map((b) => [b.split('\n')[0]!, b]))('$ %s', async (_first, block) => {
    const host = new URL(server.origin).host;
    const script = block
      .replaceAll('http://localhost:8787', server.origin)
      .replaceAll('localhost:8787', host);
    // "Export it first": the key `npm start` printed.
    const { stdout } = await exec('sh', ['-c', `export KEY='${server.testKey}'\n${script}`], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 60_000,
    });
    if (block.includes('tlp verify')) {
      expect(stdout).toMatch(/^ok +licensed\.jpg {2}Ada Vance is licensed for a generated image /m);
      expect(stdout).toMatch(/^exit 0$/m);
    }
    if (block.includes('/v1/checks')) expect(JSON.parse(stdout)).toMatchObject({ decision: 'allow' });
  });
});
