/**
 * The TLP license assertion's label (`ai.<service>.license`) and data (`{receipt, verify_url}`): what
 * the reader looks for and the writer writes (license-assertion.ts), with no C2PA library behind it.
 */
/** The service name in the default label `ai.tlp.license`. */
export const DEFAULT_SERVICE = 'tlp';

/** Labels a reader accepts when none is given: `ai.<service>.license`. */
export const LICENSE_LABEL_PATTERN = /^ai\.[a-z0-9_-]+\.license$/;

/** What the license assertion carries. */
export interface LicenseAssertionData {
  /** The receipt, a compact JWS (`typ: tlp-receipt+jwt`). */
  receipt: string;
  /** Where a person can check the receipt. */
  verify_url: string;
}

/** `ai.<service>.license` for a service name. */
export function licenseLabel(service: string = DEFAULT_SERVICE): string {
  const label = `ai.${service}.license`;
  if (!LICENSE_LABEL_PATTERN.test(label)) {
    throw new TypeError(
      `invalid service name ${JSON.stringify(service)}: use lowercase letters, digits, _ and -`,
    );
  }
  return label;
}

/** Checks a label given by a caller: it must be a valid assertion label. */
export function checkLicenseLabel(label: string): string {
  if (typeof label !== 'string' || !/^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/i.test(label) || /__\d+$/.test(label)) {
    throw new TypeError(`invalid assertion label ${JSON.stringify(label)}`);
  }
  return label;
}

/** The assertion's data if `content` is `{receipt: string, verify_url: string}`, else `null`. */
export function toLicenseAssertionData(content: unknown): LicenseAssertionData | null {
  if (content === null || typeof content !== 'object' || Array.isArray(content)) return null;
  const record = content as Record<string, unknown>;
  if (typeof record.receipt !== 'string' || typeof record.verify_url !== 'string') return null;
  return { receipt: record.receipt, verify_url: record.verify_url };
}
