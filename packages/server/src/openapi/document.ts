import { currentApiVersion } from '@tlp/core/schemas';
import type { z } from 'zod';
import { CURRENT_VERSION } from '../config/server.js';
import { ERRORS } from '../http/errors/error-table.js';
import { EMPTY_BODY, type Operation } from '../http/operation.js';
import { PLANNED_ROOT, PLANNED_V1 } from '../planned/operations.js';
import { convert, HEADERS, type Json, PARAMETERS, RESPONSE_SCHEMAS } from './components.js';
import { addOperation } from './paths.js';

/** The request bodies' components, in the order operations first take them; the empty body last. */
function requestBodies(ops: readonly Operation[]): Record<string, z.ZodType> {
  const bodies: Record<string, z.ZodType> = {};
  for (const op of ops) if (op.body && op.body !== EMPTY_BODY) bodies[op.body.name] ??= op.body.schema;
  return { ...bodies, [EMPTY_BODY.name]: EMPTY_BODY.schema };
}

const DESCRIPTION = `The sandbox license server of the Talent Licensing Protocol (TLP): a product asks whether a use of a
real person's name, likeness or voice is licensed (a **check**), submits its output (a **generation**), gets a
signed **receipt**, and anyone can **verify** that receipt.

**Keys.** Send \`Authorization: Bearer <key>\`. \`rk_test_…\` keys work on the sandbox's fixtures; \`rk_live_…\` keys
select live mode, where checks and generations answer 403 \`live_not_activated\` until live signing is activated.

**Versions.** \`Service-Version: ${currentApiVersion}\` pins a request to a dated version; without it the account's
pinned version applies.

**Retries.** Send an \`Idempotency-Key\` on every POST and keep it across retries. Retry only 429, 500, 503, 504,
409 \`idempotency_key_in_use\` and a 202 still checking, after \`Retry-After\`. Never retry 403 \`live_not_activated\`.

**Browsers.** The public operations (discovery, JWKS, receipt reads, verifications without a key, soft
binding resolution without a key, this document and the pages under \`/docs\`) answer \`Access-Control-Allow-Origin: *\` and their \`OPTIONS\` preflight.
Key-authenticated operations are not open to other origins, and no preflight allows \`Authorization\`: keys
belong on servers.

**Errors.** Every error is \`application/problem+json\` with a stable \`code\`; its \`type\` is the page
\`/docs/errors/<code>\` of this server. A decision (\`deny\`, \`escalate\`) is never an error.

**Planned operations** (tag *Planned*, \`x-tlp-availability: planned\`) answer 404 \`resource_not_found\` with title
"Operation not available". So do the protocol's operations whose paths it does not fix: ${PLANNED_V1.map((r) => `\`/v1/${r}\``).join(', ')}
and ${PLANNED_ROOT.map((p) => `\`${p}\``).join(', ')}.

Response objects are described as this server sends them (no other fields); a client should still accept new
fields, which the protocol may add without a new dated version.`;

/**
 * The OpenAPI 3.1 document of the server, built from its operations' declarations (every resource's,
 * `declaredOperations()` of `resources.ts`) and the zod schemas of `@tlp/core/schemas` that the server
 * validates requests with and answers from. Deterministic: no origin, no date.
 */
export function openApiDocument(ops: readonly Operation[]): Json {
  const paths: Json = {};
  for (const op of ops) addOperation(paths, op, ops);
  const schemas = { ...convert(RESPONSE_SCHEMAS, 'output'), ...convert(requestBodies(ops), 'input') };
  // `z.url()` says `format: uri`, which a URL template with `{receipt_id}` is not (braces are not URI characters).
  for (const field of ['receipt_endpoint', 'receipt_page']) {
    schemas.Discovery.properties[field] = {
      type: 'string',
      format: 'uri-template',
      pattern: '^https?://.*\\{receipt_id\\}',
    };
  }
  schemas.Problem.description =
    'RFC 9457 problem details. Branch on `code`, then on `status`. `type` is `<origin>/docs/errors/<code>`.';
  schemas.Problem.properties.code.description = ERRORS.map(
    (e) => `- \`${e.code}\` (${e.status}${e.retryable ? ', retry' : ''}): ${e.meaning}`,
  ).join('\n');
  return {
    openapi: '3.1.1',
    info: {
      title: 'Talent Licensing Protocol: sandbox server',
      version: CURRENT_VERSION,
      description: DESCRIPTION,
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: [
      { name: 'Discovery', description: 'Public documents: discovery, signing keys, this description.' },
      {
        name: 'Health',
        description: 'Whether this process is alive and may take requests, for load balancers (no key).',
      },
      { name: 'Account', description: 'The account of the key.' },
      { name: 'Licenses', description: 'Licenses held by the account, and their facets.' },
      { name: 'Checks', description: 'Whether a planned use is licensed, before generating.' },
      { name: 'Generations', description: 'Outputs checked against the license their check relied on.' },
      { name: 'Receipts', description: 'Signed receipts, and their verification by anyone.' },
      {
        name: 'Soft binding resolution',
        description:
          "The C2PA Soft Binding Resolution API: the manifests of this service's licensed outputs, found again by an image's fingerprint once a copy lost its manifest (no key needed).",
      },
      {
        name: 'Test helpers',
        description:
          "Sandbox controls (unrestricted test key): keys, the clock, license states, reviewers' answers.",
      },
      {
        name: 'Planned',
        description:
          'Operations of the protocol that are not available yet: each answers 404 `resource_not_found`.',
      },
      { name: 'Pages', description: 'Pages for people on the same origin.' },
    ],
    paths,
    components: {
      schemas,
      parameters: PARAMETERS,
      headers: HEADERS,
      securitySchemes: {
        testKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A test secret key, `rk_test_` and 43 characters: the fictional sandbox, objects with `livemode: false`.',
        },
        liveKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A live secret key, `rk_live_` and 43 characters: objects with `livemode: true`. Keep keys server-side.',
        },
      },
    },
  };
}
