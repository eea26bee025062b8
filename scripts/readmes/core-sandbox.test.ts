/**
 * The first example of `@tlp/core`'s README, as a newcomer runs it: its `js` block, written to a module in
 * the repository (so `@tlp/core` is the repository's build) and run by Node against a sandbox started
 * here (its origin in place of `http://localhost:8787`).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/test-harness/server.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const exec = promisify(execFile);

let server: TestServer;
let dir: string;
beforeAll(async () => {
  server = await startTestServer();
  dir = await mkdtemp(join(root, '.readme-core-'));
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!existsSync(join(root, 'packages/core/dist/index.js')))(
  'the README of @tlp/core, against a sandbox',
  () => {
    it('says licensed for the sandbox’s sample and for the receipt it carries', async () => {
      const readme = await readFile(join(root, 'packages/core/README.md'), 'utf8');
      const block = /```js\n([\s\S]*?)```/.exec(readme)?.[1];
      expect(block).toContain('createVerifier');
      const file = join(dir, 'verify.mjs');
      await writeFile(file, block!.replaceAll('http://localhost:8787', server.origin));
      const { stdout } = await exec(process.execPath, [file], { cwd: dir, timeout: 60_000 });
      const [first, second] = stdout.trim().split('\n');
      expect(first).toMatch(
        /^licensed — .+ is licensed for a generated image (used in .+ )?by 127\.0\.0\.1:\d+ since .+byte for byte\.$/,
      );
      expect(second).toBe('licensed');
    });
  },
);
