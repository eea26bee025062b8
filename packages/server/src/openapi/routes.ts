import type { Routes } from '../http/chain.js';
import { openToOtherOrigins } from '../http/cors/index.js';
import type { Operation } from '../http/operation.js';
import { respond } from '../http/respond.js';
import { openApiDocument } from './document.js';
import { GET_OPENAPI } from './operations.js';

/** The document as served and as `npm run openapi` writes it: two-space JSON and a final newline. */
export function openApiText(ops: readonly Operation[]): string {
  return `${JSON.stringify(openApiDocument(ops), null, 2)}\n`;
}

/**
 * `GET /openapi.json`: the OpenAPI 3.1 document of this server, public (no key), built once from
 * `operations` (every resource's, `resources.ts`).
 */
export function openApiRoutes(routes: Routes, operations: () => readonly Operation[]): void {
  let body: Uint8Array | undefined;
  const open = openToOtherOrigins(routes, GET_OPENAPI.route, ['GET', 'HEAD']);
  routes.get(GET_OPENAPI.route, open, (c) => {
    body ??= Buffer.from(openApiText(operations()));
    return respond(c, body, 200, 'application/json', { 'cache-control': 'no-cache' });
  });
}
