import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../app-env.js';
import type { Step } from '../chain.js';
import { ApiError } from '../errors/index.js';
import type { InputOf, Operation } from '../operation.js';

/**
 * Turns a zod path into the spec's `param` form: `use.territories[1]`. A field with an empty name (`{"": 1}`)
 * is written `[""]`, so `param` always names something.
 */
export function paramPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else if (p === '') out += '[""]';
    else out += out === '' ? String(p) : `.${String(p)}`;
  }
  return out;
}

/**
 * Validates a parsed body (or query) with a zod schema. The first problem becomes
 * `parameter_missing` (absent field) or `parameter_invalid` (wrong value or unknown field), with `param`.
 * An issue that names its own code (`params.code`, as the verification request's "exactly one of" does)
 * is answered before the others: it says what the request lacks as a whole.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issues = result.error.issues;
  const issue = issues.find((i) => codeOf(i) !== undefined) ?? issues[0]!;
  const param = paramPath(issue.path);
  const named = codeOf(issue);
  if (named) throw new ApiError(named, { param, detail: `${param}: ${issue.message}` });
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    throw new ApiError('parameter_invalid', {
      param: paramPath([...issue.path, key]),
      detail: `unknown field '${key}'`,
    });
  }
  // An absent field fails as a type (`invalid_type`), or as an enum or literal (`invalid_value`).
  const missing =
    (issue.code === 'invalid_type' || issue.code === 'invalid_value') &&
    (!('input' in issue) || issue.input === undefined);
  if (missing) {
    throw new ApiError('parameter_missing', { param, detail: `${param} is required` });
  }
  throw new ApiError('parameter_invalid', { param, detail: `${param || 'body'}: ${issue.message}` });
}

/** The field-level code a refinement gives its issue (`params.code`), if it is one. */
function codeOf(issue: z.core.$ZodIssue): 'parameter_missing' | 'parameter_invalid' | undefined {
  const code = issue.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
  return code === 'parameter_missing' || code === 'parameter_invalid' ? code : undefined;
}

/**
 * Reads the query string once against the declared parameters: each at most once, none unknown (a
 * misspelt filter would otherwise silently widen the list), none without a name (`invalid_request`: `param`
 * could not name it). A parameter the schema reads as a number is a number when written in decimal digits
 * (`limit=20`; `1e2`, ` 1` or `0x10` stay strings, which the schema refuses); one it reads as a boolean is
 * one when written `true` or `false` (`1`, `yes` or `TRUE` stay strings, which the schema refuses).
 */
export function readQuery(
  c: Context<AppEnv>,
  schema: z.ZodObject,
): Record<string, string | number | boolean> {
  const names = Object.keys(schema.shape);
  const url = c.req.url;
  const at = url.indexOf('?');
  const out: Record<string, string | number | boolean> = {};
  if (at === -1) return out;
  for (const [name, value] of new URLSearchParams(url.slice(at + 1))) {
    // `?=x`: no name for `param` to give, so the query string itself is at fault.
    if (name === '') throw new ApiError('invalid_request', { detail: 'a query parameter has no name' });
    if (!names.includes(name)) {
      throw new ApiError('parameter_invalid', {
        param: name.slice(0, 64),
        detail: `unknown query parameter '${name.slice(0, 64)}'; this endpoint takes ${names.join(', ')}`,
      });
    }
    if (name in out)
      throw new ApiError('parameter_invalid', { param: name, detail: `${name} is given twice` });
    const reads = valueType(schema.shape[name]!);
    out[name] =
      reads === 'number' && /^\d{1,15}$/.test(value)
        ? Number(value)
        : reads === 'boolean' && (value === 'true' || value === 'false')
          ? value === 'true'
          : value;
  }
  return out;
}

/** The type of value a field's schema reads (under `.optional()`, `.default()`, `.describe()`). */
function valueType(schema: z.core.$ZodType): string {
  const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType };
  return def.innerType === undefined ? def.type : valueType(def.innerType);
}

/**
 * The step that parses an operation's declared path, query and body (in that order; a body after the
 * key, the limits and its `Idempotency-Key`), and hands them to the handler as Hono's validated input:
 * `c.req.valid('param')`, `c.req.valid('query')`, `c.req.valid('json')`, typed by the schemas.
 * `keyed(op)` ends with it; a route without a key lists it before its handler.
 */
export function parsed<O extends Operation>(op: O): Step<O['route'], InputOf<O>> {
  const { path, query, body } = op;
  const read = body?.read;
  return function parsedStep(c, next) {
    if (path) c.req.addValidatedData('param', validate(path, c.req.param()));
    if (query) c.req.addValidatedData('query', validate(query, readQuery(c, query)));
    if (body) {
      const json = c.get('body') as Record<string, unknown>;
      // A JSON body is an object (`readJsonBody`), and so is what its schema or `read` makes of it.
      c.req.addValidatedData('json', (read ? read(json) : validate(body.schema, json)) as object);
    }
    return next();
  };
}
