/**
 * Where the fingerprint sits in what users load: not on the path of verifying a manifest (the C2PA
 * reader bundles none of it; the browser entry of `@tlp/core` only as the chunks the recovery of a picture
 * that lost its credentials imports when it runs), pure code in the browser (no `node:`, no
 * package), sharp only behind a dynamic import in the Node entry. (That both subpaths resolve through the
 * package's `exports` is package-exports.test.ts's.)
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../', import.meta.url));

/** The modules a browser bundle of `entry` holds (its lazy chunks too), and what each imports, how. */
async function browserGraph(entry: string) {
  const result = await build({
    entryPoints: [`${src}${entry}`],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'browser',
    format: 'esm',
    splitting: true,
    outdir: '/tmp/tlp-fingerprint-graph',
    logLevel: 'silent',
  });
  return result.metafile.inputs;
}

async function inputs(entry: string): Promise<string[]> {
  return Object.keys(await browserGraph(entry));
}

describe('what loads the fingerprint', () => {
  it('not the C2PA reader, nor the content verifiers', async () => {
    for (const entry of ['c2pa/read/index.ts', 'content/index.ts']) {
      const modules = await inputs(entry);
      expect(modules.length, entry).toBeGreaterThan(5);
      expect(
        modules.filter((m) => m.includes('/fingerprint/')),
        entry,
      ).toEqual([]);
    }
  });

  it('in the browser entry of @tlp/core, only the recovery of a picture, by a dynamic import', async () => {
    const edges = Object.entries(await browserGraph('index.ts')).flatMap(([from, input]) =>
      input.imports.map((i) => ({ from, to: i.path, kind: i.kind })),
    );
    const into = edges.filter((e) => e.to.includes('/fingerprint/') && !e.from.includes('/fingerprint/'));
    expect(into.length).toBeGreaterThan(0);
    for (const edge of into) {
      expect(edge.from).toBe('packages/core/src/verifier/recover.ts');
      expect(edge.kind).toBe('dynamic-import');
    }
  });

  it('@tlp/core/fingerprint is our own code only: no node: import, no package', async () => {
    const modules = await inputs('fingerprint/index.ts');
    expect(modules.filter((m) => !m.startsWith('packages/core/src/'))).toEqual([]);
    expect(modules).toContain('packages/core/src/fingerprint/normalize.ts');
  });

  it('@tlp/core/fingerprint/node loads sharp only when a picture is decoded', async () => {
    const result = await build({
      entryPoints: [`${src}fingerprint/node.ts`],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      external: ['sharp'],
      logLevel: 'silent',
    });
    const imports = Object.values(result.metafile.outputs).flatMap((o) => o.imports);
    expect(imports.filter((i) => i.path === 'sharp').map((i) => i.kind)).toEqual(['dynamic-import']);
  });
});
