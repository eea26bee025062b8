/**
 * Stage 5, bind: who signed (and whether the signer chains to a trust anchor), the license assertion the
 * claim references, the content digest the binding proves, and the inspection's verdict.
 */
import { toHex } from '../../lib/base64-encode.js';
import type { LicenseAssertion, ManifestReport } from '../../verdicts.js';
import { type ManifestLocation, sameCoverage } from '../asset/container.js';
import { LICENSE_LABEL_PATTERN, toLicenseAssertionData } from '../claim/license-label.js';
import { assertionData, field, type Manifest, type ManifestStore, resolveAssertion } from '../claim/store.js';
import { hardBindings } from '../claim/validation.js';
import { coseCertificates } from '../cose/headers.js';
import { checkTrust, describeSigner } from '../cose/trust.js';
import { readDataHash } from '../hard-binding/index.js';
import { type ManifestInspection, type ReadOptions, stop } from './inspection.js';
import type { Located } from './open.js';
import type { Parsed } from './parse.js';
import type { Validation } from './validate.js';

/** The license assertion the active claim references (created or gathered), first match wins. */
export function findLicenseAssertion(
  store: ManifestStore,
  manifest: Manifest,
  label: string | undefined,
): LicenseAssertion | null {
  for (const reference of [...manifest.claim.created, ...manifest.claim.gathered]) {
    const found = resolveAssertion(store, manifest, reference.url, true);
    if (!found) continue;
    const name = found.assertion.label;
    if (!name || (label === undefined ? !LICENSE_LABEL_PATTERN.test(name) : name !== label)) continue;
    const content = assertionData(store, found.assertion);
    const data = toLicenseAssertionData({
      receipt: field(content, 'receipt'),
      verify_url: field(content, 'verify_url'),
    });
    if (data) return { label: name, receipt: data.receipt, verify_url: data.verify_url };
  }
  return null;
}

/** The active manifest's data hash exclusions, when its one hard binding is a readable data hash. */
export function dataHashOf(store: ManifestStore, manifest: Manifest) {
  const bindings = hardBindings(manifest);
  const binding = bindings[0];
  if (bindings.length !== 1 || binding?.label !== 'c2pa.hash.data') return undefined;
  try {
    return readDataHash(assertionData(store, binding), manifest.claim.algorithm);
  } catch {
    return undefined;
  }
}

/**
 * The content digest the valid data hash already proves, if it excludes exactly the manifest's ranges
 * and the container kept its other bytes (no patches).
 */
function provenContentDigest(
  store: ManifestStore,
  manifest: Manifest,
  location: ManifestLocation,
): `sha256:${string}` | undefined {
  if (location.patches && location.patches.length > 0) return undefined;
  const binding = dataHashOf(store, manifest);
  if (binding?.algorithm !== 'SHA-256' || binding.hash.length !== 32) return undefined;
  const excluded = binding.exclusions.map((e) => ({ start: e.start, end: e.start + e.length }));
  const same = sameCoverage(excluded, location.ranges);
  return same ? `sha256:${toHex(binding.hash)}` : undefined;
}

/** Who signed the manifest, and whether that signer chains to one of `options.trustAnchors`. */
export async function signerOf(
  active: Manifest,
  options: Pick<ReadOptions, 'trustAnchors' | 'now'>,
): Promise<Pick<ManifestReport, 'signer' | 'trusted'>> {
  const [certificate, ...chain] = coseCertificates(active.cose);
  if (!certificate) return { signer: null, trusted: false };
  try {
    const signer = await describeSigner(certificate);
    return {
      signer,
      trusted: (await checkTrust(certificate, chain, options.trustAnchors, options.now)).trusted,
    };
  } catch {
    // An unreadable certificate: no signer to report, and nothing trusted.
    return { signer: null, trusted: false };
  }
}

/** The inspection of a manifest read and validated: valid with its license assertion, or why not. */
export async function bind(
  location: ManifestLocation,
  { remoteUrl }: Located,
  { store, active }: Parsed,
  { failures, problems, signatureValid, bindingValid, context, ingredients }: Validation,
  options: ReadOptions,
): Promise<ManifestInspection> {
  const base = { mediaType: location.mediaType, location };
  const { signer, trusted } = await signerOf(active, options);
  const manifest: ManifestReport = { present: true, signatureValid, bindingValid, trusted, signer, failures };
  if (remoteUrl) manifest.remoteUrl = remoteUrl;
  if (ingredients) manifest.ingredients = ingredients;
  const assertion = findLicenseAssertion(store, active, options.label);
  const contentDigest =
    (bindingValid ? provenContentDigest(store, active, location) : undefined) ??
    context.content.contentDigest;
  const found = contentDigest ? { ...base, contentDigest } : base;
  if (failures.length > 0 || !signatureValid || !bindingValid) {
    const reasons = [...failures, ...problems].join(', ') || 'no valid claim signature or hard binding';
    return stop('manifest_invalid', `the manifest is invalid: ${reasons}`, { ...found, manifest, assertion })
      .stopped;
  }
  if (!assertion) {
    const wanted = options.label ?? 'ai.<service>.license';
    const message = `the manifest has no ${wanted} assertion {receipt, verify_url}`;
    return stop('no_license_assertion', message, { ...found, manifest, assertion }).stopped;
  }
  return { ...found, manifest, assertion };
}
