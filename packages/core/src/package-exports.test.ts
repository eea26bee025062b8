import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { remoteRefusalProbe } from '../../../test-vectors/lib/remote-refusal-probe.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const entry = fileURLToPath(new URL('./index.ts', import.meta.url));

describe('@tlp/core as users load it', () => {
  it.skipIf(!existsSync(`${root}packages/core/dist/index.js`))(
    // Skipped only when dist/ was not built: `npm test` always builds first.
    'imports from the repo root through package exports, with the node entry and the fingerprint subpaths',
    () => {
      const out = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          "const m = await import('@tlp/core'); const s = await import('@tlp/core/schemas'); const f = await import('@tlp/core/fingerprint'); const n = await import('@tlp/core/fingerprint/node'); console.log(JSON.stringify([typeof m.verifyReceipt, typeof m.verifyContent, typeof m.createKeyResolver, typeof m.sha256Digest, Object.keys(s).length > 10, (await m.loadMediaSupport()).mediaTypes.includes('image/png'), f.isccImageCode(new Array(1024).fill(0)), typeof n.fingerprintInNode]))",
        ],
        { cwd: root, encoding: 'utf8' },
      );
      expect(JSON.parse(out)).toEqual([
        'function',
        'function',
        'function',
        'function',
        true,
        true,
        'ISCC:EEAQAAAAAAAAAAAA',
        'function',
      ]);
    },
  );

  it.skipIf(!existsSync(`${root}packages/core/dist/c2pa/index.js`))(
    '@tlp/core/c2pa imported alone in Node resolves a remote manifest’s host name first: loopback and private answers are refused, nothing is sent',
    async () => {
      const { messages, connections } = await remoteRefusalProbe(root);
      expect(messages).toEqual([
        expect.stringMatching(/manifests\.loopback\.test resolves to a loopback address \(127\.0\.0\.1\)/),
        expect.stringMatching(/manifests\.private\.test resolves to a private address \(10\.1\.2\.3\)/),
      ]);
      expect(connections).toBe(0);
    },
  );

  it('the browser entry bundles with no node: import, and C2PA in a separate lazy chunk', async () => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      splitting: true,
      outdir: '/tmp/tlp-core-browser-check',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((i) => i.startsWith('node:'))).toBe(false);
    const entryOut = Object.values(result.metafile.outputs).find((o) => o.entryPoint);
    const entryInputs = Object.keys(entryOut?.inputs ?? {});
    expect(entryInputs.some((i) => i.includes('c2pa-ts'))).toBe(false);
    expect(entryInputs.some((i) => i.includes('platform/node'))).toBe(false);
  });
});
