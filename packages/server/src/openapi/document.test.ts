import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { errorCodeStatus } from '@tlp/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { documentPath } from '../http/operation.js';
import { declaredOperations } from '../resources.js';
import { Contract } from '../test-harness/contract.js';
import { checkedCount } from '../test-harness/contract-state.js';
import { startTestServer, type TestServer } from '../test-harness/server.js';
import { openApiDocument } from './document.js';
import { openApiText } from './routes.js';
import { OPENAPI_FILE } from './write.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(openApiDocument(declaredOperations()));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is served at /openapi.json with no key, as committed in packages/server/openapi.json', async () => {
    const res = await s.api('/openapi.json', { key: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.text).toBe(openApiText(declaredOperations()));
    // Stale when a schema or an operation changed without `npm run openapi`.
    expect(
      readFileSync(OPENAPI_FILE, 'utf8'),
      'packages/server/openapi.json is stale: run npm run openapi',
    ).toBe(res.text);
  });

  it('describes every route the server registers, with each method', () => {
    const doc = openApiDocument(declaredOperations());
    const app = createApp(s.deps);
    const missing: string[] = [];
    for (const r of app.routes) {
      if (r.path === '/*' || (r.path.endsWith('/*') && r.method === 'ALL')) continue; // planned wildcards, the entry
      const path = documentPath(r.path.replace(/\/\*$/, '/{file}'));
      const methods = r.method === 'ALL' ? ['get', 'post'] : [r.method.toLowerCase()];
      if (!methods.some((m) => doc.paths[path]?.[m])) missing.push(`${r.method} ${r.path} (${path})`);
    }
    expect(missing).toEqual([]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
  });

  it("lists every error code of the protocol, then the server's own, in the problem's code enumeration", () => {
    const doc = openApiDocument(declaredOperations());
    const codes: string[] = doc.components.schemas.Problem.properties.code.enum;
    expect(codes).toEqual([...Object.keys(errorCodeStatus), 'upgrade_required', 'request_timeout']);
  });

  it('every operation with a body may answer 408 request_timeout (a body arriving too slowly)', () => {
    const doc = openApiDocument(declaredOperations());
    let withBody = 0;
    // biome-ignore lint/suspicious/noExplicitAny: OpenAPI objects are plain JSON
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        if (method !== 'post' || !op.requestBody) continue;
        withBody++;
        const codes = op.responses['408']?.content['application/problem+json'].schema.properties.code.enum;
        expect(codes, `${method} ${path}`).toEqual(['request_timeout']);
      }
    }
    expect(withBody).toBeGreaterThan(5);
  });

  it('states the metadata bounds: 50 keys of at most 40 characters, string values of at most 500', () => {
    const schemas = openApiDocument(declaredOperations()).components.schemas as Record<
      string,
      Record<string, unknown>
    >;
    expect(schemas.Metadata).toMatchObject({
      type: 'object',
      maxProperties: 50,
      propertyNames: { type: 'string', maxLength: 40 },
      additionalProperties: { type: 'string', maxLength: 500 },
    });
  });

  it('has the headers, the security schemes and the planned operations', () => {
    const doc = openApiDocument(declaredOperations());
    expect(Object.keys(doc.components.headers)).toEqual(
      expect.arrayContaining([
        'Request-Id',
        'Service-Version',
        'RateLimit',
        'RateLimit-Policy',
        'Retry-After',
      ]),
    );
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header' });
    expect(doc.components.parameters.ServiceVersion).toMatchObject({ name: 'Service-Version', in: 'header' });
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['testKey', 'liveKey']);
    const post = doc.paths['/v1/checks'].post;
    expect(post.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(Object.keys(post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '409', '413', '422', '429', '500']),
    );
    expect(post.responses['403'].content['application/problem+json'].schema.properties.code.enum).toContain(
      'live_not_activated',
    );
    expect(post.responses['429'].headers).toHaveProperty('Retry-After');
    expect(doc.paths['/v1/sessions'].post['x-tlp-availability']).toBe('planned');
    expect(doc.paths['/v1/sessions'].post.responses).toHaveProperty('404');
    expect(doc.paths['/v1/receipts/{receipt_id}'].get.security).toEqual([]);
  });

  it('compiles in Ajv strict mode, and the hook checks every answer of the test servers', async () => {
    expect(new Contract().compileAll()).toBeGreaterThan(100);
    const before = checkedCount();
    await s.api('/v1/account');
    expect(checkedCount()).toBe(before + 1);
  });

  it('rejects answers it does not describe', () => {
    const c = new Contract();
    const base = { method: 'GET', path: '/v1/account', headers: { 'content-type': 'application/json' } };
    const requestId = 'req_01m88z4qy26060g7vb0f56c083';
    expect(
      c.check({ ...base, status: 200, headers: { ...base.headers, 'request-id': requestId }, body: '{}' }),
    ).toHaveLength(1);
    expect(c.check({ ...base, status: 418, body: '{}' })[0]).toMatch(/status 418 is not documented/);
    expect(c.check({ ...base, status: 200, body: '{}' }).join()).toMatch(/Request-Id is missing/);
    const problem = {
      type: 'http://x/docs/errors/rate_limited',
      title: 'x',
      status: 401,
      code: 'rate_limited',
      request_id: requestId,
    };
    const wrongCode = c.check({
      ...base,
      status: 401,
      headers: { 'content-type': 'application/problem+json', 'request-id': requestId },
      body: JSON.stringify(problem),
    });
    expect(wrongCode.join()).toMatch(/must be equal to one of the allowed values/);
    // An answer naming another rate-limit policy than its operation's declared one.
    const otherPolicy = c.check({
      ...base,
      status: 200,
      headers: { ...base.headers, 'request-id': requestId, 'ratelimit-policy': '"checks";q=20;w=1' },
      body: '{}',
    });
    expect(otherPolicy.join()).toMatch(/RateLimit-Policy names "checks", getAccount declares default/);
    // A preflight is documented without content: a body, or a missing CORS header, is refused.
    const preflight = {
      method: 'OPTIONS',
      path: '/.well-known/jwks.json',
      status: 204,
      headers: {
        'request-id': requestId,
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, HEAD',
        'access-control-allow-headers': 'Content-Type, Service-Version, Idempotency-Key',
        'access-control-expose-headers': 'Request-Id, RateLimit, RateLimit-Policy, Retry-After',
        'access-control-max-age': '7200',
      },
      body: '',
    };
    expect(c.check(preflight)).toEqual([]);
    expect(c.check({ ...preflight, body: '{}' }).join()).toMatch(/a body where none is documented/);
    const { 'access-control-allow-origin': _, ...withoutOrigin } = preflight.headers;
    expect(c.check({ ...preflight, headers: withoutOrigin }).join()).toMatch(
      /Access-Control-Allow-Origin is missing/,
    );
    expect(
      c
        .check({
          ...preflight,
          headers: { ...preflight.headers, 'access-control-allow-headers': 'Authorization' },
        })
        .join(),
    ).toMatch(/Access-Control-Allow-Headers/);
  });
});
