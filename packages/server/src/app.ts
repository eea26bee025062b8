import { Hono } from 'hono';
import { accountRoutes } from './account/routes.js';
import type { AppDeps, AppEnv } from './app-env.js';
import { checkRoutes } from './checks/routes.js';
import { discoveryRoutes } from './discovery/routes.js';
import { docsRoutes } from './docs/routes.js';
import { embedRoutes } from './embed/routes.js';
import { facetRoutes } from './facets/routes.js';
import { generationRoutes } from './generations/routes.js';
import { healthRoutes } from './health/routes.js';
import { chain, routeThrough } from './http/chain.js';
import { notFound, onError } from './http/errors/index.js';
import { requestId } from './http/request-id/index.js';
import { licenseRoutes } from './licenses/routes.js';
import { openApiRoutes } from './openapi/routes.js';
import { plannedRoutes } from './planned/routes.js';
import { receiptRoutes } from './receipts/routes.js';
import { keyRing } from './sign/tokens.js';
import { decisionHelperRoutes } from './test-helpers-api/reviewer.js';
import { testHelperRoutes } from './test-helpers-api/routes.js';
import { verificationRoutes } from './verifications/routes.js';
import { webRoutes } from './web/routes.js';

/**
 * Builds the HTTP app from its dependencies. Nothing here reads the environment or opens files, so tests
 * build it around their own store and clock and call it over real HTTP or with `app.request()`.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Read the signing keys now, before any request can hold the connection in a transaction that signs.
  keyRing(deps).catch((err: unknown) => deps.logger.error({ err }, 'signing keys could not be read'));
  // Every route is one chain that starts with the request's ID, logging and error handling.
  const entry = requestId(deps);
  routeThrough(app, entry);

  healthRoutes(app);
  discoveryRoutes(app);
  accountRoutes(app);
  licenseRoutes(app);
  facetRoutes(app);
  checkRoutes(app);
  generationRoutes(app);
  receiptRoutes(app);
  verificationRoutes(app);
  testHelperRoutes(app);
  decisionHelperRoutes(app);
  openApiRoutes(app);
  docsRoutes(app);
  plannedRoutes(app);
  webRoutes(app, deps.config.webRoot);
  embedRoutes(app, deps.config.embedRoot);

  const unmatched = chain([entry, notFound]);
  app.notFound((c) => unmatched(c));
  app.onError(onError);
  return app;
}
