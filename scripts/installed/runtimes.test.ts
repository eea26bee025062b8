/**
 * Every runtime, from the installed tarball: Node 20, 22 and 24, Deno and Bun run the verdicts bundle in the
 * install folder (so `@tlp/core` resolves as each runtime resolves it there); workerd (through Miniflare) and
 * Chromium run it bundled from that folder as a user's bundler would. Each must give the repository build's
 * verdict for every committed vector and every third-party file.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { launchChromium, serveStatic } from '../../web/e2e/harness.js';
import { APP, INSTALLED } from './install.js';
import { RUNTIME_COMMANDS } from './runtimes.js';
import { bundleVerdicts, differences, runVerdicts } from './verdicts.js';

// Each run verifies every vector and third-party file (some 20 MB) in a fresh process.
const TIMEOUT = 180_000;
const reference = JSON.parse(readFileSync(inject('referenceFile'), 'utf8')) as Record<string, unknown>;
const inputsFile = inject('inputsFile');
const run = promisify(execFile);
const env = { ...process.env, DENO_DIR: join(INSTALLED, 'deno'), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' };

describe('engines', () => {
  it('of each installed Node package name the Node versions run here, and no other major', async () => {
    const tested = await Promise.all(
      (['Node 20', 'Node 22', 'Node 24'] as const).map(async (runtime) => {
        const { stdout } = await run(RUNTIME_COMMANDS[runtime][0], ['--version']);
        return stdout.trim().slice(1).split('.').map(Number) as [number, number, number];
      }),
    );
    for (const name of ['core', 'cli', 'client']) {
      const manifest = JSON.parse(readFileSync(join(APP, 'node_modules/@tlp', name, 'package.json'), 'utf8'));
      // `^a.b.c || …`: the form the packages use.
      const floors = String(manifest.engines.node)
        .split('||')
        .map((part) =>
          part
            .trim()
            .match(/^\^(\d+)\.(\d+)\.(\d+)$/)
            ?.slice(1)
            .map(Number),
        );
      expect(floors.every(Boolean), `${name}: ${manifest.engines.node}`).toBe(true);
      expect(floors.map((f) => f![0]).sort(), name).toEqual(tested.map((v) => v[0]).sort());
      for (const version of tested) {
        const floor = floors.find((f) => f![0] === version[0])!;
        expect(
          version[1] * 1e6 + version[2] >= floor[1]! * 1e6 + floor[2]!,
          `${name}: ${version.join('.')}`,
        ).toBe(true);
      }
    }
  });
});

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
      // workerd's WebCrypto imports no RSA key whose public exponent is other than 3 or 65537, and
      // Adobe's signer of verify.jpeg has 65541: that file is verified by core's JavaScript RSA
      // (c2pa/cose/rsa-verify.ts), and its verdict is the one every other runtime gives.
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
