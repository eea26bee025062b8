import { z } from 'zod';
import type { KeyRequirement, Scope } from './auth/index.js';
import { type Step, sequence } from './chain.js';
import { decisionPost } from './decision-post/index.js';
import type { ErrorCode } from './errors/index.js';
import { parsed } from './input/index.js';
import { authed, authedPost, type EndpointOptions } from './pipeline.js';
import type { RateLimitPolicy } from './rate-limit/index.js';

/**
 * Who may call an operation: anyone (`public`), any valid key (`key`), a test key (`test-key`), an
 * unrestricted test key (`unrestricted-test-key`), or anyone, a key changing what is searched
 * (`optional-key`).
 */
export type Access = 'public' | 'key' | 'test-key' | 'unrestricted-test-key' | 'optional-key';

/** The parameters of a path or of a query: a zod object, a field a parameter (its description, `.describe()`). */
export type Parameters = z.ZodObject;

/** The JSON body of an operation: its component name, its schema, and a body the schema accepts. */
export interface BodyDeclaration<S extends z.ZodType = z.ZodType> {
  name: string;
  schema: S;
  example: unknown;
  /**
   * How the handler's value is read from the parsed JSON, when not by `schema` alone (a generation's
   * megabytes of base64 are checked apart from the schema's pattern). Refuses as the schema would.
   */
  read?: (json: Record<string, unknown>) => unknown;
}

/** A success answer: a named response object, a media type of its own, or `none` (no body). */
export interface Answer {
  description: string;
  /** The component (`#/components/schemas/<schema>`) of a JSON answer. */
  schema?: string;
  /** The media type when not JSON of a component; `none` for no body. */
  type?: string;
  /** Headers of this answer beside the ones every answer of the operation carries. */
  headers?: readonly string[];
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
  /**
   * The path's parameters (each named in `route`) and the query's, declared once: `keyed` (or
   * `parsed`, for a route without a key) parses them and the handler reads them typed
   * (`c.req.valid('param')`, `c.req.valid('query')`); the OpenAPI document lists them from the same schemas.
   * An operation with a query refuses a parameter its schema does not name.
   */
  path?: Parameters;
  query?: Parameters;
  /** The JSON body, parsed the same way (`c.req.valid('json')`). */
  body?: BodyDeclaration;
  /** A body that is a file, not JSON: the media types it may have, and what it is. */
  upload?: { mediaTypes: readonly string[]; description: string };
  /**
   * A POST that only reads (a query too large for a URL, or a file to search by): it has no effect, so
   * it takes no `Idempotency-Key` and is never replayed.
   */
  readOnly?: boolean;
  /** Success answers by status. */
  ok: Record<string, Answer>;
  /** Error codes the operation may answer, beside the ones every operation of its kind may. */
  errors?: readonly ErrorCode[];
  /**
   * Open to pages on any origin (see `http/cors`): its answers carry `Access-Control-Allow-Origin: *` when
   * the request has no `Authorization`, and an `OPTIONS` operation answers its preflight.
   */
  cors?: boolean;
  /** Its 404 is, for a browser (Accept naming `text/html`), an HTML page saying what was not found. */
  htmlNotFound?: boolean;
  planned?: boolean;
}

/**
 * Declares an operation, keeping its literal types: its route (Hono types path parameters by it) and its
 * schemas (the handler's values are typed by them).
 */
export function operation<const O extends Operation>(op: O): O {
  return op;
}

/** What `keyed(op)` or `parsed(op)` hands an operation's handler, as Hono's validated input. */
export interface InputOf<O extends Operation> {
  out: {
    param: O extends { path: infer P extends z.ZodType } ? z.output<P> : Record<string, never>;
    query: O extends { query: infer Q extends z.ZodType } ? z.output<Q> : Record<string, never>;
    json: O extends { body: infer B }
      ? B extends { read: (json: Record<string, unknown>) => infer R }
        ? R
        : B extends { schema: infer S extends z.ZodType }
          ? z.output<S>
          : never
      : Record<string, never>;
  };
}

/** The path as the document writes it: `:check_id{chk_…}` becomes `{check_id}`. */
export function documentPath(route: string): string {
  return route.replace(/:([a-z_]+)\{[^/]*?\}(?=\/|$)/g, '{$1}').replace(/:([a-z_]+)/g, '{$1}');
}

/** The body of an action that takes none: `{}`. */
export const EMPTY_BODY: BodyDeclaration<z.ZodObject<Record<string, never>, z.core.$strict>> = {
  name: 'EmptyRequest',
  schema: z.strictObject({}),
  example: {},
};

/** A JSON answer of a component, with headers beside the operation's own. */
export function answer(schema: string, description: string, headers?: string[]): Answer {
  return { schema, description, headers };
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
 * live keys when it {@link Operation.refusesLive} (`decisionPost`); then its declared path, query and
 * body, parsed (`parsed`): the handler reads them typed, `c.req.valid('query')`.
 */
export function keyed<O extends Operation>(op: O): Step<O['route'], InputOf<O>> {
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
  const input = parsed(op);
  const alsoScopes = op.allScopes ? op.scopes?.slice(1) : [];
  const before =
    op.method !== 'post'
      ? [authed(options)]
      : op.refusesLive
        ? decisionPost({ ...options, alsoScopes }, keyReading)
        : authedPost(options, keyReading);
  return sequence<O['route'], InputOf<O>>([...before, input]);
}
