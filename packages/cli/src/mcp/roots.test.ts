import { mkdir, mkdtemp, open, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openedOutside, resolveInRoots, rootFolders } from './roots.js';

let dir: string;
let root: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tlp-roots-'));
  root = join(dir, 'root');
  await mkdir(join(root, 'sub'), { recursive: true });
  await mkdir(join(dir, 'root2'));
  await writeFile(join(root, 'sub/a.jpg'), 'a');
  await writeFile(join(dir, 'root2/b.jpg'), 'b');
  await symlink(join(dir, 'root2/b.jpg'), join(root, 'out.jpg'));
  await symlink(join(root, 'sub/a.jpg'), join(root, 'in.jpg'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('rootFolders', () => {
  it('keeps the file:// roots, as folders', () => {
    const roots = [{ uri: pathToFileURL(root).href }, { uri: 'https://example.com/x' }, { uri: 'file://%' }];
    expect(rootFolders(roots)).toEqual([root]);
  });
});

describe('resolveInRoots', () => {
  it.each([
    ['an absolute path inside', () => join(root, 'sub/a.jpg'), 'sub/a.jpg'],
    ['a path relative to the first root', () => 'sub/a.jpg', 'sub/a.jpg'],
    ['a file:// URL inside', () => pathToFileURL(join(root, 'sub/a.jpg')).href, 'sub/a.jpg'],
    ['a link inside to a file inside', () => join(root, 'in.jpg'), 'sub/a.jpg'],
  ])('reads %s', async (_what, path, real) => {
    expect(await resolveInRoots(path(), [root])).toEqual({ ok: true, path: join(root, real) });
  });

  it.each([
    ['a folder beside the root whose name starts with the root’s', () => join(dir, 'root2/b.jpg')],
    ['a parent step', () => '../root2/b.jpg'],
    ['a link inside to a file outside', () => join(root, 'out.jpg')],
    ['a file:// URL outside', () => pathToFileURL(join(dir, 'root2/b.jpg')).href],
  ])('refuses %s', async (_what, path) => {
    expect(await resolveInRoots(path(), [root])).toMatchObject({ ok: false, code: 'outside_roots' });
  });

  it('refuses every path when no root is granted', async () => {
    expect(await resolveInRoots(join(root, 'sub/a.jpg'), [])).toMatchObject({
      ok: false,
      code: 'outside_roots',
    });
  });

  it('says not_found only inside the roots', async () => {
    expect(await resolveInRoots(join(root, 'none.jpg'), [root])).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    expect(await resolveInRoots(join(dir, 'none.jpg'), [root])).toMatchObject({
      ok: false,
      code: 'outside_roots',
    });
  });
});

describe('openedOutside', () => {
  /** Opens `path` and asks where the open file is, as if `resolved` had been checked before the open. */
  const askOpened = async (path: string, resolved: string) => {
    const handle = await open(path, 'r');
    try {
      return await openedOutside(handle.fd, resolved, [root]);
    } finally {
      await handle.close();
    }
  };

  it('is null for a file opened inside the roots', async () => {
    expect(await askOpened(join(root, 'sub/a.jpg'), join(root, 'sub/a.jpg'))).toBeNull();
  });

  it('names where a file opened outside lies, though the path checked before was inside', async () => {
    // What a folder swapped for a link between the check and the open leads to: another file than the one
    // checked.
    expect(await askOpened(join(dir, 'root2/b.jpg'), join(root, 'sub/a.jpg'))).toBe(join(dir, 'root2/b.jpg'));
  });
});
