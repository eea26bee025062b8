import type { Routes } from '../http/chain.js';
import { respond } from '../http/respond.js';
import { SITE_CSS } from './chrome.js';
import { GET_SITE_CSS } from './operations.js';

/** `/site.css`: the header's and footer's style (see `chrome.ts`). */
export function siteRoutes(routes: Routes): void {
  routes.get(GET_SITE_CSS.route, (c) =>
    respond(c, SITE_CSS, 200, 'text/css; charset=utf-8', {
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    }),
  );
}
