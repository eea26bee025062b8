import { ISCC_MATCH_THRESHOLD } from '@tlp/core/fingerprint';
import { softBindingQuery } from '@tlp/core/schemas';
import { z } from 'zod';
import { MAX_LIMIT } from '../http/list/index.js';
import { answer, operation } from '../http/operation.js';
import { FINGERPRINTED_TYPES } from './fingerprint.js';
import { ISCC_ALG, UNIT_BYTES } from './image-code.js';
import { DEFAULT_MAX_RESULTS } from './resolution.js';

// The C2PA Soft Binding Resolution API (its OpenAPI 1.0: paths, parameters, bodies and answers as
// published, under this server's /v1), with this server's errors (problem+json) and access: no key
// needed, a key accepted; without one, the per-address limits of receipt reads.

const TAG = 'Soft binding resolution';

const KEYLESS =
  'No key needed (a key, when sent, is accepted): without one, 10 requests a minute per client address (an IPv6 /64 counted as one) and 600 a minute for all keyless requests together.';

const MATCHES = `Matches are the manifests of this service's licensed outputs whose 64-bit image code is within ${ISCC_MATCH_THRESHOLD} bits (the fingerprint's threshold; fewer if the operator set \`TLP_MATCH_DISTANCE\`) of the one asked for, nearest first; \`similarityScore\` is the share of the 64 bits that agree (0 to 100). Fetch a match's manifest store from \`GET /v1/manifests/{manifest_id}\`.`;

const maxResults = z
  .number({ error: () => `Expected an integer from 1 to ${MAX_LIMIT}` })
  .int()
  .min(1)
  .max(MAX_LIMIT)
  .default(DEFAULT_MAX_RESULTS)
  .describe(`The most matches to answer (default ${DEFAULT_MAX_RESULTS}).`);

const ALG_DESCRIPTION = `The soft binding algorithm, from the C2PA soft binding algorithm list: \`${ISCC_ALG}\` (the ISCC Image-Code, a fingerprint), the one this service resolves.`;

export const GET_SUPPORTED_ALGORITHMS = operation({
  method: 'get',
  route: '/v1/services/supportedAlgorithms',
  operationId: 'getSupportedBindings',
  cors: true,
  summary: 'Soft binding algorithms this service resolves',
  description: `\`${ISCC_ALG}\` under \`fingerprints\`; no watermark. ${KEYLESS}`,
  tag: TAG,
  access: 'optional-key',
  query: z.object({}),
  ok: { '200': answer('SoftBindingAlgList', 'The algorithms.') },
});

export const MATCH_BY_BINDING = operation({
  method: 'get',
  route: '/v1/matches/byBinding',
  operationId: 'queryByBinding',
  cors: true,
  summary: 'Manifests matching a soft binding',
  description: `\`value\` is the value of a \`c2pa.soft-binding\` assertion's block, base64: for \`${ISCC_ALG}\`, the ${UNIT_BYTES} bytes of the ISCC-UNIT of a 64-bit Image-Code (header \`2101\`, then the code), as the \`c2pa.soft_binding\` of a generation carries it, or the code's 8 bytes alone. ${MATCHES} ${KEYLESS}`,
  tag: TAG,
  access: 'optional-key',
  query: z.object({
    alg: z.string().describe(ALG_DESCRIPTION),
    value: z
      .string()
      // A `+` left unencoded in a query string arrives as a space.
      .transform((v) => v.replace(/ /g, '+'))
      .describe(
        "The soft binding's value, base64 (percent-encode `+`, `/` and `=`; a `+` sent as a space is read as `+`).",
      ),
    maxResults,
  }),
  ok: { '200': answer('SoftBindingQueryResult', 'The matches, nearest first (none: an empty list).') },
  errors: ['parameter_missing'],
});

export const MATCH_BY_LARGE_BINDING = operation({
  method: 'post',
  route: '/v1/matches/byBinding',
  operationId: 'queryByLargeBinding',
  cors: true,
  summary: 'Manifests matching a soft binding (in the body)',
  description: `The same query as \`GET /v1/matches/byBinding\`, its \`alg\` and \`value\` in a JSON body. ${MATCHES} ${KEYLESS}`,
  tag: TAG,
  access: 'optional-key',
  readOnly: true,
  query: z.object({ maxResults }),
  body: {
    name: 'SoftBindingQuery',
    schema: softBindingQuery,
    example: { alg: ISCC_ALG, value: 'IQHTWg+RInxA6A==' },
  },
  ok: { '200': answer('SoftBindingQueryResult', 'The matches, nearest first (none: an empty list).') },
});

export const MATCH_BY_CONTENT = operation({
  method: 'post',
  route: '/v1/matches/byContent',
  operationId: 'queryByContent',
  cors: true,
  summary: 'Manifests matching an image',
  description: `The image is the body, with its media type as \`Content-Type\` (at most 10 MiB and 40 megapixels); the service decodes it and computes its \`${ISCC_ALG}\` code as it does for a generation's output, then matches it. ${MATCHES} ${KEYLESS}`,
  tag: TAG,
  access: 'optional-key',
  readOnly: true,
  query: z.object({
    alg: z.string().default(ISCC_ALG).describe(`${ALG_DESCRIPTION} Default \`${ISCC_ALG}\`.`),
    maxResults,
    hintAlg: z
      .string()
      .optional()
      .describe('Another soft binding algorithm to aid the query: accepted, not used.'),
    hintValue: z.string().optional().describe("That algorithm's value: accepted, not used."),
  }),
  upload: { mediaTypes: FINGERPRINTED_TYPES, description: 'The image to match.' },
  ok: { '200': answer('SoftBindingQueryResult', 'The matches, nearest first (none: an empty list).') },
  errors: ['parameter_missing', 'unsupported_media_type', 'media_unreadable'],
});

export const GET_MANIFEST = operation({
  method: 'get',
  route: '/v1/manifests/:manifest_id',
  operationId: 'getManifestById',
  cors: true,
  summary: 'The manifest store of a match',
  description: `A C2PA manifest store (\`application/c2pa\`) signed by this service's C2PA signer (its root at \`/trust-anchors.pem\`): the license assertion with the output's receipt, the output's \`c2pa.soft-binding\` and a data hash over the bytes that were licensed (a copy that was re-encoded or stripped does not match it: it was found by its fingerprint, not by its bytes). An ID this service never answered is 404. ${KEYLESS}`,
  tag: TAG,
  access: 'optional-key',
  path: z.object({
    manifest_id: z.string().describe('The manifest ID of a match (`urn:c2pa:` and a UUID).'),
  }),
  query: z.object({
    returnActiveManifest: z
      .boolean()
      .default(false)
      .describe('Only the active manifest: the store holds that one manifest either way.'),
  }),
  ok: { '200': { description: 'The manifest store.', type: 'application/c2pa', headers: ['Cache-Control'] } },
  errors: ['resource_not_found'],
});

export const SOFT_BINDING_OPERATIONS = [
  GET_SUPPORTED_ALGORITHMS,
  MATCH_BY_BINDING,
  MATCH_BY_LARGE_BINDING,
  MATCH_BY_CONTENT,
  GET_MANIFEST,
];
