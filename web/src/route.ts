/** Which page to show: the verifier, or the public page of one receipt (`…/r/<receipt_id>`). */
export type Route = { page: 'verifier' } | { page: 'receipt'; id: string };

const RECEIPT_PAGE = /(?:^|\/)r\/(rcpt_[0-9A-Za-z]{1,100})\/?$/;

/**
 * Reads the route from the location: `/r/<id>` under any base path, or `?receipt=<id>` for static
 * hosts that cannot rewrite `/r/*` to this page.
 */
export function routeOf(location: { pathname: string; search: string }): Route {
  const fromPath = RECEIPT_PAGE.exec(location.pathname)?.[1];
  const fromQuery = new URLSearchParams(location.search).get('receipt');
  const id = fromPath ?? (fromQuery && /^rcpt_[0-9A-Za-z]{1,100}$/.test(fromQuery) ? fromQuery : null);
  return id ? { page: 'receipt', id } : { page: 'verifier' };
}
