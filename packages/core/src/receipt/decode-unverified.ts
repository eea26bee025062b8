import { parseCompactJws } from '../lib/jws.js';

/**
 * The payload of a compact JWS, decoded **without verifying anything**: only to choose which issuer to
 * verify a receipt against (its `iss`), before `verifyReceipt` says whether any of it holds. `null` when
 * it is not a well-formed compact JWS. Never throws.
 *
 * @example
 * ```ts
 * const iss = decodeUnverifiedPayload(jws)?.iss; // a hint, not a fact
 * if (typeof iss === 'string' && allowed.includes(iss)) verdict = await verifyReceipt(jws, { issuer: iss });
 * ```
 */
export function decodeUnverifiedPayload(jws: unknown): Record<string, unknown> | null {
  const parsed = parseCompactJws(jws);
  return parsed.ok ? parsed.jws.payload : null;
}
