import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Every Markdown file of the repository (not its dependencies, builds or test outputs). */
function markdownFiles(dir = ROOT): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (['node_modules', 'dist', '.git', 'test-results', '.data', 'coverage'].includes(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...markdownFiles(path));
    else if (name.endsWith('.md')) out.push(path);
  }
  return out;
}

describe('the repository stands alone', () => {
  it('every Markdown link points at a file of the repository, and none leaves it', () => {
    const files = markdownFiles();
    expect(files.map((f) => relative(ROOT, f))).toEqual(
      expect.arrayContaining(['README.md', 'docs/README.md', 'docs/protocol.md', 'docs/sandbox.md']),
    );
    const broken: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!;
        const where = `${relative(ROOT, file)}: ${target}`;
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
          broken.push(`${where} leaves the repository`);
          continue;
        }
        const path = target.split('#')[0]!;
        if (path === '') continue;
        const resolved = join(dirname(file), decodeURI(path));
        if (!resolved.startsWith(ROOT) || !existsSync(resolved)) broken.push(`${where} does not exist`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the README is a front door: it links the documentation, the figures and the project pages', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    for (const page of [
      'docs/README.md',
      'docs/protocol.md',
      'docs/sandbox.md',
      'docs/running.md',
      'docs/decisions/README.md',
      'bench/README.md',
      'SECURITY.md',
      'CONTRIBUTING.md',
      'CHANGELOG.md',
      '.nvmrc',
      'packages/client/examples/flow.ts',
    ]) {
      expect(readme).toContain(`](${page})`);
    }
    // What it is, start, try, the parts, where next: the rest is in the pages it links.
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  });
});
