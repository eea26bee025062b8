import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './env.js';
import { chain, routeThrough } from './http/chain.js';
import { notFound, onError } from './http/errors/index.js';
import { requestId } from './http/request-id/index.js';
import { accountRoutes } from './routes/account.js';
import { checkRoutes } from './routes/checks.js';
import { decisionHelperRoutes } from './routes/decision-helpers.js';
import { discoveryRoutes } from './routes/discovery.js';
import { facetRoutes } from './routes/facets.js';
import { generationRoutes } from './routes/generations.js';
import { licenseRoutes } from './routes/licenses.js';
import { plannedRoutes } from './routes/planned.js';
import { receiptRoutes } from './routes/receipts.js';
import { testHelperRoutes } from './routes/test-helpers.js';
import { verificationRoutes } from './routes/verifications.js';
import { webRoutes } from './routes/web.js';
import { keyRing } from './sign/tokens.js';

/**
 * Builds the HTTP app from its dependencies. Nothing here reads the environment or opens files, so tests
 * build it around their own store and clock and call it over real HTTP or with `app.request()`.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Read the signing keys now, before any request can hold the connection in a transaction that signs.
  keyRing(deps.store).catch((err: unknown) => deps.logger.error({ err }, 'signing keys could not be read'));
  // Every route is one chain that starts with the request's ID, logging and error handling.
  const entry = requestId(deps);
  routeThrough(app, entry);

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
  plannedRoutes(app);
  webRoutes(app, deps.config.webRoot);

  const unmatched = chain([entry, notFound]);
  app.notFound((c) => unmatched(c));
  app.onError(onError);
  return app;
}
