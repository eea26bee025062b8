import { type CompiledQuery, createQueryId, type InsertObject } from 'kysely';
import type { Database } from './schema.js';
import type { Db } from './store.js';

interface Template {
  sql: string;
  query: CompiledQuery['query'];
  /** The row's keys in the order of the statement's parameters. */
  keys: string[];
}

/** Per database, the compiled inserts by table and columns. */
const templates = new WeakMap<Db, Map<string, Template | null>>();

/**
 * `db.insertInto(table).values(row).compile()`, compiled once per database, table and set of columns:
 * the SQL of an insert of plain values depends only on those (and the dialect), so later rows only take
 * their values in the same order. Kysely leaves out a column whose value is `undefined`, and so does
 * this. Only rows whose values are all strings, numbers, booleans, bigints or null use a compiled
 * statement (any other value, an expression for one, goes through Kysely), and a compilation is kept only
 * if its parameters are the row's values in the order of its keys.
 */
export function insertStatement<T extends keyof Database & string>(
  db: Db,
  table: T,
  row: InsertObject<Database, T>,
): CompiledQuery {
  const values = row as Record<string, unknown>;
  const keys = Object.keys(values).filter((k) => values[k] !== undefined);
  if (!keys.every((k) => isPlain(values[k]))) return db.insertInto(table).values(row).compile();
  let byShape = templates.get(db);
  if (!byShape) {
    byShape = new Map();
    templates.set(db, byShape);
  }
  const shape = `${table}\u0000${keys.join('\u0000')}`;
  const template = byShape.get(shape);
  if (template) {
    return {
      sql: template.sql,
      query: template.query,
      queryId: createQueryId(),
      parameters: template.keys.map((k) => values[k]),
    };
  }
  const compiled = db.insertInto(table).values(row).compile();
  if (template === undefined) {
    const plain =
      compiled.parameters.length === keys.length &&
      keys.every((k, i) => compiled.parameters[i] === values[k]);
    byShape.set(shape, plain ? { sql: compiled.sql, query: compiled.query, keys } : null);
  }
  return compiled;
}

function isPlain(value: unknown): boolean {
  const type = typeof value;
  return value === null || type === 'string' || type === 'number' || type === 'boolean' || type === 'bigint';
}
