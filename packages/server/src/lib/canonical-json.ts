/** Deepest nesting canonical JSON is written for; request bodies are bounded far below it by their schemas. */
export const MAX_CANONICAL_DEPTH = 64;

export interface CanonicalJsonOptions {
  /**
   * `'any'` (default): finite numbers as ECMAScript prints them (RFC 8785). `'integers'`: only safe
   * integers, so that a digest never depends on float formatting (license terms).
   */
  numbers?: 'any' | 'integers';
}

/**
 * Canonical JSON (RFC 8785 for the values used here): object keys sorted by UTF-16 code units, no
 * whitespace, `JSON.stringify` for strings, numbers, booleans and null; `undefined` members left out.
 * Throws a `TypeError` for what JSON cannot carry (functions, non-finite numbers) and for nesting deeper than
 * {@link MAX_CANONICAL_DEPTH}: the recursion is bounded whatever it is given.
 */
export function canonicalJson(value: unknown, options: CanonicalJsonOptions = {}): string {
  const integers = options.numbers === 'integers';
  const write = (v: unknown, depth: number): string => {
    if (v === null) return 'null';
    switch (typeof v) {
      case 'string':
      case 'boolean':
        return JSON.stringify(v);
      case 'number':
        if (integers ? !Number.isSafeInteger(v) : !Number.isFinite(v)) {
          throw new TypeError(`canonical JSON here cannot carry the number ${v}`);
        }
        return JSON.stringify(v);
      case 'object': {
        if (depth >= MAX_CANONICAL_DEPTH)
          throw new TypeError(`canonical JSON nests at most ${MAX_CANONICAL_DEPTH} deep`);
        // One string built in a loop (a request digest per check): no arrays of entries or pieces.
        if (Array.isArray(v)) {
          let out = '[';
          for (let i = 0; i < v.length; i++) out += (i === 0 ? '' : ',') + write(v[i], depth + 1);
          return `${out}]`;
        }
        const record = v as Record<string, unknown>;
        // sort() without a comparator orders strings by UTF-16 code units, as RFC 8785 asks.
        const keys = Object.keys(record).sort();
        let out = '{';
        for (const k of keys) {
          const x = record[k];
          if (x === undefined) continue;
          out += `${out.length === 1 ? '' : ','}${JSON.stringify(k)}:${write(x, depth + 1)}`;
        }
        return `${out}}`;
      }
      default:
        throw new TypeError(`canonical JSON cannot carry ${typeof v}`);
    }
  };
  return write(value, 0);
}
