import type { CBORBox, IBox } from '@trustnxt/c2pa-ts/jumbf';
import type { AssertionContent } from './manifest-writer.js';

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

/** Reads `{receipt, verify_url}` from an assertion's content box; `null` if it is not that. Never throws. */
export function readLicenseAssertionContent(box: IBox | undefined): LicenseAssertionData | null {
  // By its type, not `instanceof`: the writer imports this module, and must not load c2pa-ts's classes.
  if (box?.type !== 'cbor') return null;
  return toLicenseAssertionData((box as CBORBox).content);
}
