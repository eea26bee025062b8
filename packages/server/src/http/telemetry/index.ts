import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppDeps, AppEnv } from '../../app-env.js';
import { maybeThen } from '../../lib/maybe-promise.js';
import { operationNames } from '../../observability/metrics/labels.js';
import type { Step } from '../chain.js';
import { documentPath, type Operation } from '../operation.js';
import { prepareHeader } from '../prepared-headers.js';

/**
 * Names routes after the declarations, given by the app (`declaredOperations()`; this module cannot
 * import them: the declarations import the middleware that imports it).
 */
let names: ((method: string, route: string) => string) | undefined;
function nameOf(method: string, route: string): string {
  return names ? names(method, route) : 'unmatched';
}

/** The matched route of the request (`POST /v1/checks`), as registered; empty when none matched. */
function routeOf(c: Context<AppEnv>): { method: string; path: string } {
  const route = matchedRoutes(c)[c.req.routeIndex];
  return route ? { method: route.method, path: route.path } : { method: c.req.method, path: '' };
}

/** The request's operation, as the metrics name it (its declared `operationId`, see `labels.ts`). */
export function operationOf(c: Context<AppEnv>): string {
  const { method, path } = routeOf(c);
  return nameOf(method, path);
}

/**
 * Wraps the entry of every request (`requestId`) with its metrics and its trace, when the app has
 * telemetry: counted and timed by operation, status and key mode (`tlp_http_requests_total`,
 * `tlp_http_request_duration_seconds`); run inside a server span whose parent is the request's
 * `traceparent` (a malformed one is ignored), the answer carrying the span's own `traceparent`. Without
 * telemetry it is the entry itself: nothing is added to a request.
 */
export function withTelemetry(deps: AppDeps, entry: Step, declared: readonly Operation[]): Step {
  const metrics = deps.telemetry?.metrics;
  const tracing = deps.telemetry?.tracing;
  if (!metrics && !tracing) return entry;
  names ??= operationNames(declared);
  const done = (
    c: Context<AppEnv>,
    started: number,
    span: ReturnType<NonNullable<typeof tracing>['request']> | undefined,
  ) => {
    const status = c.res.status;
    const { method, path } = routeOf(c);
    const operation = nameOf(method, path);
    metrics?.request(operation, status, c.get('auth')?.livemode, (performance.now() - started) / 1000);
    span?.end({
      method: c.req.method,
      route: path === '' ? '' : documentPath(path),
      operation,
      status,
      requestId: c.get('requestId') ?? '',
    });
  };
  return function telemetryStep(c, next) {
    const started = performance.now();
    let span: ReturnType<NonNullable<typeof tracing>['request']> | undefined;
    if (tracing) {
      span = tracing.request(
        { traceparent: c.req.header('traceparent'), tracestate: c.req.header('tracestate') },
        c.req.path,
      );
      prepareHeader(c, 'traceparent', span.traceparent);
    }
    const rest = span ? span.run(() => entry(c, next)) : entry(c, next);
    return maybeThen(rest, (answer) => {
      done(c, started, span);
      return answer;
    });
  };
}

/** An answer replayed from its `Idempotency-Key` (`tlp_idempotent_replays_total`). */
export function countReplay(c: Context<AppEnv>): void {
  const metrics = c.get('deps').telemetry?.metrics;
  if (metrics) metrics.replayed(operationOf(c));
}

/** A check or generation stored now (not a replay of an earlier one): its decision and reasons. */
export function countDecision(
  c: Context<AppEnv>,
  object: 'check' | 'generation',
  decided: { decision: string | null; reasons: readonly { code: string }[] },
  answer: { headers: Record<string, string> },
): void {
  const metrics = c.get('deps').telemetry?.metrics;
  if (metrics && answer.headers['idempotent-replayed'] === undefined)
    metrics.decided(object, decided.decision, decided.reasons);
}
