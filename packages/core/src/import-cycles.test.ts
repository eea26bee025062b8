/**
 * No module of `@tlp/core` imports itself back, through any chain of imports (static, type-only or
 * dynamic): each folder's arrows run one way (c2pa/: asset, jumbf, cbor, claim, cose, hard-binding, hash,
 * read, write; the verifier session over them).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test-fixtures' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const IMPORT = /(?:from\s+|import\(\s*|^import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Every module's imports of other modules of the package. */
function graph(): Map<string, string[]> {
  const files = new Set(sources(src));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((m) => normalize(join(dirname(file), (m[1] as string).replace(/\.js$/, '.ts'))))
      .filter((target) => files.has(target));
    edges.set(file, targets);
  }
  return edges;
}

/** One cycle of the graph as a path (its first module repeated at the end), or null when there is none. */
function findCycle(edges: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const next of edges.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of edges.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe('the modules of @tlp/core', () => {
  it('import one another without a cycle', () => {
    const edges = graph();
    expect(edges.size).toBeGreaterThan(100);
    expect(findCycle(edges)?.map((f) => relative(src, f)) ?? null).toBeNull();
  });

  it('the check finds a cycle where there is one', () => {
    const edges = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ]);
    expect(findCycle(edges)).toEqual(['a', 'b', 'c', 'a']);
  });
});
