import type { EmbedSettings } from './settings.js';
import { type EmbedVerdict, notAccepted } from './verdict.js';
import { loadVerifier } from './verifier.js';

/**
 * A receipt's verdict, asked of its issuer by its ID: the issuer `<tlp-verify issuer>` names, when the
 * page accepts it (nothing is asked of one it does not), else the page's first.
 */
export async function checkReceipt(
  receiptId: string,
  issuer: string | null,
  settings: EmbedSettings,
): Promise<EmbedVerdict> {
  const named = issuer === null ? null : issuer.replace(/\/$/, '');
  if (named !== null && !settings.issuers.includes(named)) return notAccepted(issuer);
  const verifier = await loadVerifier(globalThis, settings);
  return (await verifier.verify(receiptId, named ? { issuer: named } : {})) as EmbedVerdict;
}
