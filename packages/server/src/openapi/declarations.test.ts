/**
 * The declarations the router and the document are both built from, against the running server: for
 * every declared operation, the rate-limit policy its answers and its 429 name, the mode its key must
 * have, and the bodies it accepts and refuses. (The scopes are checked from the document the same way in
 * `http/auth/scopes.test.ts`.)
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPath, type Operation, operationName } from '../http/operation.js';
import { POLICIES } from '../http/rate-limit/index.js';
import { declaredOperations } from '../resources.js';
import { type ApiResponse, expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';

const declared = declaredOperations().filter((op) => !op.planned);
const keyed = declared.filter((op) => op.access !== 'public' && op.access !== 'optional-key');
const withBody = declared.filter((op) => op.body !== undefined);

/** Every operation the server serves, with the key it takes: one added, dropped or opened shows here. */
const DECLARED: Record<string, Operation['access']> = {
  'GET /.well-known/talent-license': 'public',
  'GET /.well-known/jwks.json': 'public',
  'GET /openapi.json': 'public',
  'GET /livez': 'public',
  'GET /readyz': 'public',
  'GET /v1/account': 'key',
  'GET /v1/licenses': 'key',
  'GET /v1/licenses/{license_id}': 'key',
  'GET /v1/facets/{facet_id}': 'test-key',
  'POST /v1/checks': 'key',
  'GET /v1/checks/{check_id}': 'key',
  'POST /v1/generations': 'key',
  'GET /v1/generations': 'key',
  'GET /v1/generations/{generation_id}': 'key',
  'POST /v1/generations/{generation_id}/withdraw': 'test-key',
  'GET /v1/receipts/{receipt_id}': 'public',
  'POST /v1/verifications': 'optional-key',
  'GET /v1/services/supportedAlgorithms': 'optional-key',
  'GET /v1/matches/byBinding': 'optional-key',
  'POST /v1/matches/byBinding': 'optional-key',
  'POST /v1/matches/byContent': 'optional-key',
  'GET /v1/manifests/{manifest_id}': 'optional-key',
  'POST /v1/test_helpers/api_keys': 'unrestricted-test-key',
  'POST /v1/test_helpers/clock/advance': 'unrestricted-test-key',
  'POST /v1/test_helpers/licenses/{license_id}/suspend': 'unrestricted-test-key',
  'POST /v1/test_helpers/licenses/{license_id}/resume': 'unrestricted-test-key',
  'POST /v1/test_helpers/licenses/{license_id}/revoke': 'unrestricted-test-key',
  'POST /v1/test_helpers/checks/{check_id}/resolve': 'unrestricted-test-key',
  'POST /v1/test_helpers/generations/{generation_id}/release': 'unrestricted-test-key',
  'POST /v1/test_helpers/generations/{generation_id}/decline': 'unrestricted-test-key',
  'POST /v1/test_helpers/generations/{generation_id}/expire': 'unrestricted-test-key',
  'GET /': 'public',
  'GET /index.html': 'public',
  'GET /v1': 'public',
  'GET /v1/': 'public',
  'GET /favicon.ico': 'public',
  'GET /favicon.svg': 'public',
  'GET /r/{receipt_id}': 'public',
  'GET /assets/{file}': 'public',
  'GET /r/assets/{file}': 'public',
  'GET /embed/{file}': 'public',
  'GET /embed/chunks/{file}': 'public',
  'GET /samples/{file}': 'public',
  'GET /embed-demo/{file}': 'public',
  'GET /samples/index.json': 'public',
  'GET /trust-anchors.pem': 'public',
  'GET /embed-demo': 'public',
  'GET /docs': 'public',
  'GET /docs/': 'public',
  'GET /docs/assets/redoc.standalone.js': 'public',
  'GET /docs/assets/reference.js': 'public',
  'GET /docs/errors': 'public',
  'GET /docs/errors/{code}': 'public',
  'GET /site.css': 'public',
};
/** The protocol's operations this server declares but does not serve yet (404 `Operation not available`). */
const PLANNED = [
  'GET /v1/license_requests/{license_request_id}',
  'GET /v1/events',
  'GET /v1/events/{event_id}',
  'POST /v1/events/{event_id}/resend',
  'POST /v1/webhook_endpoints',
  'POST /v1/webhook_endpoints/{endpoint_id}',
  'POST /v1/webhook_endpoints/{endpoint_id}/rotate_secret',
  'POST /v1/connections',
  'DELETE /v1/connections/{connection_id}',
  'POST /v1/sessions',
  'GET /v1/sessions/{session_id}',
  'POST /v1/sessions/{session_id}/renew',
  'POST /v1/sessions/{session_id}/samples',
  'GET /v1/revocations',
  'GET /oauth/authorize',
  'POST /oauth/token',
  'POST /oauth/register',
  'POST /oauth/introspect',
  'POST /oauth/revoke',
  'GET /.well-known/oauth-authorization-server',
  'GET /.well-known/oauth-protected-resource',
  'GET /.well-known/oauth-protected-resource/mcp',
  'POST /mcp',
  'GET /v1/files',
  'GET /v1/usage_records',
  'GET /v1/statements',
  'GET /v1/mandates',
  'GET /v1/license_drafts',
  'GET /v1/license_requests',
  'GET /v1/escalations',
  'GET /v1/talent',
  'GET /v1/resolutions',
  'GET /v1/sessions/{session_id}/stream',
];

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

describe('the declarations', () => {
  it('are these operations, each with its key, and these planned ones', () => {
    const name = (op: Operation) => `${op.method.toUpperCase()} ${documentPath(op.route)}`;
    expect(Object.fromEntries(declared.map((op) => [name(op), op.access]))).toEqual(DECLARED);
    expect(
      declaredOperations()
        .filter((op) => op.planned)
        .map(name),
    ).toEqual(PLANNED);
  });

  it("declare each route's path parameters in their path schema, and no other", () => {
    for (const op of declaredOperations()) {
      const named = [...documentPath(op.route).matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]);
      expect(Object.keys(op.path?.shape ?? {}), operationName(op)).toEqual(named);
    }
  });
});

describe('every declared operation, against the running server', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

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
