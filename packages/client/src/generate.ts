/**
 * `npm run openapi` (after the server's document): writes `src/schema.ts`, the client's types, from the
 * OpenAPI document with openapi-typescript. Not part of the build; a test fails when the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const DOCUMENT_FILE = fileURLToPath(new URL('../../server/openapi.json', import.meta.url));
export const SCHEMA_FILE = fileURLToPath(new URL('./schema.ts', import.meta.url));

const HEADER = `/**
 * Types of the TLP sandbox API, generated from packages/server/openapi.json by openapi-typescript
 * (\`npm run openapi\`). Do not edit.
 */

`;

/** The text of `src/schema.ts` for a document. */
export async function schemaText(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    alphabetize: false,
    exportType: false,
    // Response objects are closed in the document (the contract test holds the server to that), but a
    // client must accept fields the protocol adds without a new version.
    additionalProperties: false,
  });
  return HEADER + astToString(ast);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const document = JSON.parse(readFileSync(DOCUMENT_FILE, 'utf8')) as object;
  writeFileSync(SCHEMA_FILE, await schemaText(document));
  console.log(`wrote ${SCHEMA_FILE}`);
}
