import { answer, operation } from '../http/operation.js';

export const GET_DISCOVERY = operation({
  method: 'get',
  route: '/.well-known/talent-license',
  operationId: 'getDiscovery',
  cors: true,
  summary: 'Discovery document',
  description:
    'The issuer, the API base, the accepted versions, the JWKS location and the endpoints this server supports. Cache it per `Cache-Control`.',
  tag: 'Discovery',
  access: 'public',
  ok: { '200': answer('Discovery', 'The discovery document.', ['Cache-Control']) },
  errors: ['version_unsupported'],
});

export const GET_JWKS = operation({
  method: 'get',
  route: '/.well-known/jwks.json',
  operationId: 'getJwks',
  cors: true,
  summary: 'Signing keys (JWKS)',
  description:
    "Every public key that signs receipts and tokens, retired ones included (`kid`s are never reused). Test keys' `kid`s start `rfl-test-`.",
  tag: 'Discovery',
  access: 'public',
  ok: { '200': answer('Jwks', 'The JWKS.', ['Cache-Control']) },
  errors: ['version_unsupported'],
});

export const DISCOVERY_OPERATIONS = [GET_DISCOVERY, GET_JWKS];
