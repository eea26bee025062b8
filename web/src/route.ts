import { RECEIPT_ID_PATTERN } from '@tlp/core';

/** Which page to show: the verifier, or the public page of one receipt (`…/r/<receipt_id>`). */
export type Route = { page: 'verifier' } | { page: 'receipt'; id: string };

const RECEIPT_PAGE = /(?:^|\/)r\/(rcpt_[^/]+)\/?$/;

/**
 * Reads the route from the location: `/r/<id>` under any base path, or `?receipt=<id>` for static
 * hosts that cannot rewrite `/r/*` to this page.
 */
export function routeOf(location: { pathname: string; search: string }): Route {
  const id = RECEIPT_PAGE.exec(location.pathname)?.[1] ?? new URLSearchParams(location.search).get('receipt');
  return id && RECEIPT_ID_PATTERN.test(id) ? { page: 'receipt', id } : { page: 'verifier' };
}
