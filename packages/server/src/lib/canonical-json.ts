/**
 * Canonical JSON (RFC 8785 for the values used here): object keys sorted by UTF-16 code units, no
 * whitespace, `JSON.stringify` for strings, integers, booleans and null. Non-integer numbers and
 * non-finite values are refused so that a digest never depends on float formatting.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isSafeInteger(value)) throw new TypeError('canonical JSON here carries integers only');
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
      const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
      entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
    }
    default:
      throw new TypeError(`canonical JSON cannot carry ${typeof value}`);
  }
}
