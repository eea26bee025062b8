/**
 * A receipt looked up by its ID or link (the receipt page, a pasted ID): its outcome, and the page's word
 * for one another origin issued. Loaded only for such a lookup, not for a pasted receipt.
 */
import { decodeUnverifiedPayload, type LiveVerdict, parseReceiptReference } from '@tlp/core';
import { type IssuerConfig, originOf } from './issuer.js';
import { type Outcome, outcomeOf } from './outcome.js';

/**
 * A receipt fetched by its ID or link (`text`, as given). One that another server issued (a server reached at 127.0.0.1 that issues
 * as localhost) has keys that are not this origin's to check it with: said so, pointing at the issuer's
 * own page, rather than "could not get the keys".
 */
export function lookedUp(verdict: LiveVerdict, text: string, config: IssuerConfig, started: number): Outcome {
  const id = parseReceiptReference(text)?.id ?? text;
  const outcome = outcomeOf(verdict, id, started);
  // The lookup's own failures, and a valid verdict, are what they are.
  if (verdict.code === null || verdict.code === 'not_found' || verdict.code === 'fetch_failed')
    return outcome;
  const elsewhere = originOf(decodeUnverifiedPayload(verdict.object?.jws)?.iss);
  if (!elsewhere || !verdict.issuer || elsewhere === verdict.issuer) return outcome;
  const here =
    verdict.issuer === config.origin
      ? `This page is served by ${verdict.issuer}`
      : `This page verifies receipts of ${verdict.issuer}`;
  return {
    ...outcome,
    receipt: null,
    failure: {
      code: 'issuer_elsewhere',
      message: `${here}, not by the receipt’s issuer ${elsewhere}`,
      issuerPage: `${elsewhere}/r/${encodeURIComponent(id)}`,
    },
  };
}
