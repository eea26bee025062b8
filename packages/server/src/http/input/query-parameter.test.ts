/**
 * What adding a query parameter takes: one field in the operation's `query` schema, nothing else. The
 * route reads it typed, a value the schema refuses is 400 `parameter_invalid` naming it, and the OpenAPI
 * document lists it with its description. (GET /v1/licenses, with a `colour` the real one does not have.)
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.js';
import { LIST_LICENSES, licenseQuery } from '../../licenses/operations.js';
import { openApiDocument } from '../../openapi/document.js';
import { startTestServer, type TestServer } from '../../test-harness/server.js';
import { Routes } from '../chain.js';
import { onError } from '../errors/index.js';
import { keyed } from '../operation.js';
import { requestId } from '../request-id/index.js';
import { json } from '../respond.js';

// The one change: a field in the schema.
const WITH_COLOUR = {
  ...LIST_LICENSES,
  query: licenseQuery.extend({
    colour: z.enum(['red', 'blue']).optional().describe('Only licenses of this colour.'),
  }),
};

let s: TestServer;
let app: Hono<AppEnv>;
beforeAll(async () => {
  s = await startTestServer();
  app = new Hono<AppEnv>();
  const routes = new Routes(app, requestId(s.deps));
  // The handler of a route: it reads the parameter, typed (`'red' | 'blue' | undefined`).
  routes.get(WITH_COLOUR.route, keyed(WITH_COLOUR), (c) => {
    const colour: 'red' | 'blue' | undefined = c.req.valid('query').colour;
    return json(c, { colour: colour ?? null, limit: c.req.valid('query').limit });
  });
  app.onError(onError);
});
afterAll(() => s.close());

function get(query: string) {
  return app.request(`${WITH_COLOUR.route}${query}`, { headers: { authorization: `Bearer ${s.testKey}` } });
}

describe('a query parameter added to a declaration', () => {
  it('reaches the handler parsed, beside the parameters that were there', async () => {
    const res = await get('?colour=blue&limit=5');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ colour: 'blue', limit: 5 });
    expect((await (await get('')).json()).colour).toBeNull();
  });

  it('a value its schema refuses is 400 parameter_invalid naming it; repeated, likewise', async () => {
    for (const query of ['?colour=green', '?colour=red&colour=blue']) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(await res.json(), query).toMatchObject({ code: 'parameter_invalid', param: 'colour' });
    }
  });

  it('is listed by the OpenAPI document with its description and values', () => {
    // biome-ignore lint/suspicious/noExplicitAny: OpenAPI objects are plain JSON
    const doc = openApiDocument([WITH_COLOUR]) as any;
    // biome-ignore lint/suspicious/noExplicitAny: a parameter object of the document
    const colour = doc.paths['/v1/licenses'].get.parameters.find((p: any) => p.name === 'colour');
    expect(colour.required, 'optional in the schema, optional in the document').toBeFalsy();
    expect(colour).toMatchObject({
      in: 'query',
      description: 'Only licenses of this colour.',
      schema: { type: 'string', enum: ['red', 'blue'] },
    });
  });
});
