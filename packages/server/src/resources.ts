/**
 * Every resource of the server, once: its operations (the declarations in `<resource>/operations.ts`)
 * and the routes that serve them. The app registers the routes in this order (`app.ts`), the OpenAPI
 * document lists the operations in this order (`openapi/document.ts`), and the tests that go over every
 * operation read {@link declaredOperations}. A new resource is one more entry.
 */
import { GET_ACCOUNT } from './account/operations.js';
import { accountRoutes } from './account/routes.js';
import type { AppDeps } from './app-env.js';
import { CHECK_OPERATIONS } from './checks/operations.js';
import { checkRoutes } from './checks/routes.js';
import { DISCOVERY_OPERATIONS } from './discovery/operations.js';
import { discoveryRoutes } from './discovery/routes.js';
import { DOCS_OPERATIONS } from './docs/operations.js';
import { docsRoutes } from './docs/routes.js';
import { EMBED_OPERATIONS } from './embed/operations.js';
import { embedRoutes } from './embed/routes.js';
import { GET_FACET } from './facets/operations.js';
import { facetRoutes } from './facets/routes.js';
import { GENERATION_OPERATIONS } from './generations/operations.js';
import { generationRoutes } from './generations/routes.js';
import { HEALTH_OPERATIONS } from './health/operations.js';
import { healthRoutes } from './health/routes.js';
import type { Routes } from './http/chain.js';
import type { Operation } from './http/operation.js';
import { LICENSE_OPERATIONS } from './licenses/operations.js';
import { licenseRoutes } from './licenses/routes.js';
import { GET_OPENAPI } from './openapi/operations.js';
import { openApiRoutes } from './openapi/routes.js';
import { plannedOperations } from './planned/operations.js';
import { plannedRoutes } from './planned/routes.js';
import { GET_RECEIPT } from './receipts/operations.js';
import { receiptRoutes } from './receipts/routes.js';
import { SITE_OPERATIONS } from './site/operations.js';
import { siteRoutes } from './site/routes.js';
import { SOFT_BINDING_OPERATIONS } from './soft-bindings/operations.js';
import { softBindingRoutes } from './soft-bindings/routes.js';
import { TEST_HELPER_OPERATIONS } from './test-helpers-api/operations.js';
import { decisionHelperRoutes } from './test-helpers-api/reviewer-routes.js';
import { testHelperRoutes } from './test-helpers-api/routes.js';
import { CREATE_VERIFICATION } from './verifications/operations.js';
import { verificationRoutes } from './verifications/routes.js';
import { WEB_OPERATIONS } from './web/operations.js';
import { webRoutes } from './web/routes.js';

/** A resource: what it declares, and what serves it. */
export interface Resource {
  /** Its operations, in the order the document lists them. */
  operations: readonly Operation[];
  /** Registers its routes. */
  routes: (routes: Routes, deps: AppDeps) => void;
}

/** The resources, in the document's order: the API, the planned operations, the pages. */
export const RESOURCES: readonly Resource[] = [
  { operations: DISCOVERY_OPERATIONS, routes: discoveryRoutes },
  { operations: [GET_OPENAPI], routes: (routes) => openApiRoutes(routes, declaredOperations) },
  { operations: HEALTH_OPERATIONS, routes: healthRoutes },
  { operations: [GET_ACCOUNT], routes: accountRoutes },
  { operations: LICENSE_OPERATIONS, routes: licenseRoutes },
  { operations: [GET_FACET], routes: facetRoutes },
  { operations: CHECK_OPERATIONS, routes: checkRoutes },
  { operations: GENERATION_OPERATIONS, routes: generationRoutes },
  { operations: [GET_RECEIPT], routes: receiptRoutes },
  { operations: [CREATE_VERIFICATION], routes: verificationRoutes },
  { operations: SOFT_BINDING_OPERATIONS, routes: softBindingRoutes },
  {
    operations: TEST_HELPER_OPERATIONS,
    routes: (routes) => {
      testHelperRoutes(routes);
      decisionHelperRoutes(routes);
    },
  },
  { operations: plannedOperations(), routes: plannedRoutes },
  { operations: WEB_OPERATIONS, routes: (routes, deps) => webRoutes(routes, deps.config.webRoot) },
  { operations: EMBED_OPERATIONS, routes: (routes, deps) => embedRoutes(routes, deps.config.embedRoot) },
  { operations: DOCS_OPERATIONS, routes: docsRoutes },
  { operations: SITE_OPERATIONS, routes: siteRoutes },
];

/** Every operation the server declares, in the document's order. */
export function declaredOperations(): Operation[] {
  return RESOURCES.flatMap((r) => r.operations);
}
