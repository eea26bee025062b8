/**
 * What a session fetches beside the issuers' keys and receipts: PEM files of trust anchors (only a file's
 * signer is held to them) and a receipt's standing today (only when asked for). A module apart, so that a
 * session verifying a pasted receipt loads neither.
 */
import { pemCertificates } from '../keys/trust-anchors.js';
import { fetchCapped } from '../lib/fetch-capped.js';
import { MAX_RECEIPT_BYTES } from './session.js';
import type { Verdict } from './verdict.js';

/**
 * The certificates of a PEM file, fetched once into `cache`; a fetch that got no answer is asked again
 * next time.
 */
export function pemFile(
  cache: Map<string, Promise<string[]>>,
  url: string,
  fetchImpl: typeof fetch,
  timeoutMs = 10_000,
): Promise<string[]> {
  let found = cache.get(url);
  if (!found) {
    found = fetchCapped(url, fetchImpl, {
      timeoutMs,
      limit: MAX_RECEIPT_BYTES,
      accept: 'application/x-pem-file, text/plain, */*',
    }).then((fetched) => {
      if (fetched.ok) return pemCertificates(new TextDecoder().decode(fetched.bytes));
      if (fetched.status === undefined) cache.delete(url);
      return [];
    });
    cache.set(url, found);
  }
  return found;
}

/** A genuine receipt's verdict with its issuer's standing of the use today (`use_status`), when it answers. */
export async function withStanding(
  verdict: Verdict & { issuer: string; receipt: { valid: true; claims: { jti: string } } },
  fetchImpl: typeof fetch,
  timeoutMs = 10_000,
): Promise<Verdict> {
  const id = encodeURIComponent(verdict.receipt.claims.jti);
  const fetched = await fetchCapped(`${verdict.issuer}/v1/receipts/${id}`, fetchImpl, {
    timeoutMs,
    limit: MAX_RECEIPT_BYTES,
    accept: 'application/json',
  });
  if (!fetched.ok) return verdict;
  try {
    const { use_status: status } = JSON.parse(new TextDecoder().decode(fetched.bytes)) as {
      use_status?: unknown;
    };
    return typeof status === 'string' ? { ...verdict, useStatus: status } : verdict;
  } catch {
    return verdict;
  }
}
