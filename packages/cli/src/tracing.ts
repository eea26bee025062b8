/**
 * `tlp` and `tlp mcp` trace their outbound requests (an issuer's discovery and keys, receipt lookups, media
 * downloads) when the standard OpenTelemetry variables ask for traces: `OTEL_EXPORTER_OTLP_ENDPOINT` or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` set, `OTEL_SDK_DISABLED` not `true`, `OTEL_TRACES_EXPORTER` not
 * `none`. Each request is then a client span exported over OTLP/HTTP (`OTEL_EXPORTER_OTLP_PROTOCOL`:
 * `http/protobuf`, the default, or `http/json`) and carries its W3C `traceparent`, so a TLP server that
 * traces makes its own span the child of the command's. Otherwise nothing of OpenTelemetry is loaded.
 */

type Env = Record<string, string | undefined>;

export interface CliTracing {
  /** `fetch` whose every request is a client span, its `traceparent` sent along. */
  fetch: typeof fetch;
  /** Exports what is buffered, then stops (before the command exits). */
  shutdown(): Promise<void>;
}

/** The OTLP protocol the variables ask for, or null when they ask for no traces. */
export function tracingProtocol(env: Env): 'http/protobuf' | 'http/json' | null {
  if (!(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT)) return null;
  if ((env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase() === 'true') return null;
  const exporter = (env.OTEL_TRACES_EXPORTER ?? 'otlp').trim().toLowerCase();
  if (exporter === 'none') return null;
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || '').trim();
  return protocol === 'http/json' ? 'http/json' : 'http/protobuf';
}

/** Where spans go: the traces endpoint as given, or the OTLP endpoint's `/v1/traces` (the specification's rule). */
function tracesUrl(env: Env): string {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (traces) return traces;
  return `${(env.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').replace(/\/+$/, '')}/v1/traces`;
}

/** Traced `fetch` over `base` when the variables ask for traces; else null, and nothing is loaded. */
export async function cliTracing(
  env: Env,
  base: typeof fetch = globalThis.fetch,
): Promise<CliTracing | null> {
  const protocol = tracingProtocol(env);
  if (protocol === null) return null;
  const [api, core, resources, sdk, exporterModule] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace-base'),
    protocol === 'http/json'
      ? import('@opentelemetry/exporter-trace-otlp-http')
      : import('@opentelemetry/exporter-trace-otlp-proto'),
  ]);
  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ 'service.name': 'tlp' }))
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new sdk.BasicTracerProvider({
    resource,
    spanProcessors: [
      new sdk.BatchSpanProcessor(new exporterModule.OTLPTraceExporter({ url: tracesUrl(env) })),
    ],
  });
  const tracer = provider.getTracer('@tlp/cli');
  const propagator = new core.W3CTraceContextPropagator();
  const traced: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const span = tracer.startSpan(request.method, {
      kind: api.SpanKind.CLIENT,
      attributes: {
        'http.request.method': request.method,
        'url.full': `${url.origin}${url.pathname}`,
        'server.address': url.hostname,
        ...(url.port ? { 'server.port': Number(url.port) } : {}),
      },
    });
    const headers = new Headers(request.headers);
    propagator.inject(api.trace.setSpan(api.ROOT_CONTEXT, span), headers, {
      set: (carrier, key, value) => carrier.set(key, value),
    });
    try {
      const response = await base(new Request(request, { headers }));
      span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      return response;
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: api.SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  };
  return { fetch: traced, shutdown: () => provider.shutdown() };
}
