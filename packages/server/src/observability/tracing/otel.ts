import {
  type Context,
  context,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  trace,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import {
  defaultResource,
  detectResources,
  envDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { RequestSpan, TraceHeaders, Tracing, TracingConfig } from './index.js';

const getter: TextMapGetter<TraceHeaders> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => (key === 'traceparent' || key === 'tracestate' ? carrier[key] : undefined),
};

/**
 * OpenTelemetry's SDK for Node: a tracer provider registered for the whole process (its
 * AsyncLocalStorage context manager carries the active span across `await`), W3C Trace Context, a batch
 * span processor and the OTLP/HTTP exporter of the configured protocol. The exporter reads the endpoint,
 * headers, timeout and compression from the standard `OTEL_EXPORTER_OTLP_*` variables itself.
 */
export function otelTracing(config: TracingConfig): Tracing {
  const exporter = config.protocol === 'http/json' ? new JsonExporter() : new ProtobufExporter();
  const resource = defaultResource()
    .merge(
      resourceFromAttributes({
        'service.name': config.serviceName,
        ...(config.serviceVersion !== undefined ? { 'service.version': config.serviceVersion } : {}),
      }),
    )
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES win.
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(exporter)] });
  const propagator = new W3CTraceContextPropagator();
  provider.register({ propagator });
  const tracer = provider.getTracer('@tlp/server');

  const runIn = <T>(ctx: Context, span: Span, fn: () => T): T => {
    let result: T;
    try {
      result = context.with(ctx, fn);
    } catch (err) {
      fail(span, err);
      span.end();
      throw err;
    }
    if (result instanceof Promise) {
      return result.then(
        (value) => {
          span.end();
          return value;
        },
        (err: unknown) => {
          fail(span, err);
          span.end();
          throw err;
        },
      ) as T;
    }
    span.end();
    return result;
  };

  return {
    request(headers, path): RequestSpan {
      // A malformed traceparent is ignored by the propagator: the request starts a trace of its own.
      const parent = propagator.extract(ROOT_CONTEXT, headers, getter);
      const span = tracer.startSpan(
        'HTTP request',
        { kind: SpanKind.SERVER, attributes: { 'url.path': path } },
        parent,
      );
      const active = trace.setSpan(parent, span);
      const sc = span.spanContext();
      return {
        traceparent: `00-${sc.traceId}-${sc.spanId}-0${sc.traceFlags & 1}`,
        run: (fn) => context.with(active, fn),
        end({ method, route, operation, status, requestId }) {
          span.updateName(route ? `${method} ${route}` : method);
          span.setAttributes({
            'http.request.method': method,
            'http.response.status_code': status,
            ...(route ? { 'http.route': route } : {}),
            'tlp.operation': operation,
            'tlp.request_id': requestId,
          });
          if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
    span(name, fn) {
      const span = tracer.startSpan(name, { kind: SpanKind.INTERNAL });
      return runIn(trace.setSpan(context.active(), span), span, fn);
    },
    logFields(): Record<string, string> {
      const span = trace.getSpan(context.active());
      if (!span) return {};
      const sc = span.spanContext();
      return { trace_id: sc.traceId, span_id: sc.spanId };
    },
    async flush() {
      await provider.forceFlush();
    },
    async shutdown() {
      await provider.shutdown();
    },
  };
}

function fail(span: Span, err: unknown): void {
  span.recordException(err instanceof Error ? err : String(err));
  span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
}
