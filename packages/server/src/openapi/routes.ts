import type { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { openToOtherOrigins } from '../http/cors/index.js';
import { respond } from '../http/respond.js';
import { openApiDocument } from './document.js';
import { GET_OPENAPI } from './operations.js';

let body: Uint8Array | undefined;

/** The document as served and as `npm run openapi` writes it: two-space JSON and a final newline. */
export function openApiText(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}

/** `GET /openapi.json`: the OpenAPI 3.1 document of this server, public (no key), built once. */
export function openApiRoutes(app: Hono<AppEnv>): void {
  const open = openToOtherOrigins(app, GET_OPENAPI.route, ['GET', 'HEAD']);
  app.get(GET_OPENAPI.route, open, (c) => {
    body ??= Buffer.from(openApiText());
    return respond(c, body, 200, 'application/json', { 'cache-control': 'no-cache' });
  });
}
