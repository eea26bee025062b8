import { createHash } from 'node:crypto';
import { canonicalJson } from '../lib/canonical-json.js';
import { sha256Digest } from '../lib/digest.js';

/**
 * Canonical JSON of a validated request body (RFC 8785: keys sorted by UTF-16 code units, no whitespace,
 * numbers as ECMAScript prints them). The body's schema bounds its nesting, and the writer's own bound
 * holds whatever it is given.
 */
export function canonicalRequestJson(value: unknown): string {
  return canonicalJson(value);
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

const DATA_MARK = '\u0000tlp:artifact.data\u0000';

/**
 * {@link requestDigest} of a generation request whose `artifact.data` is known to be base64 (ASCII, so
 * its JSON form is the string in quotes): the megabytes of data are hashed in place instead of being
 * copied into one canonical string first. Same result as `requestDigest(body)`.
 */
export function generationRequestDigest(body: Record<string, unknown>, data: string): string {
  const artifact = body.artifact as Record<string, unknown>;
  const canonical = canonicalRequestJson({ ...body, artifact: { ...artifact, data: DATA_MARK } });
  const token = JSON.stringify(DATA_MARK);
  const at = canonical.indexOf(token);
  const hash = createHash('sha256');
  hash.update(canonical.slice(0, at));
  hash.update('"');
  hash.update(data, 'latin1');
  hash.update('"');
  hash.update(canonical.slice(at + token.length));
  return `sha256:${hash.digest('hex')}`;
}
