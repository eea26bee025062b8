/**
 * The declarations the router and the document are both built from, against the running server: for
 * every declared operation, the rate-limit policy its answers and its 429 name, the mode its key must
 * have, and the bodies it accepts and refuses. (The scopes are checked from the document the same way in
 * `http/auth/scopes.test.ts`.)
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../http/operation.js';
import { POLICIES } from '../http/rate-limit/index.js';
import { type ApiResponse, expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';
import { operations } from './document.js';

const declared = operations().filter((op) => !op.planned);
const keyed = declared.filter((op) => op.access !== 'public' && op.access !== 'optional-key');
const withBody = declared.filter((op) => op.body !== undefined);

/** The route with a well-formed ID of the right prefix in each constrained parameter, `x` in the others. */
function concretePath(op: Operation): string {
  return op.route
    .replace(/:[a-z_]+\{([a-z]+)_[^/]*\}/g, (_, prefix: string) => `${prefix}_${'0'.repeat(26)}`)
    .replace(/:[a-z_]+/g, 'x');
}

function call(s: TestServer, op: Operation, key: string | null, body?: unknown): Promise<ApiResponse> {
  const method = op.method.toUpperCase();
  return s.api(concretePath(op), { key, method, ...(method === 'POST' ? { body: body ?? {} } : {}) });
}

describe('every declared operation, against the running server', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('declares the key-authenticated API (a sanity floor, not a copy of the list)', () => {
    expect(keyed.length).toBeGreaterThan(15);
    expect(withBody.length).toBeGreaterThan(8);
  });

  it('a live key is refused as declared: 403 livemode_mismatch for test-only operations, 403 live_not_activated where live keys are refused, else past the key', async () => {
    for (const op of keyed) {
      const r = await call(s, op, s.liveKey);
      const what = `${op.method} ${op.route}`;
      if (op.access === 'test-key' || op.access === 'unrestricted-test-key') {
        expectProblem(r, 403, 'livemode_mismatch');
      } else if (op.refusesLive) {
        expectProblem(r, 403, 'live_not_activated');
      } else {
        expect(r.status, `${what}: ${r.text.slice(0, 200)}`).not.toBe(403);
      }
    }
  });

  it('the example body of each operation is one its schema accepts, and so does the server (no 400)', async () => {
    for (const op of withBody) {
      const { schema, example } = op.body!;
      const what = `${op.method} ${op.route}`;
      expect(schema.safeParse(example).success, what).toBe(true);
      const r = await call(s, op, s.testKey, example);
      expect(r.status, `${what}: ${r.text.slice(0, 300)}`).not.toBe(400);
    }
  });

  it('a body its schema refuses is refused by the server with 400 and a parameter code', async () => {
    for (const op of withBody) {
      const { schema } = op.body!;
      await fc.assert(
        fc.asyncProperty(
          fc
            .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 })
            .filter((body) => !schema.safeParse(body).success),
          async (body) => {
            const r = await call(s, op, s.testKey, body);
            expect(
              r.status,
              `${op.method} ${op.route} ${JSON.stringify(body)}: ${r.text.slice(0, 300)}`,
            ).toBe(400);
            expect(['parameter_invalid', 'parameter_missing', 'invalid_request']).toContain(r.json.code);
          },
        ),
        { numRuns: 8 },
      );
    }
  });
});

describe('the rate-limit policy of every declared operation', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ rateLimits: true });
  });
  afterAll(() => s.close());

  it("is the one its answers name, and the one its 429 names once the policy's bucket is spent", async () => {
    for (const op of [...keyed, ...declared.filter((o) => o.access === 'public' && o.policy)]) {
      const policy = op.policy ?? POLICIES.default;
      const stated = `"${policy.name}";q=${policy.q};w=${policy.w}`;
      const key = op.access === 'public' ? null : s.testKey;
      // Twice the bucket at once: some are refused, whatever the bucket held before.
      const answers = await Promise.all(Array.from({ length: 2 * policy.q + 1 }, () => call(s, op, key)));
      for (const r of answers) {
        expect(r.headers.get('ratelimit-policy'), `${op.method} ${op.route} → ${r.status}`).toBe(stated);
      }
      const refused = answers.find((r) => r.status === 429);
      expect(refused, `${op.method} ${op.route}: no 429`).toBeDefined();
      expect(expectProblem(refused!, 429, 'rate_limited').detail).toContain(`"${policy.name}"`);
    }
  });
});
