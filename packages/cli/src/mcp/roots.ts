import { fstat, stat } from 'node:fs';
import { readlink, realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** A path a tool may read, or why not. */
export type RootedPath =
  | { ok: true; path: string }
  | { ok: false; code: 'outside_roots' | 'not_found'; message: string };

function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${sep}`));
}

/** The folders of the `file://` roots a client granted (other roots name nothing on this disk). */
export function rootFolders(roots: ReadonlyArray<{ uri: string }>): string[] {
  return roots.flatMap((root) => {
    try {
      return root.uri.startsWith('file:') ? [resolve(fileURLToPath(root.uri))] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Where `path` (absolute, a `file://` URL, or relative to the first root) is on disk, when it is inside one of
 * `roots`: both as written and once symbolic links and `..` are resolved, so that neither a link nor a
 * parent step leads out. A path outside every root is `outside_roots` before the disk is asked about it
 * (so a refusal says nothing about what exists there); one inside that does not exist is `not_found`.
 */
export async function resolveInRoots(
  path: string,
  roots: string[],
  grantor = 'the client grants',
): Promise<RootedPath> {
  const refused = (why: string): RootedPath => ({
    ok: false,
    code: 'outside_roots',
    message: `${why}; ${grantor} ${roots.length === 0 ? 'no roots' : roots.join(', ')}`,
  });
  if (roots.length === 0) return refused('no file can be read');
  let written: string;
  try {
    written = path.startsWith('file:') ? fileURLToPath(path) : resolve(roots[0]!, path);
  } catch {
    return refused(`${path} is not a path`);
  }
  if (!roots.some((root) => inside(root, written))) return refused(`${written} is outside the roots`);
  let real: string;
  try {
    real = await realpath(written);
  } catch {
    return { ok: false, code: 'not_found', message: `${written}: no such file` };
  }
  const realRoots = await Promise.all(roots.map((root) => realpath(root).catch(() => root)));
  if (!realRoots.some((root) => inside(root, real))) {
    return refused(`${written} leads to ${real}, outside the roots`);
  }
  return { ok: true, path: real };
}

const fstatOf = promisify(fstat);
const statOf = promisify(stat);

/**
 * Whether the file open as `fd` is inside `roots`, asked of the descriptor itself once the file is open, so
 * that a path swapped between {@link resolveInRoots} and the open (a symbolic link, a folder replaced by a
 * link) cannot lead out. Where the system names an open file (`/proc/self/fd` on Linux), by that name;
 * elsewhere `real` (the path resolved before the open) must still be inside, and be the very file opened
 * (same device and inode). Null when inside; else where it leads.
 */
export async function openedOutside(fd: number, real: string, roots: string[]): Promise<string | null> {
  const realRoots = await Promise.all(roots.map((root) => realpath(root).catch(() => root)));
  const named = await readlink(`/proc/self/fd/${fd}`).catch(() => null);
  if (named !== null) return realRoots.some((root) => inside(root, named)) ? null : named;
  const [opened, now, resolved] = await Promise.all([
    fstatOf(fd),
    statOf(real).catch(() => null),
    realpath(real).catch(() => null),
  ]);
  const same = now !== null && now.dev === opened.dev && now.ino === opened.ino;
  const within = resolved !== null && realRoots.some((root) => inside(root, resolved));
  return same && within ? null : (resolved ?? real);
}
