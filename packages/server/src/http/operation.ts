import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.js';
import type { KeyRequirement, Scope } from './auth/index.js';
import { sequence } from './chain.js';
import { decisionPost } from './decision-post/index.js';
import type { ErrorCode } from './errors/index.js';
import { authed, authedPost, type EndpointOptions } from './pipeline.js';
import type { RateLimitPolicy } from './rate-limit/index.js';

/**
 * Who may call an operation: anyone (`public`), any valid key (`key`), a test key (`test-key`), an
 * unrestricted test key (`unrestricted-test-key`), or anyone, a key changing what is searched
 * (`optional-key`).
 */
export type Access = 'public' | 'key' | 'test-key' | 'unrestricted-test-key' | 'optional-key';

/** A parameter of the path, the query or a header: its schema a zod schema, or JSON Schema as it is. */
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema: z.ZodType | Record<string, unknown>;
}

/** A success answer: a named response object, a media type of its own, or `none` (no body). */
export interface Answer {
  description: string;
  /** The component (`#/components/schemas/<schema>`) of a JSON answer. */
  schema?: string;
  /** The media type when not JSON of a component; `none` for no body. */
  type?: string;
  /** Headers of this answer beside the ones every answer of the operation carries. */
  headers?: string[];
}

/**
 * One operation, declared once beside its handler: the router registers it from this (path, key,
 * scopes, rate-limit policy, body) and the OpenAPI document describes it from this.
 */
export interface Operation<Path extends string = string> {
  method: 'get' | 'post' | 'delete' | 'options';
  /** The route as Hono matches it, IDs constrained: `/v1/checks/:check_id{chk_…}`. */
  route: Path;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  /** Scopes a restricted key needs: any one of them, or every one with `allScopes`. */
  scopes?: readonly Scope[];
  allScopes?: boolean;
  /** What part of the operation needs {@link scopes}, when not all of it (`a digest lookup`). */
  scopesFor?: string;
  /** Rate-limit policy of an authenticated operation (`default` unless stated). */
  policy?: RateLimitPolicy;
  /** A live key is refused with 403 `live_not_activated` before anything is read or claimed. */
  refusesLive?: boolean;
  /**
   * Its effect only inserts rows of its own, never reads or changes others' (a check): its
   * `Idempotency-Key` is not read ahead of the work, but met at commit (see `IdempotencyOptions.readAhead`).
   */
  insertsOnly?: boolean;
  parameters?: Parameter[];
  /** The JSON body: its component name, its schema, and a body the schema accepts. */
  body?: { name: string; schema: z.ZodType; example: unknown };
  /** Success answers by status. */
  ok: Record<string, Answer>;
  /** Error codes the operation may answer, beside the ones every operation of its kind may. */
  errors?: ErrorCode[];
  /**
   * Open to pages on any origin (see `http/cors`): its answers carry `Access-Control-Allow-Origin: *` when
   * the request has no `Authorization`, and an `OPTIONS` operation answers its preflight.
   */
  cors?: boolean;
  /** Its 404 is, for a browser (Accept naming `text/html`), an HTML page saying what was not found. */
  htmlNotFound?: boolean;
  planned?: boolean;
}

/** Declares an operation, keeping the literal type of its route (Hono types path parameters by it). */
export function operation<Path extends string>(op: Operation<Path>): Operation<Path> {
  return op;
}

/** The path as the document writes it: `:check_id{chk_…}` becomes `{check_id}`. */
export function documentPath(route: string): string {
  return route.replace(/:([a-z_]+)\{[^/]*?\}(?=\/|$)/g, '{$1}').replace(/:([a-z_]+)/g, '{$1}');
}

/** The body of an action that takes none: `{}`. */
export const EMPTY_BODY = { name: 'EmptyRequest', schema: z.strictObject({}), example: {} };

/** A JSON answer of a component, with headers beside the operation's own. */
export function answer(schema: string, description: string, headers?: string[]): Answer {
  return { schema, description, headers };
}

/** A required path parameter. */
export function pathParam(name: string, schema: Parameter['schema'], description: string): Parameter {
  return { name, in: 'path', required: true, description, schema };
}

/** How errors name the operation: `GET /v1/facets/{facet_id}`. */
export function operationName(op: Operation): string {
  return `${op.method.toUpperCase()} ${documentPath(op.route)}`;
}

/** What the operation demands of a key (mode, scopes, unrestricted), as `checkKey` reads it. */
export function keyRequirement(op: Operation): KeyRequirement {
  return {
    ...(op.scopes ? { scopes: op.allScopes ? op.scopes.slice(0, 1) : op.scopes } : {}),
    ...(op.access === 'test-key' || op.access === 'unrestricted-test-key' ? { mode: 'test' as const } : {}),
    ...(op.access === 'unrestricted-test-key' ? { unrestricted: true } : {}),
  };
}

/**
 * The middleware of a key-authenticated operation, from its declaration: key, rate limit, version,
 * mode and scopes (`authed`); for a POST the body and idempotency (`authedPost`), after the refusal of
 * live keys when it {@link Operation.refusesLive} (`decisionPost`).
 */
export function keyed(op: Operation): MiddlewareHandler<AppEnv> {
  if (op.access === 'public' || op.access === 'optional-key') {
    throw new Error(`${operationName(op)} takes no key of its own: its route chooses its middleware`);
  }
  const options: EndpointOptions = {
    ...keyRequirement(op),
    name: operationName(op),
    ...(op.policy ? { policy: op.policy } : {}),
  };
  const keyReading = { readAhead: !op.insertsOnly };
  if (op.allScopes && !op.refusesLive) {
    // Only the creation chain (`decisionPost`) checks the scopes beyond the first.
    throw new Error(`${operationName(op)}: allScopes is only supported with refusesLive`);
  }
  if (op.method !== 'post') return authed(options);
  if (op.refusesLive) {
    return sequence(
      decisionPost({ ...options, alsoScopes: op.allScopes ? op.scopes?.slice(1) : [] }, keyReading),
    );
  }
  return sequence(authedPost(options, keyReading));
}
