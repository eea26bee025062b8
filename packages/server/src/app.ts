import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './app-env.js';
import { Routes } from './http/chain.js';
import { notFound, onError } from './http/errors/index.js';
import { requestId } from './http/request-id/index.js';
import { withTelemetry } from './http/telemetry/index.js';
import { publicMetricsRoute } from './observability/metrics/listener.js';
import { declaredOperations, RESOURCES } from './resources.js';
import { keyRing } from './sign/tokens.js';

/**
 * Builds the HTTP app from its dependencies: the routes of every resource (`resources.ts`), each one
 * chain that starts with the request's ID, logging and error handling (and its metrics and trace, when
 * the app has telemetry). Nothing here reads the environment or opens files, so tests build it around
 * their own store and clock and call it over real HTTP or with `app.request()`.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Read the signing keys now, before any request can hold the connection in a transaction that signs.
  keyRing(deps).catch((err: unknown) => deps.logger.error({ err }, 'signing keys could not be read'));
  const routes = new Routes(app, withTelemetry(deps, requestId(deps), declaredOperations()));
  if (deps.telemetry?.metrics && deps.telemetry.metricsOnPublicPort)
    publicMetricsRoute(routes, deps.telemetry.metrics);
  for (const resource of RESOURCES) resource.routes(routes, deps);
  const unmatched = routes.unmatched(notFound);
  app.notFound((c) => unmatched(c));
  app.onError(onError);
  return app;
}
