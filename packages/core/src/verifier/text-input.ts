/** Receipts given as text (pasted, an argument, a receipt file's content): read, then verified. */

import { decodeUnverifiedPayload } from '../receipt/decode-unverified.js';
import { readReceiptFile, readReceiptText } from './receipt-text.js';
import { type Call, failed, fromReceipt, receiptIn, type Session, unverified } from './session.js';
import type { Verdict, VerdictDetails } from './verdict.js';

/** A receipt JWS or object, against the issuer it names among the session's (else the call's). */
export async function verifyJws(
  session: Session,
  input: string | Record<string, unknown>,
  facts: VerdictDetails,
  call: Call,
): Promise<Verdict> {
  const jws = typeof input === 'string' ? input : input.jws;
  const withObject = { ...facts, object: typeof input === 'string' ? null : input };
  if (call.issuer === null) return unverified(withObject, 'no issuer to verify the receipt against');
  const chosen = session.issuerOf(decodeUnverifiedPayload(jws)?.iss, call.issuer);
  if ('refused' in chosen) {
    const message = `the receipt names the issuer ${chosen.refused}, not ${call.issuer}; nothing was fetched from it`;
    return session.notAllowed(withObject, chosen.refused, message);
  }
  const issuer = chosen.issuer;
  const verifyIn = receiptIn(session, input, issuer);
  const receipt = await verifyIn(call.mode);
  return session.withStanding(
    await fromReceipt({ ...withObject, issuer }, receipt, call.mode, () => verifyIn('any')),
  );
}

/**
 * A text given as such (`file` false: a JWS, a receipt object as JSON, a receipt ID or link), or the
 * content of a text file (`file`: its sniffed description names it when it holds no receipt).
 */
export async function verifyText(
  session: Session,
  text: string,
  facts: VerdictDetails,
  call: Call,
  file: { description: string } | null = null,
): Promise<Verdict> {
  const read = file ? readReceiptFile(text) : readReceiptText(text);
  switch (read.kind) {
    case 'jws':
      return verifyJws(
        session,
        read.jws,
        { ...facts, input: 'jws', mediaType: file ? 'application/jose' : null },
        call,
      );
    case 'receipt_object':
      return verifyJws(
        session,
        read.object,
        { ...facts, input: 'receipt_object', mediaType: file ? 'application/json' : null },
        call,
      );
    case 'receipt_id':
    case 'receipt_url':
      // A receipt named by ID or link: its lookup's code loads only for one.
      return (await import('./reference-input.js')).verifyReference(
        session,
        read.reference,
        { ...facts, input: read.kind },
        call,
      );
    case 'unknown':
      return read.code === 'malformed'
        ? failed(
            { ...facts, input: 'receipt_object', mediaType: 'application/json' },
            'malformed',
            read.message,
          )
        : failed(facts, read.code, read.message);
    case 'not_a_receipt':
      return read.json
        ? failed(
            { ...facts, mediaType: 'application/json' },
            'unsupported_media_type',
            'JSON data: not a format this verifier reads, nor a receipt object',
          )
        : failed(
            facts,
            'unsupported_media_type',
            `${file?.description ?? 'text'}: not a format this verifier reads, nor a receipt (a compact JWS or a receipt object)`,
          );
  }
}
