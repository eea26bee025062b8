/**
 * The paths of the OpenAPI document, from the operations' declarations (`<resource>/operations.ts`): the
 * codes each kind of operation may answer, its headers, security, scopes and body.
 */
import type { z } from 'zod';
import { CORS_DEFAULTS } from '../http/cors/index.js';
import { ERRORS, type ErrorEntry } from '../http/errors/error-table.js';
import type { ErrorCode } from '../http/errors/index.js';
import {
  type Access,
  documentPath,
  EMPTY_BODY,
  type Operation,
  operationName,
  type Parameters,
} from '../http/operation.js';
import { HEADERS, hdr, inline, type Json, param, ref } from './components.js';

/**
 * Codes any request may get from the server's entry: a malformed request, a crash, and 503 while the
 * server starts or its database (PostgreSQL) cannot be reached.
 */
const ANY: ErrorCode[] = ['invalid_request', 'internal_error', 'service_unavailable'];
/** The way of an authenticated request: key, rate limit, version, Service-Account, mode and scope. */
const AUTHED: ErrorCode[] = [
  ...ANY,
  'authentication_required',
  'invalid_api_key',
  'rate_limited',
  'version_unsupported',
  'parameter_invalid',
  'account_not_connected',
  'insufficient_scope',
];
/** A POST's body (too large, or arriving too slowly: `request_timeout`). */
const POSTED: ErrorCode[] = [
  'parameter_missing',
  'parameter_invalid',
  'request_timeout',
  'payload_too_large',
];
/** A POST's idempotency (not a {@link Operation.readOnly} one's). */
const IDEMPOTENT: ErrorCode[] = ['idempotency_key_in_use', 'idempotency_key_reused'];

/** Whether the operation takes an `Idempotency-Key`: a POST with an effect. */
const idempotent = (op: Operation) => op.method === 'post' && !op.planned && !op.readOnly;

/**
 * `x-tlp-scopes` of an operation that takes a key: what a restricted key needs. `any` (one of them is
 * enough) or `all`; `unrestricted: true` when no restricted key may call it; an empty `any` when any
 * valid key may; `for` when only part of the operation needs them.
 */
function scopesOf(op: Operation): Json | undefined {
  if (op.access === 'public' || op.planned) return undefined;
  if (op.access === 'unrestricted-test-key') return { unrestricted: true };
  return {
    [op.allScopes ? 'all' : 'any']: op.scopes ?? [],
    ...(op.scopesFor ? { for: op.scopesFor } : {}),
  };
}

function security(access: Access): Json[] {
  switch (access) {
    case 'public':
      return [];
    case 'optional-key':
      return [{}, { testKey: [] }, { liveKey: [] }];
    case 'key':
      return [{ testKey: [] }, { liveKey: [] }];
    default:
      return [{ testKey: [] }];
  }
}

/** The error codes an operation may answer: those of its kind and its own, in the table's order. */
function errorCodesOf(op: Operation): ErrorEntry[] {
  const codes = new Set<string>(op.planned ? [] : ANY);
  if (op.access !== 'public' && op.access !== 'optional-key') for (const c of AUTHED) codes.add(c);
  if (op.access === 'optional-key') {
    for (const c of [...AUTHED, 'rate_limited', 'version_unsupported']) codes.add(c);
  }
  if (op.access === 'test-key' || op.access === 'unrestricted-test-key') codes.add('livemode_mismatch');
  if (op.refusesLive) codes.add('live_not_activated');
  if (op.method === 'post' && !op.planned) for (const c of POSTED) codes.add(c);
  if (idempotent(op)) for (const c of IDEMPOTENT) codes.add(c);
  for (const c of op.errors ?? []) codes.add(c);
  return ERRORS.filter((e) => codes.has(e.code));
}

function responses(op: Operation): Json {
  const out: Json = {};
  const common = [hdr('Request-Id')];
  const authedHeaders =
    op.access === 'public'
      ? {}
      : {
          'Service-Version': hdr('Service-Version'),
          RateLimit: hdr('RateLimit'),
          'RateLimit-Policy': hdr('RateLimit-Policy'),
        };
  const corsHeaders = op.cors
    ? {
        'Access-Control-Allow-Origin': hdr('Access-Control-Allow-Origin'),
        'Access-Control-Expose-Headers': hdr('Access-Control-Expose-Headers'),
      }
    : {};
  for (const [status, answer] of Object.entries(op.ok)) {
    const headers: Json = { 'Request-Id': common[0], ...authedHeaders, ...corsHeaders };
    if (op.policy?.name === 'receipts') {
      headers.RateLimit = hdr('RateLimit');
      headers['RateLimit-Policy'] = hdr('RateLimit-Policy');
    }
    if (op.method === 'post' && !op.readOnly) headers['Idempotent-Replayed'] = hdr('Idempotent-Replayed');
    for (const h of answer.headers ?? [])
      headers[h] = op.method === 'options' ? { ...HEADERS[h], required: true } : hdr(h);
    out[status] = {
      description: answer.description,
      headers,
    };
    if (answer.type === 'none') continue;
    out[status].content = answer.schema
      ? { 'application/json': { schema: ref(answer.schema) } }
      : {
          [answer.type ?? 'application/json']: {
            schema: answer.type?.startsWith('text/') ? { type: 'string' } : {},
          },
        };
  }
  const byStatus = new Map<number, ErrorEntry[]>();
  for (const e of errorCodesOf(op)) byStatus.set(e.status, [...(byStatus.get(e.status) ?? []), e]);
  for (const [status, entries] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    const headers: Json = { 'Request-Id': common[0], ...authedHeaders, ...corsHeaders };
    if (status === 401) headers['WWW-Authenticate'] = hdr('WWW-Authenticate');
    if (status === 409) headers['Retry-After'] = hdr('Retry-After');
    // A 429 or a 503 always says when to come back.
    if ([429, 503].includes(status)) headers['Retry-After'] = { ...HEADERS['Retry-After'], required: true };
    if (op.method === 'post' && !op.readOnly && status < 500) {
      headers['Idempotent-Replayed'] = hdr('Idempotent-Replayed');
    }
    out[String(status)] = {
      description: entries.map((e) => `[\`${e.code}\`](/docs/errors/${e.code}): ${e.title}`).join('; '),
      headers,
      content: {
        'application/problem+json': {
          schema: {
            type: 'object',
            allOf: [ref('Problem')],
            properties: { code: { enum: entries.map((e) => e.code) }, status: { const: status } },
          },
        },
      },
    };
  }
  if (op.htmlNotFound && out['404']) {
    out['404'].description += '; for a browser (Accept naming `text/html`), the page saying so';
    out['404'].content['text/html'] = { schema: { type: 'string' } };
  }
  return out;
}

function operationObject(op: Operation): Json {
  const parameters: Json[] = [...parametersOf(op.path, 'path'), ...parametersOf(op.query, 'query')];
  if (!op.planned && op.tag !== 'Pages' && op.method !== 'options') parameters.push(param('ServiceVersion'));
  if (op.access === 'key' || op.access === 'test-key') parameters.push(param('ServiceAccount'));
  if (idempotent(op)) parameters.push(param('IdempotencyKey'));
  const notes: string[] = [];
  if (op.description) notes.push(op.description);
  if (op.scopes) {
    notes.push(
      `Restricted keys need ${op.allScopes ? 'every one of' : 'one of'} the scopes ${op.scopes.map((s) => `\`${s}\``).join(', ')}${op.scopesFor ? ` for ${op.scopesFor}` : ''}.`,
    );
  }
  if (op.access === 'test-key') notes.push('Test mode only: a live key answers 403 `livemode_mismatch`.');
  if (op.access === 'unrestricted-test-key') notes.push('Needs an unrestricted test key.');
  if (op.policy) notes.push(`Rate-limit policy: \`${op.policy.name}\`.`);
  const out: Json = {
    operationId: op.operationId,
    summary: op.summary,
    description: notes.join('\n\n'),
    tags: [op.tag],
    security: security(op.access),
  };
  const scopes = scopesOf(op);
  if (scopes) out['x-tlp-scopes'] = scopes;
  if (parameters.length > 0) out.parameters = parameters;
  if (op.body) {
    out.requestBody = {
      required: op.body !== EMPTY_BODY,
      content: { 'application/json': { schema: ref(op.body.name) } },
    };
  }
  if (op.upload) {
    out.requestBody = {
      required: true,
      description: op.upload.description,
      content: Object.fromEntries(
        op.upload.mediaTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
      ),
    };
  }
  out.responses = responses(op);
  if (op.planned) out['x-tlp-availability'] = 'planned';
  return out;
}

/** The methods a preflight allows for an operation open to other origins (a GET's HEAD with it). */
const corsMethods = (op: Operation) => (op.method === 'get' ? ['GET', 'HEAD'] : [op.method.toUpperCase()]);

/**
 * The `OPTIONS` operation that answers the CORS preflight of a public operation, and of the others open
 * to other origins on its path (`siblings`: a GET and a POST of one path share one preflight).
 */
function preflightOp(op: Operation, siblings: readonly Operation[]): Operation {
  const methods = siblings.flatMap(corsMethods).join(', ');
  return {
    method: 'options',
    route: op.route,
    operationId: `preflight${op.operationId[0]!.toUpperCase()}${op.operationId.slice(1)}`,
    summary: `CORS preflight of ${operationName(op)}`,
    description: `Answers a browser's preflight with 204: any origin, the methods \`${methods}\`, the request headers \`${CORS_DEFAULTS.allowHeaders.join(', ')}\` (never \`Authorization\`). No key, no rate limit, no \`Service-Version\`. Key-authenticated routes have no preflight: theirs is 404.`,
    tag: op.tag,
    access: 'public',
    ...(op.path ? { path: op.path } : {}),
    // A path whose ID is malformed matches no route: the 404 of an unmatched path.
    errors: operationName(op).includes('{') ? ['resource_not_found'] : [],
    ok: {
      '204': {
        description: 'The route is open to pages on any origin.',
        type: 'none',
        headers: [
          'Access-Control-Allow-Origin',
          'Access-Control-Allow-Methods',
          'Access-Control-Allow-Headers',
          'Access-Control-Expose-Headers',
          'Access-Control-Max-Age',
        ],
      },
    },
  };
}

/**
 * The parameters of a path or a query as the document writes them, from the operation's schema: a field
 * each, its description the field's (`.describe()`), required when the field is (every path parameter).
 */
function parametersOf(schema: Parameters | undefined, where: 'path' | 'query'): Json[] {
  return Object.entries(schema?.shape ?? {}).map(([name, field]) => {
    const { description, ...json } = inline(field as z.ZodType);
    const required = where === 'path' || !(field as z.ZodType).safeParse(undefined).success;
    return {
      name,
      in: where,
      ...(required ? { required: true } : {}),
      ...(description !== undefined ? { description } : {}),
      schema: json,
    };
  });
}

/**
 * Adds an operation (and the preflight of one open to other origins) to the document's paths; `all`, the
 * document's operations, gives the other methods a path's preflight allows.
 */
export function addOperation(paths: Json, op: Operation, all: readonly Operation[] = [op]): void {
  const siblings = all.filter((o) => o.cors && o.route === op.route);
  for (const o of op.cors ? [op, preflightOp(op, siblings.length > 0 ? siblings : [op])] : [op]) {
    const path = documentPath(o.route);
    paths[path] ??= {};
    paths[path][o.method] = operationObject(o);
  }
}
