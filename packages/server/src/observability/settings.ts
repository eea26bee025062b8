import type { Environment } from '../config/environment.js';
import type { Telemetry } from './index.js';
import { startTracing, type TracingConfig } from './tracing/index.js';

/** What the environment asks of metrics and traces. */
export interface TelemetrySettings {
  /** Null: no metrics are collected (neither a metrics port nor the public opt-in). */
  metrics: {
    /** The metrics listener's port (`TLP_METRICS_PORT`); absent: none. */
    port?: number;
    /** Its address (`TLP_METRICS_HOST`, 127.0.0.1 by default). */
    host: string;
    /** `GET /metrics` on the public port too (`TLP_METRICS_PUBLIC=on`). */
    public: boolean;
  } | null;
  tracing: TracingConfig | null;
}

/** The variables telemetry reads, parsed by the environment's schema (config/environment.ts). */
export type TelemetryEnvironment = Pick<
  Environment,
  'TLP_METRICS_PORT' | 'TLP_METRICS_HOST' | 'TLP_METRICS_PUBLIC' | TracingVariable
>;

/** What `env` asks of metrics (`TLP_METRICS_*`) and traces (the standard `OTEL_*` variables). */
export function telemetrySettings(env: TelemetryEnvironment, serviceVersion?: string): TelemetrySettings {
  const port = env.TLP_METRICS_PORT;
  const publicPort = env.TLP_METRICS_PUBLIC;
  return {
    metrics:
      port !== undefined || publicPort
        ? { ...(port !== undefined ? { port } : {}), host: env.TLP_METRICS_HOST, public: publicPort }
        : null,
    tracing: tracingConfig(env, serviceVersion),
  };
}

/** The standard variables that decide whether this server traces, and how. */
export type TracingVariable =
  | 'OTEL_EXPORTER_OTLP_ENDPOINT'
  | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'
  | 'OTEL_EXPORTER_OTLP_PROTOCOL'
  | 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL'
  | 'OTEL_TRACES_EXPORTER'
  | 'OTEL_SDK_DISABLED';

/**
 * Whether tracing is asked for, and how: an OTLP endpoint is set, the SDK is not disabled
 * (`OTEL_SDK_DISABLED=true`) and the exporter is OTLP (`OTEL_TRACES_EXPORTER` is not `none`). The values
 * are the environment's schema's (config/environment.ts), which refuses what this server cannot do (gRPC,
 * another exporter).
 */
export function tracingConfig(
  env: Pick<Environment, TracingVariable>,
  serviceVersion?: string,
): TracingConfig | null {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (endpoint === undefined || env.OTEL_SDK_DISABLED || env.OTEL_TRACES_EXPORTER === 'none') return null;
  return {
    protocol: env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL,
    serviceName: 'tlp-server',
    ...(serviceVersion !== undefined ? { serviceVersion } : {}),
  };
}

/** Starts what `settings` ask for: a registry of metrics, the tracing SDK (loaded only then). */
export async function startTelemetry(settings: TelemetrySettings): Promise<Telemetry> {
  const telemetry: Telemetry = {};
  if (settings.metrics) {
    const { ServerMetrics } = await import('./metrics/server-metrics.js');
    telemetry.metrics = new ServerMetrics();
    telemetry.metricsOnPublicPort = settings.metrics.public;
  }
  if (settings.tracing) telemetry.tracing = await startTracing(settings.tracing);
  return telemetry;
}
