import { operation } from '../http/operation.js';

export const GET_OPENAPI = operation({
  method: 'get',
  route: '/openapi.json',
  operationId: 'getOpenApi',
  cors: true,
  summary: 'This OpenAPI document',
  tag: 'Discovery',
  access: 'public',
  ok: { '200': { description: 'The OpenAPI 3.1 document of this server.', type: 'application/json' } },
});
