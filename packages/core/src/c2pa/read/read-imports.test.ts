/**
 * What the C2PA verification path loads: the import graph of `read/index.ts` (which `inspectManifest`,
 * `readLicenseAssertion` and `verifyContent` go through), bundled for the browser by esbuild, holds no
 * module of `@peculiar/*` (X.509, ASN.1) nor of `@trustnxt/c2pa-ts`: the reader is our own code.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('./index.ts', import.meta.url));

async function graph() {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'browser',
    format: 'esm',
    logLevel: 'silent',
  });
  return result.metafile.inputs;
}

describe('the import graph of read/index.ts', () => {
  it('holds no module of @peculiar, c2pa-ts or another ASN.1 or curve library', async () => {
    const modules = Object.keys(await graph());
    expect(modules.length).toBeGreaterThan(10);
    expect(
      modules.filter((m) => /node_modules\/(@peculiar|@trustnxt|pkijs|asn1js|@noble\/curves)\//.test(m)),
    ).toEqual([]);
  });

  it('reaches the reader of our own: manifest store, COSE, time-stamps, trust', async () => {
    const modules = Object.keys(await graph());
    for (const file of [
      'claim/store.ts',
      'claim/validation.ts',
      'cose/sign1.ts',
      'cose/time-stamp.ts',
      'cose/trust.ts',
    ])
      expect(modules).toContain(`packages/core/src/c2pa/${file}`);
  });
});
