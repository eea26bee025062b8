import { RECEIPT_ID_PATTERN } from '@tlp/core';

/** Which page to show: the verifier, or the public page of one receipt (`…/r/<receipt_id>`). */
export type Route =
  | { page: 'verifier' }
  | { page: 'receipt'; id: string }
  /** `…/r/<text>` where the text is no receipt ID (the server answers it with status 404). */
  | { page: 'not_a_receipt'; text: string };

const RECEIPT_PAGE = /(?:^|\/)r\/([^/]+)\/?$/;

/**
 * Reads the route from the location: `/r/<id>` under any base path, or `?receipt=<id>` for static
 * hosts that cannot rewrite `/r/*` to this page.
 */
export function routeOf(location: { pathname: string; search: string }): Route {
  const inPath = RECEIPT_PAGE.exec(location.pathname)?.[1];
  const id = inPath ?? new URLSearchParams(location.search).get('receipt');
  if (id && RECEIPT_ID_PATTERN.test(id)) return { page: 'receipt', id };
  if (inPath !== undefined) {
    let text = inPath;
    try {
      text = decodeURIComponent(inPath);
    } catch {
      // shown as it came
    }
    return { page: 'not_a_receipt', text };
  }
  return { page: 'verifier' };
}
