import { errorCodeStatus, reasonCodes } from '@tlp/core/schemas';

/**
 * Every label value a metric of this server can carry comes from a closed list written here or from the
 * operation declarations: a request cannot make a new series by its path, its IDs, its query or its
 * headers. A value outside its list is counted as `other`.
 */

/** The `operation` of a request: its declared `operationId`, or one of these. */
export const OTHER_OPERATIONS = {
  /** A route of a planned resource (`/v1/mandates/...`): answered 501 or 404, never served. */
  planned: 'planned',
  /** A route no declaration names: the web verifier's and the embed's static files. */
  other: 'other',
  /** No route matched: answered 404. */
  unmatched: 'unmatched',
} as const;

/**
 * What names a route: an operation's method, its route as registered, and its `operationId` (an
 * `Operation` of http/ is one; named here by shape, so that telemetry, which the use cases' context
 * carries, stays below the HTTP layer).
 */
export interface NamedRoute {
  readonly method: string;
  readonly route: string;
  readonly operationId: string;
}

/**
 * Names a matched route (`GET /v1/checks/:check_id{chk_…}`) after its declaration. Built once from the
 * declarations; a route registered without one is `planned` (the catch-alls of planned resources,
 * registered for every method) or `other`.
 */
export function operationNames(declared: readonly NamedRoute[]): (method: string, route: string) => string {
  const names = new Map<string, string>();
  for (const op of declared) names.set(`${op.method.toUpperCase()} ${op.route}`, op.operationId);
  return (method, route) => {
    if (route === '') return OTHER_OPERATIONS.unmatched;
    const named = names.get(`${method} ${route}`);
    if (named !== undefined) return named;
    return method === 'ALL' ? OTHER_OPERATIONS.planned : OTHER_OPERATIONS.other;
  };
}

/**
 * The statuses this server answers: every error code's, and the successes and redirects it sends. Any
 * other (none today) is `other`.
 */
const STATUSES: ReadonlySet<number> = new Set([
  200,
  201,
  202,
  204,
  206,
  301,
  302,
  303,
  304,
  307,
  308,
  ...Object.values(errorCodeStatus),
]);

const STATUS_TEXT = new Map<number, string>();
for (const s of STATUSES) STATUS_TEXT.set(s, String(s));

export function statusLabel(status: number): string {
  return STATUS_TEXT.get(status) ?? 'other';
}

const CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/** `2xx` … `5xx`: the latency histogram's status label (its buckets multiply every series). */
export function statusClass(status: number): string {
  return CLASSES[Math.floor(status / 100) - 1] ?? 'other';
}

/** The key's mode: `test`, `live`, or `none` for a request without a (valid) key. */
export function modeLabel(livemode: boolean | undefined): 'test' | 'live' | 'none' {
  return livemode === undefined ? 'none' : livemode ? 'live' : 'test';
}

const DECISIONS: ReadonlySet<string> = new Set(['allow', 'deny', 'escalate']);

/** A check's or generation's decision; `none` while it has none (checking, pending). */
export function decisionLabel(decision: string | null | undefined): string {
  if (decision === null || decision === undefined) return 'none';
  return DECISIONS.has(decision) ? decision : 'other';
}

const REASONS: ReadonlySet<string> = new Set(reasonCodes);

/** A reason code of the spec's closed list, else `other`. */
export function reasonLabel(code: string): string {
  return REASONS.has(code) ? code : 'other';
}
