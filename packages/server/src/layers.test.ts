/**
 * The arrows of the server run one way: HTTP (`http/`, each resource's `routes.ts` and `operations.ts`)
 * over the use cases, the use cases over `policy/`, `store/` and `lib/`. Read from the sources, as core's
 * module-graph test reads core's: every import, values and types alike, followed from file to file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));

/** The files of this package `file` imports (statically, types too), and the packages. */
function importsOf(file: string): { files: string[]; packages: string[] } {
  const files: string[] = [];
  const packages: string[] = [];
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gm)) {
    const specifier = m[1]!;
    if (specifier.startsWith('.')) files.push(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
    else packages.push(specifier);
  }
  return { files, packages };
}

/** Every module `entry` reaches, relative to `src/`, with the packages each of them names. */
function graph(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    const name = relative(src, file);
    if (seen.has(name)) return;
    const { files, packages } = importsOf(file);
    seen.set(name, packages);
    for (const f of files) visit(f);
  };
  visit(resolve(src, entry));
  return seen;
}

/** What of the HTTP layer `entry` reaches: `http/` modules, and hono. */
function httpReached(entry: string): string[] {
  const out: string[] = [];
  for (const [file, packages] of graph(entry)) {
    if (file.startsWith('http/')) out.push(file);
    for (const p of packages)
      if (p === 'hono' || p.startsWith('hono/') || p.startsWith('@hono/')) out.push(`${file} → ${p}`);
  }
  return out;
}

const isSource = (f: string) => f.endsWith('.ts') && !f.endsWith('.test.ts');

/** The source files under a folder of `src/`, relative to `src/`. */
function filesUnder(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (isSource(name)) out.push(relative(src, path));
    }
  };
  walk(resolve(src, folder));
  return out;
}

/** A resource is a folder that declares operations; its HTTP side is its `operations.ts` and its routes. */
const resources = readdirSync(src).filter((d) => {
  try {
    return statSync(resolve(src, d, 'operations.ts')).isFile();
  } catch {
    return false;
  }
});
const isHttpSide = (file: string) => /(^|\/)(operations|routes|[\w-]+-routes)\.ts$/.test(file);

/**
 * Resources whose every module is about HTTP itself: the OpenAPI document, the pages of the API's
 * documentation, and the embed, whose samples are made by calling the app (`app.request`).
 */
const HTTP_ONLY = new Set(['openapi', 'docs', 'embed']);

describe('the layers of the server', () => {
  it('finds the resources it checks', () => {
    expect(resources).toEqual(expect.arrayContaining(['checks', 'generations', 'licenses', 'receipts']));
  });

  it("no resource's use cases reach http/ or hono: they return or throw a Refusal, mapped to HTTP in http/errors", () => {
    const leaks: string[] = [];
    for (const resource of resources.filter((r) => !HTTP_ONLY.has(r))) {
      for (const file of filesUnder(resource).filter((f) => !isHttpSide(f))) {
        for (const reached of httpReached(file)) leaks.push(`${file} reaches ${reached}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('policy/ is pure: it reaches nothing of the server outside policy/ and lib/, no HTTP and no store', () => {
    for (const file of filesUnder('policy')) {
      const reached = [...graph(file).keys()].filter(
        (f) => !f.startsWith('policy/') && !f.startsWith('lib/'),
      );
      expect(reached, file).toEqual([]);
    }
  });

  it('nothing below the resources imports them or http/: lib/, store/, sign/, keys/, media/, limiter/, policy/', () => {
    const below = ['lib', 'store', 'sign', 'keys', 'media', 'limiter', 'policy'];
    const upward: string[] = [];
    for (const folder of below) {
      for (const file of filesUnder(folder)) {
        for (const f of importsOf(resolve(src, file)).files.map((f) => relative(src, f))) {
          const top = f.split('/')[0]!;
          if (top === 'http' || resources.includes(top)) upward.push(`${file} imports ${f}`);
        }
      }
    }
    expect(upward).toEqual([]);
  });
});
