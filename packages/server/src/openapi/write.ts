/**
 * `npm run openapi`: writes the OpenAPI document to `packages/server/openapi.json` (committed; a test
 * fails when it is stale).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { declaredOperations } from '../resources.js';
import { openApiText } from './routes.js';

export const OPENAPI_FILE = fileURLToPath(new URL('../../openapi.json', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OPENAPI_FILE, openApiText(declaredOperations()));
  console.log(`wrote ${OPENAPI_FILE}`);
}
