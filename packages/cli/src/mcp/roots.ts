import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

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
export async function resolveInRoots(path: string, roots: string[]): Promise<RootedPath> {
  const refused = (why: string): RootedPath => ({
    ok: false,
    code: 'outside_roots',
    message: `${why}; the client grants ${roots.length === 0 ? 'no roots' : roots.join(', ')}`,
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
