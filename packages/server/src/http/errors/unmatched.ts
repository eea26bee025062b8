import { isId, prefixOf } from '../../ids.js';

/** The ID prefix each `/v1/<resource>/{id}` path takes. */
const PATH_PREFIX: Record<string, { prefix: string; name: string }> = {
  licenses: { prefix: 'lic', name: 'license' },
  facets: { prefix: 'fct', name: 'facet' },
  checks: { prefix: 'chk', name: 'check' },
  generations: { prefix: 'gen', name: 'generation' },
  receipts: { prefix: 'rcpt', name: 'receipt' },
};

/** Explains why a path matched no route, so that the caller can fix it. */
export function describeUnmatched(method: string, path: string, origin: string): string {
  if (path.startsWith('/v1/.well-known/')) {
    const rest = path.slice('/v1'.length);
    return `${rest} is served at the origin root, not under /v1: use ${origin}${rest}`;
  }
  const m = /^\/v1\/([a-z_]+)\/([^/]+)(\/.*)?$/.exec(path);
  if (m) {
    const resource = m[1]!;
    const id = decodeSafe(m[2]!);
    const expected = PATH_PREFIX[resource];
    if (expected) {
      const got = prefixOf(id);
      if (m[3] !== undefined || isId(expected.prefix, id)) return `no route ${method} ${path}`;
      if (got !== expected.prefix) {
        return got
          ? `'${id}' is a ${got}_ ID, not valid for this path: it takes a ${expected.name} ID (${expected.prefix}_…)`
          : `'${id}' is not a valid ${expected.name} ID (${expected.prefix}_ followed by 26 base32 characters)`;
      }
      return `'${id}' is not a valid ${expected.name} ID (${expected.prefix}_ followed by 26 base32 characters)`;
    }
  }
  if (!path.startsWith('/v1/') && path !== '/v1' && !path.startsWith('/.well-known/')) {
    return `no route ${method} ${path}; the API is served under /v1`;
  }
  return `no route ${method} ${path}`;
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
