/**
 * Every runtime, from the installed tarball: Node 20, 22 and 24, Deno and Bun run the verdicts bundle in the
 * install folder (so `@tlp/core` resolves as each runtime resolves it there); workerd (through Miniflare) and
 * Chromium run it bundled from that folder as a user's bundler would. Each must give the repository build's
 * verdict for every committed vector and every third-party file.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { launchChromium, serveStatic } from '../../web/e2e/harness.js';
import { APP, INSTALLED } from './install.js';
import { RUNTIME_COMMANDS } from './runtimes.js';
import { bundleVerdicts, differences, runVerdicts } from './verdicts.js';

// Each run verifies every vector and third-party file (some 20 MB) in a fresh process.
const TIMEOUT = 180_000;
const reference = JSON.parse(readFileSync(inject('referenceFile'), 'utf8')) as Record<string, unknown>;
const inputsFile = inject('inputsFile');
const env = { ...process.env, DENO_DIR: join(INSTALLED, 'deno'), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' };

describe('the installed @tlp/core gives the repository build’s verdicts', () => {
  it.each(['Node 20', 'Node 22', 'Node 24', 'Deno', 'Bun'] as const)(
    'in %s',
    async (runtime) => {
      const out = join(INSTALLED, `verdicts-${runtime.replace(' ', '')}.json`);
      const got = await runVerdicts([...RUNTIME_COMMANDS[runtime], 'verdicts.mjs'], inputsFile, out, {
        cwd: APP,
        env,
      });
      expect(differences(reference, got)).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'in workerd (Miniflare), bundled from the install',
    async () => {
      const worker = join(INSTALLED, 'web/worker.mjs');
      await bundleVerdicts('web', worker, APP);
      const got = await runVerdicts(
        [...RUNTIME_COMMANDS.workerd, worker],
        inputsFile,
        join(INSTALLED, 'verdicts-workerd.json'),
        {
          env,
        },
      );
      expect(differences(reference, got)).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'in Chromium, bundled from the install',
    async () => {
      const dir = join(INSTALLED, 'page');
      await bundleVerdicts('web', join(dir, 'verdicts.js'), APP);
      copyFileSync(inputsFile, join(dir, 'inputs.json'));
      writeFileSync(join(dir, 'index.html'), '<!doctype html><meta charset="utf-8"><title>verdicts</title>');
      const { origin, server } = await serveStatic(dir);
      const browser = await launchChromium();
      try {
        const page = await browser.newPage();
        await page.goto(`${origin}/`);
        // A string, not a function: vitest would rewrite a function's import() for Node.
        const got: Record<string, unknown> = await page.evaluate(`(async () => {
        const handler = (await import('/verdicts.js')).default;
        const body = await (await fetch('/inputs.json')).text();
        return (await handler.fetch(new Request(location.origin, { method: 'POST', body }))).json();
      })()`);
        expect(differences(reference, got)).toEqual([]);
      } finally {
        await browser.close();
        server.close();
      }
    },
    TIMEOUT,
  );
});
