import { z } from 'zod';
import { ERROR_CODES } from '../http/errors/error-table.js';
import { page } from '../web/operations.js';

const reference = (route: string, operationId: string) =>
  page({
    route,
    operationId,
    cors: true,
    summary: 'This API reference, for people',
    ok: { '200': { description: 'The reference page, rendered from /openapi.json.', type: 'text/html' } },
  });

const script = (route: string, operationId: string) =>
  page({
    route,
    operationId,
    summary: 'A script of the reference page',
    ok: { '200': { description: 'The script.', type: 'text/javascript' } },
  });

export const GET_REFERENCE = reference('/docs', 'getReference');
export const GET_REFERENCE_SLASH = reference('/docs/', 'getReferenceSlash');
export const GET_REFERENCE_RENDERER = script('/docs/assets/redoc.standalone.js', 'getReferenceRenderer');
export const GET_REFERENCE_SCRIPT = script('/docs/assets/reference.js', 'getReferenceScript');

export const GET_ERROR_INDEX = page({
  route: '/docs/errors',
  operationId: 'getErrorIndex',
  cors: true,
  summary: 'Every error code, with its status and whether to retry',
  ok: { '200': { description: 'The page.', type: 'text/html' } },
});

export const GET_ERROR_PAGE = page({
  route: '/docs/errors/:code',
  operationId: 'getErrorPage',
  cors: true,
  summary: "What an error code means (each problem's `type`)",
  path: z.object({ code: z.enum(ERROR_CODES as [string, ...string[]]).describe('An error code.') }),
  ok: { '200': { description: 'The page.', type: 'text/html' } },
  errors: ['resource_not_found'],
});

export const DOCS_OPERATIONS = [
  GET_REFERENCE,
  GET_REFERENCE_SLASH,
  GET_REFERENCE_RENDERER,
  GET_REFERENCE_SCRIPT,
  GET_ERROR_INDEX,
  GET_ERROR_PAGE,
];
