/**
 * What a text is, as a verifier reads it: a compact receipt JWS, a receipt object (JSON), a receipt
 * named by its ID or its URL, or none of these. Two readings: a text given as such (pasted, an argument,
 * a tool's parameter), and a text file's content, whose failures are those of a file this verifier does
 * not read.
 */
import { parseReceiptReference, type ReceiptReference } from '../receipt/receipt-id.js';

/** A compact JWS as it appears in a file: `eyJ…` and base64url parts. */
const FILE_JWS = /^eyJ[A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]*)+$/;
/** A compact JWS as it may be pasted (its whitespace removed first): three base64url parts. */
const PASTED_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/;

/** A text read as a receipt, or why it is none. */
export type ReceiptText =
  | { kind: 'jws'; jws: string }
  | { kind: 'receipt_object'; object: Record<string, unknown> }
  | { kind: 'receipt_id' | 'receipt_url'; reference: ReceiptReference }
  | { kind: 'unknown'; code: 'unsupported_input' | 'malformed'; message: string }
  /** A file's text that is JSON but no receipt object (`json`), or no receipt at all (`text`). */
  | { kind: 'not_a_receipt'; json: boolean };

function parseObject(value: string): Record<string, unknown> | null | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return undefined;
  }
}

/**
 * A text given as such: a receipt ID (`rcpt_…`) or link (`…/r/<id>`, `…/v1/receipts/<id>`), a receipt
 * object (JSON), or a compact JWS (whitespace inside it ignored, as a wrapped paste has). Anything else is
 * `unsupported_input`.
 */
export function readReceiptText(text: string): ReceiptText {
  const value = text.replace(/^\uFEFF/, '').trim();
  const reference = parseReceiptReference(value);
  if (reference) return { kind: reference.origin === undefined ? 'receipt_id' : 'receipt_url', reference };
  if (/^https?:\/\//i.test(value)) {
    const message = URL.canParse(value)
      ? 'not a receipt URL (…/r/<id> or …/v1/receipts/<id>)'
      : 'not a valid URL';
    return { kind: 'unknown', code: 'unsupported_input', message };
  }
  if (/^rcpt_/.test(value))
    return {
      kind: 'unknown',
      code: 'unsupported_input',
      message: 'not a receipt ID (rcpt_ and 26 lowercase base32 characters)',
    };
  if (value.startsWith('{')) {
    const object = parseObject(value);
    return object
      ? { kind: 'receipt_object', object }
      : { kind: 'unknown', code: 'unsupported_input', message: 'not a receipt object (JSON)' };
  }
  const compact = value.replace(/\s+/g, '');
  if (compact.startsWith('eyJ') || PASTED_JWS.test(compact)) return { kind: 'jws', jws: compact };
  return { kind: 'unknown', code: 'unsupported_input', message: 'not recognized' };
}

/**
 * A text file's content: a compact JWS, or a receipt object (JSON naming `object: "receipt"` or
 * carrying a `jws`); a receipt object cut short or damaged (`malformed`: it still names its `jws`);
 * else JSON or text that is no receipt.
 */
export function readReceiptFile(text: string): ReceiptText {
  const value = text.replace(/^\uFEFF/, '').trim();
  if (FILE_JWS.test(value)) return { kind: 'jws', jws: value };
  if (!value.startsWith('{')) return { kind: 'not_a_receipt', json: false };
  const object = parseObject(value);
  if (object === undefined)
    return /"jws"\s*:/.test(value)
      ? { kind: 'unknown', code: 'malformed', message: 'the receipt object does not parse as JSON' }
      : { kind: 'not_a_receipt', json: false };
  return object && (object.object === 'receipt' || 'jws' in object)
    ? { kind: 'receipt_object', object }
    : { kind: 'not_a_receipt', json: true };
}
