import type { AssertionContent } from '../write/manifest-writer.js';
import { type LicenseAssertionData, licenseLabel } from './license-label.js';

export {
  checkLicenseLabel,
  DEFAULT_SERVICE,
  LICENSE_LABEL_PATTERN,
  type LicenseAssertionData,
  licenseLabel,
  toLicenseAssertionData,
} from './license-label.js';

/**
 * The TLP license assertion to write: a CBOR assertion `{receipt, verify_url}` under the label
 * `ai.<service>.license` (default `ai.tlp.license`).
 */
export function licenseAssertion(
  data: LicenseAssertionData,
  label: string = licenseLabel(),
): AssertionContent {
  // Exactly these two fields, in this order: the CBOR is part of what the claim signature covers.
  return { label, content: { receipt: data.receipt, verify_url: data.verify_url } };
}
