/**
 * A receipt's name as text: its ID (`rcpt_…`), or the URL of its page or API object. Apart from the
 * lookup (`reference.ts`), so that reading a receipt's name loads nothing of verifying it.
 */

/** A receipt ID: `rcpt_` and 26 lowercase Crockford base32 characters (the spec's ID convention). */
export const RECEIPT_ID_PATTERN = /^rcpt_[0-9a-hjkmnp-tv-z]{26}$/;
/** The paths that name a receipt on its issuer: the page `/r/<id>` and the API object `/v1/receipts/<id>`. */
const RECEIPT_PATH = /^\/(?:r|v1\/receipts)\/(rcpt_[0-9a-hjkmnp-tv-z]{26})\/?$/;

/** A receipt named by its ID, or by the URL of its page or API object (then `origin` is the URL's). */
export interface ReceiptReference {
  id: `rcpt_${string}`;
  origin?: string;
}

/**
 * Reads a receipt reference from text: a receipt ID (`rcpt_…`), or an `http(s)` URL whose path is
 * `/r/<id>` or `/v1/receipts/<id>`. Anything else is `null`.
 *
 * @example
 * ```ts
 * parseReceiptReference('https://licensing.example/r/rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a');
 * // { id: 'rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a', origin: 'https://licensing.example' }
 * ```
 */
export function parseReceiptReference(text: string): ReceiptReference | null {
  const value = text.trim();
  if (RECEIPT_ID_PATTERN.test(value)) return { id: value as `rcpt_${string}` };
  if (!/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const id = RECEIPT_PATH.exec(url.pathname)?.[1];
  return id ? { id: id as `rcpt_${string}`, origin: url.origin } : null;
}
