import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** Whether an import's braces name only types (`import { type A, type B } from …`). */
const onlyTypes = (names: string) =>
  names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .every((n) => n.startsWith('type '));

/**
 * The modules `entry` loads when it runs, following its static value imports and re-exports (not
 * `import type`, not dynamic `import()`): the files of this package, and the packages named.
 */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(
      /^(?:import|export)\s+(type\s+)?(?:\{([^}]*)\}|[^'"{;]*?)\s*from\s+'([^']+)'/gm,
    )) {
      const [, typeOnly, names, specifier] = m as unknown as [
        string,
        string | undefined,
        string | undefined,
        string,
      ];
      if (typeOnly || (names !== undefined && onlyTypes(names))) continue;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else packages.add(specifier);
    }
  };
  visit(resolve(here, entry));
  return { files, packages };
}

describe('what the C2PA modules load', () => {
  it('the writer (embed, signer, manifest writer, every container writer) loads neither c2pa-ts nor @peculiar/x509', () => {
    const { files, packages } = staticGraph('write/embed.ts');
    expect([...files].map((f) => relative(here, f))).toEqual(
      expect.arrayContaining([
        'write/manifest-writer.ts',
        'write/signer.ts',
        'asset/jpeg.ts',
        'asset/png.ts',
      ]),
    );
    expect([...packages]).toEqual(['@noble/hashes/sha2.js']);
  });

  it('the formats table loads no format: each comes with its first file', () => {
    const { files, packages } = staticGraph('asset/container.ts');
    expect([...files].map((f) => relative(here, f)).sort()).toEqual([
      '../lib/media-input.ts', // what a file given to the verifier is (types, isBlob): no format's code
      '../lib/own.ts',
      'asset/byte-source.ts',
      'asset/bytes.ts',
      'asset/container.ts',
      'asset/signatures.ts',
    ]);
    expect(packages.size).toBe(0);
  });

  it('a JPEG or PNG reader loads only its own small modules', () => {
    for (const format of ['asset/jpeg.ts', 'asset/png.ts']) {
      const { packages, files } = staticGraph(format);
      expect(packages.size).toBe(0);
      expect([...files].some((f) => /bmff|riff|mp3/.test(f.slice(here.length)))).toBe(false);
    }
  });
});
