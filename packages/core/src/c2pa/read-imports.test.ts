/**
 * What the C2PA verification path loads: the import graph of `read.ts` (which `inspectManifest`,
 * `readLicenseAssertion` and `verifyContent` go through), bundled for the browser by esbuild, holds no
 * module of `@peculiar/*` (X.509, ASN.1) and of `@trustnxt/c2pa-ts` none but the JPEG and PNG asset
 * classes the container readers of `formats/` still import (they are the writing side's, and leave
 * with it; then {@link STILL_IMPORTING} is emptied).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('./read.ts', import.meta.url));

/** The files of ours that still import c2pa-ts on the read path, and what they import from it. */
const STILL_IMPORTING: Record<string, string> = {
  'packages/core/src/c2pa/formats/jpeg.ts': '@trustnxt/c2pa-ts/asset',
  'packages/core/src/c2pa/formats/png.ts': '@trustnxt/c2pa-ts/asset',
};

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

describe('the import graph of read.ts', () => {
  it('holds no @peculiar module, and no c2pa-ts module but the asset classes of formats/', async () => {
    const inputs = await graph();
    const modules = Object.keys(inputs);
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.filter((m) => m.includes('node_modules/@peculiar/'))).toEqual([]);
    expect(modules.filter((m) => /node_modules\/(pkijs|asn1js|@noble\/curves)\//.test(m))).toEqual([]);
    const importers: Record<string, string> = {};
    for (const [module, input] of Object.entries(inputs)) {
      if (module.includes('node_modules/')) continue;
      for (const imported of input.imports) {
        if (imported.path.includes('@trustnxt/c2pa-ts'))
          importers[module] = imported.original ?? imported.path;
      }
    }
    expect(importers).toEqual(STILL_IMPORTING);
    // of c2pa-ts, only the asset entry and its chunks: no manifest, COSE, crypto or JUMBF module
    const c2paTs = modules.filter((m) => m.includes('node_modules/@trustnxt/c2pa-ts/'));
    expect(c2paTs.filter((m) => /\/dist\/(manifest|cose|crypto|jumbf|rfc3161)\//.test(m))).toEqual([]);
    const source = Object.entries(inputs)
      .filter(([m]) => c2paTs.includes(m))
      .map(([m]) => m);
    for (const m of source) expect(inputs[m]!.imports.every((i) => !i.path.includes('@peculiar'))).toBe(true);
  });

  it('reaches the reader of our own: manifest store, COSE, time-stamps, trust', async () => {
    const modules = Object.keys(await graph());
    for (const file of [
      'manifest-store.ts',
      'manifest-validation.ts',
      'cose.ts',
      'time-stamp.ts',
      'trust.ts',
    ])
      expect(modules).toContain(`packages/core/src/c2pa/${file}`);
  });
});
