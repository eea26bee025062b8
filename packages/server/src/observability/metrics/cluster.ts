import { AggregatorRegistry } from 'prom-client';
import type { MetricsSource } from './listener.js';
import type { ServerMetrics } from './server-metrics.js';

/**
 * With several workers (`TLP_WORKERS`), the primary alone listens on the metrics port and answers each
 * scrape with the sum of its workers' metrics (prom-client's cluster aggregation over the workers' IPC
 * channels): a scrape never lands on one worker at random.
 */
export function workersMetrics(): MetricsSource {
  const aggregator = new AggregatorRegistry();
  return {
    async text() {
      return { body: await aggregator.clusterMetrics(), contentType: aggregator.contentType };
    },
  };
}

/** In a worker: answers the primary's requests for this worker's metrics. */
export function shareWithPrimary(metrics: ServerMetrics): void {
  AggregatorRegistry.setRegistries([metrics.registry]);
  new AggregatorRegistry();
}
