/**
 * Least privilege, read from the OpenAPI document: every operation that takes a key states in
 * `x-tlp-scopes` what a restricted key needs, and each is called over HTTP with a key holding every other
 * scope (403 `insufficient_scope`), then with one holding what it states (not 403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../openapi/document.js';
import { declaredOperations } from '../../resources.js';
import { expectProblem, keyWithScopes, startTestServer, type TestServer } from '../../test-harness/server.js';
import { SCOPES } from './index.js';

interface Stated {
  any?: string[];
  all?: string[];
  unrestricted?: boolean;
  for?: string;
}
interface KeyedOperation {
  method: string;
  path: string;
  stated: Stated | undefined;
  keyed: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: the generated document is plain JSON
const doc = openApiDocument(declaredOperations()) as any;
const operations: KeyedOperation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  // biome-ignore lint/suspicious/noExplicitAny: an operation object of the document
  Object.entries(item as Record<string, any>)
    .filter(([, op]) => op?.responses && op['x-tlp-availability'] !== 'planned')
    .map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      stated: op['x-tlp-scopes'],
      keyed: ((op.security ?? []) as Record<string, unknown>[]).some((s) => 'testKey' in s),
    })),
);

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const keyWith = (scopes: readonly string[]) => keyWithScopes(s, scopes);

/** The operation called with `key`: well-formed IDs in the path, the smallest body that reaches the scope. */
function call(op: KeyedOperation, key: string) {
  const path = op.path.replace(/\{([a-z]+)_id\}/g, (_, name: string) => {
    const prefix = { license: 'lic', facet: 'fct', check: 'chk', generation: 'gen' }[name] ?? name;
    return `${prefix}_${'0'.repeat(26)}`;
  });
  const body = op.path === '/v1/verifications' ? { sha256: 'f'.repeat(64) } : {};
  return s.api(path, { key, method: op.method, ...(op.method === 'POST' ? { body } : {}) });
}

const without = (missing: readonly string[]) => SCOPES.filter((x) => !missing.includes(x));

describe('every operation states its scopes in the OpenAPI document', () => {
  it('each operation that takes a key has x-tlp-scopes', () => {
    const keyed = operations.filter((o) => o.keyed);
    expect(keyed.length).toBeGreaterThan(10);
    for (const op of keyed) expect(op.stated, `${op.method} ${op.path}`).toBeDefined();
  });

  it('a key lacking the stated scope is 403 insufficient_scope; one holding it gets past the check', async () => {
    let tried = 0;
    for (const op of operations) {
      const stated = op.stated;
      if (!stated) continue;
      const what = `${op.method} ${op.path}`;
      if (stated.unrestricted) {
        expectProblem(await call(op, await keyWith(SCOPES)), 403, 'insufficient_scope');
        tried++;
        continue;
      }
      const needed = stated.any ?? stated.all ?? [];
      if (needed.length === 0) continue;
      // any: lacking all of them; all: lacking any one of them.
      const lacks = stated.all ? stated.all.map((one) => [one]) : [needed];
      for (const missing of lacks) {
        const p = expectProblem(await call(op, await keyWith(without(missing))), 403, 'insufficient_scope');
        expect(p.detail, what).toContain(missing[0]);
        tried++;
      }
      const allowed = await call(op, await keyWith(needed));
      expect(allowed.status, `${what}: ${allowed.text.slice(0, 200)}`).not.toBe(403);
    }
    expect(tried).toBeGreaterThan(15);
  });
});
