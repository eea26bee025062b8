import type { ReceiptClaims } from '../verdicts.js';

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => sameJson(v, bb[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = Object.keys(ao);
  return (
    keys.length === Object.keys(bo).length &&
    keys.every((k) => Object.hasOwn(bo, k) && sameJson(ao[k], bo[k]))
  );
}

/**
 * The first field of a receipt object (the API's `receipt`) that disagrees with its signed claims,
 * or null. Fields the object omits are not compared; fields it carries must match exactly.
 */
export function receiptMismatch(object: Record<string, unknown>, claims: ReceiptClaims): string | null {
  const t = claims.tlp;
  const expected: Record<string, unknown> = {
    id: claims.jti,
    subject: claims.sub,
    kind: t.kind,
    decision: t.decision,
    assurance: t.assurance,
    livemode: t.livemode,
    talent: t.talent,
    licenses: t.licenses,
    request_digest: t.request_digest,
  };
  for (const [field, value] of Object.entries(expected)) {
    if (Object.hasOwn(object, field) && !sameJson(object[field], value)) return field;
  }
  if (Object.hasOwn(object, 'object') && object.object !== 'receipt') return 'object';
  if (Object.hasOwn(object, 'issued_at')) {
    const at = typeof object.issued_at === 'string' ? Date.parse(object.issued_at) : Number.NaN;
    if (Math.floor(at / 1000) !== claims.iat) return 'issued_at';
  }
  return null;
}
