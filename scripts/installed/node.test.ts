/**
 * Installed equals tested: the tarballs `npm run pack` makes, installed in an empty folder outside the
 * repository, give the same verdict as the repository's build on every committed vector and every
 * third-party file, in this Node; and the installed packages resolve nothing from the repository.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { remoteRefusalProbe } from '../../test-vectors/lib/remote-refusal-probe.js';
// @ts-expect-error: a plain ESM script of the repository (npm run pack), typed by its JSDoc only.
import { ROOT } from '../pack.mjs';
import { APP } from './install.js';
import { differences, runVerdicts } from './verdicts.js';

// Each run verifies every vector and third-party file (some 20 MB) in a fresh process.
const TIMEOUT = 180_000;
const reference = JSON.parse(readFileSync(inject('referenceFile'), 'utf8')) as Record<string, unknown>;

describe('the installed @tlp/core in Node', () => {
  it('and its dependencies are the tarballs and the registry’s, nothing patched or linked from the repository', () => {
    // What a user installs is what was tested: no install step of the repository patches a dependency.
    const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    expect(Object.values(root.scripts ?? {}).filter((s) => /patch-package/.test(s))).toEqual([]);
    expect(existsSync(join(ROOT, 'patches'))).toBe(false);
    const installed = (name: string) => join(APP, 'node_modules', name);
    for (const name of ['@tlp/core', '@tlp/cli', '@tlp/client', '@tlp/embed']) {
      expect(existsSync(installed(name)), name).toBe(true);
      expect(realpathSync(installed(name)), name).toBe(installed(name));
    }
    // @tlp/core reads and writes C2PA with its own code: neither former dependency comes with it.
    const core = JSON.parse(readFileSync(join(installed('@tlp/core'), 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    expect(Object.keys(core.dependencies ?? {}).filter((d) => /^@(trustnxt|peculiar)\//.test(d))).toEqual([]);
  });

  it('says verdicts in another language through its sub-path exports (@tlp/core/messages/<lang>)', async () => {
    // Run in the installed app, so that the package's own `exports` resolve the catalogs.
    const { execFile } = await import('node:child_process');
    const script = `
      const core = await import('@tlp/core');
      const de = (await import('@tlp/core/messages/de')).messages;
      const deTexts = (await import('@tlp/core/messages/de-texts')).texts;
      const loaded = await core.loadVerdictMessages('ar');
      console.log(JSON.stringify([
        core.describeVerdict({ status: 'invalid', checked: 'image', code: 'manifest_invalid' }, de).headline,
        core.explainVerdict('signature_invalid', de, deTexts).title,
        loaded.locale,
      ]));`;
    const out = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--input-type=module', '-e', script], { cwd: APP }, (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      ),
    );
    expect(JSON.parse(out)).toEqual(['Ungültig', 'Die Signatur stimmt nicht', 'ar']);
  });

  it('runs a verification session, on a worker thread too, through its sub-path exports', async () => {
    const { execFile } = await import('node:child_process');
    const vectors = join(ROOT, 'test-vectors');
    const script = `
      const { readFileSync } = await import('node:fs');
      const { MessageChannel } = await import('node:worker_threads');
      const core = await import('@tlp/core');
      const { connectVerifier, serveVerifier } = await import('@tlp/core/worker');
      const { nodeEndpoint } = await import('@tlp/core/worker/node');
      const { catalogProblems } = await import('@tlp/core/testing');
      const options = {
        issuers: [{ issuer: 'https://licensing.example', jwks: JSON.parse(readFileSync(${JSON.stringify(join(vectors, 'keys/jwks.json'))}, 'utf8')) }],
        mode: 'test',
        trustAnchors: [readFileSync(${JSON.stringify(join(vectors, 'keys/ca-root.pem'))}, 'utf8')],
      };
      const jpeg = new Uint8Array(readFileSync(${JSON.stringify(join(vectors, 'images/licensed.jpg'))}));
      const here = await core.createVerifier(options).verify(jpeg);
      const { port1, port2 } = new MessageChannel();
      serveVerifier(nodeEndpoint(port2), (o) => core.createVerifier(o));
      const there = await connectVerifier(nodeEndpoint(port1), options).verify(jpeg.slice());
      port1.close();
      console.log(JSON.stringify([
        here.state,
        core.describeVerdict(here).headline,
        there.state,
        (await there.explain('de')).headline,
        catalogProblems({ a: 'x {y}' }, { a: 'z' }, 'de'),
      ]));`;
    const out = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--input-type=module', '-e', script], { cwd: APP }, (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      ),
    );
    expect(JSON.parse(out)).toEqual([
      'licensed',
      'Licensed and valid',
      'licensed',
      'Lizenziert und gültig',
      ['a: placeholder {y} dropped'],
    ]);
  });

  it('@tlp/core/c2pa imported alone resolves a remote manifest’s host name first (its `node` entry): nothing is sent to a loopback or private answer', async () => {
    const { messages, connections } = await remoteRefusalProbe(APP);
    expect(messages).toEqual([
      expect.stringMatching(/manifests\.loopback\.test resolves to a loopback address/),
      expect.stringMatching(/manifests\.private\.test resolves to a private address/),
    ]);
    expect(connections).toBe(0);
  });

  it(
    'gives the repository build’s verdict for every vector and every third-party file',
    async () => {
      expect(Object.keys(reference).length).toBeGreaterThan(100);
      const got = await runVerdicts(
        [process.execPath, 'verdicts.mjs'],
        inject('inputsFile'),
        join(APP, 'node.json'),
        {
          cwd: APP,
        },
      );
      expect(differences(reference, got)).toEqual([]);
    },
    TIMEOUT,
  );
});
