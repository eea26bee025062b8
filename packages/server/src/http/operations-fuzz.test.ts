/**
 * Property tests over every operation of the OpenAPI document, sent over real HTTP to a test server:
 * JSON bodies (a valid shape with one field broken, dropped or added, wrong types, huge and unicode
 * strings, deep nesting, not JSON at all), query parameters, path IDs and headers (Authorization,
 * Service-Version, Idempotency-Key, Service-Account, Content-Type). Whatever is sent, the answer is
 * below 500; every 4xx is `application/problem+json` with a `code` of the catalogue, and a field-level
 * code (`parameter_missing`, `parameter_invalid`) names the field in `param`. The contract hook
 * (vitest setup) also fails any answer the document does not describe.
 *
 * `TLP_FUZZ_RUNS` (default 500) requests in all, split over the operations by weight (an operation with
 * a body or parameters gets more); `npm run test:soak` sends 10,000. The counts are printed.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../openapi/document.js';
import { declaredOperations } from '../resources.js';
import { startTestServer, type TestServer } from '../test-harness/server.js';

const RUNS = Number(process.env.TLP_FUZZ_RUNS ?? 500);

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema node of the generated document
type Schema = any;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | null;
  /** Accepts a key (testKey / liveKey in `security`). */
  keyed: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: the generated document is plain JSON
const doc = openApiDocument(declaredOperations()) as any;
const deref = (node: Schema): Schema =>
  node?.$ref
    ? deref(
        node.$ref
          .split('/')
          .slice(1)
          .reduce((o: Schema, k: string) => o[k], doc),
      )
    : node;

const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Schema>)
    .filter(([, op]) => op && typeof op === 'object' && op.responses)
    .map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: ((op.parameters ?? []) as Schema[]).map(deref),
      body: op.requestBody ? deref(op.requestBody.content['application/json']?.schema ?? null) : null,
      keyed: ((op.security ?? []) as Record<string, unknown>[]).some((s) => 'testKey' in s || 'liveKey' in s),
    })),
);

/** The catalogue: the `code` enumeration of the Problem schema. */
const CODES = new Set<string>(doc.components.schemas.Problem.properties.code.enum);
const FIELD_CODES = new Set(['parameter_missing', 'parameter_invalid']);

let s: TestServer;
/** IDs met so far, by prefix: seeded from the fixtures and grown from every 2xx answer. */
const known = new Map<string, string[]>();
const ID = /^([a-z]+)_[0-9a-hjkmnp-tv-z]{26}$/;
function remember(value: unknown): void {
  if (typeof value === 'string') {
    const prefix = ID.exec(value)?.[1];
    if (!prefix) return;
    const list = known.get(prefix) ?? [];
    if (!list.includes(value) && list.length < 200) list.push(value);
    known.set(prefix, list);
  } else if (Array.isArray(value)) for (const v of value) remember(v);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) remember(v);
}

let png: { data: string; sha256: string };

beforeAll(async () => {
  s = await startTestServer();
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3c0' } })
    .png()
    .toBuffer();
  png = { data: bytes.toString('base64'), sha256: createHash('sha256').update(bytes).digest('hex') };
  for (const path of ['/v1/account', '/v1/licenses?limit=100', '/v1/licenses?limit=100&role=issuer']) {
    remember((await s.api(path)).json);
  }
  for (const prompt of ['A portrait of Ada Vance', 'Milo Hart on a poster', 'A landscape']) {
    const check = await s.api('/v1/checks', {
      body: {
        inputs: [{ role: 'prompt', text: prompt }],
        use: USE,
        execution: { provider: 'acme', model: 'imagegen-2' },
      },
    });
    remember(check.json);
    if (check.json?.id) {
      const gen = await s.api('/v1/generations', {
        body: {
          check: check.json.id,
          artifact: { ...png, media_type: 'image/png' },
          execution: { provider: 'acme', model: 'imagegen-2' },
        },
      });
      remember(gen.json);
    }
  }
});
afterAll(() => s.close());

const USE = {
  modality: 'image',
  kind: 'depiction',
  purpose: 'advertising',
  commercial: true,
  channels: ['social'],
  territories: ['US'],
};

// ---------------------------------------------------------------------------------------------------
// Values

/** Characters a header value may carry (fetch refuses NUL, CR, LF; the rest of Latin-1 goes through). */
const headerChar = fc.oneof(
  fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x80, max: 0xff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom(' ', '\t'),
);
const headerJunk = (maxLength = 64) => fc.string({ unit: headerChar, maxLength });

const unicodeString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }), // lone surrogates included
  fc.constantFrom('\u0000', '\u202e', '\ufeff', '💥'.repeat(50), 'a\u0301'.repeat(20), '\\u0000'),
);
const hugeString = fc
  .tuple(fc.constantFrom('a', 'é', '💥', ' ', '"'), fc.integer({ min: 1_000, max: 300_000 }))
  .map(([c, n]) => c.repeat(n));

/** Nested arrays and objects, `depth` levels deep, as JSON text (JSON.stringify would be too slow). */
const deepText = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** A value of the wrong type (or a wrong value of the right type) for any field. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, 0, 1.5, -0, 1e308, -1e308, 2 ** 53, 2 ** 64, Number.MAX_SAFE_INTEGER + 2),
  unicodeString,
  { arbitrary: hugeString, weight: 1 },
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.integer({ min: 5, max: 60 }).map((depth) => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = [v];
    return v;
  }),
);

function pick(prefix: string): fc.Arbitrary<string> {
  const list = known.get(prefix) ?? [];
  const made = fc
    .string({ unit: fc.constantFrom(...'0123456789abcdefghjkmnpqrstvwxyz'), minLength: 26, maxLength: 26 })
    .map((body) => `${prefix}_${body}`);
  return list.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...list), weight: 3 }, made) : made;
}

/** A valid value of a JSON Schema node (the shapes this document uses). */
function valid(schema: Schema, where = ''): fc.Arbitrary<unknown> {
  const node = deref(schema);
  if (!node || Object.keys(node).length === 0) return fc.jsonValue({ maxDepth: 2 });
  if (node.anyOf) return fc.oneof(...node.anyOf.map((s: Schema) => valid(s, where)));
  if (node.enum) return fc.constantFrom(...node.enum);
  if (node.const !== undefined) return fc.constant(node.const);
  switch (node.type) {
    case 'object': {
      if (!node.properties)
        return fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 20 }), { maxKeys: 4 });
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(node.properties)) fields[k] = valid(v, where ? `${where}.${k}` : k);
      return fc.record(fields, { requiredKeys: node.required ?? [] });
    }
    case 'array':
      return fc.array(valid(node.items, `${where}[]`), {
        minLength: node.minItems ?? 0,
        maxLength: Math.min(node.maxItems ?? 4, 4),
      });
    case 'integer':
      return fc.integer({ min: node.minimum ?? -1000, max: Math.min(node.maximum ?? 1000, 2 ** 31) });
    case 'number':
      return fc.double({ min: node.minimum ?? -1000, max: node.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (where === 'inputs[].text')
        return fc.oneof(
          fc.constantFrom(
            'A portrait of Ada Vance',
            'Milo Hart singing',
            'Kai Moreno in a video',
            'Sam Lee cooking',
          ),
          fc.string({ minLength: 1, maxLength: 60 }),
        );
      if (node.pattern) {
        const prefix = /^\^\(([a-z]+)\)_/.exec(node.pattern)?.[1];
        if (prefix) return pick(prefix);
        if (node.pattern === '^[0-9a-f]{64}$')
          return fc.oneof(fc.constant(png.sha256), fc.stringMatching(new RegExp(node.pattern)));
        if (where === 'artifact.data') return fc.constant(png.data);
        return fc
          .stringMatching(new RegExp(node.pattern))
          .filter((v) => v.length <= (node.maxLength ?? Infinity));
      }
      return fc.string({ minLength: node.minLength ?? 0, maxLength: Math.min(node.maxLength ?? 40, 40) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Path = (string | number)[];
/** Every path to a node inside `value` (not the root). */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...at, i], ...pathsOf(v, [...at, i])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [[...at, k], ...pathsOf(v, [...at, k])]);
  return [];
}
function withPath(
  value: unknown,
  path: Path,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
): unknown {
  const copy = structuredClone(value);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path[path.length - 1] as string | number);
  return copy;
}
const objectPaths = (value: unknown): Path[] =>
  [[], ...pathsOf(value)].filter((p) => {
    let v = value as Record<string | number, unknown>;
    for (const k of p) v = v[k] as Record<string | number, unknown>;
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  });

interface BodyCase {
  kind: string;
  text: string | undefined;
}

/** Bodies for an operation: valid ones and each kind of damage. */
function bodies(schema: Schema | null): fc.Arbitrary<BodyCase> {
  const base = schema ? valid(schema) : fc.constant({});
  const json = (kind: string) => (v: unknown) => ({ kind, text: JSON.stringify(v) });
  return fc.oneof(
    { arbitrary: base.map(json('valid')), weight: 3 },
    {
      weight: 4,
      arbitrary: fc.tuple(base, fc.nat(), badValue).map(([v, i, bad]) => {
        const paths = pathsOf(v);
        if (paths.length === 0) return json('field_broken')({ ...(v as object), [`x${i % 3}`]: bad });
        const path = paths[i % paths.length] as Path;
        return json('field_broken')(
          withPath(v, path, (p, k) => {
            p[k] = bad;
          }),
        );
      }),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(base, fc.nat()).map(([v, i]) => {
        const paths = pathsOf(v).filter((p) => typeof p[p.length - 1] === 'string');
        if (paths.length === 0) return json('field_dropped')(v);
        return json('field_dropped')(
          withPath(v, paths[i % paths.length] as Path, (p, k) => {
            delete p[k];
          }),
        );
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(base, fc.nat(), fc.string({ minLength: 1, maxLength: 20 }), fc.jsonValue({ maxDepth: 1 }))
        .map(([v, i, key, extra]) => {
          const targets = objectPaths(v);
          const target = targets[i % targets.length] as Path;
          const copy = structuredClone(v) as Record<string, unknown>;
          let node = copy;
          for (const k of target) node = node[k] as Record<string, unknown>;
          node[key === '__proto__' ? 'proto' : key] = extra;
          return json('field_added')(copy);
        }),
    },
    { weight: 1, arbitrary: deepText.map((text) => ({ kind: 'deep', text })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json('any_json')) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.string({ maxLength: 50 }),
          base.chain((v) => {
            const text = JSON.stringify(v);
            return fc.nat({ max: Math.max(0, text.length - 1) }).map((n) => text.slice(0, n));
          }),
          fc.constantFrom(
            '',
            '{',
            '{"a":1,}',
            'null',
            '[]',
            '\ufeff{}',
            '{"a":1}{"b":2}',
            '{"a":1e999999}',
            '{"__proto__":{"x":1}}',
          ),
        )
        .map((text) => ({ kind: 'not_json', text })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'none', text: undefined }) },
  );
}

/** A path segment standing where an ID goes. */
function pathValue(param: Parameter): fc.Arbitrary<{ kind: string; segment: string }> {
  const good = valid(param.schema).map((v) => ({ kind: 'valid', segment: encodeURIComponent(String(v)) }));
  const prefix = /^\^\(([a-z]+)\)_/.exec(param.schema.pattern ?? '')?.[1] ?? 'x';
  const prefixes = ['lic', 'tal', 'fct', 'chk', 'gen', 'rcpt', 'acct', 'evt', 'ses', 'zz'];
  return fc.oneof(
    { arbitrary: good, weight: 2 },
    fc
      .string({ maxLength: 40 })
      .map((junk) => ({ kind: 'prefix_junk', segment: encodeURIComponent(`${prefix}_${junk}`) })),
    fc.tuple(fc.constantFrom(...prefixes), valid(param.schema)).map(([p, v]) => ({
      kind: 'wrong_prefix',
      segment: encodeURIComponent(String(v).replace(/^[a-z]+_/, `${p}_`)),
    })),
    fc
      .array(
        fc.oneof(
          fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, '0')}`),
          fc.constantFrom('%', '%Z', '%ZZ', '%C0%AF', '%E2%80', '%2F', '%2e%2e', '%u0041', '+', ';', ','),
        ),
        { maxLength: 12 },
      )
      .map((parts) => ({ kind: 'percent', segment: `${prefix}_${parts.join('')}` })),
    fc.integer({ min: 100, max: 8000 }).map((n) => ({ kind: 'long', segment: `${prefix}_${'a'.repeat(n)}` })),
    valid(param.schema).map((v) => ({ kind: 'case', segment: String(v).toUpperCase() })),
    fc
      .string({ unit: 'grapheme', maxLength: 20 })
      .map((junk) => ({ kind: 'unicode', segment: encodeURIComponent(junk) })),
  );
}

/** The query string: each parameter valid, broken or absent; sometimes repeated or unknown ones. */
function query(params: Parameter[]): fc.Arbitrary<{ kind: string; text: string }> {
  if (params.length === 0)
    return fc.oneof(
      fc.constant({ kind: 'none', text: '' }),
      fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 })).map(([k, v]) => ({
        kind: 'unknown',
        text: `?${encodeURIComponent(k)}=${encodeURIComponent(v)}`,
      })),
    );
  const garbage = fc.oneof(
    fc.constantFrom(
      '',
      '0',
      '-1',
      '101',
      '1.5',
      ' 1',
      '1e2',
      'NaN',
      'Infinity',
      '0x10',
      '99999999999999999999',
      'true',
      'null',
      '[]',
    ),
    unicodeString,
    fc.integer({ min: 1000, max: 20_000 }).map((n) => 'x'.repeat(n)),
  );
  const one = (p: Parameter) =>
    fc.oneof(
      { arbitrary: fc.constant([] as [string, string][]), weight: 2 },
      { arbitrary: valid(p.schema).map((v) => [[p.name, String(v)]] as [string, string][]), weight: 3 },
      garbage.map((v) => [[p.name, v]] as [string, string][]),
      fc.tuple(valid(p.schema), valid(p.schema)).map(
        ([a, b]) =>
          [
            [p.name, String(a)],
            [p.name, String(b)],
          ] as [string, string][],
      ),
    );
  return fc
    .tuple(
      fc.tuple(...params.map(one)),
      fc.option(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })), { freq: 4 }),
      fc.constantFrom('encoded', 'raw-percent'),
    )
    .map(([parts, unknown, style]) => {
      const pairs = parts.flat();
      if (unknown) pairs.push(unknown);
      if (pairs.length === 0) return { kind: 'none', text: '' };
      const enc =
        style === 'encoded' ? encodeURIComponent : (v: string) => encodeURIComponent(v).replace(/%25/g, '%');
      return {
        kind: unknown ? 'unknown_param' : 'params',
        text: `?${pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')}`,
      };
    });
}

/** Headers: the usual ones mostly right, one of them often wrong. */
function headers(op: Operation): fc.Arbitrary<{ kind: string; headers: Record<string, string> }> {
  const base = (): Record<string, string> => ({
    ...(op.keyed ? { Authorization: `Bearer ${s.testKey}` } : {}),
    ...(op.method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
  });
  const set = (kind: string, name: string) => (value: string | null) => {
    const h = base();
    if (value === null) delete h[name];
    else h[name] = value;
    return { kind, headers: h };
  };
  return fc.oneof(
    { arbitrary: fc.constant(null).map(() => ({ kind: 'valid', headers: base() })), weight: 3 },
    {
      weight: 1,
      arbitrary: fc
        .uuid()
        .map((key) => ({ kind: 'idempotent', headers: { ...base(), 'Idempotency-Key': key } })),
    },
    fc
      .oneof(
        fc.constantFrom(
          null,
          'Bearer',
          'Bearer ',
          'Basic Zm9vOmJhcg==',
          'bearer rk_test_',
          'Bearer rk_live_x',
          'Token x',
        ),
        fc.constant(0).map(() => `Bearer ${s.liveKey}`),
        headerJunk().map((j) => `Bearer ${s.testKey}${j}`),
        headerJunk().map((j) => `Bearer rk_test_${j}`),
        headerJunk(),
        fc.integer({ min: 1000, max: 12_000 }).map((n) => `Bearer rk_test_${'a'.repeat(n)}`),
      )
      .map(set('authorization', 'Authorization')),
    fc
      .oneof(
        fc.constantFrom(
          '',
          '2026-10-15',
          '2026-10-15 ',
          '2099-01-01',
          '0000-00-00',
          '2026-13-45',
          '2026-10-15,2026-10-15',
          '2026-1-1',
        ),
        fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        headerJunk(),
        fc.integer({ min: 500, max: 8000 }).map((n) => '9'.repeat(n)),
      )
      .map(set('service_version', 'Service-Version')),
    fc
      .oneof(
        fc.constantFrom('', ' ', 'k'),
        headerJunk(300),
        fc.integer({ min: 255, max: 4000 }).map((n) => 'k'.repeat(n)),
      )
      .map(set('idempotency_key', 'Idempotency-Key')),
    fc
      .oneof(
        fc.constantFrom('acct_00000000000000000000000000', `acct_${'z'.repeat(26)}`, ''),
        fc.constant(0).map(() => s.accountId),
        headerJunk(),
      )
      .map(set('service_account', 'Service-Account')),
    fc
      .oneof(
        fc.constantFrom(
          null,
          '',
          'text/plain',
          'application/json; charset=utf-8',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'APPLICATION/JSON',
          'application/json, text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/problem+json',
          'application/merge-patch+json',
          'application/jsonx',
          '*/*',
        ),
        headerJunk(),
      )
      .map(set('content_type', 'Content-Type')),
  );
}

// ---------------------------------------------------------------------------------------------------
// The property

interface Case {
  path: { kind: string; text: string };
  query: { kind: string; text: string };
  headers: { kind: string; headers: Record<string, string> };
  body: BodyCase;
}

function cases(op: Operation): fc.Arbitrary<Case> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const pathArb = fc.tuple(...pathParams.map(pathValue)).map((values) => {
    let text = op.path;
    values.forEach((v, i) => {
      text = text.replace(`{${pathParams[i]!.name}}`, v.segment);
    });
    const broken = values.find((v) => v.kind !== 'valid');
    return { kind: broken?.kind ?? (values.length ? 'valid' : 'none'), text };
  });
  const bodyArb = op.method === 'POST' ? bodies(op.body) : fc.constant({ kind: 'none', text: undefined });
  return fc.record({ path: pathArb, query: query(queryParams), headers: headers(op), body: bodyArb });
}

const seen = new Map<string, Map<string, number>>();
const tally = (op: string, outcome: string) => {
  const m = seen.get(op) ?? new Map<string, number>();
  m.set(outcome, (m.get(outcome) ?? 0) + 1);
  seen.set(op, m);
};

async function send(op: Operation, c: Case): Promise<void> {
  const url = `${s.origin}${c.path.text}${c.query.text}`;
  const what = `${op.method} ${c.path.text}${c.query.text} headers=${JSON.stringify(c.headers.headers).slice(0, 400)} body=${(c.body.text ?? '').slice(0, 400)}`;
  const res = await fetch(url, { method: op.method, headers: c.headers.headers, body: c.body.text });
  const text = await res.text();
  expect(res.status, what).toBeLessThan(500);
  let outcome = String(res.status);
  if (res.status >= 400) {
    expect(res.headers.get('content-type'), what).toBe('application/problem+json');
    const problem = JSON.parse(text);
    expect(CODES.has(problem.code), `${what}: code ${problem.code}`).toBe(true);
    if (FIELD_CODES.has(problem.code)) {
      expect(typeof problem.param === 'string' && problem.param.length > 0, `${what}: ${text}`).toBe(true);
    }
    outcome = `${res.status} ${problem.code}`;
  } else if (res.headers.get('content-type')?.startsWith('application/json')) {
    remember(JSON.parse(text));
  }
  tally(`${op.method} ${op.path}`, outcome);
}

const weightOf = (op: Operation) =>
  (op.method === 'POST' && op.body ? 4 : 1) + op.parameters.filter((p) => p.in !== 'header').length;
const totalWeight = operations.reduce((sum, op) => sum + weightOf(op), 0);
const runsOf = (op: Operation) => Math.max(2, Math.round((RUNS * weightOf(op)) / totalWeight));

describe(`every operation of the OpenAPI document, ${RUNS} requests in all (TLP_FUZZ_RUNS)`, () => {
  it('the document lists the operations this test drives', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter((op) => op.body).length).toBeGreaterThan(10);
    expect(CODES.has('parameter_invalid')).toBe(true);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: never a 5xx; 4xx is problem+json with a catalogued code and param',
    async (_name, op) => {
      await fc.assert(
        fc.asyncProperty(cases(op), (c) => send(op, c)),
        { numRuns: runsOf(op) },
      );
    },
    600_000,
  );

  afterAll(() => {
    let total = 0;
    const lines: string[] = [];
    for (const [op, outcomes] of seen) {
      const n = [...outcomes.values()].reduce((a, b) => a + b, 0);
      total += n;
      lines.push(`  ${op}: ${n} (${[...outcomes].map(([o, k]) => `${o}×${k}`).join(', ')})`);
    }
    console.log(`operations fuzz: ${total} requests over ${seen.size} operations\n${lines.join('\n')}`);
  });
});
