/** Receipts named by their ID or link: fetched from their issuer, then verified (loaded only for such a text). */
import type { ReceiptReference } from '../receipt/receipt-id.js';
import { verifyReceiptReference } from '../receipt/reference.js';
import type { ReceiptVerdict } from '../verdicts.js';
import { type Call, failed, fromReceipt, receiptIn, type Session, unverified } from './session.js';
import type { Verdict, VerdictDetails } from './verdict.js';

/** A receipt named by its ID (against the call's issuer) or its link (against the issuer of its origin). */
export async function verifyReference(
  session: Session,
  reference: ReceiptReference,
  facts: VerdictDetails,
  call: Call,
): Promise<Verdict> {
  let issuer = call.issuer;
  if (issuer === null) return unverified(facts, 'no issuer to ask for the receipt');
  if (reference.origin !== undefined) {
    const named = session.issuerOf(reference.origin, issuer);
    if ('refused' in named) {
      const message = `the URL is on ${reference.origin}, not on the issuer ${issuer}; nothing was fetched`;
      return session.notAllowed(facts, reference.origin, message);
    }
    issuer = named.issuer;
  }
  const { object, ...receipt } = await verifyReceiptReference(reference, {
    issuer,
    mode: call.mode,
    keys: session.issuers.get(issuer)!.keys,
    fetch: session.fetch,
    ...(session.timeoutMs ? { timeoutMs: session.timeoutMs } : {}),
    ...(session.now ? { now: session.now } : {}),
  });
  const status = object?.use_status;
  const found = { ...facts, issuer, object, useStatus: typeof status === 'string' ? status : null };
  // A lookup's own failures (not_found, fetch_failed) are no verdict on a receipt.
  if (!receipt.valid && (receipt.code === 'not_found' || receipt.code === 'fetch_failed'))
    return failed(found, receipt.code, receipt.message);
  // Of the other mode: the object fetched is verified again in any mode (no second fetch).
  const inAnyMode = async (): Promise<ReceiptVerdict> => {
    const again = await receiptIn(session, object ?? {}, issuer)('any');
    if (!again.valid || again.claims.jti === reference.id) return again;
    const message = `asked for ${reference.id}, the issuer answered ${again.claims.jti}`;
    return { valid: false, code: 'receipt_mismatch', message };
  };
  return fromReceipt(found, receipt as ReceiptVerdict, call.mode, inAnyMode);
}
