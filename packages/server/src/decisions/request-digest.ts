import { sha256Digest } from '../lib/digest.js';

/**
 * Canonical JSON of a request body (RFC 8785: keys sorted by UTF-16 code units, no whitespace, numbers as
 * ECMAScript prints them, which is what `JSON.stringify` does for finite numbers).
 */
export function canonicalRequestJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalRequestJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalRequestJson(v)}`).join(',')}}`;
}

/** `request_digest`: `sha256:` + hex SHA-256 of the canonical JSON of the request body. */
export function requestDigest(body: unknown): string {
  return sha256Digest(canonicalRequestJson(body));
}

/**
 * The spec's addresses are `license:<id>/terms.<key>` or `talent:<id>`. Reasons about a license's state
 * (revoked, suspended, pending, changed) concern no single term: their bare `license:<id>` is not an
 * address, so the `term` is left out.
 */
export function addressedReasons<R extends { term?: string }>(reasons: R[]): R[] {
  return reasons.map((r) => {
    if (r.term === undefined || !/^license:[^/]+$/.test(r.term)) return r;
    const { term: _term, ...rest } = r;
    return rest as R;
  });
}
