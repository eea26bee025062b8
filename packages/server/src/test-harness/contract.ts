import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { POLICIES } from '../http/rate-limit/index.js';
import { openApiDocument } from '../openapi/document.js';
import { declaredOperations } from '../resources.js';

// biome-ignore lint/suspicious/noExplicitAny: OpenAPI objects are plain JSON
type Json = any;

/** One answer of the server, as the wire carried it. */
export interface Exchange {
  method: string;
  /** The request's path, without the query. */
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

const SCHEMAS_ID = 'tlp:openapi-schemas';

/** `#/components/schemas/X` → a reference into the one schema that holds every component. */
function rebase(value: Json): Json {
  if (Array.isArray(value)) return value.map(rebase);
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] =
      k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')
        ? `${SCHEMAS_ID}#/$defs/${v.slice('#/components/schemas/'.length)}`
        : rebase(v);
  }
  return out;
}

interface Route {
  method: string;
  regex: RegExp;
  operationId: string;
  responses: Record<string, Json>;
}

/**
 * The rate-limit policies each operation is declared with, by `operationId`: `default` for a keyed one that
 * states none. One whose policy depends on the key (a verification, a soft binding resolution) may name
 * the keyless limit (`receipts`) or its keyed one.
 */
function declaredPolicies(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const op of declaredOperations()) {
    if (op.planned) continue;
    if (op.access === 'optional-key') {
      out.set(op.operationId, [POLICIES.receipts.name, (op.policy ?? POLICIES.default).name]);
      continue;
    }
    const policy = op.policy ?? (op.access === 'public' ? undefined : POLICIES.default);
    if (policy) out.set(op.operationId, [policy.name]);
  }
  return out;
}

function mediaMatches(documented: string, received: string | undefined): boolean {
  if (documented === '*/*') return true;
  if (received === undefined) return false;
  return received.split(';')[0]!.trim().toLowerCase() === documented;
}

/**
 * Validates exchanges against the OpenAPI document with Ajv (JSON Schema 2020-12, strict mode, formats):
 * the operation of the method and path, a documented status, its media type, its body schema and its
 * headers. A path the document does not describe must answer the 404 problem of an unmatched route.
 */
export class Contract {
  readonly document: Json;
  private readonly ajv: Ajv2020;
  private readonly routes: Route[] = [];
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly policies = declaredPolicies();

  constructor(document: Json = openApiDocument(declaredOperations())) {
    this.document = document;
    this.ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: SCHEMAS_ID, $defs: rebase(document.components.schemas) });
    for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
      const pattern = path
        .split(/(\{[a-z_]+\})/)
        .map((part) => (/^\{[a-z_]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
        .join('');
      for (const [method, op] of Object.entries(item as Record<string, Json>)) {
        this.routes.push({
          method: method.toUpperCase(),
          regex: new RegExp(`^${pattern}$`),
          operationId: op.operationId,
          responses: op.responses,
        });
      }
    }
  }

  /** The operation a request reaches, if the document describes it. */
  route(method: string, path: string): Route | undefined {
    const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    return this.routes.find((r) => r.method === m && r.regex.test(path));
  }

  /** Compiles (once) the schema of a response body or header. */
  private validator(key: string, schema: Json): ValidateFunction {
    let v = this.validators.get(key);
    if (!v) {
      v = this.ajv.compile(rebase(schema));
      this.validators.set(key, v);
    }
    return v;
  }

  /** Compiles every schema of the document: strict mode refuses any keyword it does not know. */
  compileAll(): number {
    let n = 0;
    for (const r of this.routes) {
      for (const [status, response] of Object.entries(r.responses)) {
        for (const [type, media] of Object.entries((response.content ?? {}) as Record<string, Json>)) {
          this.validator(`${r.operationId} ${status} ${type}`, media.schema);
          n++;
        }
      }
    }
    for (const [name, header] of Object.entries(this.document.components.headers as Record<string, Json>)) {
      this.validator(`header ${name}`, header.schema);
      n++;
    }
    return n;
  }

  /** What is wrong with an exchange; empty when it conforms. */
  check(x: Exchange): string[] {
    const route = this.route(x.method, x.path);
    const where = `${x.method} ${x.path} → ${x.status}`;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(x.headers)) headers[k.toLowerCase()] = v;
    x = { ...x, headers };
    const type = headers['content-type'];
    const head = x.method.toUpperCase() === 'HEAD';
    if (!route) {
      // An unmatched path: the 404 problem whose detail names the cause (or a request refused before routing).
      const problems = head
        ? []
        : this.checkBody(
            'unmatched',
            { type: 'object', allOf: [{ $ref: '#/components/schemas/Problem' }] },
            x,
            where,
          );
      if (![400, 404].includes(x.status))
        problems.unshift(`${where}: no operation of the document answers this`);
      if (!mediaMatches('application/problem+json', type)) problems.push(`${where}: content-type ${type}`);
      return problems;
    }
    const response = route.responses[String(x.status)];
    if (!response) {
      return [
        `${where}: status ${x.status} is not documented for ${route.operationId} (${x.body.slice(0, 300)})`,
      ];
    }
    const problems: string[] = [];
    // The policy an answer names is the one its operation is declared with.
    const policy = /^"([a-z]+)"/.exec(headers['ratelimit-policy'] ?? '')?.[1];
    const declared = this.policies.get(route.operationId);
    if (policy !== undefined && !declared?.includes(policy)) {
      problems.push(
        `${where}: RateLimit-Policy names "${policy}", ${route.operationId} declares ${declared?.join(' or ')}`,
      );
    }
    for (const [name, header] of Object.entries((response.headers ?? {}) as Record<string, Json>)) {
      const def = header.$ref ? this.document.components.headers[header.$ref.split('/').pop()] : header;
      const value = headers[name.toLowerCase()];
      if (value === undefined) {
        if (def.required) problems.push(`${where}: header ${name} is missing`);
        continue;
      }
      const v = this.validator(`header ${name}`, def.schema);
      if (!v(value)) problems.push(`${where}: header ${name}: ${value} ${this.ajv.errorsText(v.errors)}`);
    }
    if (response.content === undefined) {
      // An answer documented without content (a 204) has no body.
      if (x.body !== '') problems.push(`${where}: a body where none is documented: ${x.body.slice(0, 200)}`);
      return problems;
    }
    const content = response.content as Record<string, Json>;
    const entry = Object.entries(content).find(([documented]) => mediaMatches(documented, type));
    if (!entry) {
      problems.push(`${where}: content-type ${type} is not one of ${Object.keys(content).join(', ')}`);
      return problems;
    }
    const [documented, media] = entry;
    if (head || !(documented.endsWith('json') && media.schema)) return problems;
    problems.push(
      ...this.checkBody(`${route.operationId} ${x.status} ${documented}`, media.schema, x, where),
    );
    return problems;
  }

  private checkBody(key: string, schema: Json, x: Exchange, where: string): string[] {
    let body: unknown;
    try {
      body = JSON.parse(x.body);
    } catch {
      return [`${where}: the body is not JSON: ${x.body.slice(0, 200)}`];
    }
    const v = this.validator(key, schema);
    if (v(body)) {
      // A problem's request_id is the answer's Request-Id, and its status the answer's.
      const p = body as { request_id?: unknown; status?: unknown };
      const problems: string[] = [];
      if (x.status >= 400 && p.request_id !== x.headers['request-id']) {
        problems.push(
          `${where}: request_id ${String(p.request_id)} is not Request-Id ${x.headers['request-id']}`,
        );
      }
      if (x.status >= 400 && p.status !== x.status)
        problems.push(`${where}: status ${String(p.status)} in the body`);
      return problems;
    }
    const errors = (v.errors ?? [])
      .slice(0, 8)
      .map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
    return [`${where}: the body does not match: ${errors.join('; ')} in ${x.body.slice(0, 500)}`];
  }
}

let shared: Contract | undefined;

/** The contract of the current document, built once per process. */
export function contract(): Contract {
  shared ??= new Contract();
  return shared;
}
