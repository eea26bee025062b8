/**
 * Traces of this process, in OpenTelemetry: off unless an OTLP endpoint is configured with the standard
 * variables (`OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`). This module imports
 * nothing of OpenTelemetry: the SDK (`otel.ts`) is loaded only when tracing is on, so a server without it
 * pays neither the loading at start nor anything per request beyond `deps.telemetry?.tracing`.
 */

/** The headers a request span reads its parent from (W3C Trace Context). */
export interface TraceHeaders {
  traceparent?: string | undefined;
  tracestate?: string | undefined;
}

/** A request's server span, started before the request runs and ended once its answer is known. */
export interface RequestSpan {
  /** The `traceparent` this request's answer carries (the server span's own). */
  readonly traceparent: string;
  /** Runs `fn` with this span active: its child spans and log lines belong to it. */
  run<T>(fn: () => T): T;
  /** Names the span after its route and ends it with the answer's status. */
  end(answer: { method: string; route: string; operation: string; status: number; requestId: string }): void;
}

export interface Tracing {
  /** A server span for a request, child of the caller's span when `traceparent` is well-formed. */
  request(headers: TraceHeaders, path: string): RequestSpan;
  /**
   * Runs `fn` in a child span of the active one, ended when `fn` returns or its promise settles (a thrown
   * error marks the span as failed).
   */
  span<T>(name: string, fn: () => T): T;
  /** `trace_id` and `span_id` of the active span, for a log line; empty outside any span. */
  logFields(): Record<string, string>;
  /** Exports what is buffered now. */
  flush(): Promise<void>;
  /** Exports what is buffered, then stops. */
  shutdown(): Promise<void>;
}

/** What the standard `OTEL_*` variables ask for. */
export interface TracingConfig {
  /** `http/protobuf` (the OTLP default) or `http/json`. */
  protocol: 'http/protobuf' | 'http/json';
  serviceName: string;
  serviceVersion?: string;
}

/**
 * Starts tracing as `config` says (see `tracingConfig` in ../settings.ts): loads the SDK, registers it as the
 * process's tracer provider and context manager, and exports spans in batches over OTLP/HTTP to the
 * configured endpoint. `OTEL_SERVICE_NAME`, `OTEL_RESOURCE_ATTRIBUTES`, `OTEL_TRACES_SAMPLER`,
 * `OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_BSP_*` and the other standard variables apply.
 */
export async function startTracing(config: TracingConfig): Promise<Tracing> {
  const { otelTracing } = await import('./otel.js');
  return otelTracing(config);
}

/**
 * `fn` in a child span named `name` when the app traces (`deps.telemetry`), else `fn` itself: what a use
 * case wraps its steps in (`tlp.evaluate`).
 */
export function inSpan<T>(
  telemetry: { tracing?: Tracing | undefined } | undefined,
  name: string,
  fn: () => T,
): T {
  const tracing = telemetry?.tracing;
  return tracing ? tracing.span(name, fn) : fn();
}
